import type { Language } from '../../../../shared/constants.ts';
import type { PaymentOutcome, RazorpayHandlerFields } from '../../../../shared/contracts/payments.ts';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { api } from '../../../lib/api.ts';

const base = (id: string) => `/api/registrations/${encodeURIComponent(id)}`;

/**
 * The signed payment link the page was opened with (`sig`, `exp` of its address): every call carries
 * it, since a registration's id alone opens no payment (issue 49 item 7). Without one, the member's
 * own session is what lets them in.
 */
export interface PaymentLink {
  sig?: string | null;
  exp?: string | null;
}

function query(lang: Language, link: PaymentLink | undefined): URLSearchParams {
  const params = new URLSearchParams({ lang });
  if (link?.sig) params.set('sig', link.sig);
  if (link?.sig && link.exp) params.set('exp', link.exp);
  return params;
}

/** What is being paid and how much, from the server (never from the browser); with the link's sig and exp. */
export function getRegistrationSummary(id: string, lang: Language, link?: PaymentLink): Promise<RegistrationSummary> {
  return api<RegistrationSummary>(`${base(id)}/summary?${query(lang, link)}`);
}

/** A business payer's GSTIN and address for its tax invoice (the method form's optional fields). */
export interface BusinessPayer {
  payerGstin?: string;
  payerAddress?: string;
}

/** The business fields of the method form, when filled. */
export function businessPayerOf(form: HTMLFormElement): BusinessPayer {
  const data = new FormData(form);
  const text = (name: string) => (typeof data.get(name) === 'string' ? (data.get(name) as string).trim() : '');
  const gstin = text('payerGstin');
  return gstin ? { payerGstin: gstin, payerAddress: text('payerAddress') } : {};
}

/** What checkout.js handed the page, for the server to verify against the order it stored. */
export function sendRazorpayPayment(id: string, fields: RazorpayHandlerFields, lang: Language, link?: PaymentLink): Promise<PaymentOutcome> {
  return api<PaymentOutcome>(`${base(id)}/payment/razorpay?${query(lang, link)}`, { method: 'POST', body: fields });
}

