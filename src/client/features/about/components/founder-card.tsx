import { useTranslation } from '../../../i18n/react.tsx';
import { useSite } from '../../../lib/root-data.ts';
import { Link } from '../../../lib/localized-links.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

/** The founder with links to her story and to a personal consultation. */
export function FounderCard({ showAboutLink = true }: { showAboutLink?: boolean }) {
  const { t } = useTranslation('about');
  const { name: founder, photo } = useSite().founder;
  return (
    <section aria-labelledby="founder-card" className="container-page py-14">
      <div className="grid gap-8 overflow-hidden rounded-3xl bg-brand-900 text-white md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative h-72 md:h-auto md:min-h-80">
          {photo && (
            <ResponsiveImage
              src={photo}
              widths={[320, 640]}
              width={640}
              height={800}
              sizes="(min-width: 768px) 40vw, 100vw"
              alt={t('founderCard.photoAlt', { founder })}
              className="absolute inset-0 size-full object-cover object-top"
            />
          )}
        </div>
        <div className="self-center p-6 pt-0 md:p-10 md:pl-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-200">{t('founderCard.badge')}</p>
          <h2 id="founder-card" className="mt-2 text-2xl font-bold sm:text-3xl">
            {t('founderCard.title', { founder })}
          </h2>
          <p className="mt-2 text-brand-100">{t('founderCard.role')}</p>
          <p className="mt-4 text-slate-100">{t('founderCard.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/personal-consultancy" className="btn bg-amber-300 text-slate-900 hover:bg-amber-200">
              {t('founderCard.consult')}
            </Link>
            {showAboutLink && (
              <Link to="/about" className="btn border border-white/70 text-white hover:bg-white/10">
                {t('founderCard.about')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
