import { Check, Clock, HeartHandshake, ScrollText, Compass, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

/** The three sessions of the consultancy page and their prices (spec §9). */
const SESSIONS: ReadonlyArray<{ key: 'lifeCoaching' | 'lifeAnalysis' | 'relationship'; icon: LucideIcon; perSession: boolean }> = [
  { key: 'lifeCoaching', icon: Compass, perSession: true },
  { key: 'lifeAnalysis', icon: ScrollText, perSession: false },
  { key: 'relationship', icon: HeartHandshake, perSession: true },
];

export function ConsultancyServices() {
  const { t } = useTranslation('consultancy');
  return (
    <section aria-labelledby="consultancy-services" className="container-page py-12">
      <h2 id="consultancy-services" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t('services.subtitle')}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {SESSIONS.map(({ key, icon: Icon, perSession }) => (
          <article key={key} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="consultancy-service">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`services.${key}.title`)}</h3>
            <p className="mt-1 flex items-baseline gap-1.5">
              <span className="text-2xl font-bold text-brand-800">{t(`services.${key}.price`)}</span>
              {perSession && <span className="text-sm text-slate-500">{t('services.perSession')}</span>}
            </p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              {t(`services.${key}.duration`)}
            </p>
            <p className="mt-4 flex-1 text-sm text-slate-600">{t(`services.${key}.description`)}</p>
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              {(['f1', 'f2', 'f3'] as const).map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {t(`services.${key}.${f}`)}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
