import { useTranslation } from '../../../i18n/react.tsx';
import { useSite } from '../../../lib/root-data.ts';
import { formatIndianInteger } from '../../../../shared/indian-number.ts';

const STATS = ['livesTransformed', 'workshops', 'yearsExperience', 'corporateTrainings'] as const;

/** Lives transformed, workshops, years of experience, corporate trainings (spec §2 Home; the founder's numbers, Site content). */
export function Stats() {
  const { t } = useTranslation('home');
  const { stats } = useSite();
  if (!stats) return null;
  return (
    <section aria-labelledby="stats" className="content-auto bg-gradient-to-r from-brand-800 to-brand-900 py-14 text-white">
      <div className="container-page">
        <h2 id="stats" className="text-center text-2xl font-bold sm:text-3xl">
          {t('stats.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {STATS.map((key) => (
            <div key={key} className="flex flex-col-reverse rounded-2xl bg-white/10 p-5">
              <dt className="mt-1 text-sm text-brand-100">{t(`stats.${key}`)}</dt>
              <dd className="text-3xl font-bold text-amber-200 sm:text-4xl">{t('stats.value', { value: formatIndianInteger(stats[key]) })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
