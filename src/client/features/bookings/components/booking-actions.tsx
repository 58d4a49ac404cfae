/**
 * Reschedule and cancel of one booking, for the member dashboard and the signed link page alike (the
 * caller says how each is sent). A refusal shows the server's translated message (taken slot: the
 * slots are read again; past the cut-off: why); cancelling asks first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { MyBooking } from '../../../../shared/contracts/bookings.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { SlotPicker } from './slot-picker.tsx';

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback);

export function BookingActions({
  booking,
  reschedule,
  cancel,
  startWith = null,
  refundNote = null,
}: {
  booking: MyBooking;
  reschedule: (slotStart: string) => Promise<unknown>;
  cancel: () => Promise<unknown>;
  /** The e-mail's cancel link opens the confirmation at once. */
  startWith?: 'cancel' | 'reschedule' | null;
  /** What cancelling refunds, shown in the confirmation before the client confirms (issue 51). */
  refundNote?: ReactNode;
}) {
  const { t } = useTranslation('agenda');
  const client = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'picking' | 'cancelling'>(booking.canChange && startWith ? (startWith === 'cancel' ? 'cancelling' : 'picking') : 'idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!booking.canChange) return null;

  async function move(slotStart: string) {
    setBusy(true);
    setError(null);
    try {
      await reschedule(slotStart);
      setMode('idle');
      toast({ title: t('client.movedTitle') });
    } catch (err) {
      setError(messageOf(err, t('client.tryLater')));
      // A taken slot: show what is free now.
      if (err instanceof ApiError && err.status === 409) await client.invalidateQueries({ queryKey: ['slots'] });
    } finally {
      setBusy(false);
    }
  }

  async function confirmCancel() {
    setBusy(true);
    setError(null);
    try {
      await cancel();
      setMode('idle');
      toast({ title: t('client.cancelledTitle') });
    } catch (err) {
      setError(messageOf(err, t('client.tryLater')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="booking-error">
          {error}
        </p>
      )}
      {mode === 'picking' ? (
        <SlotPicker serviceId={booking.serviceId} currentStart={booking.start} busy={busy} onPick={(s) => void move(s)} onCancel={() => setMode('idle')} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => { setError(null); setMode('picking'); }} data-testid="reschedule-booking">
            {t('client.reschedule')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => { setError(null); setMode('cancelling'); }} data-testid="cancel-booking">
            {t('client.cancel')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={mode === 'cancelling'}
        onOpenChange={(open) => !open && setMode('idle')}
        title={t('client.cancelTitle')}
        description={
          <>
            <p>{t('client.cancelText', { title: booking.title })}</p>
            {refundNote}
          </>
        }
        cancelLabel={t('client.keepBooking')}
        confirm={{ label: t('client.confirmCancel'), onConfirm: () => void confirmCancel(), destructive: true, busyLabel: t('client.cancelling') }}
        busy={busy}
        error={mode === 'cancelling' ? error : null}
        testId="cancel-booking-dialog"
      />
    </div>
  );
}
