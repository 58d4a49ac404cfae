import { useTranslation } from '../i18n/react.tsx';
import { CtaBanner } from '../components/ui/cta-banner.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { Beneficiaries } from '../features/about/components/beneficiaries.tsx';
import { Books } from '../features/about/components/books.tsx';
import { Expertise } from '../features/about/components/expertise.tsx';
import { FounderCard } from '../features/about/components/founder-card.tsx';
import { JourneyAndPrinciples } from '../features/about/components/principles.tsx';
import { PracticeHead } from '../features/about/components/practice-head.tsx';
import { useSite } from '../lib/root-data.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['about'], embed: 'shown' };

/** How many books the about page shows (spec §2 About: "two books"). */
const ABOUT_BOOKS = 2;

/** About (spec §2): badge, title, journey and principles, expertise, philosophy, who benefits, books, founder, call to action. */
export default function About() {
  const { t } = useTranslation('about');
  const founder = useSite().founder.name;
  return (
    <>
      <PracticeHead title={t('meta.title')} description={t('meta.description', { founder })} books={ABOUT_BOOKS} />
      <PageHero badge={t('hero.badge')} title={t('hero.title')} description={t('hero.description')} />
      <JourneyAndPrinciples />
      <Expertise />

      <section aria-labelledby="philosophy" className="container-page py-14">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('philosophy.badge')}</p>
          <h2 id="philosophy" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('philosophy.title')}
          </h2>
          <blockquote className="mt-6 text-xl font-medium text-brand-900 sm:text-2xl">“{t('philosophy.quote')}”</blockquote>
          <p className="mt-3 text-sm text-slate-600">— {founder}</p>
          <p className="mt-6 text-slate-700">{t('philosophy.text')}</p>
        </div>
      </section>

      <Beneficiaries />
      <Books limit={ABOUT_BOOKS} />
      <FounderCard showAboutLink={false} />

      <CtaBanner
        id="about-cta"
        title={t('cta.title')}
        description={t('cta.description')}
        primary={{ to: '/personal-consultancy', label: t('cta.consult') }}
        secondary={{ to: '/services', label: t('cta.services') }}
      />
    </>
  );
}
