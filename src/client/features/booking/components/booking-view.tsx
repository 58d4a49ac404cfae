/**
 * The booking page's steps (issue 19 §5, issue 47): a day with free time (links that reload the
 * page with `?date=`), a time on that day and the details, in one form posted to the page's action;
 * payment follows on the payment page. The slots come from the page's loader (the page is never
 * cached); a slot taken meanwhile is answered 409 with the page's fresh slots. Times are in IST
 * and, once the script knows the visitor's clock and it differs, in theirs too.
 */
import { AlertTriangle, CalendarX, Clock, IndianRupee, MapPin, Monitor } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/localized-links.tsx';
import type { Slot } from '../../../../shared/contracts/scheduling.ts';
import { formatInr } from '../../../../shared/money.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { useFormFailure } from '../../../components/ui/form/action-form.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { cityOf, dayLabel, slotLabel, visitorTimeZone } from '../lib/slot-times.ts';
import { istDayOf } from '../../../../shared/ist.ts';
import type { BookableService } from '../types.ts';
import { BookingForm } from './booking-form.tsx';
import { DateStrip } from './date-strip.tsx';
import { SlotGrid } from './slot-grid.tsx';

const PRACTICE_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

export interface BookingSlotsView {
  days: { day: string; count: number }[];
  day: string | null;
  slots: Slot[];
  from: string;
  next: string | null;
}

export function BookingView({
  service,
  requestPath,
  slots: view,
  formKey,
  credits = 0,
}: {
  service: BookableService;
  requestPath: string;
  slots: BookingSlotsView;
  formKey: string;
  /** The signed-in member's sessions left of their packages for this service. */
  credits?: number;
}) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const failure = useFormFailure();
  // The visitor's zone is only known in the browser: IST until then (the server render and the first client render agree).
  const [timeZone, setTimeZone] = useState('Asia/Kolkata');
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => {
    setTimeZone(visitorTimeZone());
    setToday(new Date().toISOString().slice(0, 10));
  }, []);
  const kept = typeof failure?.values.slotStart === 'string' ? failure.values.slotStart : null;
  const [chosen, setChosen] = useState<Slot | null>(null);
  const offered = (start: string | null) => (start ? (view.slots.find((s) => s.start === start) ?? null) : null);
  const shown = offered(chosen?.start ?? null) ?? offered(kept);
  // The slot was taken (or is no longer offered) meanwhile: the loader's slots are the fresh ones.
  const slotRefused = !!failure && !failure.unsent && kept !== null && !offered(kept);
  const hrefOf = (day: string) => `?${new URLSearchParams({ from: view.from, date: day })}`;
  const showsLocal = !PRACTICE_ZONES.has(timeZone);

  const slotPicker =
    view.day && view.slots.length > 0 ? (
      <div>
        <h3 className="mb-3 font-semibold text-slate-800" data-testid="booking-day-title">
          {t('slots.title', { day: dayLabel(view.day, lang, true) })}
        </h3>
        <SlotGrid key={view.day} slots={view.slots} defaultChosen={shown?.start ?? null} timeZone={timeZone} error={failure?.fields.slotStart} onChoose={setChosen} />
        {/* Sent with the booking: its e-mails give the time on the visitor's own clock too (IST without the script). */}
        <input type="hidden" name="timeZone" value={timeZone} />
      </div>
    ) : null;

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
          {shown && (
            <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="booking-chosen">
              {dayLabel(istDayOf(shown.start), lang, true)}
              <br />
              <span className="font-semibold">{slotLabel(shown.start, lang, timeZone)}</span>
            </p>
          )}
        </div>
      </aside>

      {/* min-w-0: the grid column must not grow to the width of the scrolling strip of days. */}
      <div className="min-w-0 space-y-8 lg:col-span-2">
        <section aria-labelledby="booking-when" className="space-y-4">
          <div>
            <h2 id="booking-when" className="text-xl font-semibold text-slate-900">
              {t('days.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="booking-zone">
              {showsLocal ? t('zone.both', { city: cityOf(timeZone) }) : t('zone.ist')}
            </p>
          </div>

          {slotRefused && (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="booking-refused">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('errors.freshSlots')}
            </p>
          )}

          {view.days.length === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-slate-700" data-testid="booking-empty">
              <CalendarX aria-hidden="true" className="size-6 text-slate-500" />
              <p>{t('states.empty')}</p>
              <div className="flex flex-wrap gap-3">
                {view.next && (
                  <Link to={`?${new URLSearchParams({ from: view.next })}`} preventScrollReset className="btn-secondary" data-testid="booking-more">
                    {t('days.more')}
                  </Link>
                )}
                <Link to={requestPath} className="btn-primary" data-testid="booking-request-empty">
                  {t('request.link')}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <DateStrip days={view.days} chosen={view.day} hrefOf={hrefOf} />
              {view.next && (
                <Link to={`?${new URLSearchParams({ from: view.next })}`} preventScrollReset className="btn-secondary" data-testid="booking-more">
                  {t('days.more')}
                </Link>
              )}
            </>
          )}

          <p className="text-sm text-slate-600">
            <Link to={requestPath} className="font-semibold text-brand-700 underline" data-testid="booking-request">
              {t('request.link')}
            </Link>{' '}
            {t('request.hint')}
          </p>
        </section>

        {slotPicker && (
          <section aria-labelledby="booking-details" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="booking-details" className="text-xl font-semibold text-slate-900">
              {t('form.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="booking-form-when">
              {shown ? t('form.subtitle', { when: `${dayLabel(istDayOf(shown.start), lang, true)}, ${slotLabel(shown.start, lang, timeZone)}` }) : t('form.chooseTime')}
            </p>
            <div className="mt-5">
              <BookingForm service={service} failure={failure} formKey={formKey} today={today} slots={slotPicker} credits={credits} />
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
