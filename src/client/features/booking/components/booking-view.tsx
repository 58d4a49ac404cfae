/**
 * The booking page's steps (issue 19 §5): the service, a day with free time, a time on that day,
 * then the short details form; payment follows on the payment page. Times are in IST and, when the
 * visitor's clock differs, in theirs too. The slots are read in the browser (never cached with the
 * page), window by window; a slot taken meanwhile brings fresh slots and says so.
 */
import { AlertTriangle, CalendarX, Clock, IndianRupee, MapPin, Monitor, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../../lib/localized-links.tsx';
import type { Slot } from '../../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../../shared/ist.ts';
import { formatInr } from '../../../../shared/money.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSlots } from '../api/get-slots.ts';
import { cityOf, dayLabel, groupByDay, istDayOf, slotLabel, visitorTimeZone } from '../lib/slot-times.ts';
import type { BookableService } from '../types.ts';
import { BookingForm } from './booking-form.tsx';
import { DateStrip } from './date-strip.tsx';
import { SlotGrid } from './slot-grid.tsx';

const PRACTICE_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

export function BookingView({ service, requestPath }: { service: BookableService; requestPath: string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const [today] = useState(() => istToday());
  // The visitor's zone is only known in the browser: IST until then (the server render and the first client render agree).
  const [timeZone, setTimeZone] = useState('Asia/Kolkata');
  useEffect(() => setTimeZone(visitorTimeZone()), []);
  const { state, reload, loadMore } = useSlots(service.id, today);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  // Once shown, the details form stays (and keeps what was typed) while the visitor picks another time.
  const [formShown, setFormShown] = useState(false);
  const slotsHeading = useRef<HTMLHeadingElement>(null);

  const days = useMemo(() => (state.status === 'ready' ? groupByDay(state.slots) : new Map<string, Slot[]>()), [state]);
  const dayList = useMemo(() => [...days.keys()], [days]);
  const counts = useMemo(() => new Map([...days].map(([d, list]) => [d, list.length])), [days]);
  const shownDay = day && days.has(day) ? day : (dayList[0] ?? null);
  const daySlots = shownDay ? (days.get(shownDay) ?? []) : [];
  // A chosen slot that is no longer offered (fresh slots after a refusal) is dropped.
  const chosen = slot && daySlots.some((s) => s.start === slot.start) ? slot : null;
  const showForm = formShown || !!chosen;

  useEffect(() => {
    if (!chosen) return;
    setFormShown(true);
    formHeading.current?.focus();
  }, [chosen]);

  const onSlotRefused = (message: string) => {
    setRefusal(message);
    setSlot(null);
    void reload();
    slotsHeading.current?.focus();
  };

  const showsLocal = !PRACTICE_ZONES.has(timeZone);

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <aside className="min-w-0 lg:order-last" aria-labelledby="booking-service">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24" data-testid="booking-service">
          <h2 id="booking-service" className="text-lg font-semibold text-slate-900">
            {service.title}
          </h2>
          <dl className="mt-3 space-y-2 text-slate-700">
            <div className="flex items-center gap-2">
              <dt className="flex items-center">
                <IndianRupee aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">{t('service.price')}</span>
              </dt>
              <dd className="font-bold text-brand-800" data-testid="booking-price">
                {formatInr(service.priceInr, lang)}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="flex items-center">
                <Clock aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">{t('service.duration')}</span>
              </dt>
              <dd data-testid="booking-duration">{formatDuration(service.durationMinutes, lang)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="flex items-center">
                {service.mode === 'in_person' ? <MapPin aria-hidden="true" className="size-4 text-brand-700" /> : <Monitor aria-hidden="true" className="size-4 text-brand-700" />}
                <span className="sr-only">{t('service.mode')}</span>
              </dt>
              <dd data-testid="booking-mode">{t(`mode.${service.mode}`)}</dd>
            </div>
          </dl>
          {chosen && (
            <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="booking-chosen">
              {dayLabel(istDayOf(chosen.start), lang, true)}
              <br />
              <span className="font-semibold">{slotLabel(chosen.start, lang, timeZone)}</span>
            </p>
          )}
        </div>
      </aside>

      {/* min-w-0: the grid column must not grow to the width of the scrolling strip of days. */}
      <div className="min-w-0 space-y-8 lg:col-span-2">
        <section aria-labelledby="booking-when" className="space-y-4">
          <div>
            <h2 id="booking-when" ref={slotsHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
              {t('days.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="booking-zone">
              {showsLocal ? t('zone.both', { city: cityOf(timeZone) }) : t('zone.ist')}
            </p>
          </div>

          {refusal && (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="booking-refused">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {refusal} {t('errors.freshSlots')}
            </p>
          )}

          {state.status === 'loading' && (
            <p role="status" className="flex items-center gap-3 py-6 text-slate-600" data-testid="booking-loading">
              <Spinner className="size-5 text-brand-700" />
              {t('states.loading')}
            </p>
          )}

          {state.status === 'error' && (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center" data-testid="booking-error">
              {state.offline ? <WifiOff aria-hidden="true" className="size-5 shrink-0" /> : <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />}
              <p className="flex-1">{state.offline ? t('states.offline') : (state.message ?? t('states.error'))}</p>
              <button type="button" className="btn-secondary" onClick={() => void reload()}>
                {t('states.retry')}
              </button>
            </div>
          )}

          {state.status === 'ready' && dayList.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-slate-700" data-testid="booking-empty">
              <CalendarX aria-hidden="true" className="size-6 text-slate-500" />
              <p>{t('states.empty')}</p>
              <div className="flex flex-wrap gap-3">
                {state.more && (
                  <button type="button" className="btn-secondary" onClick={() => void loadMore()} disabled={state.loadingMore} data-testid="booking-more">
                    {state.loadingMore ? t('days.loadingMore') : t('days.more')}
                  </button>
                )}
                <Link to={requestPath} className="btn-primary" data-testid="booking-request-empty">
                  {t('request.link')}
                </Link>
              </div>
            </div>
          )}

          {state.status === 'ready' && dayList.length > 0 && shownDay && (
            <>
              <DateStrip
                days={dayList}
                chosen={shownDay}
                counts={counts}
                onChoose={(d) => {
                  setDay(d);
                  setSlot(null);
                }}
              />
              {state.more && (
                <button type="button" className="btn-secondary" onClick={() => void loadMore()} disabled={state.loadingMore} aria-busy={state.loadingMore || undefined} data-testid="booking-more">
                  {state.loadingMore ? t('days.loadingMore') : t('days.more')}
                </button>
              )}
              <div>
                <h3 className="mb-3 font-semibold text-slate-800" data-testid="booking-day-title">
                  {t('slots.title', { day: dayLabel(shownDay, lang, true) })}
                </h3>
                <SlotGrid
                  slots={daySlots}
                  chosen={chosen?.start ?? null}
                  timeZone={timeZone}
                  onChoose={(s) => {
                    setSlot(s);
                    setRefusal(null);
                  }}
                />
              </div>
            </>
          )}

          <p className="text-sm text-slate-600">
            <Link to={requestPath} className="font-semibold text-brand-700 underline" data-testid="booking-request">
              {t('request.link')}
            </Link>{' '}
            {t('request.hint')}
          </p>
        </section>

        {showForm && (
          <section aria-labelledby="booking-details" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="booking-details" ref={formHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
              {t('form.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="booking-form-when">
              {chosen ? t('form.subtitle', { when: `${dayLabel(istDayOf(chosen.start), lang, true)}, ${slotLabel(chosen.start, lang, timeZone)}` }) : t('form.chooseTime')}
            </p>
            <div className="mt-5">
              <BookingForm service={service} slot={chosen} onSlotRefused={onSlotRefused} />
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
