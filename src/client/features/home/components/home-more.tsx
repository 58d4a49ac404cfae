/**
 * The home page below its first screen (spec §2, from the upcoming webinars on).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { Service, Webinar } from '../../../../shared/contracts/content.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Beneficiaries } from '../../about/components/beneficiaries.tsx';
import { Books } from '../../about/components/books.tsx';
import { Expertise } from '../../about/components/expertise.tsx';
import { FounderCard } from '../../about/components/founder-card.tsx';
import { JourneyAndPrinciples } from '../../about/components/principles.tsx';
import { WebinarCard } from '../../events/components/webinar-card.tsx';
import { ServiceCard } from '../../services/components/service-card.tsx';
import { Approach } from './approach.tsx';
import { ChakraChart } from './chakra-chart.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { LiteraryRecognition } from './literary-recognition.tsx';
import { Stats } from './stats.tsx';
import { Testimonials } from './testimonials.tsx';

export function HomeMore({ webinars, services }: { webinars: Webinar[]; services: Service[] }) {
  return (
    <>
      <UpcomingWebinars webinars={webinars} />
      <ChakraChart />
      <LiteraryRecognition />
      <FirstServices services={services} />
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

/** A home section that shows the first few of a list, with a link to the whole of it. */
function ListSection({ id, title, description, all, children }: { id: string; title: string; description: string; all: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="content-auto container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={id} title={title} description={description} align="left" />
        <Link to={all.to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {all.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

function UpcomingWebinars({ webinars }: { webinars: Webinar[] }) {
  const { t } = useTranslation('home');
  return (
    <ListSection id="home-webinars" title={t('upcomingWebinars')} description={t('upcomingIntro')} all={{ to: '/events', label: t('viewAllEvents') }}>
      {webinars.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('events:noUpcoming')}</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {webinars.map((w) => (
            <WebinarCard key={w.id} webinar={w} />
          ))}
        </div>
      )}
    </ListSection>
  );
}

function FirstServices({ services }: { services: Service[] }) {
  const { t } = useTranslation('home');
  return (
    <ListSection id="home-services" title={t('ourServices')} description={t('servicesIntro')} all={{ to: '/services', label: t('viewAllServices') }}>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </div>
    </ListSection>
  );
}
