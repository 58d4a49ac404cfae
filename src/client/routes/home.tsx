import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/home';
import { HOME_SERVICE_LIMIT, HOME_WEBINAR_LIMIT } from '../../shared/constants.ts';
import { PracticeHead } from '../features/about/components/practice-head.tsx';
import { FeaturedVideo } from '../features/home/components/featured-video.tsx';
import { FounderProfile } from '../features/home/components/founder-profile.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { appContext } from '../lib/app-context.ts';
import { useSite } from '../lib/root-data.ts';
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
  const { t } = useTranslation('home');
  const site = useSite();
  return (
    <>
      <PracticeHead title={t('common:pages.home')} description={t('meta.description', { founder: site.founder.name })} books={site.books.length} />
      <Hero />
      <FounderProfile />
      <FeaturedVideo />
      <HomeMore webinars={loaderData.webinars} services={loaderData.services} />
    </>
  );
}
