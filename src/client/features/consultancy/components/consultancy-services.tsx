/**
 * The consultations of the catalogue as cards to choose from (one is preselected by ?service=, as
 * a booking page's "No time suits me?" sends it), and the chosen one with its price and the way on
 * to its booking page.
 */
import { ArrowRight, Check, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '../../../lib/localized-links.tsx';
import { bookingPath } from '../../../../shared/service-paths.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { SERVICE_CARD_FEATURE_LIMIT } from '../../../../shared/constants.ts';
import type { Service } from '../../../../shared/contracts/content.ts';
import { formatInr } from '../../../../shared/money.ts';
import { ServiceIcon } from '../../services/components/service-icon.tsx';
import { fallbackLang } from '../../../../shared/content-languages.ts';

export function ConsultancyServices({ consultations, selectedId }: { consultations: Service[]; selectedId: string | null }) {
  const { t } = useTranslation('consultancy');
  const lang = useLanguage();
  const name = useId();
  const [chosenId, setChosenId] = useState(selectedId ?? consultations[0]?.id ?? null);
  const chosen = consultations.find((s) => s.id === chosenId) ?? null;
  return (
    <section aria-labelledby="consultancy-services" className="container-page py-12">
      <h2 id="consultancy-services" className="scroll-mt-24 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t('services.subtitle')}</p>
      {consultations.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700" data-testid="consultancy-no-services">
          {t('services.none')}
        </p>
      ) : (
        <>
          <fieldset className="mt-8">
            <legend className="sr-only">{t('services.choose')}</legend>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {consultations.map((s) => (
                <label
                  key={s.id}
                  className="relative flex h-full cursor-pointer flex-col rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                  data-testid="consultancy-service"
                >
                  <input type="radio" name={name} value={s.id} checked={s.id === chosenId} onChange={() => setChosenId(s.id)} className="sr-only" data-testid={`consultancy-service-${s.slug ?? s.id}`} />
                  <span className="flex items-center justify-between gap-3">
                    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <ServiceIcon name={s.iconName} />
                    </span>
                    {s.id === chosenId && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                        <Check aria-hidden="true" className="size-3.5" />
                        {t('services.chosen')}
                      </span>
                    )}
                  </span>
                  <span className="mt-4 text-lg font-semibold text-slate-900" lang={fallbackLang(s, 'title')}>
                    {s.title}
                  </span>
                  <span className="mt-1 text-2xl font-bold text-brand-800">{formatInr(s.priceInr, lang)}</span>
                  <span className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
                    <Clock aria-hidden="true" className="size-4" />
                    <span lang={fallbackLang(s, 'duration')}>{s.duration}</span>
                  </span>
                  <span className="mt-4 flex-1 text-sm text-slate-600" lang={fallbackLang(s, 'description')}>
                    {s.description}
                  </span>
                  {s.features.length > 0 && (
                    <span className="mt-4 space-y-1.5 text-sm text-slate-700" lang={fallbackLang(s, 'features')}>
                      {s.features.slice(0, SERVICE_CARD_FEATURE_LIMIT).map((f) => (
                        <span key={f} className="flex gap-2">
                          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                          {f}
                        </span>
                      ))}
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          {chosen && (
            <div
              className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
              role="status"
              aria-live="polite"
              data-testid="consultancy-chosen"
            >
              <p className="text-slate-800">
                <span className="block text-sm text-slate-600">{t('services.yourChoice')}</span>
                <span className="font-semibold" data-testid="consultancy-chosen-title">
                  {chosen.title}
                </span>{' '}
                · <span className="font-bold text-brand-800" data-testid="consultancy-chosen-price">{formatInr(chosen.priceInr, lang)}</span>
              </p>
              <Link
                to={bookingPath(chosen)}
                className="btn-primary inline-flex items-center justify-center gap-2"
                data-testid="consultancy-book"
              >
                {t('services.book')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
