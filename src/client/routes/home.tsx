import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/home';
import { HOME_SERVICE_LIMIT, HOME_WEBINAR_LIMIT } from '../../shared/constants.ts';
import type { Service, Webinar } from '../../shared/contracts/content.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { Beneficiaries } from '../features/about/components/beneficiaries.tsx';
import { Books } from '../features/about/components/books.tsx';
import { Expertise } from '../features/about/components/expertise.tsx';
import { FounderCard } from '../features/about/components/founder-card.tsx';
import { JourneyAndPrinciples } from '../features/about/components/principles.tsx';
import { practiceStructuredData } from '../features/about/structured-data.ts';
import { WebinarCard } from '../features/events/components/webinar-card.tsx';
import { Approach } from '../features/home/components/approach.tsx';
import { ChakraChart } from '../features/home/components/chakra-chart.tsx';
import { ClosingCta } from '../features/home/components/closing-cta.tsx';
import { FeaturedVideo } from '../features/home/components/featured-video.tsx';
import { FounderProfile } from '../features/home/components/founder-profile.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { LiteraryRecognition } from '../features/home/components/literary-recognition.tsx';
import { Stats } from '../features/home/components/stats.tsx';
import { Testimonials } from '../features/home/components/testimonials.tsx';
import { ServiceCard } from '../features/services/components/service-card.tsx';
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
      <UpcomingWebinars webinars={loaderData.webinars} />
      <ChakraChart />
      <LiteraryRecognition />
      <FirstServices services={loaderData.services} />
      <Beneficiaries />
      <JourneyAndPrinciples />
      <Expertise />
      <Books />
      <FounderCard />
      <Stats />
      <Testimonials />
      <Approach />
      <ClosingCta />
    </>
  );
}

function UpcomingWebinars({ webinars }: { webinars: Webinar[] }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-webinars" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="home-webinars" title={t('upcomingWebinars')} description={t('upcomingIntro')} align="left" />
        <Link to="/events" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('viewAllEvents')}
        </Link>
      </div>
      {webinars.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('events:noUpcoming')}</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {webinars.map((w) => (
            <WebinarCard key={w.id} webinar={w} />
          ))}
        </div>
      )}
    </section>
  );
}

function FirstServices({ services }: { services: Service[] }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-services" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="home-services" title={t('ourServices')} description={t('servicesIntro')} align="left" />
        <Link to="/services" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('viewAllServices')}
        </Link>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </div>
    </section>
  );
}
