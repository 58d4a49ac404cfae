import type { Language } from '../../../../shared/constants.ts';
import type { PaymentRequest, PaymentResult, RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { api } from '../../../lib/api.ts';

/** What is being paid and how much, from the server (never from the browser); with an e-mailed link's sig and exp. */
export function getRegistrationSummary(id: string, lang: Language, signature?: string | null, exp?: string | null): Promise<RegistrationSummary> {
  const query = new URLSearchParams({ lang });
  if (signature) query.set('sig', signature);
  if (signature && exp) query.set('exp', exp);
  return api<RegistrationSummary>(`/api/registrations/${encodeURIComponent(id)}/summary?${query}`);
}

export function payRegistration(id: string, method: PaymentRequest['method'], lang: Language): Promise<PaymentResult> {
  return api<PaymentResult>(`/api/registrations/${encodeURIComponent(id)}/payment?lang=${lang}`, { method: 'POST', body: { method } satisfies PaymentRequest });
}
