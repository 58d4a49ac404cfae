/** Overview: counts (registered, upcoming, attended) and the next session (spec §2, issue: Overview). */
import { CalendarCheck, CalendarClock, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Overview } from '../../../../shared/contracts/dashboard.ts';
import { RegistrationCard } from './registration-card.tsx';
import { BookingCard } from '../../bookings/components/booking-card.tsx';
import { useMyBookings } from '../../bookings/api/bookings.ts';
import { Empty, Panel } from './states.tsx';

/** One count: a dt/dd pair in its group (the number shown first, the label and icon below it). */
function Stat({ label, value, icon, testId }: { label: string; value: number; icon: ReactNode; testId: string }) {
  return (
    <div className="relative flex min-h-20 flex-col-reverse justify-center rounded-2xl border border-slate-200 bg-white p-4 pl-19 shadow-sm">
      <dt className="text-sm text-slate-600">
        <span className="absolute left-4 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function OverviewTab({ overview, onShowWebinars }: { overview: Overview; onShowWebinars: () => void }) {
  const { t } = useTranslation('dashboard');
  const { counts, nextSession } = overview;
  // A booked consultation is a session too (issue 51): the next one is whichever comes first.
  const bookings = useMyBookings();
  const nextBooking = (bookings.data ?? []).find((b) => !b.isPast && ['confirmed', 'pending_payment', 'awaiting_verification'].includes(b.status)) ?? null;
  const bookingFirst = nextBooking !== null && (!nextSession || Date.parse(nextBooking.start) < Date.parse(nextSession.event.date));
  return (
    <div className="space-y-8">
      <section aria-labelledby="counts-title">
        <h2 id="counts-title" className="sr-only">
          {t('overview.countsLabel')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Stat label={t('overview.registered')} value={counts.registered} icon={<CalendarCheck aria-hidden="true" className="size-5" />} testId="count-registered" />
          <Stat label={t('overview.upcoming')} value={counts.upcoming} icon={<CalendarClock aria-hidden="true" className="size-5" />} testId="count-upcoming" />
          <Stat label={t('overview.attended')} value={counts.attended} icon={<CheckCircle2 aria-hidden="true" className="size-5" />} testId="count-attended" />
        </dl>
      </section>
      <Panel
        id="next-session-title"
        title={t('overview.nextSession')}
        actions={
          nextSession || nextBooking ? (
            <button type="button" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800" onClick={onShowWebinars}>
              {t('overview.allWebinars')}
            </button>
          ) : undefined
        }
      >
        {bookingFirst ? (
          <BookingCard booking={nextBooking} />
        ) : nextSession ? (
          <RegistrationCard reg={nextSession} />
        ) : (
          <Empty
            action={
              <button type="button" className="btn-primary" onClick={onShowWebinars}>
                {t('overview.browse')}
              </button>
            }
          >
            {t('overview.noNext')}
          </Empty>
        )}
      </Panel>
    </div>
  );
}
