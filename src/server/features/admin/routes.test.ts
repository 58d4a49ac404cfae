import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema, auditEntrySchema, formResponseRecordSchema, registrationRecordSchema, submissionRowSchema } from '../../../shared/contracts/admin.ts';
import { contacts, formResponses, formVersions, forms, payments, registrations } from '../../db/schema.ts';
import { type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { consultancyPayload, coursePayload, eventPayload, nextAddress, register, webinarPayload, payLink } from '../registrations/testing.ts';
import { istWeekStart, lastWeeks } from './stats.ts';

const consultancyAnswers = (name: string, email: string, phone: string) => ({
  fullName: name,
  email,
  whatsapp: phone,
  ageGroup: '26-35',
  gender: 'female',
  occupation: 'Teacher',
  city: 'Rajkot',
  preferredMode: 'online',
  preferredTime: 'evening',
  concernCategory: 'parenting',
  consultancyConsent: true,
});

describe('weeks of the chart', () => {
  it('starts weeks on Monday in IST and lists the last 12, oldest first', () => {
    // Sunday 23:00 IST is still that week; Monday 00:30 IST starts the next.
    expect(istWeekStart(new Date('2030-01-06T17:30:00Z'))).toBe('2029-12-31');
    expect(istWeekStart(new Date('2030-01-06T19:00:00Z'))).toBe('2030-01-07');
    const weeks = lastWeeks(new Date('2030-01-08T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2030-01-07');
    expect(weeks[0]).toBe('2029-10-22');
  });
});

describe.each(testDatabaseKinds())('admin overview, activity and submissions on %s', (kind) => {
  let consultancyForm: { id: string };
  let webinarId: string;
  const { t, admin, member } = appWithPeople(kind);
  beforeAll(async () => {
    consultancyForm = (await t.app.inject({ url: '/api/forms/type/personal_consultancy' })).json();
    webinarId = (await t.app.inject({ url: '/api/webinars' })).json().find((w: { isPast: boolean; priceInr: number; category: string }) => !w.isPast && w.priceInr === 0 && w.category === 'webinar').id;

    const answer = (formId: string, responses: object, lang = 'en') =>
      t.app.inject({ method: 'POST', url: `/api/forms/${formId}/responses?lang=${lang}`, payload: { responses }, remoteAddress: nextAddress() });
    expect((await answer(consultancyForm.id, consultancyAnswers('अनन्या शर्मा', 'ananya@example.com', '+91 98250 11111'), 'hi')).statusCode).toBe(201);
    // The form changes (version 2 renames a field); the earlier answer keeps the label it was given.
    const [form] = await t.db.database.db.select().from(forms).where(eq(forms.id, consultancyForm.id));
    const renamed = form.fields.map((f) => (f.id === 'occupation' ? { ...f, label: 'Work or studies', translations: undefined } : f));
    await t.db.database.db.update(forms).set({ version: 2, fields: renamed }).where(eq(forms.id, form.id));
    await t.db.database.db.insert(formVersions).values({ formId: form.id, version: 2, title: form.title, description: form.description, fields: renamed });
    t.app.services.forms.invalidate();
    expect((await answer(consultancyForm.id, consultancyAnswers('Kiran Desai', 'kiran@example.com', '9825022222'))).statusCode).toBe(201);

    expect((await register(t, { ...consultancyPayload('jignesh@example.com'), userData: { ...consultancyPayload().userData, fullName: 'જિજ્ઞેશ પટેલ', email: 'jignesh@example.com', phone: '+91 99099 33333' } })).statusCode).toBe(201);
    expect((await register(t, webinarPayload(webinarId, 'web@example.com'))).statusCode).toBe(201);
    expect((await register(t, eventPayload('circle@example.com'))).statusCode).toBe(201);
    const course = (await register(t, coursePayload('course@example.com'))).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, payload: { method: 'upi' }, remoteAddress: nextAddress() })).statusCode).toBe(200);
    await t.db.database.db.insert(contacts).values([
      { name: 'A', email: 'a@example.com', message: 'Hello' },
      { name: 'B', email: 'b@example.com', message: 'Hello', responded: true },
    ]);
  });
  const get = (url: string, user: TestUser | null = admin, lang?: string) =>
    t.app.inject({ url, headers: user ? { cookie: user.cookie } : {}, cookies: lang ? { i18nextLng: lang } : undefined });

  it('keeps every admin read for admins', async () => {
    for (const url of [
      '/api/admin/stats',
      '/api/admin/audit',
      '/api/admin/submissions',
      '/api/admin/export/responses',
      '/api/admin/export/users',
      '/api/responses',
      `/api/forms/${consultancyForm.id}/responses`,
      '/api/registrations',
      '/api/unified-registrations',
      '/api/webinar-registrations',
      `/api/webinars/${webinarId}/registrations`,
      '/api/users',
      '/api/admin/webinars',
      '/api/admin/services',
      '/api/contact',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, member)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('counts real totals and registrations per week by type', async () => {
    const res = await get('/api/admin/stats');
    const stats = adminStatsSchema.parse(res.json());
    const paid = await t.db.database.db.select().from(payments).where(eq(payments.status, 'paid'));
    expect(stats).toMatchObject({
      users: { total: 2, admins: 1 },
      // Consultancy: 2 form responses and 1 registration; webinar: 1; event: 1; course: 1.
      registrations: { total: 6, consultancy: 3, webinar: 1, event: 1, course: 1, other: 0 },
      // The simulated payments of this test app are test payments: never revenue (issue 18 §3).
      revenueInr: paid.filter((p) => !p.isTest).reduce((sum, p) => sum + p.amountInr, 0),
      paidPayments: paid.filter((p) => !p.isTest).length,
      contacts: { total: 2, pending: 1 },
    });
    expect(paid.length).toBeGreaterThan(0);
    expect(stats.revenueInr).toBe(0); // payments/ledger.test.ts counts real ones
    expect(stats.upcomingEvents).toBeGreaterThan(0);
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly.at(-1)).toEqual({ weekStart: istWeekStart(new Date()), consultancy: 3, webinar: 1, course: 1, event: 1 });
    expect(stats.weekly.slice(0, -1).every((w) => w.consultancy + w.webinar + w.course + w.event === 0)).toBe(true);
  });

  it('lists dynamic-form responses with the labels of the version they answered', async () => {
    const all = (await get('/api/responses')).json().items;
    for (const r of all) formResponseRecordSchema.parse(r);
    const ananya = all.find((r: { email: string }) => r.email === 'ananya@example.com');
    const kiran = all.find((r: { email: string }) => r.email === 'kiran@example.com');
    expect(ananya).toMatchObject({ formVersion: 1, formTitle: 'Personal Consultancy', name: 'अनन्या शर्मा', locale: 'hi' });
    expect(ananya.labels.occupation).toBe('Occupation');
    expect(kiran.labels.occupation).toBe('Work or studies');
    expect((await get(`/api/forms/${consultancyForm.id}/responses`)).json()).toMatchObject({ total: 2, page: 1, pageSize: 50, items: [expect.anything(), expect.anything()] });
    expect((await get('/api/forms/00000000-0000-4000-8000-000000000000/responses')).statusCode).toBe(404);
  });

  it('lists registrations by kind', async () => {
    const all = (await get('/api/registrations')).json().items;
    for (const r of all) registrationRecordSchema.parse(r);
    expect(all).toHaveLength(4);
    expect((await get('/api/unified-registrations')).json().items.map((r: { type: string }) => r.type).sort()).toEqual(['consultancy', 'course', 'webinar']);
    expect((await get('/api/webinar-registrations')).json().items.map((r: { type: string }) => r.type).sort()).toEqual(['event', 'webinar']);
    const one = (await get(`/api/webinars/${webinarId}/registrations`)).json().items;
    expect(one).toHaveLength(1);
    // The payment state is the record's (the ledger and the status), not a copy in the answers.
    expect(one[0].paymentStatus).toBe('free');
    expect(JSON.parse(one[0].formData)).toMatchObject({ email: 'web@example.com' });
    expect(JSON.parse(one[0].formData)).not.toHaveProperty('paymentStatus');
    expect((await get('/api/webinars/00000000-0000-4000-8000-000000000000/registrations')).statusCode).toBe(404);
  });

  it('shows both kinds of submissions in one table with the columns, badges and payment states of spec §2', async () => {
    const rows = (await get('/api/admin/submissions')).json().items;
    for (const r of rows) submissionRowSchema.parse(r);
    expect(rows).toHaveLength(6);
    const by = (email: string) => rows.find((r: { values: { email: string } }) => r.values.email === email);
    expect(by('ananya@example.com')).toMatchObject({
      source: 'form',
      badge: 'personalConsultancy',
      kind: 'consultancy',
      consent: true,
      paymentStatus: null,
      values: { fullName: 'अनन्या शर्मा', phone: '+91 98250 11111', age: '26-35', gender: 'Female', occupation: 'Teacher', city: 'Rajkot', timeSlot: 'Evening (6-9 PM)', primaryStruggle: 'Parenting', urgency: null },
    });
    expect(by('ananya@example.com').answers).toContainEqual({ label: 'Occupation', value: 'Teacher' });
    expect(by('kiran@example.com').answers).toContainEqual({ label: 'Work or studies', value: 'Teacher' });
    expect(by('jignesh@example.com')).toMatchObject({
      source: 'registration',
      badge: 'personalConsultancy',
      paymentStatus: 'pending',
      status: 'pending_payment',
      consent: true,
      values: { fullName: 'જિજ્ઞેશ પટેલ', dateOfBirth: '1990-04-12', timeOfBirth: '06:45', placeOfBirth: 'Surat', city: 'Ahmedabad' },
    });
    expect(by('web@example.com')).toMatchObject({ badge: 'webinar', paymentStatus: 'free', values: { heardAbout: 'Social media' } });
    expect(by('circle@example.com')).toMatchObject({ badge: 'event', kind: 'event', consent: true, values: { meditationExperience: 'Some experience', age: '34' } });
    expect(by('course@example.com')).toMatchObject({ badge: 'course', paymentStatus: 'paid', values: { paymentMode: 'UPI' } });
    // Newest first.
    const times = rows.map((r: { submittedAt: string }) => r.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    // In Hindi, the labels of the form follow the page language.
    const hi = (await get('/api/admin/submissions?lang=hi')).json().items;
    expect(hi.find((r: { values: { email: string } }) => r.values.email === 'ananya@example.com').values.gender).toBe('महिला');
  });

  it('filters by form type, date range and text over name, e-mail, phone and form id', async () => {
    const emails = async (query: string) => ((await get(`/api/admin/submissions?${query}`)).json().items as { values: { email: string } }[]).map((r) => r.values.email).sort();
    expect(await emails('type=consultancy')).toEqual(['ananya@example.com', 'jignesh@example.com', 'kiran@example.com']);
    expect(await emails('type=webinar')).toEqual(['web@example.com']);
    expect(await emails('type=event')).toEqual(['circle@example.com']);
    expect(await emails(`q=${encodeURIComponent('જિજ્ઞેશ')}`)).toEqual(['jignesh@example.com']);
    expect(await emails('q=KIRAN@EXAMPLE')).toEqual(['kiran@example.com']);
    expect(await emails('q=9825022222')).toEqual(['kiran@example.com']);
    expect(await emails('q=98250%2011111')).toEqual(['ananya@example.com']);
    expect(await emails(`q=${consultancyForm.id.slice(0, 13)}`)).toEqual(['ananya@example.com', 'kiran@example.com']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await emails('from=2000-01-01&to=2000-01-02')).toEqual([]);
    expect(await emails('from=2000-01-01')).toHaveLength(6);
    expect(await emails(`to=2100-01-01&type=event`)).toEqual(['circle@example.com']);
    expect(today).toMatch(/^\d{4}/);
    const bad = await get('/api/admin/submissions?type=party&from=2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ type: expect.any(String), from: 'Please enter a real date' });
  });

  it('exports the filtered table as a dated CSV with a BOM, Hindi and Gujarati names intact and formulas neutralised', async () => {
    await t.db.database.db.update(registrations).set({ city: '=cmd|" /C calc"!A0' }).where(eq(registrations.email, 'jignesh@example.com'));
    const res = await get('/api/admin/export/responses?type=consultancy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="form-responses-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header.slice(0, 5)).toEqual(['#', 'Form type', 'Form or event', 'Full name', 'Email']);
    expect(header).toEqual(expect.arrayContaining(['Consent', 'Payment', 'Reference', 'Submitted']));
    expect(rows).toHaveLength(3);
    const name = header.indexOf('Full name');
    expect(rows.map((r) => r[name]).sort()).toEqual(['Kiran Desai', 'अनन्या शर्मा', 'જિજ્ઞેશ પટેલ'].sort());
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3']);
    expect(rows.flat()).toContain('\'=cmd|" /C calc"!A0');
    expect(rows.every((r) => r[1] === 'Personal Consultancy')).toBe(true);
    const hi = await get('/api/admin/export/responses', admin, 'hi');
    expect(parseCsv(hi.body.slice(1))[0][1]).toBe('फ़ॉर्म का प्रकार');
    // Nothing matches: a CSV with only the header row.
    expect(parseCsv((await get('/api/admin/export/responses?q=nobody-at-all')).body.slice(1))).toHaveLength(1);
  });

  it('shows who did what and when, newest first, naming what it was about', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/webinars', headers: { cookie: admin.cookie }, payload: { title: 'Audit me', date: '2031-01-01', time: '10:00' } });
    await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin.cookie }, payload: { name: 'New Person', email: 'new.person@example.com', password: 'long-enough-password', type: 'Free' } });
    const entries = (await get('/api/admin/audit?pageSize=5')).json().items;
    for (const e of entries) auditEntrySchema.parse(e);
    expect(entries[0]).toMatchObject({ action: 'user-created', entity: 'user', actorEmail: admin.email, subject: 'new.person@example.com' });
    expect(entries[1]).toMatchObject({ action: 'webinar-created', subject: 'Audit me' });
    expect((await get('/api/admin/audit?pageSize=500')).statusCode).toBe(400);
  });

  it('keeps responses stored with the version they answered', async () => {
    const versions = (await t.db.database.db.select().from(formResponses)).map((r) => r.formVersion).sort();
    expect(versions).toEqual([1, 2]);
  });
});
