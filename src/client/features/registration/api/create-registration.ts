import type { PendingPayment } from '../../../../shared/contracts/registration.ts';
import { PENDING_PAYMENT_STORAGE_KEY } from '../../../../shared/registration-choices.ts';

/** What the payment page reads (spec §2): which registration is being paid for. */
export function rememberPendingPayment(entry: Omit<PendingPayment, 'createdAt'>): void {
  try {
    localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify({ ...entry, createdAt: new Date().toISOString() } satisfies PendingPayment));
  } catch {
    // Storage may be disabled; the payment page then sends the visitor back to register.
  }
}
