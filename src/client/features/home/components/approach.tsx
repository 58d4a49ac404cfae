import { BarChart3, Heart, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const PILLARS = [
  { key: 'compassion', Icon: Heart },
  { key: 'holistic', Icon: Sparkles },
  { key: 'results', Icon: BarChart3 },
] as const;

/** Approach: compassionate care, holistic integration, proven results (spec §2 Home). */
export function Approach() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="approach" className="content-auto bg-slate-50 py-14">
      <div className="container-page">
        <SectionHeading id="approach" badge={t('approach.badge')} title={t('approach.title')} description={t('approach.description')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`approach.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`approach.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
