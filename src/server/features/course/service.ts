/**
 * The 7-day course, delivered (issue 54 part 3; docs/spec.md "The course").
 *
 * - The founder writes a lesson per day of a course service (title, text, an https video address
 *   or an uploaded video, a downloadable file; Hindi and Gujarati where she gives them).
 * - A learner is a member whose course registration (ownership.ts: made signed in, or sent with
 *   their verified address) is confirmed: paid, and neither refunded nor cancelled. Their
 *   enrolment starts when the payment was confirmed (payments.paid_at) and keeps the zone their
 *   days open in; it is made the first time it is needed (their visit or the day-open job), from
 *   facts the payment already stored, so the money path needs no hook. A refund or cancellation
 *   changes the registration's status and with it ends access: nothing else to undo.
 * - Day 1 opens at once, day N at 06:00 on the learner's clock N-1 days later (schedule.ts); a
 *   locked day answers 403 with its opening time.
 * - "Done" is one row per day (the primary key makes a second click harmless); the certificate
 *   exists once all seven are done.
 * - `openDue` (a job, job.ts) writes the "day N is open" e-mail (and WhatsApp where opted in)
 *   once per learner and day: one conditional UPDATE raises notified_day, and only the run whose
 *   UPDATE changed the row writes the message, which also carries a dedupe key.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { COURSE_DAYS, isLanguage, type Language } from '../../../shared/constants.ts';
import type { AdminCourse, AdminLesson, Certificate, CourseView, LessonData, LessonView, MyCourse } from '../../../shared/contracts/course.ts';
import { practice } from '../../../shared/content/practice.ts';
import { formatIstDate } from '../../../shared/ist.ts';
import { pageUrl } from '../../../shared/language-address.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courseEnrolments, courseLessons, courseProgress, payments, registrations, services, storedObjects, type CourseEnrolmentRow, type CourseLessonRow, type RegistrationRow, type ServiceRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Translator } from '../../lib/i18n.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { ownedRegistrations, type Owner } from '../dashboard/ownership.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import type { ObjectStorage, StoredStream } from '../uploads/storage.ts';
import { whatsAppNote } from '../whatsapp/outbox.ts';
import { renderEmail } from '../mail/layout.ts';
import { dayOpensAt, openDays } from './schedule.ts';
import { openingWords, zoneOrPractice } from '../../lib/time.ts';

/** Enrolments that started longer ago than this get no "day open" e-mail (every day has opened; an old purchase is not written to at launch). */
export const DAY_MAIL_WINDOW_MS = (COURSE_DAYS + 1) * 86_400_000;

export const dayOpenDedupeKey = (registrationId: string, day: number) => `course-day:${registrationId}:${day}`;

/** A locked day: 403 with when it opens (the API answers it with `opensAt`, the page shows it). */
export class DayLockedError extends HttpError {
  constructor(
    readonly day: number,
    readonly opensAt: Date,
    words: { ist: string; local: string | null },
  ) {
    super(403, 'day_locked', words.local ? 'course:errors.lockedBoth' : 'course:errors.locked', undefined, { day, ist: words.ist, local: words.local });
  }
}

export interface CourseDeps {
  db: Db;
  translator: Translator;
  publicUrl: string;
  /** Set: WhatsApp is configured, so a learner who opted in gets the template beside the e-mail. */
  whatsapp: boolean;
  storage: ObjectStorage;
  /** Whether an /objects/... path is a file uploaded for members (uploads feature). */
  isUpload(objectPath: string): Promise<boolean>;
  mail: { enqueueEmails(db: Db | Tx, emails: OutgoingEmail[]): Promise<void> };
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/** A course's title in a language: the founder's translation, else the English. */
const courseTitle = (service: Pick<ServiceRow, 'title' | 'translations'>, lang: Language) => (lang === 'en' ? undefined : service.translations?.[lang]?.title) || service.title;

/** A lesson's title and text in a language (each falling back to the English on its own), and the language of the text shown. */
function lessonIn(lesson: CourseLessonRow, lang: Language) {
  const tr = lang === 'en' ? undefined : lesson.translations?.[lang];
  const body = tr?.body || lesson.body;
  return { title: tr?.title || lesson.title, body, lang: tr?.body ? lang : lesson.body ? 'en' : lang };
}

const notEnrolled = () => new HttpError(403, 'not_enrolled', 'course:errors.notEnrolled');

/** The registrations that give access to a course: a confirmed (paid) course registration. */
const confirmedCourse = and(eq(registrations.type, 'course'), eq(registrations.status, 'confirmed'), isNotNull(registrations.serviceId));

export function createCourseService(deps: CourseDeps) {
  const { db, translator, publicUrl, mail } = deps;

  const courseUrl = (lang: Language, slug: string) => pageUrl(publicUrl, lang, `/course/${slug}`);

  /**
   * Makes the enrolments of paid course registrations that have none yet (those matching `where`):
   * started when the payment was confirmed (a free course: when it was registered), in the zone the
   * registration gave, else the practice's. Safe on any number of instances (the primary key).
   */
  async function enrol(where: SQL | undefined, tx: Db | Tx = db): Promise<void> {
    const due = await tx
      .select({ id: registrations.id, serviceId: registrations.serviceId, formData: registrations.formData, submittedAt: registrations.submittedAt, amountInr: registrations.amountInr, paidAt: payments.paidAt })
      .from(registrations)
      .leftJoin(payments, and(eq(payments.registrationId, registrations.id), eq(payments.status, 'paid'), isNull(payments.flag)))
      .leftJoin(courseEnrolments, eq(courseEnrolments.registrationId, registrations.id))
      .where(and(confirmedCourse, isNull(courseEnrolments.registrationId), or(isNotNull(payments.paidAt), eq(registrations.amountInr, 0)), where))
      .limit(500);
    if (due.length === 0) return;
    await tx
      .insert(courseEnrolments)
      .values(due.map((r) => ({ registrationId: r.id, serviceId: r.serviceId!, startedAt: r.paidAt ?? r.submittedAt, timeZone: zoneOrPractice(r.formData.timeZone) })))
      .onConflictDoNothing();
  }

  /** The course service of a slug (active or not: a learner who paid keeps it), or 404. */
  async function courseBySlug(slug: string): Promise<ServiceRow> {
    const [service] = await db
      .select()
      .from(services)
      .where(and(eq(services.slug, slug.toLowerCase()), eq(services.kind, 'course')));
    if (!service) throw notFound('course:errors.notFound');
    return service;
  }

  /** The member's enrolment in a course (their latest, if they bought it twice), or 403 (not a buyer, refunded, cancelled). */
  async function enrolmentOf(owner: Owner, slug: string) {
    const service = await courseBySlug(slug);
    const mine = and(ownedRegistrations(owner), eq(registrations.serviceId, service.id));
    await enrol(mine);
    const [found] = await db
      .select({ enrolment: courseEnrolments, reg: registrations })
      .from(courseEnrolments)
      .innerJoin(registrations, eq(registrations.id, courseEnrolments.registrationId))
      .where(and(confirmedCourse, mine))
      .orderBy(desc(courseEnrolments.startedAt))
      .limit(1);
    if (!found) throw notEnrolled();
    return { service, ...found };
  }

  const lessonsOf = (serviceId: string) => db.select().from(courseLessons).where(eq(courseLessons.serviceId, serviceId)).orderBy(asc(courseLessons.day));
  const doneDays = async (registrationId: string) => {
    const rows = await db.select().from(courseProgress).where(eq(courseProgress.registrationId, registrationId));
    return new Map(rows.map((r) => [r.day, r.doneAt]));
  };

  /** 403 with the opening time when `day` is not open yet. */
  function refuseLocked(enrolment: CourseEnrolmentRow, day: number, lang: Language, now: Date) {
    const opensAt = dayOpensAt(enrolment.startedAt, enrolment.timeZone, day);
    if (opensAt.getTime() > now.getTime()) throw new DayLockedError(day, opensAt, openingWords(opensAt, enrolment.timeZone, lang));
  }

  async function viewOf(service: ServiceRow, enrolment: CourseEnrolmentRow, lang: Language, now: Date): Promise<CourseView> {
    const [lessons, done] = await Promise.all([lessonsOf(service.id), doneDays(enrolment.registrationId)]);
    const byDay = new Map(lessons.map((l) => [l.day, l]));
    const open = openDays(enrolment.startedAt, enrolment.timeZone, now);
    const days = Array.from({ length: COURSE_DAYS }, (_, i) => {
      const day = i + 1;
      const opensAt = dayOpensAt(enrolment.startedAt, enrolment.timeZone, day);
      const words = openingWords(opensAt, enrolment.timeZone, lang);
      const lesson = byDay.get(day);
      return { day, title: lesson ? lessonIn(lesson, lang).title : null, open: day <= open, done: done.has(day), opensAt: opensAt.toISOString(), opensIst: words.ist, opensLocal: words.local };
    });
    return {
      slug: service.slug ?? service.id,
      title: courseTitle(service, lang),
      startedAt: enrolment.startedAt.toISOString(),
      timeZone: enrolment.timeZone,
      days,
      doneCount: done.size,
      totalDays: COURSE_DAYS,
      complete: done.size >= COURSE_DAYS,
    };
  }

  /** An open day's file or video, for the learner only (uploads are not public). */
  async function openObject(objectPath: string | null): Promise<{ contentType: string; body: StoredStream } | null> {
    const key = objectPath?.startsWith('/objects/') ? objectPath.slice('/objects/'.length) : null;
    if (!key) return null;
    const body = await deps.storage.stream(key);
    if (!body) return null;
    const [row] = await db.select({ contentType: storedObjects.contentType }).from(storedObjects).where(eq(storedObjects.key, key));
    return { contentType: row?.contentType ?? 'application/octet-stream', body };
  }

  return {
    enrol,

    /** The learner's course page: every day, open or when it opens, done or not. */
    async view(owner: Owner, slug: string, lang: Language, now = new Date()): Promise<CourseView> {
      const { service, enrolment } = await enrolmentOf(owner, slug);
      return viewOf(service, enrolment, lang, now);
    },

    /** One open day's lesson; 403 with its opening time while locked. */
    async lesson(owner: Owner, slug: string, day: number, lang: Language, now = new Date()): Promise<LessonView> {
      const { service, enrolment } = await enrolmentOf(owner, slug);
      refuseLocked(enrolment, day, lang, now);
      const [[lesson], done] = await Promise.all([db.select().from(courseLessons).where(and(eq(courseLessons.serviceId, service.id), eq(courseLessons.day, day))), doneDays(enrolment.registrationId)]);
      const base = `/api/me/course/${encodeURIComponent(service.slug ?? service.id)}/days/${day}`;
      if (!lesson) return { day, title: translator.t(lang)('course:page.dayTitle', { day }), body: '', videoUrl: null, fileUrl: null, fileName: null, done: done.has(day), lang };
      const text = lessonIn(lesson, lang);
      return {
        day,
        title: text.title,
        body: text.body,
        videoUrl: lesson.videoObject ? `${base}/video` : lesson.videoUrl || null,
        fileUrl: lesson.fileObject ? `${base}/file` : null,
        fileName: lesson.fileObject ? lesson.fileName || `day-${day}` : null,
        done: done.has(day),
        lang: text.lang,
      };
    },

    /** Marks an open day done (again: no change); answers the course page. */
    async markDone(owner: Owner, slug: string, day: number, lang: Language, now = new Date()): Promise<CourseView> {
      const { service, enrolment } = await enrolmentOf(owner, slug);
      refuseLocked(enrolment, day, lang, now);
      await db.insert(courseProgress).values({ registrationId: enrolment.registrationId, day, doneAt: now }).onConflictDoNothing();
      return viewOf(service, enrolment, lang, now);
    },

    /** The completion certificate's facts, once all seven days are done (else 409). */
    async certificate(owner: Owner, slug: string, lang: Language): Promise<Certificate> {
      const { service, enrolment, reg } = await enrolmentOf(owner, slug);
      const done = await doneDays(enrolment.registrationId);
      if (done.size < COURSE_DAYS) throw new HttpError(409, 'not_complete', 'course:errors.notComplete');
      const completedAt = new Date(Math.max(...[...done.values()].map((d) => d.getTime())));
      return { name: reg.fullName, title: courseTitle(service, lang), completedAt: completedAt.toISOString(), completedOn: formatIstDate(completedAt, lang) };
    },

    /** An open day's uploaded video or file (the learner's own request, with their session). */
    async download(owner: Owner, slug: string, day: number, which: 'video' | 'file', lang: Language, now = new Date()) {
      const { service, enrolment } = await enrolmentOf(owner, slug);
      refuseLocked(enrolment, day, lang, now);
      const [lesson] = await db.select().from(courseLessons).where(and(eq(courseLessons.serviceId, service.id), eq(courseLessons.day, day)));
      const found = lesson && (await openObject(which === 'video' ? lesson.videoObject : lesson.fileObject));
      if (!found) throw notFound();
      return { ...found, fileName: which === 'file' ? lesson.fileName || `day-${day}` : `day-${day}` };
    },

    /** The member's courses with their progress (the dashboard). */
    async mine(owner: Owner, lang: Language, now = new Date()): Promise<MyCourse[]> {
      await enrol(ownedRegistrations(owner));
      const rows = await db
        .select({ enrolment: courseEnrolments, service: services, done: sql<number>`(select count(*)::int from ${courseProgress} where ${courseProgress.registrationId} = ${courseEnrolments.registrationId})` })
        .from(courseEnrolments)
        .innerJoin(registrations, eq(registrations.id, courseEnrolments.registrationId))
        .innerJoin(services, eq(services.id, courseEnrolments.serviceId))
        .where(and(confirmedCourse, ownedRegistrations(owner)))
        .orderBy(desc(courseEnrolments.startedAt));
      return rows
        .filter((r) => r.service.slug)
        .map((r) => ({
          slug: r.service.slug!,
          title: courseTitle(r.service, lang),
          doneCount: Number(r.done),
          totalDays: COURSE_DAYS,
          complete: Number(r.done) >= COURSE_DAYS,
          openDays: openDays(r.enrolment.startedAt, r.enrolment.timeZone, now),
        }));
    },

    /**
     * Writes the "day N is open" message of every learner whose newest day opened since the last
     * one written (one per learner and day; days 2..7, day 1 being the payment's e-mail). Answers
     * how many were written.
     */
    async openDue(now = new Date()): Promise<number> {
      await enrol(undefined);
      const candidates = await db
        .select({ enrolment: courseEnrolments, reg: registrations, service: services })
        .from(courseEnrolments)
        .innerJoin(registrations, eq(registrations.id, courseEnrolments.registrationId))
        .innerJoin(services, eq(services.id, courseEnrolments.serviceId))
        .where(and(confirmedCourse, lt(courseEnrolments.notifiedDay, COURSE_DAYS), gt(courseEnrolments.startedAt, new Date(now.getTime() - DAY_MAIL_WINDOW_MS))))
        .limit(1000);
      let written = 0;
      for (const { enrolment, reg, service } of candidates) {
        const day = openDays(enrolment.startedAt, enrolment.timeZone, now);
        if (day <= enrolment.notifiedDay) continue;
        const wrote = await db.transaction(async (tx) => {
          // The one statement that decides: only the run that raises notified_day writes the message.
          const [raised] = await tx
            .update(courseEnrolments)
            .set({ notifiedDay: day })
            .where(and(eq(courseEnrolments.registrationId, enrolment.registrationId), lt(courseEnrolments.notifiedDay, day)))
            .returning({ id: courseEnrolments.registrationId });
          if (!raised) return false;
          const [lesson] = await tx.select().from(courseLessons).where(and(eq(courseLessons.serviceId, service.id), eq(courseLessons.day, day)));
          await mail.enqueueEmails(tx, [dayOpenEmail(reg, service, day, lesson)]);
          return true;
        });
        if (wrote) written++;
      }
      return written;
    },

    /* ----------------------------------------------------------------------------------------------
     * The founder's side.
     * -------------------------------------------------------------------------------------------- */

    /** Every course of the catalogue with the lessons written so far. */
    async listCourses(): Promise<AdminCourse[]> {
      const courses = await db.select().from(services).where(eq(services.kind, 'course')).orderBy(asc(services.sortOrder), asc(services.title));
      const lessons = courses.length ? await db.select().from(courseLessons).where(inArray(courseLessons.serviceId, courses.map((c) => c.id))).orderBy(asc(courseLessons.day)) : [];
      return courses.map((c) => ({ id: c.id, slug: c.slug, title: c.title, isActive: c.isActive, lessons: lessons.filter((l) => l.serviceId === c.id).map(adminLesson) }));
    },

    /** Saves one day's lesson of a course (made or replaced); the uploads it names must be files uploaded for members. */
    async saveLesson(actor: Actor, serviceId: string, day: number, input: LessonData): Promise<AdminLesson> {
      await courseById(serviceId);
      for (const [field, path] of [['videoObject', input.videoObject], ['fileObject', input.fileObject]] as const) {
        if (path && !(await deps.isUpload(path))) throw new HttpError(400, 'invalid_upload', 'course:errors.upload', { [field]: 'course:errors.upload' });
      }
      const values = { ...input, serviceId, day, fileName: input.fileObject ? input.fileName || `day-${day}` : '' };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courseLessons)
          .values(values)
          .onConflictDoUpdate({ target: [courseLessons.serviceId, courseLessons.day], set: { ...values, updatedAt: new Date() } })
          .returning();
        await recordAudit(tx, actor, { action: 'course.lesson.save', entity: 'service', entityId: serviceId, details: { day } });
        return adminLesson(row);
      });
    },

    /** Removes one day's lesson (the day then shows as being prepared). */
    async deleteLesson(actor: Actor, serviceId: string, day: number): Promise<void> {
      await courseById(serviceId);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(courseLessons).where(and(eq(courseLessons.serviceId, serviceId), eq(courseLessons.day, day))).returning({ day: courseLessons.day });
        if (!gone.length) throw notFound('course:errors.noLesson');
        await recordAudit(tx, actor, { action: 'course.lesson.delete', entity: 'service', entityId: serviceId, details: { day } });
      });
    },
  };

  async function courseById(serviceId: string): Promise<ServiceRow> {
    if (!isUuid(serviceId)) throw notFound('course:errors.notFound');
    const [service] = await db.select().from(services).where(and(eq(services.id, serviceId), eq(services.kind, 'course')));
    if (!service) throw notFound('course:errors.notFound');
    return service;
  }

  function dayOpenEmail(reg: RegistrationRow, service: ServiceRow, day: number, lesson: CourseLessonRow | undefined): OutgoingEmail {
    const lang = languageOf(reg.locale);
    const t = translator.t(lang);
    const title = courseTitle(service, lang);
    const lessonTitle = lesson ? lessonIn(lesson, lang).title : t('course:page.dayTitle', { day });
    const url = courseUrl(lang, service.slug ?? service.id);
    const kind = 'course-day-open';
    return {
      to: reg.email,
      locale: lang,
      kind,
      dedupeKey: dayOpenDedupeKey(reg.id, day),
      subject: t('course:email.subject', { day, title }),
      ...renderEmail(lang, [
        t('course:email.greeting', { name: reg.fullName }),
        t('course:email.body', { day, title, lesson: lessonTitle }),
        { button: t('course:email.button', { day }), url },
        t('course:email.pace'),
        `${t('course:email.signoff')},\n${practice.name[lang]}`,
      ]),
      whatsapp: deps.whatsapp ? whatsAppNote(reg, kind, { title, day: String(day), link: url }) : undefined,
    };
  }
}

function adminLesson(row: CourseLessonRow): AdminLesson {
  return {
    day: row.day,
    title: row.title,
    body: row.body,
    videoUrl: row.videoUrl,
    videoObject: row.videoObject,
    fileObject: row.fileObject,
    fileName: row.fileName,
    translations: row.translations ?? {},
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
