/**
 * The admin area's own reads, for its routes: the Overview numbers, the Activity list (audit log, a
 * page at a time, each entry named after what it was about) and the Forms tab's submissions table.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import type { AuditEntry } from '../../../shared/contracts/admin.ts';
import type { Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, contacts, conversations, forms, payments, registrations, services, users, webinars } from '../../db/schema.ts';
import { countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { adminStats } from './stats.ts';
import { allSubmissions, submissionsPage, type SubmissionsFilter, type SubmissionsPageQuery } from './submissions.ts';

type AuditRow = typeof auditLog.$inferSelect;

export function createAdminReads(db: Db) {
  /** Audit rows as entries; those that do not carry the name of what they were about have it looked up (when it still exists). */
  async function auditEntries(rows: AuditRow[], lang: Language): Promise<AuditEntry[]> {
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
    // People are named only here, at display time (issue 49 item 4): an entry about a member keeps
    // ids, and once they deleted their account the name read is the anonymised one.
    const conversationIds = missing('conversation').filter(isUuid);
    const contactIds = missing('contact').filter(isUuid);
    const registrationIds = missing('registration').filter(isUuid);
    if (conversationIds.length) for (const c of await db.select({ id: conversations.id, name: conversations.name }).from(conversations).where(inArray(conversations.id, conversationIds))) names.set(c.id, c.name);
    if (contactIds.length) for (const c of await db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(inArray(contacts.id, contactIds))) names.set(c.id, c.name);
    if (registrationIds.length) for (const r of await db.select({ id: registrations.id, name: registrations.fullName }).from(registrations).where(inArray(registrations.id, registrationIds))) names.set(r.id, r.name);
    // Payments and bookings are told as sentences (issue 51): who, for what, how much, read now.
    const about = new Map<string, NonNullable<AuditEntry['about']>>();
    const titleOf = (row: { title: string; translations: Record<string, { title?: string } | undefined> | null } | null) =>
      row ? (lang !== 'en' && row.translations?.[lang]?.title) || row.title : null;
    const offeringOf = (r: { service: Parameters<typeof titleOf>[0]; webinar: Parameters<typeof titleOf>[0]; stored: Record<string, unknown> }) =>
      titleOf(r.webinar) ?? titleOf(r.service) ?? (typeof r.stored.serviceTitle === 'string' ? r.stored.serviceTitle : null);
    const paymentIds = [...new Set(rows.filter((r) => r.entity === 'payment' && r.entityId).map((r) => r.entityId!))].filter(isUuid);
    const bookingIds = [...new Set(rows.filter((r) => r.entity === 'registration' && r.entityId).map((r) => r.entityId!))].filter(isUuid);
    const offeringColumns = {
      person: registrations.fullName,
      stored: registrations.formData,
      service: { title: services.title, translations: services.translations },
      webinar: { title: webinars.title, translations: webinars.translations },
    };
    if (paymentIds.length) {
      const found = await db
        .select({ id: payments.id, amountInr: payments.amountInr, ...offeringColumns })
        .from(payments)
        .innerJoin(registrations, eq(registrations.id, payments.registrationId))
        .leftJoin(services, eq(services.id, registrations.serviceId))
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .where(inArray(payments.id, paymentIds));
      for (const p of found) about.set(p.id, { person: p.person, offering: offeringOf(p), amountInr: p.amountInr });
    }
    if (bookingIds.length) {
      const found = await db
        .select({ id: registrations.id, amountInr: registrations.amountInr, ...offeringColumns })
        .from(registrations)
        .leftJoin(services, eq(services.id, registrations.serviceId))
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .where(inArray(registrations.id, bookingIds));
      for (const b of found) about.set(b.id, { person: b.person, offering: offeringOf(b), amountInr: b.amountInr });
    }
    return rows.map((r) => {
      const details = r.details ?? {};
      const known = r.entityId && (r.entity === 'payment' || r.entity === 'registration') ? about.get(r.entityId) : undefined;
      // A refund tells its own amount, not the payment's.
      const told = known && r.action === 'refund' && typeof details.amountInr === 'number' ? { ...known, amountInr: details.amountInr } : known;
      const subject = typeof details.title === 'string' ? details.title : typeof details.subject === 'string' ? details.subject : r.entityId ? (names.get(r.entityId) ?? null) : null;
      return {
        id: r.id,
        actorEmail: r.actorEmail,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        subject,
        ...(told ? { about: told } : {}),
        details,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  return {
    stats: () => adminStats(db),
    /** A page of admin actions, newest first; what payments and bookings were for, in `lang`. */
    activity: (query: PageQuery, lang: Language = 'en'): Promise<Page<AuditEntry>> =>
      readPage(query, {
        rows: async ({ limit, offset }) => auditEntries(await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset), lang),
        total: () => countRows(db, auditLog),
      }),
    submissionsPage: (t: TFunction, lang: Language, query: SubmissionsPageQuery) => submissionsPage(db, t, lang, query),
    allSubmissions: (t: TFunction, lang: Language, query: SubmissionsFilter) => allSubmissions(db, t, lang, query),
  };
}
