import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useLocation } from 'react-router';
import { practice } from '../../../shared/content/practice.ts';
import { useRootData, useSite } from '../../lib/root-data.ts';
import { hasLanguageAddress, languageAlternates, splitLanguage } from '../../../shared/language-address.ts';

const OG_LOCALE = { en: 'en_IN', hi: 'hi_IN', gu: 'gu_IN' } as const;
const DEFAULT_SHARE_IMAGE = '/images/og-image.jpg';

/**
 * Per-page document metadata in the page's language: <title>, description, canonical URL, Open
 * Graph and Twitter tags. React hoists these into <head>, on the server and after navigation.
 * A public page names itself as canonical (its address in its language, absolute) and its
 * addresses in every language as `hreflang` alternates, x-default the English one (ADR 0019).
 */
export function PageMeta({
  title,
  description,
  noIndex = false,
  image = DEFAULT_SHARE_IMAGE,
}: {
  title: string;
  description?: string;
  noIndex?: boolean;
  /** The link-preview image, a path on this site (1200 × 630). */
  image?: string;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname } = useLocation();
  const lang = useLanguage();
  const siteName = practice.name[lang];
  const fullTitle = `${title} | ${siteName}`;
  const site = useSite();
  const desc = description ?? t('meta.defaultDescription', { founder: site.founder.name });
  const publicUrl = root?.publicUrl ?? '';
  const url = `${publicUrl}${pathname}`;
  const { path } = splitLanguage(pathname);
  const alternates = hasLanguageAddress(path) ? languageAlternates(publicUrl, path) : [];
  const imageUrl = `${publicUrl}${image}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
