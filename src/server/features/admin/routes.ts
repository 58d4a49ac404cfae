/**
 * The admin area's own reads: Overview numbers, the Activity list (audit log) and the Forms tab's
 * submissions table, a page at a time, and the table's CSV export (every row). Admin only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, auditEntrySchema, SUBMISSION_COLUMNS, submissionRowSchema, submissionsPageQuerySchema, submissionsQuerySchema } from '../../../shared/contracts/admin.ts';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import { istParts } from '../../../shared/ist.ts';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { createAdminReads } from './service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminReads(app.services.database.db);
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/stats',
    { config, schema: { tags, summary: 'Totals for the Overview and registrations per week (IST) for the last 12 weeks', response: { 200: adminStatsSchema } } },
    () => admin.stats(),
  );

  app.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'A page of admin actions (who, what, when; at most 50), newest first',
        querystring: pageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: pageSchema(auditEntrySchema) },
      },
    },
    (req) => admin.activity(req.query, req.lang),
  );

  app.get(
    '/api/admin/submissions',
    {
      config,
      schema: {
        tags,
        summary: 'A page (at most 50) of dynamic-form responses and registrations as one table, newest first (sort: newest, oldest, name, email); filters: type, from/to (IST days), q (name, email, phone, form id)',
        querystring: submissionsPageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: pageSchema(submissionRowSchema) },
      },
    },
    (req) => admin.submissionsPage(app.services.translator.t(req.lang), req.lang, req.query),
  );

  app.get(
    '/api/admin/export/responses',
    {
      config,
      schema: {
        tags,
        summary: 'The submissions table (same filters) as CSV: UTF-8 with BOM, formula cells neutralised, dated file name',
        querystring: submissionsQuerySchema.extend(langQuerySchema.shape),
      },
    },
    async (req, reply) => {
      const t = app.services.translator.t(req.lang);
      const rows = await admin.allSubmissions(t, req.lang, req.query);
      const numbered = rows.map((row, i) => ({ row, n: i + 1 }));
      const csv = toCsv<(typeof numbered)[number]>(
        [
          { header: '#', value: (x) => x.n },
          { header: t('admin:submissions.columns.formType'), value: (x) => t(`admin:submissions.badges.${x.row.badge}`) },
          { header: t('admin:submissions.columns.formTitle'), value: (x) => x.row.formTitle },
          ...SUBMISSION_COLUMNS.map((c) => ({ header: t(`admin:submissions.columns.${c}`), value: (x: (typeof numbered)[number]) => x.row.values[c] })),
          { header: t('admin:submissions.columns.consent'), value: (x) => (x.row.consent === null ? '' : t(x.row.consent ? 'admin:submissions.yes' : 'admin:submissions.no')) },
          { header: t('admin:submissions.columns.paymentStatus'), value: (x) => (x.row.paymentStatus ? t(`admin:submissions.payment.${x.row.paymentStatus}`) : '') },
          { header: t('admin:submissions.columns.reference'), value: (x) => x.row.reference },
          {
            header: t('admin:submissions.columns.submittedAt'),
            value: (x) => {
              const { date, time } = istParts(x.row.submittedAt);
              return `${date} ${time} IST`;
            },
          },
        ],
        numbered,
      );
      return sendCsv(reply, csvFileName('form-responses'), csv);
    },
  );
};
