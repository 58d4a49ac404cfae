/**
 * The home page's own words in Site content (issue 51): the hero and the closing call to action,
 * each in English, Hindi and Gujarati, with a preview in the language chosen. A text left blank
 * in a language shows the site's own default there (the preview says so, and shows it in the
 * admin's language).
 */
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../../shared/constants.ts';
import { HOME_TEXTS, type HomeText, type Localized, type SectionValue } from '../../../../shared/contracts/site-content.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { LocalizedField, type SectionEditor } from './site-content-fields.tsx';

/** Each text's default: the key of the home page's own string. */
const DEFAULTS: Record<HomeText, string> = {
  heroBadge: 'home:badge',
  heroTitle: 'home:title',
  heroText: 'home:description',
  heroPrimary: 'home:exploreServices',
  heroSecondary: 'home:bookConsultation',
  ctaTitle: 'home:cta.title',
  ctaText: 'home:cta.description',
  ctaPrimary: 'home:cta.register',
  ctaSecondary: 'home:cta.contact',
};
const LONG: readonly HomeText[] = ['heroText', 'ctaText'];

export function HomeTextsFields({ editor }: { editor: SectionEditor<SectionValue<'home'>> }) {
  const { t } = useTranslation(['content', 'home']);
  const loose = editor as unknown as SectionEditor<unknown>;
  return (
    <>
      <p className="text-sm text-slate-600">{t('sections.home.hint')}</p>
      {HOME_TEXTS.map((key) => (
        <LocalizedField key={key} editor={loose} path={key} label={t(`sections.home.${key}`)} multiline={LONG.includes(key)} />
      ))}
      <HomePreview texts={editor.value} />
    </>
  );
}

/** The hero and the closing call as visitors of one language would read them. */
function HomePreview({ texts }: { texts: Record<HomeText, Localized> }) {
  const { t } = useTranslation(['content', 'home']);
  const adminLang = useLanguage();
  const [lang, setLang] = useState<Language>(adminLang);
  const text = (key: HomeText) => {
    const own = texts[key][lang].trim();
    if (own) return { own: true, value: own };
    // The defaults are loaded in the admin's language only; in another, the preview names them.
    return { own: false, value: lang === adminLang ? t(DEFAULTS[key], { founder: '…' }) : t('sections.home.default') };
  };
  const shown = (key: HomeText, className: string) => {
    const { own, value } = text(key);
    return (
      <span className={`${className} ${own ? '' : 'italic opacity-80'}`} lang={own ? lang : undefined} data-testid={`preview-${key}`}>
        {value}
      </span>
    );
  };
  return (
    <section aria-labelledby="home-preview" className="rounded-xl border border-brand-200 bg-brand-50/50 p-4" data-testid="home-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id="home-preview" className="font-semibold text-slate-900">
          {t('sections.home.preview')}
        </h4>
        <div role="group" aria-label={t('sections.home.previewLanguage')} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {LANGUAGES.map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)} className={`rounded-md px-3 py-1.5 text-sm font-semibold ${lang === l ? 'bg-brand-700 text-white' : 'text-slate-700'}`}>
              {t(`languages.${l}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 space-y-3 rounded-lg bg-white p-4">
        {shown('heroBadge', 'inline-block rounded-full bg-brand-100 px-3 py-0.5 text-xs font-medium text-brand-800')}
        <p className="text-xl font-bold text-brand-900">{shown('heroTitle', '')}</p>
        <p className="whitespace-pre-line text-sm text-slate-700">{shown('heroText', '')}</p>
        <p className="flex flex-wrap gap-2">
          {shown('heroPrimary', 'btn-primary pointer-events-none text-sm')}
          {shown('heroSecondary', 'btn-secondary pointer-events-none text-sm')}
        </p>
      </div>
      <div className="mt-3 space-y-2 rounded-lg bg-brand-800 p-4 text-white">
        <p className="font-bold">{shown('ctaTitle', '')}</p>
        <p className="text-sm">{shown('ctaText', '')}</p>
        <p className="flex flex-wrap gap-2 text-sm">
          {shown('ctaPrimary', 'rounded-full bg-white px-3 py-1 text-brand-900')}
          {shown('ctaSecondary', 'rounded-full border border-white px-3 py-1')}
        </p>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('sections.home.previewNote')}</p>
    </section>
  );
}
