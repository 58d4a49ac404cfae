import { ArrowRight } from 'lucide-react';
import { useSite } from '../../../lib/root-data.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

/** The home hero (her words where she wrote them: Site content, Home page): badge, title, description, Explore Services and Book Consultation (spec §2; the consultations, each with its booking page: issue 19). */
export function Hero() {
  const { t } = useTranslation('home');
  const site = useSite();
  const founder = site.founder.name;
  // Her words where she wrote them in this language (Site content, Home page), else the site's own.
  const own = site.home;
  return (
    <section aria-labelledby="home-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">{own.heroBadge || t('badge')}</p>
          <h1 id="home-title" className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {own.heroTitle || t('title')}
          </h1>
          <p className="mt-4 max-w-2xl whitespace-pre-line text-lg text-slate-700">{own.heroText || t('description', { founder })}</p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <Link to="/services" className="btn-primary">
              {own.heroPrimary || t('exploreServices')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/personal-consultancy" className="btn-secondary" data-testid="home-book-consultation">
              {own.heroSecondary || t('bookConsultation')}
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">{t('hero.trustLine')}</p>
        </div>
        <ResponsiveImage
          src="/images/hero.webp"
          widths={[480, 720, 960, 1280]}
          width={1280}
          height={1024}
          sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 92vw"
          alt={t('hero.imageAlt')}
          priority
          className="h-auto w-full rounded-3xl shadow-xl"
        />
      </div>
    </section>
  );
}
