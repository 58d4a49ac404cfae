/**
 * The admin area's own reads: Overview numbers, the Activity list (audit log) and the Forms tab's
 * submissions table, a page at a time, and the table's CSV export (every row). Admin only.
 */
import { desc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema, auditEntrySchema, SUBMISSION_COLUMNS, submissionRowSchema, submissionsQuerySchema, type AuditEntry } from '../../../shared/contracts/admin.ts';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { pageQuerySchema, pageSchema } from '../../../shared/contracts/paging.ts';
import { istParts } from '../../../shared/ist.ts';
import { auditLog, forms, services, users, webinars } from '../../db/schema.ts';

type AuditRow = typeof auditLog.$inferSelect;
import { csvFileName, sendCsv, toCsv } from '../../lib/csv.ts';
import { countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { adminStats } from './stats.ts';
import { allSubmissions, submissionsPage } from './submissions.ts';

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
      schema: {
        tags,
        summary: 'A page of admin actions (who, what, when; at most 50), newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(auditEntrySchema) },
      },
    },
    (req) =>
      readPage(req.query, {
        rows: async ({ limit, offset }) => auditEntries(await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset)),
        total: () => countRows(db, auditLog),
      }),
  );

  /** Audit rows as entries; those that do not carry the name of what they were about have it looked up (when it still exists). */
  async function auditEntries(rows: AuditRow[]): Promise<AuditEntry[]> {
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
  }

  app.get(
    '/api/admin/submissions',
    {
      config,
      schema: {
        tags,
        summary: 'A page (at most 50) of dynamic-form responses and registrations as one table, newest first; filters: type, from/to (IST days), q (name, email, phone, form id)',
        querystring: submissionsQuerySchema.extend(pageQuerySchema.shape).extend(langQuerySchema.shape),
        response: { 200: pageSchema(submissionRowSchema) },
      },
    },
    (req) => submissionsPage(db, app.services.translator.t(req.lang), req.lang, req.query),
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
      const rows = await allSubmissions(db, t, req.lang, req.query);
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
