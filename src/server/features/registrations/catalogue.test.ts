/**
 * A consultancy or course registration buys one catalogue row (issue 18 §1): the amount stored is
 * that row's priceInr whatever the client sends; an unknown, hidden or wrong-kind serviceId is
 * refused with a translated 4xx; the summary names what is paid for.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations, services } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { withApp } from '../../testing/fixtures.ts';
import { consultancyPayload, coursePayload, register, serviceIdOf } from './testing.ts';

describe.each(testDatabaseKinds())('registrations charge the catalogue price on %s', (kind) => {
  const rowOf = async (id: string) => (await db().select().from(registrations).where(eq(registrations.id, id)))[0];

  const { t, db } = withApp(kind);

  it('stores the chosen consultation and its catalogue price, whatever amount, amountInr or price the body carries', async () => {
    const analysis = await serviceIdOf(t, 'full-life-analysis-report');
    const forged = {
      ...consultancyPayload('forger@example.com'),
      serviceId: analysis,
      amount: 1,
      amountInr: 1,
      price: '₹1',
      priceInr: 1,
      userData: { ...consultancyPayload('forger@example.com').userData, amount: 1, amountInr: 1, price: 1 },
    };
    const res = await register(t, forged);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending_payment');
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({ type: 'consultancy', serviceId: analysis, amountInr: 5000 });
    expect(row.formData).toMatchObject({ serviceId: analysis, serviceTitle: 'Full Life Analysis Report' });
    // The forged amount is not kept anywhere: the amount owed is the column's.
    expect(row.formData).not.toHaveProperty('amount');

    // The founder changes the price: the next booking pays the new one, the earlier keeps its own.
    await db().update(services).set({ priceInr: 5500 }).where(eq(services.id, analysis));
    const later = await register(t, { ...consultancyPayload('later@example.com'), serviceId: analysis, amountInr: 5000 });
    expect((await rowOf(later.json().id)).amountInr).toBe(5500);
    expect((await rowOf(res.json().id)).amountInr).toBe(5000);
  });

  it('charges the course its catalogue price; without a serviceId the only active course is the one', async () => {
    const course = await serviceIdOf(t, 'inner-transformation-course');
    const named = await register(t, { ...coursePayload('course1@example.com'), serviceId: course, amountInr: 10 });
    expect(named.statusCode).toBe(201);
    expect(await rowOf(named.json().id)).toMatchObject({ type: 'course', serviceId: course, amountInr: 4999 });
    const unnamed = await register(t, { ...coursePayload('course2@example.com'), amount: 0 });
    expect(unnamed.statusCode).toBe(201);
    expect(await rowOf(unnamed.json().id)).toMatchObject({ serviceId: course, amountInr: 4999 });
  });

  it('asks the birth details only of a service marked as needing them: a life-coaching booking with name, e-mail and phone; astrology refused without them', async () => {
    const catalogue = (await t.app.inject({ url: '/api/services' })).json() as { slug: string; askBirthDetails: boolean }[];
    const asks = Object.fromEntries(catalogue.map((s) => [s.slug, s.askBirthDetails]));
    expect(asks).toMatchObject({ 'astrology-numerology': true, 'full-life-analysis-report': true, 'life-coaching': false });
    const short = (email: string, serviceId: string) => ({
      registrationType: 'consultancy',
      serviceId,
      userData: { fullName: 'Asha Patel', email, phone: '+91 98765 43210' },
      agreements: { accuracy: true, confidentiality: true, guidelines: true },
    });
    const coaching = await register(t, short('short@example.com', await serviceIdOf(t, 'life-coaching')));
    expect(coaching.statusCode, coaching.body).toBe(201);
    expect(await rowOf(coaching.json().id)).toMatchObject({ fullName: 'Asha Patel', city: null });

    const astrology = await serviceIdOf(t, 'astrology-numerology');
    const refused = await register(t, short('stars@example.com', astrology), { url: '/api/unified-registration?lang=hi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'userData.dateOfBirth': 'जन्म तिथि आवश्यक है', 'userData.placeOfBirth': 'जन्म स्थान आवश्यक है' });
    // Given, they are checked as before: a birth date in the future is refused.
    const future = await register(t, { ...short('stars@example.com', astrology), userData: { ...short('stars@example.com', astrology).userData, dateOfBirth: '2999-01-01', placeOfBirth: 'Surat' } });
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().error.fields)).toEqual(['userData.dateOfBirth']);
    const full = await register(t, { ...short('stars@example.com', astrology), userData: { ...short('stars@example.com', astrology).userData, dateOfBirth: '1990-04-12', timeOfBirth: '06:45', placeOfBirth: 'Surat' } });
    expect(full.statusCode, full.body).toBe(201);
    expect((await rowOf(full.json().id)).formData).toMatchObject({ dateOfBirth: '1990-04-12', timeOfBirth: '06:45', placeOfBirth: 'Surat' });
  });

  it('a free consultation (priceInr 0) is confirmed without payment', async () => {
    const [free] = await db().insert(services).values({ title: 'Introductory call', category: 'consultation', kind: 'consultation', priceInr: 0, slug: 'intro-call' }).returning();
    const res = await register(t, { ...consultancyPayload('intro@example.com'), serviceId: free.id, amountInr: 999 });
    expect(res.json().status).toBe('confirmed');
    expect(await rowOf(res.json().id)).toMatchObject({ amountInr: 0, serviceId: free.id });
  });

  it('refuses an unknown, hidden or wrong-kind service, and a consultancy naming none while several are offered: translated 4xx, nothing stored', async () => {
    const before = await db().$count(registrations);
    const course = await serviceIdOf(t, 'inner-transformation-course');
    const consultation = await serviceIdOf(t, 'life-coaching');
    const [hidden] = await db().insert(services).values({ title: 'Retired session', category: 'healing', priceInr: 100, isActive: false }).returning();

    const unknown = await register(t, { ...consultancyPayload('u@example.com'), serviceId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This service does not exist. Please choose one from the list.');
    const malformed = await register(t, { ...consultancyPayload('m@example.com'), serviceId: 'life-coaching' }, { url: '/api/unified-registration?lang=gu' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe('આ સેવા અસ્તિત્વમાં નથી. કૃપા કરીને યાદીમાંથી પસંદ કરો.');

    const off = await register(t, { ...consultancyPayload('h@example.com'), serviceId: hidden.id }, { url: '/api/unified-registration?lang=hi' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('यह सेवा अब उपलब्ध नहीं है। कृपया कोई दूसरी चुनें।');

    const wrongKind = await register(t, { ...consultancyPayload('w@example.com'), serviceId: course });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields).toEqual({ serviceId: 'This service cannot be booked with this form. Please choose one from the list.' });
    const courseWithConsultation = await register(t, { ...coursePayload('w2@example.com'), serviceId: consultation });
    expect(courseWithConsultation.statusCode).toBe(400);

    const none = await register(t, { ...consultancyPayload('n@example.com'), serviceId: undefined });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ serviceId: 'Please choose a service' });
    expect(await db().$count(registrations)).toBe(before);
  });

  it('the summary names what is paid for in the asked language, beside the amount and status', async () => {
    const reg = (await register(t, { ...consultancyPayload('summary@example.com'), serviceId: await serviceIdOf(t, 'aura-scanning-chakra-healing') })).json();
    const hi = (await t.app.inject({ url: `/api/registrations/${reg.id}/summary?lang=hi` })).json();
    expect(hi).toMatchObject({ amountInr: 3000, status: 'pending_payment', offering: 'ऑरा स्कैनिंग एवं चक्र हीलिंग', event: null });
    const en = (await t.app.inject({ url: `/api/registrations/${reg.id}/summary` })).json();
    expect(en.offering).toBe('Aura Scanning & Chakra Healing');
  });
});
