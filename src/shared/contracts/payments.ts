/**
 * The money path's public and admin calls (issue 18; docs/decisions/0017). The flow is order → the
 * buyer pays in the provider's window (or their UPI app) → the server verifies → confirmed; so
 * starting a payment answers what the page must do next, never "paid" by itself (but for free
 * registrations, the development-only simulated provider, and payments already made).
 *
 * Amounts are whole rupees from the catalogue (amountInr) or paise where Razorpay wants them
 * (amountPaise); none of them is ever read from a request.
 */
import * as z from 'zod/mini';
import { GST_STATES } from '../gst-states.ts';
import { PAYMENT_FLAGS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, REGISTRATION_STATUSES, REGISTRATION_TYPES, UTR_PATTERN } from '../constants.ts';

/**
 * The ways to pay, each with one meaning (issue 51 "UPI confirms itself"):
 * - upi: "Pay with UPI", Razorpay's UPI (an app on a phone, a QR code on a desktop), confirmed by its
 *   signature; where Razorpay is not configured it pays the founder's UPI ID, so links and forms
 *   made before upi_id existed still pay;
 * - upi_id: straight to the founder's own UPI ID (UPI_VPA), no fee, confirmed after she checks the UTR;
 * - card, netbanking: Razorpay; free: a registration that costs nothing.
 */
export const PAY_METHODS = ['upi', 'upi_id', 'card', 'netbanking', 'free'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** The methods Razorpay's window is opened for (its first block: the one chosen on the page). */
export type RazorpayMethod = Extract<PayMethod, 'upi' | 'card' | 'netbanking'>;

/** Indian GST state codes are two digits ('24' Gujarat, '27' Maharashtra). */
const gstState = z.string().check(z.regex(/^\d{2}$/, 'payment:errors.stateInvalid'));

export const startPaymentSchema = z.object({
  method: z.enum(PAY_METHODS, 'validation:invalidChoice'),
  /** Where the payer lives, for CGST+SGST or IGST on a tax invoice (asked only when a GSTIN is configured). */
  payerState: z.optional(gstState),
  /** "GSTIN for a tax invoice" (a business client): its state code, a real one, is the recipient's state. */
  payerGstin: z.optional(
    z.string().check(
      z.trim(),
      z.overwrite((typed) => typed.toUpperCase()),
      z.regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'payment:errors.gstinInvalid'),
      z.refine((gstin) => gstin.slice(0, 2) in GST_STATES, 'payment:errors.gstinInvalid'),
    ),
  ),
  /** The business's address beside its GSTIN, printed on the tax invoice (CGST Rules 2017, Rule 46). */
  payerAddress: z.optional(z.string().check(z.trim(), z.maxLength(300, 'payment:errors.addressTooLong'))),
})
  // A business's tax invoice names its address with its GSTIN.
  .check(
    z.refine((input) => !input.payerGstin || !!input.payerAddress, { path: ['payerAddress'], message: 'payment:errors.addressRequired' }),
  );
export type StartPayment = z.infer<typeof startPaymentSchema>;

const settled = {
  registrationId: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  amountInr: z.int(),
  receiptNo: z.nullable(z.string()),
};

/** What the payment page does next. */
export const startPaymentResultSchema = z.discriminatedUnion('kind', [
  /** Open Razorpay Standard Checkout with these options (checkout.js from checkoutUrl). */
  z.object({
    kind: z.literal('razorpay'),
    registrationId: z.string(),
    keyId: z.string(),
    orderId: z.string(),
    amountPaise: z.int(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    checkoutUrl: z.string(),
    /** The method chosen on the page: Razorpay's window shows it first (UPI: intent on a phone, QR on a desktop). */
    method: z.enum(['upi', 'card', 'netbanking']),
    /** Until when the seat is held (ISO instant); null when nothing is held (no seat). */
    holdExpiresAt: z.nullable(z.string()),
  }),
  /** Pay the founder's UPI ID straight: open `link` on a phone, scan `qrSvg` on a desktop, then send the UTR. */
  z.object({
    kind: z.literal('upi'),
    registrationId: z.string(),
    link: z.string(),
    /** The QR code of `link`, an SVG document made on the server (no QR code in the page's JS). */
    qrSvg: z.string(),
    vpa: z.string(),
    payeeName: z.string(),
    amountInr: z.int(),
    /** The note (tn) and reference (tr) of the link: how the founder finds the payment in her bank. */
    reference: z.string(),
    holdExpiresAt: z.nullable(z.string()),
  }),
  /** Production without a provider: the founder confirms the booking herself (booking on request). */
  z.object({ kind: z.literal('on_request'), registrationId: z.string(), status: z.enum(REGISTRATION_STATUSES), amountInr: z.int() }),
  /** Nothing more to do: free, already paid, or the development-only simulated payment (test: true). */
  z.object({ kind: z.literal('done'), ...settled, test: z.boolean() }),
]);
export type StartPaymentResult = z.infer<typeof startPaymentResultSchema>;

/** What checkout.js hands the page's handler; the server checks the signature against the order id it stored. */
export const razorpayHandlerSchema = z.object({
  razorpay_payment_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  razorpay_signature: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type RazorpayHandlerFields = z.infer<typeof razorpayHandlerSchema>;

/**
 * The UPI transaction reference the payer copies from their UPI app: 12 digits, however the app
 * groups them ("6123 4567 8903", "6123-4567-8903"): spaces and dashes are dropped before the check,
 * so what is stored (and compared for reuse) is the 12 digits alone.
 */
const utrField = z.string('payment:errors.utrInvalid').check(
  z.overwrite((typed) => typed.replace(/[\s\p{Pd}]/gu, '')),
  z.regex(UTR_PATTERN, 'payment:errors.utrInvalid'),
);
export const utrSchema = z.object({ utr: utrField });

/** After the handler's fields or a UTR: confirmed, or awaiting the founder's check. */
export const paymentOutcomeSchema = z.object({ ...settled, test: z.boolean() });
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

/* ------------------------------------------------------------------------------------------------
 * Admin.
 * ---------------------------------------------------------------------------------------------- */

/**
 * The founder's decision on a direct-UPI payment (or a booking on request): she found it in her bank,
 * or not. Confirming, she may give the UTR she found; one that another registration's payment
 * already carries needs `overrideReason`, which is kept with the payment.
 */
export const verifyPaymentSchema = z.object({
  decision: z.enum(['confirm', 'reject'], 'validation:invalidChoice'),
  utr: z.optional(utrField),
  overrideReason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
});
export type VerifyPayment = z.infer<typeof verifyPaymentSchema>;

/** A refund: the whole remaining amount when amountInr is left out; `reference` is required for a refund made by hand (UPI). */
export const refundRequestSchema = z.object({
  amountInr: z.optional(z.int('payment:errors.refundAmountInvalid').check(z.positive('payment:errors.refundAmountInvalid'))),
  reference: z.optional(z.string().check(z.trim(), z.minLength(1, 'payment:errors.refundReferenceRequired'), z.maxLength(100))),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** One payment in the admin's payments tab. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  registrationId: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  /** What was bought: a package of sessions may be refunded for its unused part (POST /api/admin/packages/purchases/:registrationId/refund). */
  registrationType: z.optional(z.enum(REGISTRATION_TYPES)),
  name: z.string(),
  email: z.string(),
  /** The service, course or event title. */
  offering: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.nullable(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  amountInr: z.int(),
  refundedInr: z.int(),
  providerOrderId: z.nullable(z.string()),
  providerPaymentId: z.nullable(z.string()),
  utr: z.nullable(z.string()),
  /** The founder's reason for accepting a UTR another registration's payment carries. */
  utrOverrideReason: z.nullable(z.string()),
  /** A UTR waiting for the founder's check longer than her window (UPI_VERIFY_HOURS). */
  overdue: z.boolean(),
  flag: z.nullable(z.enum(PAYMENT_FLAGS)),
  receiptNo: z.nullable(z.string()),
  isTest: z.boolean(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
