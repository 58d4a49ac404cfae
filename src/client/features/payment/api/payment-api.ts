import type { Language } from '../../../../shared/constants.ts';
import type { PaymentOutcome, PayMethod, RazorpayHandlerFields, StartPaymentResult } from '../../../../shared/contracts/payments.ts';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { api } from '../../../lib/api.ts';

const base = (id: string) => `/api/registrations/${encodeURIComponent(id)}`;

/** What is being paid and how much, from the server (never from the browser); with an e-mailed link's sig and exp. */
export function getRegistrationSummary(id: string, lang: Language, signature?: string | null, exp?: string | null): Promise<RegistrationSummary> {
  const query = new URLSearchParams({ lang });
  if (signature) query.set('sig', signature);
  if (signature && exp) query.set('exp', exp);
  return api<RegistrationSummary>(`${base(id)}/summary?${query}`);
}

/** Starts paying by `method`: the answer says what the page does next (Razorpay's window, a UPI link and QR, on request, or done). */
export function startPayment(id: string, method: PayMethod, lang: Language): Promise<StartPaymentResult> {
  return api<StartPaymentResult>(`${base(id)}/payment?lang=${lang}`, { method: 'POST', body: { method } });
}

/** What checkout.js handed the page, for the server to verify against the order it stored. */
export function sendRazorpayPayment(id: string, fields: RazorpayHandlerFields, lang: Language): Promise<PaymentOutcome> {
  return api<PaymentOutcome>(`${base(id)}/payment/razorpay?lang=${lang}`, { method: 'POST', body: fields });
}

/** The 12-digit UTR of a direct UPI payment: the founder checks it against her bank. */
export function sendUtr(id: string, utr: string, lang: Language): Promise<PaymentOutcome> {
  return api<PaymentOutcome>(`${base(id)}/payment/utr?lang=${lang}`, { method: 'POST', body: { utr } });
}
