/** The member dashboard's booked sessions: upcoming first, each with Reschedule and Cancel until the cut-off. */
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCancelMine, useMyBookings, useRescheduleMine } from '../api/bookings.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingCard } from './booking-card.tsx';
import { RefundNote } from '../../registration/components/refund-note.tsx';

export function MyBookings() {
  const { t } = useTranslation('agenda');
  const query = useMyBookings();
  const reschedule = useRescheduleMine();
  const cancel = useCancelMine();
  return (
    <section aria-labelledby="my-bookings-title" className="space-y-4" data-testid="my-bookings">
      <h2 id="my-bookings-title" className="text-xl font-bold text-slate-900">
        {t('client.mineTitle')}
      </h2>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-3 py-4 text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t('client.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <span>{query.error instanceof ApiError && query.error.status > 0 && query.error.status < 500 ? query.error.message : t('client.loadError')}</span>
          <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
            {t('client.retry')}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-5 py-6 text-center text-slate-600">{t('client.noneBooked')}</p>
      ) : (
        // grid-cols-1 is minmax(0, 1fr): a slot picker's strip of days scrolls inside its card
        // instead of widening the page to the strip's length (issue 51: 1,244 px on a phone).
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {[...query.data.filter((b) => !b.isPast), ...query.data.filter((b) => b.isPast).reverse()].map((b) => (
            <BookingCard key={b.id} booking={b}>
              <BookingActions
                booking={b}
                reschedule={(slotStart) => reschedule.mutateAsync({ id: b.id, slotStart })}
                cancel={() => cancel.mutateAsync(b.id)}
                refundNote={<RefundNote path={`/api/me/registrations/${encodeURIComponent(b.id)}/refund-preview`} />}
              />
            </BookingCard>
          ))}
        </div>
      )}
    </section>
  );
}
