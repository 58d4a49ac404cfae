/**
 * The 7-day course, delivered (issue 54 part 3), on both databases, paid through the Razorpay
 * stand-in: the founder's lessons; a buyer reads day 1 and gets 403 on day 2 until its opening
 * time (the test moves the clock), marks days done, sees progress and, after seven, the
 * certificate; the day-open job writes one e-mail per day, never twice; a refund ends access; a
 * self-service cancellation once day 1 opened refunds nothing automatically.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COURSE_DAYS } from '../../../shared/constants.ts';
import { courseEnrolments, emailOutbox, payments, refunds, registrations } from '../../db/schema.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { coursePayload, nextAddress, payLink, post, register, serviceIdOf } from '../registrations/testing.ts';
import { whatsAppNote } from '../whatsapp/outbox.ts';
import { dayOpensAt } from './schedule.ts';
import { openingWords } from '../../lib/time.ts';

const SLUG = 'inner-transformation-course';

describe.each(testDatabaseKinds())('the 7-day course on %s', (kind) => {
  let rzp: RazorpayStandIn;
  let courseId: string;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
  });
  const { t, admin, db } = appWithPeople(kind, { env: () => rzp.env, member: false });
  beforeAll(async () => {
    courseId = await serviceIdOf(t, SLUG);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await rzp?.close();
  });

  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie, origin: t.config.publicUrl } : {}, remoteAddress: nextAddress() });
  /** Only Date moves: the database, sockets and timers keep real time. */
  const clockAt = (at: Date) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };

  /** A course bought and paid through Razorpay by `email` (a verified member with that address); its registration id. */
  async function buyer(email: string, lang = 'en') {
    const member = await createUser(t, { email, emailVerified: true, name: 'Asha Patel' });
    const res = await register(t, coursePayload(email), { url: `/api/unified-registration?lang=${lang}` });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const order = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'card' });
    expect(order.statusCode).toBe(200);
    const { orderId } = order.json();
    const paid = rzp.pay(orderId);
    const done = await post(t, `/api/registrations/${id}/payment/razorpay`, { razorpay_payment_id: paid.razorpay_payment_id, razorpay_order_id: orderId, razorpay_signature: paid.razorpay_signature });
    expect(done.statusCode).toBe(200);
    const [reg] = await db().select().from(registrations).where(eq(registrations.id, id));
    expect(reg.status).toBe('confirmed');
    return { member, id };
  }

  async function writeLessons() {
    for (let day = 1; day <= COURSE_DAYS; day++) {
      const res = await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/${day}`, {
        title: `Day ${day}: breathing`,
        body: `Sit quietly for ${day * 5} minutes.`,
        videoUrl: day === 1 ? 'https://video.example.com/day-1' : '',
        translations: { hi: { title: `दिन ${day}: श्वास`, body: `${day * 5} मिनट शांत बैठें।` }, gu: { title: `દિવસ ${day}: શ્વાસ` } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it('lets the founder write lessons (https video only, days 1 to 7); members and visitors are refused', async () => {
    await writeLessons();
    const list = (await as(admin, 'GET', '/api/admin/course')).json();
    const course = list.find((c: { id: string }) => c.id === courseId);
    expect(course.lessons).toHaveLength(COURSE_DAYS);
    expect(course.lessons[0]).toMatchObject({ day: 1, title: 'Day 1: breathing', videoUrl: 'https://video.example.com/day-1' });

    const bad = await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/2?lang=hi`, { title: 'x', videoUrl: 'http://video.example.com/plain' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.videoUrl).toMatch(/https/);
    expect((await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/2`, { title: 'x', videoUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/8`, { title: 'x' })).statusCode).toBe(400);
    expect((await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/2`, { title: 'x', fileObject: '/objects/not-uploaded.pdf' })).statusCode).toBe(400);
    const consultation = await serviceIdOf(t, 'astrology-numerology');
    expect((await as(admin, 'PUT', `/api/admin/course/${consultation}/lessons/1`, { title: 'x' })).statusCode).toBe(404);

    const member = await createUser(t);
    expect((await as(member, 'PUT', `/api/admin/course/${courseId}/lessons/1`, { title: 'x' })).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/admin/course')).statusCode).toBe(401);
  });

  it('a buyer reads day 1 at once, gets 403 on day 2 until 06:00 (their zone) the next day, marks days done, and gets the certificate after seven', async () => {
    await writeLessons();
    const { member, id } = await buyer('learner@example.com');
    const [enrolment] = await db().select().from(courseEnrolments).where(eq(courseEnrolments.registrationId, id));
    // Not made yet: the first visit makes it, from the payment's time.
    expect(enrolment).toBeUndefined();
    const [payment] = await db().select().from(payments).where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')));

    const view = await as(member, 'GET', `/api/me/course/${SLUG}`);
    expect(view.statusCode).toBe(200);
    const course = view.json();
    expect(course).toMatchObject({ slug: SLUG, timeZone: 'Asia/Kolkata', doneCount: 0, totalDays: COURSE_DAYS, complete: false });
    expect(new Date(course.startedAt).getTime()).toBe(payment.paidAt!.getTime());
    expect(course.days.map((d: { open: boolean }) => d.open)).toEqual([true, false, false, false, false, false, false]);

    const day1 = await as(member, 'GET', `/api/me/course/${SLUG}/days/1`);
    expect(day1.statusCode).toBe(200);
    expect(day1.json()).toMatchObject({ day: 1, title: 'Day 1: breathing', videoUrl: 'https://video.example.com/day-1', done: false });
    // In Hindi where the founder gave it.
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/1?lang=hi`)).json()).toMatchObject({ title: 'दिन 1: श्वास', body: '5 मिनट शांत बैठें।', lang: 'hi' });

    // Day 2 opens at 06:00 IST on the next calendar day (IST) after the payment.
    const opens = dayOpensAt(payment.paidAt!, 'Asia/Kolkata', 2);
    expect(new Date(course.days[1].opensAt).getTime()).toBe(opens.getTime());
    expect(opens.toISOString()).toMatch(/T00:30:00\.000Z$/);
    const locked = await as(member, 'GET', `/api/me/course/${SLUG}/days/2`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'day_locked', day: 2, opensAt: opens.toISOString() });
    expect(locked.json().error.message).toContain('6:00 am');
    expect((await as(member, 'POST', `/api/me/course/${SLUG}/days/2/done`)).statusCode).toBe(403);

    clockAt(new Date(opens.getTime() - 60_000));
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/2`)).statusCode).toBe(403);
    clockAt(opens);
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/2`)).statusCode).toBe(200);
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/3`)).statusCode).toBe(403);

    const done1 = await as(member, 'POST', `/api/me/course/${SLUG}/days/1/done`);
    expect(done1.statusCode).toBe(200);
    expect(done1.json()).toMatchObject({ doneCount: 1 });
    // Again: no change.
    expect((await as(member, 'POST', `/api/me/course/${SLUG}/days/1/done`)).json()).toMatchObject({ doneCount: 1 });
    expect((await as(member, 'GET', '/api/me/courses')).json()).toEqual([{ slug: SLUG, title: expect.any(String), doneCount: 1, totalDays: COURSE_DAYS, complete: false, openDays: 2 }]);
    const early = await as(member, 'GET', `/api/me/course/${SLUG}/certificate`);
    expect(early.statusCode).toBe(409);

    clockAt(dayOpensAt(payment.paidAt!, 'Asia/Kolkata', COURSE_DAYS));
    for (let day = 2; day <= COURSE_DAYS; day++) expect((await as(member, 'POST', `/api/me/course/${SLUG}/days/${day}/done`)).statusCode).toBe(200);
    expect((await as(member, 'GET', '/api/me/courses')).json()[0]).toMatchObject({ doneCount: COURSE_DAYS, complete: true, openDays: COURSE_DAYS });
    const certificate = await as(member, 'GET', `/api/me/course/${SLUG}/certificate?lang=gu`);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json()).toMatchObject({ name: 'Asha Patel' });
    expect(certificate.json().completedOn).toMatch(/[\u0A80-\u0AFF]/);
  });

  it("serves an open day's uploaded file to its learner only, and a locked day's to no one", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const ticket = (await as(admin, 'POST', '/api/objects/upload', { purpose: 'member-download', contentType: 'application/pdf', size: pdf.length })).json();
    const stored = await t.app.inject({ method: 'PUT', url: ticket.uploadURL, payload: pdf, headers: { 'content-type': 'application/pdf' } });
    expect(stored.statusCode).toBe(201);
    for (const day of [1, 2]) {
      const saved = await as(admin, 'PUT', `/api/admin/course/${courseId}/lessons/${day}`, { title: `Day ${day}`, fileObject: ticket.objectPath, fileName: 'दिन-अभ्यास.pdf', videoObject: ticket.objectPath });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const { member } = await buyer('file-learner@example.com');
    const lesson = (await as(member, 'GET', `/api/me/course/${SLUG}/days/1`)).json();
    expect(lesson).toMatchObject({ fileUrl: `/api/me/course/${SLUG}/days/1/file`, fileName: 'दिन-अभ्यास.pdf', videoUrl: `/api/me/course/${SLUG}/days/1/video` });
    const file = await as(member, 'GET', lesson.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(file.headers['cache-control']).toContain('no-store');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/2/file`)).statusCode).toBe(403);
    expect((await as(await createUser(t, { emailVerified: true }), 'GET', lesson.fileUrl)).statusCode).toBe(403);
    // Not a public image: the public address knows nothing of it.
    expect((await as(null, 'GET', `/api/serve${ticket.objectPath}`)).statusCode).toBe(404);
    await writeLessons();
  });

  it("opens days at 06:00 on the learner's clock, across a month's end and a change of daylight saving", () => {
    // Paid at 23:30 in London on 27 March 2027 (GMT); the clocks go forward at 01:00 UTC on the 28th, so day 2's 06:00 is BST.
    const paid = new Date('2027-03-27T23:30:00Z');
    expect(dayOpensAt(paid, 'Europe/London', 1)).toEqual(paid);
    expect(dayOpensAt(paid, 'Europe/London', 2).toISOString()).toBe('2027-03-28T05:00:00.000Z');
    expect(dayOpensAt(paid, 'Europe/London', 3).toISOString()).toBe('2027-03-29T05:00:00.000Z');
    // IST: 06:00 is 00:30 UTC; a start late in the IST evening of 31 January opens day 2 on 1 February.
    expect(dayOpensAt(new Date('2027-01-31T17:00:00Z'), 'Asia/Kolkata', 2).toISOString()).toBe('2027-02-01T00:30:00.000Z');
    const words = openingWords(new Date('2027-03-29T05:00:00Z'), 'Europe/London', 'hi');
    expect(words.ist).toContain('10:30');
    // The zone named by its city, as everywhere on the site (issue 51).
    expect(words.local).toContain('London');
    expect(openingWords(new Date('2027-02-01T00:30:00Z'), 'Asia/Kolkata', 'en')).toEqual({ ist: expect.stringContaining('6:00 am'), local: null });
  });

  it('refuses a member who did not buy (403), an unknown course (404) and a visitor (401)', async () => {
    const other = await createUser(t, { emailVerified: true });
    expect((await as(other, 'GET', `/api/me/course/${SLUG}`)).statusCode).toBe(403);
    expect((await as(other, 'GET', `/api/me/course/${SLUG}/days/1`)).statusCode).toBe(403);
    expect((await as(other, 'GET', '/api/me/course/no-such-course')).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/me/course/astrology-numerology')).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/me/course/${SLUG}`)).statusCode).toBe(401);
    // An account that claims the address without verifying it sees nothing bought with it.
    const { id } = await buyer('verified-buyer@example.com');
    expect(id).toBeTruthy();
    const claimer = await createUser(t, { email: 'claimer@example.com' });
    expect((await as(claimer, 'GET', `/api/me/course/${SLUG}`)).statusCode).toBe(403);
  });

  it('ends access with a refund', async () => {
    const { member, id } = await buyer('refunded-learner@example.com');
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/1`)).statusCode).toBe(200);
    const [pay] = await db().select().from(payments).where(and(eq(payments.registrationId, id), eq(payments.status, 'paid')));
    const refunded = await as(admin, 'POST', `/api/admin/payments/${pay.id}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ registrationStatus: 'refunded' });
    expect((await as(member, 'GET', `/api/me/course/${SLUG}`)).statusCode).toBe(403);
    expect((await as(member, 'GET', `/api/me/course/${SLUG}/days/1`)).statusCode).toBe(403);
    expect((await as(member, 'GET', '/api/me/courses')).json()).toEqual([]);
  });

  it('writes one "day open" e-mail per learner and day, never twice; the payment e-mail leads to the course', async () => {
    const { id } = await buyer('daily@example.com', 'hi');
    const [paid] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, 'daily@example.com'), eq(emailOutbox.kind, 'payment-received')));
    expect(paid.text).toContain(`/hi/course/${SLUG}`);
    const dayMails = () => db().select().from(emailOutbox).where(and(eq(emailOutbox.to, 'daily@example.com'), like(emailOutbox.dedupeKey, `course-day:${id}:%`)));

    const course = t.app.services.course;
    await course.openDue();
    expect(await dayMails()).toHaveLength(0);
    const [enrolment] = await db().select().from(courseEnrolments).where(eq(courseEnrolments.registrationId, id));
    const opens2 = dayOpensAt(enrolment.startedAt, enrolment.timeZone, 2);
    await course.openDue(new Date(opens2.getTime() - 1000));
    expect(await dayMails()).toHaveLength(0);
    // Two instances at once, then again later the same day: one e-mail.
    await Promise.all([course.openDue(opens2), course.openDue(opens2)]);
    await course.openDue(new Date(opens2.getTime() + 3_600_000));
    const mails = await dayMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'course-day-open', locale: 'hi', dedupeKey: `course-day:${id}:2` });
    expect(mails[0].subject).toMatch(/[\u0900-\u097F]/);
    expect(mails[0].text).toContain(`/hi/course/${SLUG}`);

    await course.openDue(dayOpensAt(enrolment.startedAt, enrolment.timeZone, 3));
    await course.openDue(dayOpensAt(enrolment.startedAt, enrolment.timeZone, 3));
    expect((await dayMails()).map((m) => m.dedupeKey).sort()).toEqual([`course-day:${id}:2`, `course-day:${id}:3`]);
  });

  it('sends the WhatsApp template course_day_open beside the e-mail to a learner who opted in', () => {
    const note = whatsAppNote({ phone: '+91 98765 43210', fullName: 'Asha Patel', email: 'a@example.com', locale: 'hi', formData: { whatsappOptIn: true } }, 'course-day-open', { title: 'कोर्स', day: '2', link: 'https://x.example/hi/course/c' });
    expect(note).toEqual({ to: '919876543210', template: 'course_day_open', params: ['Asha Patel', 'कोर्स', '2', 'https://x.example/hi/course/c'] });
  });

  it('does not refund a self-service cancellation once day 1 opened: the founder decides', async () => {
    const { member, id } = await buyer('cancelling-learner@example.com');
    const link = linkSignerFor(t.config).sign('cancel-registration', id);
    const preview = await as(null, 'GET', `/api/registrations/${id}/refund-preview?sig=${link.signature}&exp=${link.exp}`);
    expect(preview.json()).toMatchObject({ paidInr: 4999, refundInr: 0 });
    const cancelled = await as(null, 'POST', `/api/registrations/${id}/cancel`, { signature: link.signature, exp: link.exp });
    expect(cancelled.statusCode).toBe(200);
    const [pay] = await db().select().from(payments).where(eq(payments.registrationId, id));
    expect(pay.refundedInr).toBe(0);
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, pay.id))).toEqual([]);
    // Cancelled: no access (the founder may still refund it by hand).
    expect((await as(member, 'GET', `/api/me/course/${SLUG}`)).statusCode).toBe(403);
  });
});
