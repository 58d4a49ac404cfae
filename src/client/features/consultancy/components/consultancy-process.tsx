import { useTranslation } from '../../../i18n/react.tsx';

const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** The four steps from the form to the follow-up. */
export function ConsultancyProcess() {
  const { t } = useTranslation('consultancy');
  return (
    <section aria-labelledby="consultancy-process" className="content-auto bg-brand-50/60">
      <div className="container-page py-12">
        <h2 id="consultancy-process" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('process.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t('process.subtitle')}</p>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {i + 1}
              </span>
              <p className="sr-only">{t('process.step', { number: i + 1 })}</p>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`process.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`process.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
