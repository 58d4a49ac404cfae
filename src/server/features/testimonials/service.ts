/**
 * Testimonials with consent (issue 54 part 4).
 *
 * - `requestDue`: after a booked session or an event ends, each confirmed participant gets one
 *   e-mail in their language asking for a rating and a few words. The testimonials row is made in
 *   the same transaction as the outbox row; its unique registration_id decides "once", on any
 *   number of instances (the e-mail also carries a dedupe key).
 * - The e-mail's signed link (`/feedback/<id>?sig=…&exp=…`) answers, changes the answer, or
 *   withdraws it. A changed answer goes back to the founder for review.
 * - The founder approves or hides words whose author agreed to have them published; approved
 *   words are shown to visitors in the language they were written in, under the first name and
 *   city or as "a client". Withdrawn words are shown nowhere.
 */
import { and, desc, eq, isNotNull, isNull, lte, gt, or, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import { practice } from '../../../shared/content/practice.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import type { AdminTestimonial, FeedbackView, PublishedTestimonial, TestimonialAnswer, TestimonialPublish, TestimonialStatus } from '../../../shared/contracts/testimonials.ts';
import type { Db, Tx } from '../../db/client.ts';
import { registrations, services, testimonials, webinars, type TestimonialRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { linkQuery, type LinkSigner } from '../../lib/signed-links.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/layout.ts';

/** Sessions and events that ended longer ago than this get no request (the first start after launch asks no one about last year). */
export const REQUEST_WINDOW_MS = 14 * 24 * 3_600_000;
/** How many published testimonials visitors are shown. */
export const PUBLISHED_LIMIT = 6;
const CACHE_PREFIX = 'testimonials:';

export const requestDedupeKey = (registrationId: string) => `testimonial-request:${registrationId}`;

export interface TestimonialDeps {
  db: Db;
  translator: Translator;
  links: LinkSigner;
  publicUrl: string;
  cache: ReadCache;
  mail: { enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void> };
}

const linkRefused = () => new HttpError(403, 'invalid_link', 'testimonials:errors.link');

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/** The offering's title in a language: the founder's translation, else the English. */
function titleIn(lang: Language, row: { serviceTitle: string | null; serviceTranslations: unknown; webinarTitle: string | null; webinarTranslations: unknown }): string {
  const pick = (title: string | null, translations: unknown) => {
    if (lang === 'en' || !translations || typeof translations !== 'object') return title;
    const localized = (translations as Record<string, { title?: string } | undefined>)[lang]?.title;
    return localized || title;
  };
  return pick(row.webinarTitle, row.webinarTranslations) ?? pick(row.serviceTitle, row.serviceTranslations) ?? practice.name[lang];
}

export function createTestimonialService(deps: TestimonialDeps) {
  const { db, translator, links, publicUrl, cache, mail } = deps;

  const feedbackUrl = (lang: Language, id: string, madeAt: Date) => pageUrl(publicUrl, lang, `/feedback/${id}?${linkQuery(links.sign('testimonial', id, madeAt))}`);

  const withOffering = (where: ReturnType<typeof eq>) =>
    db
      .select({
        row: testimonials,
        serviceTitle: services.title,
        serviceTranslations: services.translations,
        webinarTitle: webinars.title,
        webinarTranslations: webinars.translations,
      })
      .from(testimonials)
      .leftJoin(services, eq(services.id, testimonials.serviceId))
      .leftJoin(webinars, eq(webinars.id, testimonials.webinarId))
      .where(where);

  const viewOf = (r: Awaited<ReturnType<typeof withOffering>>[number]): FeedbackView => ({
    id: r.row.id,
    title: titleIn(languageOf(r.row.language), r),
    firstName: r.row.firstName,
    status: r.row.status as TestimonialStatus,
    rating: r.row.rating,
    body: r.row.body,
    publish: r.row.publish as TestimonialPublish | null,
  });

  /** The testimonial behind a signed link, or 403 (a link that is not valid or has expired) / 404. */
  async function byLink(id: string, sig: string, exp: string | undefined, now = Date.now()) {
    const check = links.verify('testimonial', id, sig, exp, now);
    if (!check.valid || check.exp === null) throw linkRefused();
    const [found] = await withOffering(eq(testimonials.id, id));
    if (!found) throw notFound();
    return found;
  }

  const invalidate = () => cache.invalidate(CACHE_PREFIX);

  return {
    /**
     * Asks every participant whose session or event ended (within REQUEST_WINDOW_MS) and who has not
     * been asked: one testimonials row and one e-mail each, in one transaction. Answers how many.
     */
    async requestDue(now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - REQUEST_WINDOW_MS);
      const eventEnd = sql`${webinars.startsAt} + make_interval(mins => ${webinars.duration})`;
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            reg: registrations,
            serviceTitle: services.title,
            serviceTranslations: services.translations,
            webinarTitle: webinars.title,
            webinarTranslations: webinars.translations,
          })
          .from(registrations)
          .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
          .leftJoin(services, eq(services.id, registrations.serviceId))
          .leftJoin(testimonials, eq(testimonials.registrationId, registrations.id))
          .where(
            and(
              eq(registrations.status, 'confirmed'),
              isNull(testimonials.id),
              or(isNull(registrations.sessionOutcome), eq(registrations.sessionOutcome, 'completed')),
              or(
                and(isNotNull(registrations.slotEnd), lte(registrations.slotEnd, now), gt(registrations.slotEnd, since)),
                and(isNotNull(registrations.webinarId), isNull(webinars.cancelledAt), sql`${eventEnd} <= ${now.toISOString()}::timestamptz`, sql`${eventEnd} > ${since.toISOString()}::timestamptz`),
              ),
            ),
          )
          .limit(200);
        if (due.length === 0) return 0;
        const made = await tx
          .insert(testimonials)
          .values(
            due.map(({ reg }) => ({
              registrationId: reg.id,
              userId: reg.userId,
              email: reg.email,
              serviceId: reg.serviceId,
              webinarId: reg.webinarId,
              language: languageOf(reg.locale),
              firstName: firstNameOf(reg.fullName),
              city: reg.city?.trim() || null,
            })),
          )
          .onConflictDoNothing({ target: testimonials.registrationId })
          .returning();
        const byRegistration = new Map(due.map((d) => [d.reg.id, d]));
        await mail.enqueueEmails(
          tx,
          made.map((row) => {
            const lang = languageOf(row.language);
            const t = translator.t(lang);
            const title = titleIn(lang, byRegistration.get(row.registrationId)!);
            const url = feedbackUrl(lang, row.id, now);
            return {
              to: row.email,
              locale: lang,
              kind: 'testimonial-request',
              dedupeKey: requestDedupeKey(row.registrationId),
              subject: t('testimonials:email.subject', { title }),
              ...renderEmail(lang, [
                t('testimonials:email.greeting', { name: row.firstName }),
                t('testimonials:email.body', { title }),
                t('testimonials:email.choice'),
                { button: t('testimonials:email.button'), url },
                t('testimonials:email.withdraw'),
                `${t('testimonials:email.signoff')},\n${practice.name[lang]}`,
              ]),
            };
          }),
        );
        return made.length;
      });
    },

    /** What the feedback page shows (the signed link is the permission). */
    async view(id: string, sig: string, exp: string | undefined): Promise<FeedbackView> {
      return viewOf(await byLink(id, sig, exp));
    },

    /** Stores (or changes) the answer; changed words wait for the founder again. */
    async answer(id: string, sig: string, exp: string | undefined, answer: TestimonialAnswer): Promise<FeedbackView> {
      const found = await byLink(id, sig, exp);
      if (found.row.status === 'withdrawn') throw new HttpError(409, 'withdrawn', 'testimonials:errors.withdrawn');
      const wasShown = found.row.status === 'approved';
      const [row] = await db
        .update(testimonials)
        .set({ rating: answer.rating, body: answer.body || null, publish: answer.publish, status: 'submitted', submittedAt: new Date(), reviewedAt: null })
        .where(and(eq(testimonials.id, id), sql`${testimonials.status} <> 'withdrawn'`))
        .returning();
      if (!row) throw new HttpError(409, 'withdrawn', 'testimonials:errors.withdrawn');
      if (wasShown) invalidate();
      return viewOf({ ...found, row });
    },

    /** The person takes their words back (signed link); shown nowhere from now on. */
    async withdrawByLink(id: string, sig: string, exp: string | undefined): Promise<void> {
      await byLink(id, sig, exp);
      await withdraw(eq(testimonials.id, id));
    },

    /** The person takes their words back from the dashboard: only their own (by account or verified e-mail). */
    async withdrawOwn(user: { id: string; email: string }, id: string): Promise<void> {
      const done = await withdraw(and(eq(testimonials.id, id), or(eq(testimonials.userId, user.id), sql`lower(${testimonials.email}) = lower(${user.email})`))!);
      if (!done) throw notFound();
    },

    /** A member's own answered testimonials (the dashboard), newest first. */
    async listOwn(user: { id: string; email: string }): Promise<FeedbackView[]> {
      const rows = await withOffering(and(isNotNull(testimonials.submittedAt), or(eq(testimonials.userId, user.id), sql`lower(${testimonials.email}) = lower(${user.email})`))! as ReturnType<typeof eq>).orderBy(desc(testimonials.submittedAt));
      return rows.map(viewOf);
    },

    /** Every answered testimonial, newest first (the founder's list: ratings, words, choices). */
    async listAll(): Promise<AdminTestimonial[]> {
      const rows = await withOffering(isNotNull(testimonials.submittedAt) as ReturnType<typeof eq>).orderBy(desc(testimonials.submittedAt)).limit(500);
      return rows.map((r) => ({
        ...viewOf(r),
        email: r.row.email,
        city: r.row.city,
        language: languageOf(r.row.language),
        requestedAt: r.row.requestedAt.toISOString(),
        submittedAt: r.row.submittedAt?.toISOString() ?? null,
      }));
    },

    /**
     * The founder approves or hides words. Only words whose author agreed to publication can be
     * approved; a withdrawn testimonial stays withdrawn (one conditional UPDATE decides both).
     */
    async review(actor: Actor, id: string, status: 'approved' | 'hidden'): Promise<void> {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testimonials)
          .set({ status, reviewedAt: new Date() })
          .where(
            and(
              eq(testimonials.id, id),
              sql`${testimonials.status} in ('submitted', 'approved', 'hidden')`,
              status === 'approved' ? sql`${testimonials.publish} in ('name', 'anonymous') and coalesce(${testimonials.body}, '') <> ''` : sql`true`,
            ),
          )
          .returning({ id: testimonials.id });
        if (row) await recordAudit(tx, actor, { action: `testimonial.${status}`, entity: 'testimonial', entityId: id });
        return row;
      });
      if (!updated) {
        const [exists] = await db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id));
        if (!exists) throw notFound();
        throw new HttpError(409, 'not_publishable', 'testimonials:errors.notPublishable');
      }
      invalidate();
    },

    /**
     * Approved words for visitors: those in the page's language first, each marked with its own
     * language; with `serviceId`, only those about that service (its page, /services/:slug).
     */
    published(lang: Language, options: { serviceId?: string } = {}): Promise<PublishedTestimonial[]> {
      return cache.get(`${CACHE_PREFIX}published:${lang}:${options.serviceId ?? 'all'}`, async () => {
        const rows = await db
          .select()
          .from(testimonials)
          .where(and(eq(testimonials.status, 'approved'), options.serviceId ? eq(testimonials.serviceId, options.serviceId) : undefined))
          .orderBy(sql`${testimonials.language} = ${lang} desc`, desc(testimonials.submittedAt))
          .limit(PUBLISHED_LIMIT);
        const t = translator.t(lang);
        return rows.map((r: TestimonialRow) => ({
          quote: r.body ?? '',
          name: r.publish === 'name' ? r.firstName : t('testimonials:page.anonymous'),
          detail: r.publish === 'name' ? (r.city ?? '') : '',
          lang: languageOf(r.language),
        }));
      });
    },
  };

  async function withdraw(where: ReturnType<typeof eq>): Promise<boolean> {
    const [row] = await db.update(testimonials).set({ status: 'withdrawn', reviewedAt: new Date() }).where(where).returning({ id: testimonials.id });
    if (row) invalidate();
    return Boolean(row);
  }
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
