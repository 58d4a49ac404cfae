/**
 * The consultations of the catalogue as cards to choose from (one is preselected by ?service=, as
 * a booking page's "No time suits me?" sends it), and the chosen one with its price and the way on
 * to its booking page.
 *
 * A form that works before (and without) the page's code: the cards are radio buttons, the chosen
 * card is marked by CSS from the checked one, and "Book" sends `?service=<slug>&book` to this page,
 * whose loader answers with the way to that consultation's booking page (routes/personal-
 * consultancy.tsx). So a card tapped before the page has hydrated is the one booked. Once hydrated,
 * the summary follows the checked card (read from the page at hydration too) and React Router's
 * <Form> makes the same request without reloading.
 */
import { ArrowRight, Check, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
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
  const form = useRef<HTMLFormElement>(null);
  const [initialId] = useState(selectedId ?? consultations[0]?.id ?? null);
  const [chosenId, setChosenId] = useState(initialId);
  const chosen = consultations.find((s) => s.id === chosenId) ?? null;
  // A card tapped before the page hydrated is checked in the page (React keeps it): the summary says so.
  useEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>('input[name=service]:checked')?.value;
    const tapped = consultations.find((s) => (s.slug ?? s.id) === checked);
    if (tapped) setChosenId(tapped.id);
  }, [consultations]);
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
        <Form method="get" ref={form}>
          <fieldset className="mt-8">
            <legend className="sr-only">{t('services.choose')}</legend>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {consultations.map((s) => (
                <label
                  key={s.id}
                  className="group relative flex h-full cursor-pointer flex-col rounded-2xl border-2 border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                  data-testid="consultancy-service"
                >
                  <input
                    type="radio"
                    name="service"
                    value={s.slug ?? s.id}
                    defaultChecked={s.id === initialId}
                    onChange={() => setChosenId(s.id)}
                    className="sr-only"
                    data-testid={`consultancy-service-${s.slug ?? s.id}`}
                  />
                  <span className="flex items-center justify-between gap-3">
                    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <ServiceIcon name={s.iconName} />
                    </span>
                    <span className="hidden items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white group-has-[:checked]:inline-flex">
                      <Check aria-hidden="true" className="size-3.5" />
                      {t('services.chosen')}
                    </span>
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
              <button type="submit" name="book" value="1" className="btn-primary inline-flex items-center justify-center gap-2" data-testid="consultancy-book">
                {t('services.book')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
