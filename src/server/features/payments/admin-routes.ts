/**
 * The founder's side of the money path (issue 18 §3): the payments list (paged; the UPI queue, the
 * flagged, those with a refund to make by hand), a payment's receipt, refunds, revenue and the
 * accountant's CSV; all admin only. And the cancel page's refund preview, public but only with the
 * signed cancel link of the registration's e-mail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { paymentListQuerySchema, receiptDocumentSchema, refundPreviewSchema, refundResultSchema, revenueSchema } from '../../../shared/contracts/ledger.ts';
import { adminPaymentSchema, refundRequestSchema } from '../../../shared/contracts/payments.ts';
import { placeOfSupplyLabel } from '../../../shared/gst-states.ts';
import { istParts } from '../../../shared/ist.ts';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import type { AccountantRow } from './revenue.ts';

const idParam = z.object({ id: z.string().min(1).max(100) });
/** pageSchema (shared/contracts/paging.ts) of the payments contract's row, written out: that contract is zod/mini. */
const paymentPageSchema = z.object({ items: z.array(adminPaymentSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receipts, refunds, books, translator } = app.services;
  const config = { access: 'admin' as const };
  const tags = ['admin'];
  const links = linkSignerFor(app.services.config);

  app.get(
    '/api/admin/payments',
    {
      config,
      schema: {
        tags,
        summary: 'A page of payments (at most 50), newest first; filter: all, awaiting (UPI to verify), flagged, refund_pending',
        querystring: paymentListQuerySchema.extend(langQuerySchema.shape),
        response: { 200: paymentPageSchema },
      },
    },
    (req) => books.list(req.query, translator.t(req.lang), req.lang),
  );

  app.get(
    '/api/admin/payments/:id/receipt',
    { config, schema: { tags, summary: "A confirmed payment's receipt (tax invoice with a GSTIN), in the payer's language", params: idParam, response: { 200: receiptDocumentSchema } } },
    (req) => receipts.receipt(req.params.id),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      config,
      schema: {
        tags,
        summary: 'Refund all (no amountInr) or part of a payment: Razorpay through its API, UPI recorded with the reference of the refund made by hand',
        params: idParam,
        querystring: langQuerySchema,
        body: refundRequestSchema,
        response: { 200: refundResultSchema },
      },
    },
    (req) => refunds.refund(req.params.id, req.body, { id: req.user!.id, email: req.user!.email }),
  );

  app.get(
    '/api/admin/revenue',
    { config, schema: { tags, summary: 'Confirmed, non-test payments minus processed refunds, per month (IST) and offering', querystring: langQuerySchema, response: { 200: revenueSchema } } },
    (req) => books.revenue(translator.t(req.lang), req.lang),
  );

  app.get(
    '/api/admin/payments.csv',
    { config, schema: { tags, summary: "The accountant's CSV: every confirmed, non-test payment (tax invoice or receipt) and every credit note (a negative row), with document type and number, recipient's GSTIN, place of supply and tax parts (UTF-8 with BOM, formula cells neutralised)", querystring: langQuerySchema } },
    async (req, reply) => {
      const t = translator.t(req.lang);
      const rows = await books.accountantRows(t, req.lang);
      const tax = (pick: (x: NonNullable<AccountantRow['tax']>) => number) => (r: AccountantRow) => (r.tax ? rupees(pick(r.tax)) : '');
      const csv = toCsv<AccountantRow>(
        [
          { header: t('ledger:csv.date'), value: (r) => istParts(r.paidAt).date },
          { header: t('ledger:csv.documentType'), value: (r) => t(`ledger:csv.documentTypes.${r.documentType}`) },
          { header: t('ledger:csv.documentNo'), value: (r) => r.documentNo },
          { header: t('ledger:csv.receiptNo'), value: (r) => r.receiptNo },
          { header: t('ledger:csv.name'), value: (r) => r.name },
          { header: t('ledger:csv.recipientGstin'), value: (r) => r.recipientGstin },
          { header: t('ledger:csv.placeOfSupply'), value: (r) => (r.placeOfSupply ? placeOfSupplyLabel(r.placeOfSupply) : '') },
          { header: t('ledger:csv.offering'), value: (r) => r.offering },
          { header: t('ledger:csv.amount'), value: (r) => rupees(r.amountInr * 100) },
          { header: t('ledger:csv.method'), value: (r) => r.method },
          { header: t('ledger:csv.provider'), value: (r) => r.provider },
          { header: t('ledger:csv.providerReference'), value: (r) => r.providerReference },
          { header: t('ledger:csv.refunded'), value: (r) => rupees(r.refundedInr * 100) },
          { header: t('ledger:csv.taxable'), value: tax((x) => x.taxablePaise) },
          { header: t('ledger:csv.cgst'), value: tax((x) => x.cgstPaise) },
          { header: t('ledger:csv.sgst'), value: tax((x) => x.sgstPaise) },
          { header: t('ledger:csv.igst'), value: tax((x) => x.igstPaise) },
        ],
        rows,
      );
      return sendCsv(reply, csvFileName('payments'), csv);
    },
  );

  app.get(
    '/api/receipts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: "A confirmed payment's receipt (tax invoice with a GSTIN), in the payer's language; only with the signed link of the receipt e-mail (sig, exp)",
        params: idParam,
        querystring: z.object({ sig: z.string().min(1).max(200), exp: z.string().max(40).optional() }).extend(langQuerySchema.shape),
        response: { 200: receiptDocumentSchema },
      },
    },
    (req) => {
      const check = links.verify('receipt', req.params.id, req.query.sig, req.query.exp);
      if (!check.valid) throw new HttpError(403, 'invalid_link', 'ledger:errors.invalidReceiptLink');
      return receipts.receipt(req.params.id);
    },
  );

  app.get(
    '/api/registrations/:id/refund-preview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'What cancelling now would refund under the refund policy; only with the signed cancel link (sig, exp)',
        params: idParam,
        querystring: z.object({ sig: z.string().min(1).max(200), exp: z.string().max(40).optional() }).extend(langQuerySchema.shape),
        response: { 200: refundPreviewSchema },
      },
    },
    (req) => {
      const check = links.verify('cancel-registration', req.params.id, req.query.sig, req.query.exp);
      if (!check.valid) throw new HttpError(403, 'invalid_link', 'registration:errors.invalidLink');
      return refunds.preview(req.params.id);
    },
  );
};
