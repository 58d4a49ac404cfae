/**
 * /payment's loader and action (issue 47): the page works before and without its script. The loader
 * reads what the registration is (as GET /api/registrations/:id/summary), so the order summary and
 * the method choice are in the page's HTML; the method choice and the UTR are `<form method="post">`
 * to the action, which calls the payment service as the API does (one validation: the contract's
 * startPaymentSchema and utrSchema; one service), with the signed link of the page's address or the
 * member's session (issue 49 item 7).
 *
 * The action's answer re-renders the page: the UPI link and its QR code (drawn by the server), the
 * outcome of a UTR ("we are checking your payment"), or a refusal with its message and the value
 * kept (400). Razorpay's checkout needs its script: without it the page says so and offers UPI.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { PaymentOutcome, StartPaymentResult } from '../../shared/contracts/payments.ts';
import type { ApplyCouponResult } from '../../shared/contracts/coupons.ts';
import type { RegistrationSummary } from '../../shared/contracts/registration.ts';
import type { FormFailure } from '../components/ui/form/action-form.tsx';
import { appContext, type PaymentPageLink } from '../lib/app-context.ts';
import { keptValues, readForm, textOf, tooLarge } from './form-action.server.ts';

/** What the page was opened for: the registration, and its signed link (from the address, or the posted form's hidden fields). */
export interface PaymentPageTarget {
  registrationId: string;
  service: string;
  link: PaymentPageLink;
}

export type PaymentLoaderData =
  /** No registration in the address: the page's script finds the one kept in the browser. */
  | { kind: 'none' }
  | { kind: 'ready'; target: PaymentPageTarget; summary: RegistrationSummary }
  /** The link or id was refused (403, 404, 410): the message, in the page's language. */
  | { kind: 'refused'; status: number; message: string };

/** What a post answered: the payment started (what to do next), a UTR's outcome, a coupon code applied, or a refusal of one of the forms. */
export interface PaymentActionData {
  started?: StartPaymentResult;
  outcome?: PaymentOutcome;
  coupon?: ApplyCouponResult;
  failure?: FormFailure;
  /** The refusal's status (404 gone, 410 too late, 400 a field), for the page's script, which reads the answer as data. */
  status?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function targetOf(get: (name: string) => string | undefined): PaymentPageTarget | null {
  const registrationId = get('registrationId') ?? '';
  if (!UUID.test(registrationId)) return null;
  const sig = get('sig') || undefined;
  const exp = get('exp') || undefined;
  return { registrationId, service: get('service') ?? '', link: sig ? { sig, exp } : {} };
}

export async function paymentLoader({ request, context }: LoaderFunctionArgs): Promise<PaymentLoaderData> {
  const app = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const target = targetOf((name) => params.get(name) ?? undefined);
  if (!target) return { kind: 'none' };
  const summary = await app.actions.payment.summary(target.registrationId, target.link);
  if (!summary.ok) return { kind: 'refused', status: summary.status, message: summary.message };
  return { kind: 'ready', target, summary: summary.value };
}

/**
 * `intent=start` (a method: upi, upi_id, card, netbanking, free; optional payerGstin with payerAddress, payerState),
 * `intent=coupon` (code: "Have a code?"; the page is read again by its loader, with the new amount) or
 * `intent=utr` (utr). A refused UTR comes back with the UPI step again (the link and QR of the same
 * payment), so the visitor corrects the value where they typed it.
 */
export async function paymentAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const params = new URL(request.url).searchParams;
  const target = targetOf((name) => textOf(form, name) || params.get(name) || undefined);
  const posted = textOf(form, 'intent');
  const intent = posted === 'utr' || posted === 'coupon' ? posted : 'start';
  const refuse = (status: number, failure: FormFailure, started?: StartPaymentResult) => data<PaymentActionData>({ failure, status, ...(started ? { started } : {}) }, { status });
  if (!target) return refuse(404, { message: '', fields: {}, values: keptValues(form), form: intent });
  if (intent === 'start') {
    const body: Record<string, unknown> = { method: textOf(form, 'method') };
    for (const name of ['payerGstin', 'payerState', 'payerAddress']) {
      const value = textOf(form, name)?.trim();
      if (value) body[name] = value;
    }
    const started = await app.actions.payment.start(target.registrationId, body, target.link);
    if (!started.ok) return refuse(started.status, { message: started.message, fields: started.fields ?? {}, values: keptValues(form), form: 'start' });
    return data<PaymentActionData>({ started: started.value });
  }
  if (intent === 'coupon') {
    const applied = await app.actions.payment.coupon(target.registrationId, { code: textOf(form, 'code') ?? '' }, target.link);
    if (!applied.ok) return refuse(applied.status, { message: applied.message, fields: applied.fields ?? {}, values: keptValues(form), form: 'coupon' });
    return data<PaymentActionData>({ coupon: applied.value });
  }
  const sent = await app.actions.payment.utr(target.registrationId, { utr: textOf(form, 'utr') ?? '' }, target.link);
  if (sent.ok) return data<PaymentActionData>({ outcome: sent.value });
  // The UPI step again, to correct the UTR where it was typed (starting is idempotent: the same payment, link and QR).
  const upi = await app.actions.payment.start(target.registrationId, { method: 'upi_id' }, target.link);
  return refuse(sent.status, { message: sent.message, fields: sent.fields ?? {}, values: keptValues(form), form: 'utr' }, upi.ok ? upi.value : undefined);
}
