/**
 * The money path's books (issue 18 §3): receipts (tax invoices with a GSTIN), refunds, revenue and
 * the admin payments list's filters. Receipts are composed on the server in the payer's language,
 * so the page only lays out what it is given.
 */
import { z } from 'zod';
import { REFUND_STATUSES } from '../constants.ts';
import { NO_REFUND_REASONS } from '../refund-policy.ts';
import { dayRangeShape, listSortSchema, pageQuerySchema, searchParam } from './paging.ts';

const line = z.object({ label: z.string(), value: z.string() });

/** A printable receipt (or tax invoice), every label and figure already in the payer's language. */
export const receiptDocumentSchema = z.object({
  paymentId: z.string(),
  receiptNo: z.string(),
  lang: z.enum(['en', 'hi', 'gu']),
  /** tax_invoice with a configured GSTIN, else a plain receipt. */
  kind: z.enum(['tax_invoice', 'receipt']),
  title: z.string(),
  supplier: z.object({ name: z.string(), address: z.string().nullable(), gstin: z.string().nullable() }),
  /** Receipt no., date, billed to, offering, SAC, method, reference. */
  details: z.array(line),
  /** Taxable value, CGST/SGST or IGST, total; then refunds and the net amount when refunded. */
  amounts: z.array(line.extend({ total: z.boolean().optional() })),
  notes: z.array(z.string()),
  /** The credit notes of its refunds (own series per financial year), each with the same tax split. */
  creditNotes: z.array(
    z.object({ number: z.string(), title: z.string(), details: z.array(line), amounts: z.array(line.extend({ total: z.boolean().optional() })) }),
  ),
  /** A tax invoice's signature line: "For <business>", "Authorised signatory". */
  signature: z.object({ for: z.string(), label: z.string() }).nullable(),
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

/** overdue: a UTR the founder has not checked within her window (UPI_VERIFY_HOURS, 48 h). */
export const PAYMENT_LIST_FILTERS = ['all', 'awaiting', 'overdue', 'flagged', 'refund_pending'] as const;
export type PaymentListFilter = (typeof PAYMENT_LIST_FILTERS)[number];
/** GET /api/admin/payments: a page of payments (newest first, or `sort`), one queue of them (`filter`), `q` in the payer's name or e-mail, a reference, a UTR or a receipt number. */
export const paymentListQuerySchema = pageQuerySchema.extend({
  filter: z.enum(PAYMENT_LIST_FILTERS, 'validation:invalidChoice').default('all'),
  q: searchParam(),
  sort: listSortSchema,
  ...dayRangeShape,
});

/** What a refund did. */
export const refundResultSchema = z.object({
  paymentId: z.string(),
  refundId: z.string(),
  amountInr: z.number().int(),
  refundedInr: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  registrationStatus: z.string(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** Revenue: confirmed, non-test payments minus processed refunds, per month (IST) and offering. */
export const revenueRowSchema = z.object({
  month: z.string(),
  offering: z.string(),
  paidInr: z.number().int(),
  refundedInr: z.number().int(),
  netInr: z.number().int(),
  payments: z.number().int(),
});
export const revenueSchema = z.object({ totalInr: z.number().int(), rows: z.array(revenueRowSchema) });
export type Revenue = z.infer<typeof revenueSchema>;

/** What cancelling refunds now (the signed link's page and the member's dashboard show it before the person confirms). */
export const refundPreviewSchema = z.object({
  paidInr: z.number().int(),
  refundInr: z.number().int(),
  policy: z.enum(['event', 'undated', 'none']),
  /** When nothing is refunded, why (shared/refund-policy.ts refundDecision); null when something is. */
  reason: z.enum(NO_REFUND_REASONS).nullable(),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;
