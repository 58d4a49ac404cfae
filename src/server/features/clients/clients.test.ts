/**
 * One page per client (issue 53 §2) through the real app on each database: a person's
 * registration, payment and message on one page, matched by e-mail (any case, and through their
 * account when they were signed in); the list's search by name, address and phone, and its tag
 * filter; the founder's notes and tags, admin only; their WhatsApp consents and messages (made
 * through the real registration, worker and signed webhooks against the stand-in of Meta's API); and
 * the notes' removal when the person deletes the account.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNotes, whatsappMessages } from '../../db/schema.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn, type WebhookDelivery } from '../../testing/whatsapp-stand-in.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { coursePayload, consultancyPayload, insertWebinar, payLink, post, register, webinarPayload } from '../registrations/testing.ts';

describe.each(testDatabaseKinds())('the client pages on %s', (kind) => {
  let meta: WhatsAppStandIn;
  beforeAll(async () => {
    meta = await startWhatsAppStandIn();
  });
  const { t, admin, member, as } = appWithPeople(kind, { env: () => meta.env });
  afterAll(async () => {
    await meta?.close();
  });
  const search = async (query: string) => {
    const res = await as(admin, 'GET', `/api/admin/clients?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lets only an admin list clients, read one or write notes', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    for (const [method, url, payload] of [
      ['GET', '/api/admin/clients', undefined],
      ['GET', `/api/admin/clients/${id}`, undefined],
      ['PUT', `/api/admin/clients/${id}/notes`, { notes: 'x', tags: [] }],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(admin, 'GET', `/api/admin/clients/${id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/admin/clients/not-an-id', undefined, 'hi')).statusCode).toBe(404);
  });

  it("lists a person's registration, payment and message together on one page, and no one else's", async () => {
    const course = (await register(t, coursePayload('kavya.mehta@example.com'))).json();
    const paid = await post(t, `/api/registrations/${course.id}/payment?${payLink(t, course.id)}`, { method: 'upi' });
    expect(paid.statusCode, paid.body).toBe(200);
    // The same person, another time, with the address in capitals.
    const request = await register(t, consultancyPayload('Kavya.Mehta@Example.com'));
    expect(request.statusCode, request.body).toBe(201);
    expect((await post(t, '/api/contact', { name: 'Kavya Mehta', email: 'kavya.mehta@example.com', message: 'Can I bring my husband to the session?' })).statusCode).toBe(201);
    await register(t, coursePayload('someone.else@example.com'));

    const found = await search('q=kavya');
    expect(found.total).toBe(1);
    const [kavya] = found.items;
    expect(kavya).toMatchObject({ email: expect.stringMatching(/^kavya\.mehta@example\.com$/i), registrations: 2, tags: [], hasAccount: false });
    expect(kavya.id).toMatch(/^[0-9a-f]{32}$/);
    // By phone digits, however they were written, and by address.
    expect((await search('q=98765%2043210')).items.map((c: { id: string }) => c.id)).toContain(kavya.id);
    expect((await search('q=MEHTA%40example')).items.map((c: { id: string }) => c.id)).toEqual([kavya.id]);

    const page = await as(admin, 'GET', `/api/admin/clients/${kavya.id}`);
    expect(page.statusCode).toBe(200);
    const client = page.json();
    expect(client.registrations.map((r: { type: string }) => r.type).sort()).toEqual(['consultancy', 'course']);
    expect(client.registrations.find((r: { type: string }) => r.type === 'course')).toMatchObject({ id: course.id, status: 'confirmed', amountInr: 4999 });
    expect(client.registrations.find((r: { type: string }) => r.type === 'consultancy').answers.concernDescription).toBe('Frequent arguments at home about small things.');
    expect(client.payments).toHaveLength(1);
    expect(client.payments[0]).toMatchObject({ registrationId: course.id, status: 'paid', amountInr: 4999, refunds: [] });
    expect(client.messages.map((m: { body: string; direction: string }) => [m.direction, m.body])).toContainEqual(['in', 'Can I bring my husband to the session?']);
    expect(JSON.stringify(client)).not.toContain('someone.else@example.com');
  });

  it("keeps the founder's notes and tags, filters the list by a tag, and refuses bad notes with a translated 400", async () => {
    const [kavya] = (await search('q=kavya')).items;
    const saved = await as(admin, 'PUT', `/api/admin/clients/${kavya.id}/notes`, { notes: 'Prefers evenings. Husband may join.', tags: ['couple', 'follow up in March', 'couple'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notes: 'Prefers evenings. Husband may join.', tags: ['couple', 'follow up in March'] });
    expect((await as(admin, 'GET', `/api/admin/clients/${kavya.id}`)).json()).toMatchObject({ notes: 'Prefers evenings. Husband may join.', tags: ['couple', 'follow up in March'] });
    const couples = await search('tag=couple');
    expect(couples.items.map((c: { id: string }) => c.id)).toEqual([kavya.id]);
    expect(couples.tags).toEqual(['couple', 'follow up in March']);
    expect((await search('tag=nobody')).total).toBe(0);
    expect((await search('')).total).toBeGreaterThanOrEqual(2);

    const bad = await as(admin, 'PUT', `/api/admin/clients/${kavya.id}/notes`, { notes: 'x', tags: ['x'.repeat(41)] }, 'gu');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toMatch(/[\u0A80-\u0AFF]/);
  });

  it('files what the founder enters signed in under the person it is for, and compares digits with phones only for a phone search', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/unified-registration', headers: { cookie: admin.cookie }, payload: coursePayload('walk.in.98765@example.com'), remoteAddress: '10.9.8.6' });
    expect(made.statusCode, made.body).toBe(201);
    const found = await search('q=walk.in.98765');
    expect(found.items.map((c: { email: string }) => c.email)).toEqual(['walk.in.98765@example.com']);
    expect(found.items[0].registrations).toBe(1);
    // Letters with digits are an address or a name, not a phone: nobody whose phone holds 98765 comes up.
    expect((await search(`q=${encodeURIComponent('x98765x')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent(admin.email)}`)).total).toBe(0);
  });

  it("shows an opted-in registrant's WhatsApp consent and a message Meta reported failed, and no one else's; a member gets 403", async () => {
    const webhook = (delivery: WebhookDelivery) => t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: delivery.headers, payload: delivery.body });
    const signUp = (webinarId: string, email: string, phone: string) => {
      const payload = webinarPayload(webinarId, email);
      return register(t, { ...payload, userData: { ...payload.userData, phone, whatsappOptIn: true } }, { url: '/api/unified-registration?lang=gu' });
    };
    const webinar = await insertWebinar(t, { title: 'WhatsApp Circle', maxAttendees: 10 });
    expect((await signUp(webinar.id, 'meera.wa@example.com', '98111 50001')).statusCode).toBe(201);
    expect((await signUp(webinar.id, 'other.wa@example.com', '98111 50002')).statusCode).toBe(201);
    await t.app.services.whatsapp.worker!.runOnce();
    const [confirmation] = await t.db.database.db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.phone, '919811150001'), eq(whatsappMessages.kind, 'registration-confirmed')));
    expect(confirmation.wamid).toBeTruthy();
    expect((await webhook(meta.statusWebhook(confirmation.wamid!, 'failed', '919811150001', { code: 131026, title: 'Message undeliverable' }))).statusCode).toBe(200);

    const [meera] = (await search('q=meera.wa')).items;
    const client = (await as(admin, 'GET', `/api/admin/clients/${meera.id}`)).json();
    expect(client.whatsapp.consents).toEqual([
      { phone: '919811150001', optedInAt: expect.any(String), wording: expect.stringContaining('WhatsApp'), language: 'gu', active: true, withdrawnAt: null, withdrawnVia: null },
    ]);
    const failed = client.whatsapp.messages.find((m: { kind: string }) => m.kind === 'registration-confirmed');
    expect(failed).toMatchObject({ phone: '919811150001', direction: 'out', template: 'registration_confirmed', status: 'failed', lastError: expect.stringContaining('Message undeliverable') });
    expect(failed.lastError).toContain('131026');
    expect(Date.parse(failed.statusAt)).not.toBeNaN();
    // Newest first: the reminders waiting for their time were written with the confirmation.
    const times = client.whatsapp.messages.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(JSON.stringify(client.whatsapp)).not.toContain('919811150002');

    // STOP from their phone: the consent shows withdrawn, how, and the confirmation of it.
    expect((await webhook(meta.incomingWebhook('919811150001', 'બંધ'))).statusCode).toBe(200);
    const after = (await as(admin, 'GET', `/api/admin/clients/${meera.id}`)).json().whatsapp;
    expect(after.consents[0]).toMatchObject({ active: false, withdrawnVia: 'whatsapp', withdrawnAt: expect.any(String) });
    expect(after.messages[0]).toMatchObject({ direction: 'out', kind: 'stop-confirmed' });
    expect(after.messages.map((m: { direction: string; status: string }) => [m.direction, m.status])).toContainEqual(['in', 'received']);

    // Someone without a consent: an empty state, not someone else's.
    const [kavya] = (await search('q=kavya')).items;
    expect((await as(admin, 'GET', `/api/admin/clients/${kavya.id}`)).json().whatsapp).toEqual({ consents: [], messages: [] });
    expect((await as(member, 'GET', `/api/admin/clients/${meera.id}`)).statusCode).toBe(403);
  });

  it('matches what a member sent signed in to their account, and removes the notes when they delete the account', async () => {
    const leaving = await createUser(t, { email: 'nisha.rao@example.com', emailVerified: true, name: 'Nisha Rao' });
    // Signed in, with another address typed into the form: still hers.
    const reg = await t.app.inject({ method: 'POST', url: '/api/unified-registration', headers: { cookie: leaving.cookie }, payload: { ...coursePayload('nisha.typo@example.com') }, remoteAddress: '10.9.8.7' });
    expect(reg.statusCode, reg.body).toBe(201);
    const [nisha] = (await search('q=nisha.rao')).items;
    expect(nisha).toMatchObject({ hasAccount: true, registrations: 1 });
    const client = (await as(admin, 'GET', `/api/admin/clients/${nisha.id}`)).json();
    expect(client.account).toMatchObject({ id: leaving.user.id, emailVerified: true });
    expect(client.registrations.map((r: { id: string }) => r.id)).toEqual([reg.json().id]);
    expect((await as(admin, 'PUT', `/api/admin/clients/${nisha.id}/notes`, { notes: 'Grieving her father.', tags: ['grief'] })).statusCode).toBe(200);

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie: leaving.cookie }, payload: { password: leaving.password } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await t.db.database.db.select().from(clientNotes).where(eq(clientNotes.clientKey, 'nisha.rao@example.com'))).toEqual([]);
    expect((await as(admin, 'GET', `/api/admin/clients/${nisha.id}`)).statusCode).toBe(404);
    expect((await search('q=nisha')).total).toBe(0);
    expect((await search('tag=grief')).tags).not.toContain('grief');
  });
});
