import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { HOME_SERVICE_LIMIT, HOME_WEBINAR_LIMIT, isLanguage } from '../../shared/constants.ts';
import { practice } from '../../shared/content/practice.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { WebinarCard } from '../features/events/components/webinar-card.tsx';
import { ServiceCard } from '../features/services/components/service-card.tsx';
import { appContext } from '../lib/app-context.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [webinars, services] = await Promise.all([reads.listWebinars(lang), reads.listServices(lang)]);
  return {
    webinars: webinars.filter((w) => w.isActive && !w.isPast).slice(0, HOME_WEBINAR_LIMIT),
    services: services.slice(0, HOME_SERVICE_LIMIT),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('home');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const founder = practice.founder.name[lang];
  return (
    <>
      <PageMeta title={t('common:pages.home')} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">{t('badge')}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('description', { founder })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services" className="btn-primary">
              {t('exploreServices')}
            </Link>
            <Link to="/contact" className="btn-secondary">
              {t('bookConsultation')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-webinars" className="container-page py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="home-webinars" className="text-2xl font-bold text-slate-900">
            {t('upcomingWebinars')}
          </h2>
          <Link to="/events" className="font-semibold text-brand-700 hover:underline">
            {t('viewAllEvents')}
          </Link>
        </div>
        {loaderData.webinars.length === 0 ? (
          <p className="mt-6 text-slate-600">{t('events:noUpcoming')}</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.webinars.map((w) => (
              <WebinarCard key={w.id} webinar={w} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="home-services" className="container-page py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="home-services" className="text-2xl font-bold text-slate-900">
            {t('ourServices')}
          </h2>
          <Link to="/services" className="font-semibold text-brand-700 hover:underline">
            {t('viewAllServices')}
          </Link>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </div>
      </section>
    </>
  );
}
