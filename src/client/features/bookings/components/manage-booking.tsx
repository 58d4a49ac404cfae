/**
 * The page of a booking's signed e-mail link (/booking/:id?sig=&exp=): the session, and reschedule or
 * cancel until the cut-off. A link that is not ours, has expired, or comes too late says so.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from '../../../lib/localized-links.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cancelByLink, readLinkedBooking, rescheduleByLink, type BookingLink } from '../api/bookings.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingCard } from './booking-card.tsx';
import { RefundNote } from '../../registration/components/refund-note.tsx';

export function ManageBooking({ id, link, action }: { id: string; link: BookingLink; action: 'cancel' | 'reschedule' | null }) {
  const { t } = useTranslation('agenda');
  const lang = useLanguage();
  const client = useQueryClient();
  const key = ['booking-link', id, link.signature, lang];
  const query = useQuery({ queryKey: key, queryFn: () => readLinkedBooking(id, link, lang), enabled: !!id && !!link.signature, retry: false });

  if (!id || !link.signature || (query.isError && query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404))) {
    return (
      <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950" data-testid="booking-invalid">
        {t('client.invalidLink')}
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t('client.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <span>{query.error instanceof ApiError && query.error.status > 0 && query.error.status < 500 ? query.error.message : t('client.loadError')}</span>
        {!(query.error instanceof ApiError && query.error.status === 410) && (
          <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
            {t('client.retry')}
          </button>
        )}
      </div>
    );
  }
  const booking = query.data;
  const refresh = (next?: unknown) => (next ? client.setQueryData(key, next) : client.invalidateQueries({ queryKey: key }));
  return (
    <div className="space-y-6">
      {booking.status === 'cancelled' && (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900" data-testid="booking-cancelled">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('client.isCancelled')}
        </p>
      )}
      <BookingCard booking={booking}>
        <BookingActions
          booking={booking}
          startWith={action}
          refundNote={<RefundNote path={`/api/registrations/${encodeURIComponent(id)}/refund-preview?sig=${encodeURIComponent(link.signature)}${link.exp ? `&exp=${encodeURIComponent(link.exp)}` : ''}`} />}
          reschedule={async (slotStart) => refresh(await rescheduleByLink(id, link, slotStart, lang))}
          cancel={async () => {
            await cancelByLink(id, link, lang);
            await refresh();
          }}
        />
      </BookingCard>
      <p className="text-sm text-slate-600">
        {t('client.signInHint')}{' '}
        <Link to="/dashboard" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('client.dashboardLink')}
        </Link>
      </p>
    </div>
  );
}
