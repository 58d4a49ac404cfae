import type { Language } from '../../../../shared/constants.ts';
import type { PendingPayment, RegistrationResult, UnifiedRegistration } from '../../../../shared/contracts/registration.ts';
import { PENDING_PAYMENT_STORAGE_KEY } from '../../../../shared/registration-choices.ts';
import { api } from '../../../lib/api.ts';

/** POST /api/unified-registration (spec §7), once per Idempotency-Key. */
export function createRegistration(body: UnifiedRegistration, lang: Language, idempotencyKey: string): Promise<RegistrationResult> {
  return api<RegistrationResult>(`/api/unified-registration?lang=${lang}`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** What the payment page reads (spec §2): which registration is being paid for. */
export function rememberPendingPayment(entry: Omit<PendingPayment, 'createdAt'>): void {
  try {
    localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify({ ...entry, createdAt: new Date().toISOString() } satisfies PendingPayment));
  } catch {
    // Storage may be disabled; the payment page then sends the visitor back to register.
  }
}
