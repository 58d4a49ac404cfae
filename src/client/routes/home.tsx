import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/home';
import { HOME_SERVICE_LIMIT, HOME_WEBINAR_LIMIT } from '../../shared/constants.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { practiceStructuredData } from '../features/about/structured-data.ts';
import { FeaturedVideo } from '../features/home/components/featured-video.tsx';
import { FounderProfile } from '../features/home/components/founder-profile.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { appContext } from '../lib/app-context.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useRootData, useSite } from '../lib/root-data.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['home', 'about', 'events', 'services'], embed: 'shown' };

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [webinars, services] = await Promise.all([reads.listWebinars(lang), reads.listServices(lang)]);
  return {
    webinars: webinars.filter((w) => w.isActive && !w.isPast).slice(0, HOME_WEBINAR_LIMIT),
    services: services.slice(0, HOME_SERVICE_LIMIT),
  };
}

import { HomeMore } from '../features/home/components/home-more.tsx';

/** Home (spec §2): every section in the order the spec lists them. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['home', 'about']);
  const lang = useLanguage();
  const site = useSite();
  const founder = site.founder.name;
  const root = useRootData();
  const description = t('meta.description', { founder });
  return (
    <>
      <PageMeta title={t('common:pages.home')} description={description} />
      <JsonLd
        data={import.meta.env.SSR && practiceStructuredData(root?.publicUrl ?? '', lang, { description, founderRole: t('about:founderCard.role') }, site, { books: site.books.length })}
      />
      <Hero />
      <FounderProfile />
      <FeaturedVideo />
      <HomeMore webinars={loaderData.webinars} services={loaderData.services} />
    </>
  );
}
