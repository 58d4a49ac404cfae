/**
 * The admin area's own reads: Overview numbers, the Activity list (audit log), the Forms tab's
 * submissions table and its CSV export. Admin only.
 */
import { desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  auditEntrySchema,
  auditQuerySchema,
  SUBMISSION_COLUMNS,
  submissionRowSchema,
  submissionsQuerySchema,
  type AuditEntry,
  type SubmissionRow,
} from '../../../shared/contracts/admin.ts';
import type { Language } from '../../../shared/constants.ts';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { istParts } from '../../../shared/ist.ts';
import { auditLog, forms, services, users, webinars } from '../../db/schema.ts';
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { isUuid } from '../../lib/uuid.ts';
import { listFormResponses } from '../forms/response-listing.ts';
import { listRegistrations } from '../registrations/listing.ts';
import { adminStats } from './stats.ts';
import { buildSubmissions, filterSubmissions } from './submissions.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/stats',
    { config, schema: { tags, summary: 'Totals for the Overview and registrations per week (IST) for the last 12 weeks', response: { 200: adminStatsSchema } } },
    () => adminStats(db),
  );

  app.get(
    '/api/admin/audit',
    {
      config,
      schema: { tags, summary: 'The latest admin actions (who, what, when), newest first', querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } },
    },
    async (req): Promise<AuditEntry[]> => {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(req.query.limit);
      // Entries that do not carry the name of what they were about: look it up (when it still exists).
      const missing = (entity: string) => [...new Set(rows.filter((r) => r.entity === entity && !r.details?.title && r.entityId).map((r) => r.entityId!))];
      const names = new Map<string, string>();
      const userIds = missing('user');
      const formIds = missing('form').filter(isUuid);
      const webinarIds = missing('webinar').filter(isUuid);
      const serviceIds = missing('service').filter(isUuid);
      if (userIds.length) for (const u of await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds))) names.set(u.id, u.email);
      if (formIds.length) for (const f of await db.select({ id: forms.id, title: forms.title }).from(forms).where(inArray(forms.id, formIds))) names.set(f.id, f.title);
      if (webinarIds.length) for (const w of await db.select({ id: webinars.id, title: webinars.title }).from(webinars).where(inArray(webinars.id, webinarIds))) names.set(w.id, w.title);
      if (serviceIds.length) for (const s of await db.select({ id: services.id, title: services.title }).from(services).where(inArray(services.id, serviceIds))) names.set(s.id, s.title);
      return rows.map((r) => {
        const details = r.details ?? {};
        const subject = typeof details.title === 'string' ? details.title : typeof details.subject === 'string' ? details.subject : r.entityId ? (names.get(r.entityId) ?? null) : null;
        return {
          id: r.id,
          actorEmail: r.actorEmail,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          subject,
          details,
          createdAt: r.createdAt.toISOString(),
        };
      });
    },
  );

  async function submissions(query: z.output<typeof submissionsQuerySchema>, lang: Language): Promise<SubmissionRow[]> {
    const [responses, regs] = await Promise.all([listFormResponses(db), listRegistrations(db)]);
    return filterSubmissions(buildSubmissions(app.services.translator.t(lang), lang, responses, regs), query);
  }

  app.get(
    '/api/admin/submissions',
    {
      config,
      schema: {
        tags,
        summary: 'Dynamic-form responses and registrations as one table, newest first; filters: type, from/to (IST days), q (name, email, phone, form id)',
        querystring: submissionsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: z.array(submissionRowSchema) },
      },
    },
    (req) => submissions(req.query, req.lang),
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
      const rows = await submissions(req.query, req.lang);
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
