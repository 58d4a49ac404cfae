/** The pending payment kept in the browser between the form and the payment page (spec §2). */
import { PENDING_PAYMENT_STORAGE_KEY, pendingPaymentSchema, type PendingPayment } from '../../../../shared/contracts/registration.ts';

export type StoredPayment = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; entry: PendingPayment };

export function readPendingPayment(): StoredPayment {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_PAYMENT_STORAGE_KEY);
  } catch {
    return { kind: 'missing' };
  }
  if (raw === null) return { kind: 'missing' };
  try {
    const parsed = pendingPaymentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { kind: 'ok', entry: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

export function storePendingPayment(entry: PendingPayment): void {
  try {
    localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // storage disabled: the page still works for this visit
  }
}

export function clearPendingPayment(): void {
  try {
    localStorage.removeItem(PENDING_PAYMENT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
