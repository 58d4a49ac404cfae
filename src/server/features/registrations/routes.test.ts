import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, idempotencyKeys, registrations, webinars } from '../../db/schema.ts';
import { linkQuery, linkSignerFor } from '../../lib/signed-links.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { consultancyPayload, coursePayload, eventPayload, insertWebinar, post, register, webinarPayload } from './testing.ts';

type Json = Record<string, unknown>;
/** Sets a value at a dotted path of a copy of `payload` (undefined deletes it). */
function withValue(payload: Json, path: string, value: unknown): Json {
  const copy = structuredClone(payload);
  const keys = path.split('.');
  let node = copy as Json;
  for (const key of keys.slice(0, -1)) node = node[key] as Json;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

describe.each(testDatabaseKinds())('registrations API on %s', (kind) => {
  let freeWebinarId: string;
  let paidWebinarId: string;
  const count = async () => t.db.database.db.$count(registrations);

  const { t } = withApp(kind, { env: { ADMIN_NOTIFY_EMAIL: 'founder@example.com' } });
  beforeAll(async () => {
    const list = (await t.app.inject({ url: '/api/webinars' })).json() as { id: string; priceInr: number; isPast: boolean; category: string }[];
    freeWebinarId = list.find((w) => w.priceInr === 0 && !w.isPast && w.category === 'webinar')!.id;
    paidWebinarId = list.find((w) => w.priceInr === 499)!.id;
  });

  describe('unified registration: every rule and message of spec §5', () => {
    const base = () => webinarPayload('00000000-0000-4000-8000-000000000000') as unknown as Json;
    const cases: [string, string, unknown, string][] = [
      ['full name missing', 'userData.fullName', undefined, 'Full name is required'],
      ['full name blank', 'userData.fullName', '   ', 'Full name is required'],
      ['full name of one letter', 'userData.fullName', 'A', 'Full name must be at least 2 characters'],
      ['email missing', 'userData.email', '', 'Email address is required'],
      ['email invalid', 'userData.email', 'asha@', 'Please enter a valid email address'],
      ['phone missing', 'userData.phone', '', 'Phone number is required'],
      ['phone under 10 characters', 'userData.phone', '98765', 'Please enter a valid phone number (at least 10 digits)'],
      ['city missing', 'userData.city', '', 'City is required'],
      ['date of birth missing', 'userData.dateOfBirth', '', 'Date of birth is required'],
      ['date of birth not a date', 'userData.dateOfBirth', '1990-02-31', 'Please enter a valid date of birth'],
      ['date of birth in the future', 'userData.dateOfBirth', '2999-01-01', 'Please enter a valid date of birth'],
      ['time of birth malformed', 'userData.timeOfBirth', '25:99', 'Please enter the time as hours and minutes'],
      ['place of birth missing', 'userData.placeOfBirth', undefined, 'Place of birth is required'],
      ['gender not one of the three', 'userData.gender', 'other', 'Please select a gender'],
      ['webinar area of interest missing', 'userData.areaOfInterest', undefined, 'Please choose your main area of interest'],
      ['webinar not chosen', 'webinarId', undefined, 'Select a webinar to register for'],
      ['agreement not ticked', 'agreements.confidentiality', false, 'Please tick this box to continue'],
      ['registration type unknown', 'registrationType', 'retreat', 'Please choose what you are registering for'],
    ];
    it.each(cases)('%s → 400 with the message on %s', async (_name, path, value, message) => {
      const before = await count();
      const res = await register(t, withValue(base(), path, value));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: { [path]: message } });
      expect(await count()).toBe(before);
    });

    const consultancyCases: [string, string, unknown, string][] = [
      ['concern description given but blank', 'userData.concernDescription', '  ', "Please describe what you'd like to discuss"],
      ['occupation given but blank', 'userData.occupation', ' ', 'Occupation is required'],
      ['age group not a group', 'userData.ageGroup', 'teen', 'Please select an age group'],
      ['WhatsApp number too short', 'userData.whatsapp', '12345', 'Please enter a valid WhatsApp number'],
    ];
    it.each(consultancyCases)('consultancy: %s → %s', async (_name, path, value, message) => {
      const res = await register(t, withValue(consultancyPayload() as unknown as Json, path, value));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[path]).toBe(message);
    });

    const courseCases: [string, string, unknown, string][] = [
      ['motivation given but blank', 'userData.courseMotivation', '', 'Please tell us what draws you to the course'],
      ['expectations given but blank', 'userData.courseExpectations', ' ', 'Please share your expectations'],
      ['learning format missing', 'userData.learningFormat', undefined, 'Please choose a learning format'],
      ['sciences of interest given but empty', 'userData.sciencesInterest', [], 'Please tell us which courses interest you'],
    ];
    it.each(courseCases)('course: %s → %s', async (_name, path, value, message) => {
      const res = await register(t, withValue(coursePayload() as unknown as Json, path, value));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[path]).toBe(message);
    });

    it('leaves the other consultancy and course fields optional, and gender defaults to prefer-not-to-say', async () => {
      const minimal = { registrationType: 'consultancy', userData: { fullName: 'Jo', email: 'jo@example.com', phone: '9876543210', city: 'Rajkot', dateOfBirth: '2001-01-01', placeOfBirth: 'Rajkot' }, agreements: consultancyPayload().agreements };
      const res = await register(t, minimal);
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, res.json().id));
      expect(row.formData.gender).toBe('prefer-not-to-say');
      const course = await register(t, { ...coursePayload('course-min@example.com'), userData: { ...coursePayload().userData, courseMotivation: undefined, courseExpectations: undefined, sciencesInterest: undefined } });
      expect(course.statusCode).toBe(201);
    });

    it('answers in the visitor\'s language (Hindi by ?lang, Gujarati by the language cookie)', async () => {
      const hi = await register(t, withValue(base(), 'userData.fullName', 'A'), { url: '/api/unified-registration?lang=hi' });
      expect(hi.json().error.fields['userData.fullName']).toBe('पूरा नाम कम से कम 2 अक्षरों का होना चाहिए');
      const gu = await register(t, withValue(base(), 'userData.city', ''), { cookies: { i18nextLng: 'gu' } });
      expect(gu.json().error.fields['userData.city']).toBe('શહેર જરૂરી છે');
    });

    it('refuses junk bodies and a filled honeypot with a 4xx, never a 500', async () => {
      for (const payload of ['not json', '[]', 'null', '{"registrationType":{"$gt":""}}']) {
        const res = await register(t, payload, { headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBe(400);
      }
      const bot = await register(t, { ...consultancyPayload(), website: 'http://spam.example' });
      expect(bot.statusCode).toBe(400);
      const badKey = await register(t, consultancyPayload(), { headers: { 'idempotency-key': 'x' } });
      expect(badKey.statusCode).toBe(400);
    });
  });

  describe('event registration: every rule and message of spec §5', () => {
    const cases: [string, unknown, string][] = [
      ['fullName', 'R', 'Full name is required'],
      ['email', 'ravi.example.com', 'Please enter a valid email'],
      ['phone', '12345', 'Please enter a valid phone number'],
      ['age', '', 'Age is required'],
      ['gender', 'unknown', 'Please select your gender'],
      ['city', 'V', 'City is required'],
      ['meditationExperience', undefined, 'Please select your experience level'],
      ['reasonForJoining', 'calm', 'Please tell us why you want to join'],
      ['timeZone', 'cet', 'Please select your time zone'],
      ['communicationPreference', 'fax', 'Please select your preference'],
      ['emergencyContact', 'Meera', 'Emergency contact is required'],
      ['consent', false, 'You must agree to participate'],
      ['privacyAgreement', undefined, 'You must agree to privacy policy'],
    ];
    it.each(cases)('%s = %j → "%s"', async (field, value, message) => {
      const before = await count();
      const res = await register(t, withValue(eventPayload() as unknown as Json, field, value));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await count()).toBe(before);
    });

    it('takes expectations, special requirements and the profile photo as optional', async () => {
      const payload = withValue(withValue(eventPayload('optional@example.com') as unknown as Json, 'expectations', undefined), 'specialRequirements', undefined);
      const res = await register(t, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('confirmed');
      const photo = await register(t, { ...eventPayload('photo@example.com'), profilePhoto: 'javascript:alert(1)' });
      expect(photo.statusCode).toBe(400);
    });

    it('stores the event payload of spec §3 against the meditation circle\'s next occurrence, found by the series\' slug', async () => {
      const res = await register(t, eventPayload('stored@example.com'), { url: '/api/unified-registration?lang=gu' });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, res.json().id));
      const circle = (await t.app.inject({ url: '/api/webinars/monthly-meditation-circle' })).json();
      expect(row).toMatchObject({ type: 'event', status: 'confirmed', webinarId: circle.id, locale: 'gu', amountInr: 0, email: 'stored@example.com' });
      expect(row.formData).toMatchObject({ type: 'event', eventId: circle.id, meditationExperience: 'some-experience', timeZone: 'ist', communicationPreference: 'whatsapp', consent: true, privacyAgreement: true });
      expect(row.formData).not.toHaveProperty('website');
    });

    it('answers 404 for an event that does not exist', async () => {
      const res = await register(t, eventPayload('nobody@example.com', 'no-such-event'));
      expect(res.statusCode).toBe(404);
    });
  });

  describe('what is stored and answered', () => {
    it('answers { id, status } with an unguessable id: confirmed, pending_payment by type', async () => {
      const free = await register(t, webinarPayload(freeWebinarId, 'free@example.com'));
      expect(free.statusCode).toBe(201);
      expect(free.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), status: 'confirmed' });
      expect((await register(t, webinarPayload(paidWebinarId, 'paid@example.com'))).json().status).toBe('pending_payment');
      expect((await register(t, consultancyPayload('c@example.com'))).json().status).toBe('pending_payment');
      expect((await register(t, coursePayload('k@example.com'))).json().status).toBe('pending_payment');
    });

    it('takes the amount from the server, whatever the browser says, and keeps the typed fields in formData', async () => {
      const payload = { ...consultancyPayload('amount@example.com'), amount: 1, amountInr: 1, userData: { ...consultancyPayload().userData, email: 'amount@example.com', amount: 1 } };
      const res = await register(t, payload, { url: '/api/unified-registration?lang=hi' });
      const [row] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, res.json().id));
      // The seeded astrology consultation (testing.ts books it): ₹2,999 in the catalogue.
      expect(row).toMatchObject({ type: 'consultancy', status: 'pending_payment', amountInr: 2999, locale: 'hi', webinarId: null, phone: '+91 98765 43210', city: 'Ahmedabad' });
      expect(row.formData).toMatchObject({
        registrationType: 'consultancy',
        fullName: 'Asha Patel',
        preferredMode: 'online',
        concernCategory: 'relationship',
        consent: true,
      });
      // Payment state is the ledger's and the registration's own (issue 48), not copied into the answers.
      for (const key of ['paymentStatus', 'amount']) expect(row.formData).not.toHaveProperty(key);
      const course = await register(t, coursePayload('course-amount@example.com'));
      const [courseRow] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, course.json().id));
      expect(courseRow.amountInr).toBe(4999);
      const paid = await register(t, webinarPayload(paidWebinarId, 'paid-amount@example.com'));
      const [paidRow] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, paid.json().id));
      expect(paidRow.amountInr).toBe(499);
    });

    it('ignores a webinar id sent with a consultancy', async () => {
      const res = await register(t, { ...consultancyPayload('ignore@example.com'), webinarId: freeWebinarId });
      const [row] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, res.json().id));
      expect(row.webinarId).toBeNull();
    });

    it('refuses a webinar that is unknown, inactive or over', async () => {
      expect((await register(t, webinarPayload('00000000-0000-4000-8000-000000000000', 'x1@example.com'))).statusCode).toBe(404);
      expect((await register(t, webinarPayload('not-a-uuid', 'x2@example.com'))).statusCode).toBe(404);
      const past = await insertWebinar(t, { startsAt: new Date(Date.now() - 7 * 86_400_000) });
      const res = await register(t, webinarPayload(past.id, 'x3@example.com'));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Registration for this webinar or event has closed.');
      const inactive = await insertWebinar(t, { isActive: false });
      expect((await register(t, webinarPayload(inactive.id, 'x4@example.com'))).statusCode).toBe(409);
    });

    it('answers the same e-mail twice for an event exactly as a first registration, and tells the address by e-mail, once a day (issue 49 item 14)', async () => {
      const mailsTo = (to: string) => t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
      const first = await register(t, webinarPayload(freeWebinarId, 'twice@example.com'));
      expect(first.statusCode).toBe(201);
      const before = await count();
      const fresh = await register(t, webinarPayload(freeWebinarId, 'someone-new@example.com'), { url: '/api/unified-registration?lang=hi' });
      const again = await register(t, webinarPayload(freeWebinarId, 'TWICE@Example.com'), { url: '/api/unified-registration?lang=hi' });
      // The same status, headers and shape as a new address gets; an id that names nothing stored.
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(again.json().status).toBe(fresh.json().status);
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
      expect(again.json().id).not.toBe(first.json().id);
      expect(await t.db.database.db.$count(registrations, eq(registrations.id, again.json().id))).toBe(0);
      expect(await count()).toBe(before + 1);
      // The address's owner is told they are already in, in their registration's language (English here), naming nothing the second form typed.
      const told = (await mailsTo('twice@example.com')).filter((m) => m.kind === 'registration-already-registered');
      expect(told).toHaveLength(1);
      expect(told[0].locale).toBe('en');
      expect(told[0].text).toContain('You were already registered');
      expect(told[0].text).toContain(`/registration/cancel?id=${first.json().id}&sig=`);
      // Repeats the same day add no e-mail (the outbox's dedupe key decides).
      for (let i = 0; i < 3; i++) expect((await register(t, webinarPayload(freeWebinarId, 'twice@example.com'))).statusCode).toBe(201);
      expect((await mailsTo('twice@example.com')).filter((m) => m.kind === 'registration-already-registered')).toHaveLength(1);
      expect(await count()).toBe(before + 1);

      // A paid event: pending_payment, as for a new address.
      const paidFirst = await register(t, webinarPayload(paidWebinarId, 'twice-paid@example.com'), { url: '/api/unified-registration?lang=gu' });
      const paidAgain = await register(t, webinarPayload(paidWebinarId, 'twice-paid@example.com'));
      expect([paidFirst.statusCode, paidAgain.statusCode]).toEqual([201, 201]);
      expect(paidAgain.json().status).toBe('pending_payment');
      const paidTold = (await mailsTo('twice-paid@example.com')).filter((m) => m.kind === 'registration-already-registered');
      expect(paidTold.map((m) => m.locale)).toEqual(['gu']);
      expect(paidTold[0].subject).toMatch(/[\u0A80-\u0AFF]/);
      // Its payment page works (issue 49 items 7 and 14): the answer has a first one's shape, and its
      // signed link pays the seat still waiting, its hold renewed as a first registration's starts.
      expect(Object.keys(paidAgain.json()).sort()).toEqual(['id', 'paymentUrl', 'status']);
      expect(Object.keys(paidFirst.json()).sort()).toEqual(['id', 'paymentUrl', 'status']);
      const link = new URL(paidAgain.json().paymentUrl, t.config.publicUrl);
      expect(link.pathname).toBe('/payment');
      expect(link.searchParams.get('registrationId')).toBe(paidFirst.json().id);
      expect(paidAgain.json().id).toBe(paidFirst.json().id);
      const [held] = await t.db.database.db.select().from(registrations).where(eq(registrations.id, paidFirst.json().id));
      expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
      const sig = link.searchParams.get('sig')!;
      const exp = link.searchParams.get('exp')!;
      const started = await post(t, `/api/registrations/${paidFirst.json().id}/payment?sig=${sig}&exp=${exp}`, { method: 'card' });
      expect(started.statusCode).toBe(200);
      const sameForEvent = await register(t, eventPayload('twice-event@example.com'));
      expect(sameForEvent.statusCode).toBe(201);
      expect((await register(t, eventPayload('twice-event@example.com'))).statusCode).toBe(201);
    });

    it('writes the confirmation, the admin notice and two reminders in the same transaction', async () => {
      const res = await register(t, webinarPayload(freeWebinarId, 'mails@example.com'), { url: '/api/unified-registration?lang=gu' });
      const id = res.json().id as string;
      const rows = await t.db.database.db.select().from(emailOutbox);
      const mine = rows.filter((r) => r.to === 'mails@example.com');
      expect(mine.map((r) => r.kind).sort()).toEqual(['registration-confirmed', 'reminder-1h', 'reminder-24h']);
      const confirmation = mine.find((r) => r.kind === 'registration-confirmed')!;
      expect(confirmation.locale).toBe('gu');
      expect(confirmation.subject).toMatch(/[\u0A80-\u0AFF]/);
      expect(confirmation.ics).toContain('DTSTART;TZID=Asia/Kolkata:');
      expect(confirmation.text).toContain(`/registration/cancel?id=${id}&sig=`);
      const webinar = (await t.app.inject({ url: `/api/webinars/${freeWebinarId}` })).json();
      const reminders = mine.filter((r) => r.kind.startsWith('reminder'));
      expect(reminders.map((r) => Date.parse(webinar.date) - r.sendAfter.getTime()).sort((a, b) => a - b)).toEqual([3_600_000, 86_400_000]);
      expect(reminders.map((r) => r.dedupeKey).sort()).toEqual([`reminder:${id}:1h`, `reminder:${id}:24h`]);
      expect(rows.some((r) => r.to === 'founder@example.com' && r.kind === 'admin-registration-new' && r.text.includes('mails@example.com'))).toBe(true);
    });

    it('stores nothing, e-mails included, when a registration fails', async () => {
      const outbox = await t.db.database.db.$count(emailOutbox);
      await register(t, webinarPayload(freeWebinarId, 'twice@example.com'));
      await register(t, webinarPayload(freeWebinarId, ''));
      expect(await t.db.database.db.$count(emailOutbox)).toBe(outbox);
    });
  });

  describe('capacity', () => {
    it('confirms exactly the last 5 seats among 50 concurrent registrations; the rest are waitlisted; no 5xx', async () => {
      const webinar = await insertWebinar(t, { maxAttendees: 8 });
      for (let i = 0; i < 3; i++) expect((await register(t, webinarPayload(webinar.id, `early${i}@example.com`))).json().status).toBe('confirmed');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => register(t, webinarPayload(webinar.id, `race${i}@example.com`))));
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 201)).toEqual([]);
      const statuses = answers.map((a) => a.json().status as string);
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(5);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(45);
      const stored = await t.db.database.db.select().from(registrations).where(eq(registrations.webinarId, webinar.id));
      expect(stored.filter((r) => r.status === 'confirmed')).toHaveLength(8);
      expect((await t.app.inject({ url: `/api/webinars/${webinar.id}` })).json().seatsLeft).toBe(0);
      // The waitlisted are told so by e-mail.
      const waitMail = await t.db.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'registration-waitlisted'));
      expect(waitMail.filter((m) => m.to.startsWith('race'))).toHaveLength(45);
    });

    it('counts pending payments as taken seats, and a full paid webinar waitlists too', async () => {
      const webinar = await insertWebinar(t, { maxAttendees: 1, priceInr: 499 });
      expect((await register(t, webinarPayload(webinar.id, 'p1@example.com'))).json().status).toBe('pending_payment');
      expect((await register(t, webinarPayload(webinar.id, 'p2@example.com'))).json().status).toBe('waitlisted');
    });
  });

  describe('idempotency', () => {
    it('replays the first answer for a retry with the same key and stores nothing new', async () => {
      const key = 'retry-0001-abcdefgh';
      const first = await register(t, consultancyPayload('idem@example.com'), { headers: { 'idempotency-key': key } });
      expect(first.statusCode).toBe(201);
      const before = { regs: await count(), mails: await t.db.database.db.$count(emailOutbox) };
      const second = await register(t, consultancyPayload('idem@example.com'), { headers: { 'idempotency-key': key } });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await count()).toBe(before.regs);
      expect(await t.db.database.db.$count(emailOutbox)).toBe(before.mails);
    });

    it('stores one registration for concurrent retries with the same key', async () => {
      const key = 'concurrent-key-123456';
      const before = await count();
      const answers = await Promise.all(Array.from({ length: 10 }, () => register(t, consultancyPayload('idem2@example.com'), { headers: { 'idempotency-key': key } })));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await count()).toBe(before + 1);
      expect(await t.db.database.db.$count(idempotencyKeys, like(idempotencyKeys.key, `%${key}`))).toBe(1);
    });

    it('refuses a key reused for different details', async () => {
      const key = 'reused-key-abcdefgh';
      await register(t, consultancyPayload('one@example.com'), { headers: { 'idempotency-key': key } });
      const other = await register(t, consultancyPayload('two@example.com'), { headers: { 'idempotency-key': key } });
      expect(other.statusCode).toBe(422);
    });

    it('lets a key whose first attempt failed be used again', async () => {
      const key = 'failed-first-12345678';
      const webinar = await insertWebinar(t, { maxAttendees: 3, isActive: false });
      expect((await register(t, webinarPayload(webinar.id, 'dup@example.com'), { headers: { 'idempotency-key': key } })).statusCode).toBe(409);
      expect((await register(t, webinarPayload(webinar.id, 'dup@example.com'), { headers: { 'idempotency-key': key } })).statusCode).toBe(409);
      await t.db.database.db.update(webinars).set({ isActive: true }).where(eq(webinars.id, webinar.id));
      const stored = await register(t, webinarPayload(webinar.id, 'dup@example.com'), { headers: { 'idempotency-key': key } });
      expect(stored.statusCode).toBe(201);
      expect(await t.db.database.db.$count(registrations, eq(registrations.id, stored.json().id))).toBe(1);
    });
  });

  describe('cancel and the waitlist', () => {
    it('refuses a bad signature, then cancels and confirms the first person waiting, by e-mail', async () => {
      const webinar = await insertWebinar(t, { maxAttendees: 1, zoomLink: 'https://meet.example.com/abc' });
      const a = (await register(t, webinarPayload(webinar.id, 'seat@example.com'))).json();
      const b = (await register(t, webinarPayload(webinar.id, 'first-waiting@example.com'), { url: '/api/unified-registration?lang=hi' })).json();
      const c = (await register(t, webinarPayload(webinar.id, 'second-waiting@example.com'))).json();
      expect([a.status, b.status, c.status]).toEqual(['confirmed', 'waitlisted', 'waitlisted']);

      const signer = linkSignerFor(t.config);
      for (const link of [{ signature: 'bad' }, signer.sign('cancel-registration', b.id), signer.sign('resume-payment', a.id)]) {
        const refused = await post(t, `/api/registrations/${a.id}/cancel`, link);
        expect(refused.statusCode).toBe(403);
      }
      expect((await t.db.database.db.select().from(registrations).where(eq(registrations.id, a.id)))[0].status).toBe('confirmed');

      const ok = await post(t, `/api/registrations/${a.id}/cancel`, signer.sign('cancel-registration', a.id));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: a.id, status: 'cancelled' });
      const statusOf = async (id: string) => (await t.db.database.db.select().from(registrations).where(eq(registrations.id, id)))[0].status;
      expect(await statusOf(b.id)).toBe('confirmed');
      expect(await statusOf(c.id)).toBe('waitlisted');

      const outbox = await t.db.database.db.select().from(emailOutbox);
      const promoted = outbox.find((m) => m.to === 'first-waiting@example.com' && m.kind === 'waitlist-promoted')!;
      expect(promoted.locale).toBe('hi');
      expect(promoted.ics).toContain('DTSTART;TZID=Asia/Kolkata:');
      expect(promoted.text).toMatch(/\/join\/[\w-]{32}/);
      expect(promoted.text).not.toContain('https://meet.example.com/abc');
      expect(outbox.some((m) => m.to === 'seat@example.com' && m.kind === 'registration-cancelled')).toBe(true);
      // The cancelled person's reminders are gone; the promoted person's are scheduled.
      expect(outbox.filter((m) => m.to === 'seat@example.com' && m.kind.startsWith('reminder'))).toEqual([]);
      expect(outbox.filter((m) => m.to === 'first-waiting@example.com' && m.kind.startsWith('reminder'))).toHaveLength(2);

      // Repeating the cancellation changes nothing more.
      const again = await post(t, `/api/registrations/${a.id}/cancel`, signer.sign('cancel-registration', a.id));
      expect(again.json().status).toBe('cancelled');
      expect(await statusOf(c.id)).toBe('waitlisted');
      // The same person may register again after cancelling (and waits, as the seat went to b).
      expect((await register(t, webinarPayload(webinar.id, 'seat@example.com'))).json().status).toBe('waitlisted');
    });

    it('does not promote anyone when a waitlisted person leaves', async () => {
      const webinar = await insertWebinar(t, { maxAttendees: 1 });
      await register(t, webinarPayload(webinar.id, 'holder@example.com'));
      const w1 = (await register(t, webinarPayload(webinar.id, 'w1@example.com'))).json();
      const w2 = (await register(t, webinarPayload(webinar.id, 'w2@example.com'))).json();
      const signer = linkSignerFor(t.config);
      await post(t, `/api/registrations/${w1.id}/cancel`, signer.sign('cancel-registration', w1.id));
      const [row] = await t.db.database.db.select().from(registrations).where(and(eq(registrations.id, w2.id)));
      expect(row.status).toBe('waitlisted');
    });

    it('answers 404 for unknown or malformed ids with a valid-looking signature', async () => {
      const signer = linkSignerFor(t.config);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await post(t, `/api/registrations/${id}/cancel`, signer.sign('cancel-registration', id));
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('summary', () => {
    it('tells the payment page what is being paid, with no personal data', async () => {
      const reg = (await register(t, webinarPayload(paidWebinarId, 'summary@example.com'))).json();
      const res = await t.app.inject({ url: `/api/registrations/${reg.id}/summary?lang=hi` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: reg.id, type: 'webinar', status: 'pending_payment', amountInr: 499, paid: false, event: { title: expect.stringMatching(/[\u0900-\u097F]/) } });
      expect(res.json().offering).toBe(res.json().event.title);
      expect(res.body).not.toContain('summary@example.com');
    });

    it('answers 404 for unknown ids and 403 for a bad resume signature', async () => {
      expect((await t.app.inject({ url: '/api/registrations/00000000-0000-4000-8000-000000000000/summary' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/registrations/abc/summary' })).statusCode).toBe(404);
      const reg = (await register(t, consultancyPayload('sig@example.com'))).json();
      expect((await t.app.inject({ url: `/api/registrations/${reg.id}/summary?sig=forged` })).statusCode).toBe(403);
      const link = linkSignerFor(t.config).sign('resume-payment', reg.id);
      expect((await t.app.inject({ url: `/api/registrations/${reg.id}/summary?${linkQuery(link)}` })).statusCode).toBe(200);
    });
  });
});
