import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_KEYS } from '../../../shared/contracts/form-responses.ts';
import { formSchema, type FieldDefinition } from '../../../shared/forms.ts';
import { emailOutbox, formResponses, forms } from '../../db/schema.ts';
import { type TestApp } from '../../testing/app.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { FORM_RESPONSE_RATE_LIMIT } from './routes.ts';

const ADMIN = 'founder@antarman.example';
let ip = 0;
type Extra = { cookies?: Record<string, string>; remoteAddress?: string; url?: string };
/** Each request from its own address, so the per-address rate limit stays out of the way. */
const post = (t: TestApp, formId: string, payload: unknown, extra: Extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: extra.url ?? `/api/forms/${formId}/responses`,
    payload: payload as object,
    remoteAddress: `10.1.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    ...extra,
  });

const consultancyAnswers = {
  fullName: '  Asha Patel ',
  email: 'asha@example.com',
  whatsapp: '+91 98765 43210',
  ageGroup: '26-35',
  gender: 'female',
  occupation: 'Teacher',
  city: 'Surat',
  preferredMode: 'online',
  preferredDay: 'weekends',
  preferredTime: '',
  concernCategory: 'parenting',
  concernDescription: 'My son and I argue every evening.',
  consultancyConsent: true,
};

/** A form with every field type, a required multi-valued checkbox and conditional fields. */
const everyRuleFields: FieldDefinition[] = [
  { id: 'name', type: 'text', label: 'Full name', required: true },
  { id: 'about', type: 'header', label: 'About you', required: false },
  { id: 'email', type: 'email', label: 'E-mail', required: true },
  { id: 'altEmail', type: 'email', label: 'Other e-mail', required: false },
  { id: 'phone', type: 'tel', label: 'Phone', required: true },
  { id: 'story', type: 'textarea', label: 'Your story', required: true },
  { id: 'mode', type: 'select', label: 'Mode', required: true, options: [{ value: 'online', label: 'Online' }, { value: 'in-person', label: 'In person' }] },
  { id: 'centre', type: 'radio', label: 'Centre', required: true, options: [{ value: 'ahmedabad', label: 'Ahmedabad' }, { value: 'surat', label: 'Surat' }], showWhen: { fieldId: 'mode', equals: 'in-person' } },
  { id: 'topics', type: 'checkbox', label: 'Topics', required: true, options: [{ value: 'sleep', label: 'Sleep' }, { value: 'stress', label: 'Stress' }] },
  { id: 'sleepNote', type: 'textarea', label: 'About your sleep', required: true, showWhen: { fieldId: 'topics', equals: 'sleep' } },
  { id: 'birthDate', type: 'date', label: 'Date of birth', required: true },
  { id: 'birthTime', type: 'time', label: 'Time of birth', required: false },
  { id: 'consent', type: 'checkbox', label: 'I agree', required: true },
];
const everyRuleAnswers = {
  name: 'Ravi Shah',
  email: 'ravi@example.com',
  altEmail: '',
  phone: '9876543210',
  story: 'Looking for calm.',
  mode: 'online',
  topics: ['stress'],
  birthDate: '1990-04-12',
  birthTime: '06:45',
  consent: true,
};

describe.each(testDatabaseKinds())('form responses on %s', (kind) => {
  let consultancyId: string;
  let webinarId: string;
  let everyRuleId: string;
  const responsesOf = (formId: string) => db().select().from(formResponses).where(eq(formResponses.formId, formId));
  const count = async () => (await db().select().from(formResponses)).length;

  const { t, db } = withApp(kind, { env: { ADMIN_EMAIL: ADMIN } });
  beforeAll(async () => {
    consultancyId = (await t.app.inject({ url: '/api/forms/type/personal_consultancy' })).json().id;
    webinarId = (await t.app.inject({ url: '/api/forms/type/webinar_registration' })).json().id;
    const [row] = await db().insert(forms).values({ title: 'Every rule', type: 'custom', fields: everyRuleFields, version: 4 }).returning();
    everyRuleId = row.id;
  });

  describe('GET /api/forms/:id', () => {
    it('serves an active form by id', async () => {
      const res = await t.app.inject({ url: `/api/forms/${consultancyId}` });
      expect(res.statusCode).toBe(200);
      const form = formSchema.parse(res.json());
      expect(form).toMatchObject({ id: consultancyId, type: 'personal_consultancy', isActive: true, version: 1 });
    });

    it('answers a translated 404 for an inactive, unknown or malformed id', async () => {
      const [inactive] = await db().insert(forms).values({ title: 'Old', fields: everyRuleFields, isActive: false }).returning();
      for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000', 'nonsense', "x' or 1=1 --"]) {
        const res = await t.app.inject({ url: `/api/forms/${encodeURIComponent(id)}`, cookies: { i18nextLng: 'hi' } });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.message).toBe('पंजीकरण फ़ॉर्म अभी उपलब्ध नहीं है। कृपया बाद में फिर से प्रयास करें या सहायता के लिए हमसे संपर्क करें।');
      }
    });
  });

  describe('POST /api/forms/:id/responses', () => {
    it('stores the answers with the form version, who sent them and the language, and notifies the founder', async () => {
      const res = await post(t, consultancyId, { responses: { ...consultancyAnswers, notAField: 'dropped' } }, { cookies: { i18nextLng: 'gu' } });
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      const [row] = await db().select().from(formResponses).where(eq(formResponses.id, id));
      expect(row).toMatchObject({
        formId: consultancyId,
        formVersion: 1,
        name: 'Asha Patel',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        locale: 'gu',
        userId: null,
      });
      expect(row.responses).toEqual({ ...consultancyAnswers, fullName: 'Asha Patel' });
      const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'form-response'));
      expect(mail).toMatchObject({ to: ADMIN, status: 'pending', replyTo: 'asha@example.com' });
      expect(mail.subject).toBe('New response: Personal Consultancy from Asha Patel');
      expect(mail.text).toContain('Full name: Asha Patel');
      expect(mail.text).toContain('What would you like help with?: Parenting');
      expect(mail.text).toContain('I agree that my details are used to arrange my consultation: Yes');
      expect(mail.text).toContain('Gujarati');
    });

    it('links the response to the account of a signed-in visitor', async () => {
      const member = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/forms/${everyRuleId}/responses`,
        payload: { responses: everyRuleAnswers },
        headers: { cookie: member.cookie },
        remoteAddress: '10.3.0.1',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await db().select().from(formResponses).where(eq(formResponses.id, res.json().id));
      expect(row.userId).toBe(member.user.id);
    });

    it('accepts the webinar form with its optional fields left empty', async () => {
      const res = await post(t, webinarId, {
        responses: { fullName: 'Meera Joshi', email: 'meera@example.com', whatsapp: '9876501234', motivation: 'healing', webinarConsent: true },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await responsesOf(webinarId);
      expect(row.responses).toEqual({
        fullName: 'Meera Joshi',
        email: 'meera@example.com',
        whatsapp: '9876501234',
        city: '',
        hearAbout: '',
        motivation: 'healing',
        expectations: [],
        challenges: '',
        receiveUpdates: false,
        webinarConsent: true,
      });
    });

    it('applies every rule of spec §5, each message under its field id', async () => {
      const before = await count();
      const res = await post(t, everyRuleId, { responses: { altEmail: 'not-an-address', mode: 'in-person', topics: ['sleep'] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_input',
        message: 'Some of the information is not valid. Please check the highlighted fields.',
        fields: {
          name: 'This field is required',
          email: 'Please enter a valid email address',
          altEmail: 'Please enter a valid email address',
          phone: 'Please enter a valid phone number',
          story: 'This field is required',
          centre: 'This field is required',
          sleepNote: 'This field is required',
          birthDate: 'This field is required',
          consent: 'This field is required',
        },
      });
      const none = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, topics: [], phone: '98765', consent: false } });
      expect(none.json().error.fields).toEqual({
        topics: 'Please select at least one option',
        phone: 'Please enter a valid phone number',
        consent: 'This field is required',
      });
      const choices = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, mode: 'by-post', topics: ['stress', 'money'], birthDate: '1990-02-31', birthTime: '25:00' } });
      expect(choices.json().error.fields).toEqual({
        mode: 'Please choose one of the options',
        topics: 'Please choose one of the options',
        birthDate: 'Please enter a valid date',
        birthTime: 'Please enter a valid time',
      });
      expect(await count()).toBe(before);
    });

    it('answers field messages in Hindi when the cookie says hi, and in Gujarati with ?lang=gu', async () => {
      const hi = await post(t, consultancyId, { responses: { ...consultancyAnswers, fullName: '', email: 'x', consultancyConsent: false } }, { cookies: { i18nextLng: 'hi' } });
      expect(hi.statusCode).toBe(400);
      expect(hi.json().error.fields).toEqual({
        fullName: 'यह फ़ील्ड आवश्यक है',
        email: 'कृपया मान्य ई-मेल पता दर्ज करें',
        consultancyConsent: 'यह फ़ील्ड आवश्यक है',
      });
      expect(hi.json().error.message).toMatch(/[\u0900-\u097F]/);
      const gu = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, topics: [] } }, { url: `/api/forms/${everyRuleId}/responses?lang=gu` });
      expect(gu.json().error.fields).toEqual({ topics: 'કૃપા કરીને ઓછામાં ઓછો એક વિકલ્પ પસંદ કરો' });
    });

    it('neither requires nor stores the fields hidden by a condition', async () => {
      const res = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, centre: 'nowhere', sleepNote: 'I sleep badly' } });
      expect(res.statusCode).toBe(201);
      const [row] = await db().select().from(formResponses).where(eq(formResponses.id, res.json().id));
      expect(row.responses).not.toHaveProperty('centre');
      expect(row.responses).not.toHaveProperty('sleepNote');
      expect(row.responses).not.toHaveProperty('about');
      expect(row).toMatchObject({ formVersion: 4, name: 'Ravi Shah', email: 'ravi@example.com', phone: '9876543210', locale: 'en' });

      const shown = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, mode: 'in-person', centre: 'surat', topics: ['sleep'], sleepNote: 'I wake at 3' } });
      expect(shown.statusCode).toBe(201);
      const [kept] = await db().select().from(formResponses).where(eq(formResponses.id, shown.json().id));
      expect(kept.responses).toMatchObject({ centre: 'surat', sleepNote: 'I wake at 3', topics: ['sleep'] });
    });

    it('checks against the current definition and records its version', async () => {
      const fields: FieldDefinition[] = [...everyRuleFields, { id: 'referral', type: 'text', label: 'Who referred you?', required: true }];
      await db().update(forms).set({ fields, version: 5 }).where(eq(forms.id, everyRuleId));
      const missing = await post(t, everyRuleId, { responses: everyRuleAnswers });
      expect(missing.json().error.fields).toEqual({ referral: 'This field is required' });
      const ok = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, referral: 'A friend' } });
      const [row] = await db().select().from(formResponses).where(eq(formResponses.id, ok.json().id));
      expect(row.formVersion).toBe(5);
      await db().update(forms).set({ fields: everyRuleFields, version: 4 }).where(eq(forms.id, everyRuleId));
    });

    it('answers a translated 404 for a form that is inactive, unknown or malformed, and stores nothing', async () => {
      const [inactive] = await db().insert(forms).values({ title: 'Closed', fields: everyRuleFields, isActive: false }).returning();
      const before = await count();
      for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await post(t, id, { responses: everyRuleAnswers }, { cookies: { i18nextLng: 'gu' } });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.message).toMatch(/^નોંધણી ફોર્મ હાલમાં ઉપલબ્ધ નથી/);
      }
      expect(await count()).toBe(before);
    });

    it('rejects junk with a clear 4xx and stores nothing', async () => {
      const before = await count();
      const mailsBefore = (await db().select().from(emailOutbox)).length;
      const raw = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/forms/${everyRuleId}/responses`,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: `10.2.0.${++ip % 250}`,
        });
      // Wrong types: each field that holds one says so.
      const types = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, name: 42, topics: 'stress', consent: 'yes', story: { a: 1 } } });
      expect(types.statusCode).toBe(400);
      expect(types.json().error.fields).toEqual({
        name: 'This value is not valid',
        topics: 'This value is not valid',
        consent: 'This value is not valid',
        story: 'This value is not valid',
      });
      // Huge strings: too long for the field, or too large for the server.
      const long = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, name: 'a'.repeat(501), story: 's'.repeat(5001) } });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.fields).toEqual({ name: 'This answer is too long. Please shorten it.', story: 'This answer is too long. Please shorten it.' });
      const huge = await post(t, everyRuleId, { responses: { ...everyRuleAnswers, story: 'x'.repeat(2 * 1024 * 1024) } });
      expect(huge.statusCode).toBe(413);
      // Unknown keys beside the answers, too many keys, and answers that are not an object.
      const extra = await post(t, everyRuleId, { responses: everyRuleAnswers, admin: true });
      expect(extra.statusCode).toBe(400);
      const many = Object.fromEntries(Array.from({ length: MAX_RESPONSE_KEYS + 1 }, (_, i) => [`k${i}`, 'v']));
      expect((await post(t, everyRuleId, { responses: { ...everyRuleAnswers, ...many } })).statusCode).toBe(400);
      for (const responses of [null, 'text', 7, [everyRuleAnswers]]) {
        const res = await post(t, everyRuleId, { responses });
        expect(res.statusCode, JSON.stringify(responses)).toBe(400);
      }
      expect((await post(t, everyRuleId, {})).statusCode).toBe(400);
      // Prototype tricks and bodies that are not JSON objects.
      for (const payload of [
        `{"responses": {"__proto__": {"isAdmin": true}, "name": "x"}}`,
        `{"responses": {"constructor": {"prototype": {"polluted": true}}}}`,
        `{"__proto__": {"responses": {}}}`,
        'not json',
        '[]',
        'null',
      ]) {
        const res = await raw(payload);
        expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, payload).toBeLessThan(500);
        expect(res.json().error.message, payload).toBeTruthy();
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await count()).toBe(before);
      expect((await db().select().from(emailOutbox)).length).toBe(mailsBefore);
    });

    it('quietly drops a submission whose honeypot is filled: same answer, nothing stored, no e-mail', async () => {
      const before = await count();
      const mailsBefore = (await db().select().from(emailOutbox)).length;
      const res = await post(t, everyRuleId, { responses: everyRuleAnswers, website: 'https://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await count()).toBe(before);
      expect((await db().select().from(emailOutbox)).length).toBe(mailsBefore);
    });

    it('limits how often one address may send, with a translated 429', async () => {
      const remoteAddress = '10.9.9.9';
      const send = (cookies?: Record<string, string>) => post(t, everyRuleId, { responses: everyRuleAnswers }, { remoteAddress, cookies });
      for (let i = 0; i < FORM_RESPONSE_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
      const limited = await send({ i18nextLng: 'hi' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toMatch(/[\u0900-\u097F]/);
    });
  });
});

describe.each(testDatabaseKinds())('form responses without an admin address on %s', (kind) => {
  const { t } = withApp(kind);

  it('still stores the response, and queues no e-mail', async () => {
    const { id } = (await t.app.inject({ url: '/api/forms/type/webinar_registration' })).json();
    const res = await post(t, id, { responses: { fullName: 'Meera', email: 'm@example.com', whatsapp: '9876501234', motivation: 'relationships', webinarConsent: true } });
    expect(res.statusCode).toBe(201);
    expect(await t.db.database.db.select().from(formResponses)).toHaveLength(1);
    expect(await t.db.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
