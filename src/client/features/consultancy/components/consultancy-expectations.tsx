import { CalendarClock, Ear, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

const ITEMS: ReadonlyArray<{ key: 'confidential' | 'noJudgement' | 'practical' | 'flexible'; icon: LucideIcon }> = [
  { key: 'confidential', icon: ShieldCheck },
  { key: 'noJudgement', icon: Ear },
  { key: 'practical', icon: Lightbulb },
  { key: 'flexible', icon: CalendarClock },
];

export function ConsultancyExpectations({ founder }: { founder: string }) {
  const { t } = useTranslation('consultancy');
  return (
    <section aria-labelledby="consultancy-expectations">
      <h2 id="consultancy-expectations" className="text-2xl font-bold text-slate-900">
        {t('expectations.title')}
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`expectations.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`expectations.${key}.text`, { founder })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
