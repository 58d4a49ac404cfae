import { Sparkles, Sprout, Users } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const BENEFITS = [
  { key: 'community', Icon: Users },
  { key: 'techniques', Icon: Sparkles },
  { key: 'impact', Icon: Sprout },
] as const;

/** Why join: community connection, practical techniques, lasting impact (spec §2 Events). */
export function EventBenefits() {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="event-benefits" className="content-auto bg-brand-50 py-14">
      <div className="container-page">
        <SectionHeading id="event-benefits" badge={t('benefits.badge')} title={t('benefits.title')} description={t('benefits.description')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
