/**
 * "Send me updates on WhatsApp" in the public forms (issue 52), posted to their pages without
 * JavaScript (the route actions, issue 47), through the real app with the built pages (`npm run
 * build` first), on both databases: each form that takes a phone number shows the box unticked,
 * naming the practice, only when the site can send WhatsApp; a ticked box stores the consent with
 * its words in the page's language; a refused form comes back with the box still ticked.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practice } from '../../../shared/content/practice.ts';
import { MEDITATION_CIRCLE_SLUG } from '../../../shared/registration-choices.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { registrations, whatsappConsents } from '../../db/schema.ts';
import { seedSampleContent } from '../../db/seed.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { TEST_SETTINGS } from '../../testing/settings.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../testing/whatsapp-stand-in.ts';
import { nextAddress } from '../registrations/testing.ts';

const SITE = 'https://antarman.example';
const SLUG = 'astrology-numerology';
const hiLabel = (JSON.parse(readFileSync(new URL('../../../client/i18n/locales/hi/registration.json', import.meta.url), 'utf8')) as { whatsappOptIn: { label: string } }).whatsappOptIn.label.replace(
  '{{practice}}',
  practice.name.hi,
);

/** The box as React writes it: its name, and whether it is ticked. */
const optInBox = (html: string) => /<input[^>]*name="whatsappOptIn"[^>]*>/.exec(html)?.[0];

describe.each(testDatabaseKinds())('the WhatsApp opt-in of the public forms on %s', (kind) => {
  let db: TestDatabase;
  let meta: WhatsAppStandIn;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let circleId: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    meta = await startWhatsAppStandIn();
    app = await buildApp(loadConfig({ ...TEST_SETTINGS, ...meta.env, PUBLIC_URL: SITE }), { database: db.database, pages: 'production', logger: false });
    // The same site without WHATSAPP_*: it cannot send WhatsApp, so it asks for no consent.
    plain = await buildApp(loadConfig({ ...TEST_SETTINGS, PUBLIC_URL: SITE }), { database: db.database, pages: 'production', logger: false });
    await Promise.all([app.ready(), plain.ready()]);
    circleId = ((await app.inject({ url: `/api/series/${MEDITATION_CIRCLE_SLUG}/next` })).json() as { id: string }).id;
  });
  afterAll(async () => {
    await app?.close();
    await plain?.close();
    await meta?.close();
    await db?.drop();
  });

  const postForm = (url: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return app.inject({ method: 'POST', url, payload: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: nextAddress() });
  };
  const consentOf = async (phone: string) => (await db.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone)))[0];
  const freeSlot = async () => {
    const service = ((await app.inject({ url: '/api/services' })).json() as Array<{ id: string; slug: string }>).find((s) => s.slug === SLUG)!;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const slots = (await app.inject({ url: `/api/services/${service.id}/slots?from=${day(2)}&to=${day(30)}` })).json().slots as { start: string }[];
    return slots[Math.floor(slots.length / 2)].start;
  };

  it('shows the box unticked, naming the practice, in every form that takes a phone number; not when WhatsApp is not set up', async () => {
    const webinars = (await app.inject({ url: '/api/webinars' })).json() as Array<{ id: string; priceInr: number; isPast?: boolean }>;
    const pages = ['/hi/register?type=consultancy', '/hi/register?type=webinar', '/hi/register?type=course', `/hi/register?type=webinar&webinarId=${circleId}`, '/hi/event-registration', `/hi/book/${SLUG}`, '/hi/webinar-registration'];
    expect(webinars.length).toBeGreaterThan(0);
    for (const url of pages) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const box = optInBox(page.body);
      expect(box, url).toBeDefined();
      expect(box, url).not.toMatch(/\bchecked\b/);
      expect(page.body, url).toContain(hiLabel.slice(0, 40));
      expect(page.body, url).toContain(practice.name.hi);
      const without = await plain.inject({ url });
      expect(without.statusCode, url).toBe(200);
      expect(optInBox(without.body), url).toBeUndefined();
    }
  });

  it('stores the consent with its Hindi words from the short sign-up without script; unticked, none', async () => {
    const fields = (email: string, phone: string) => ({ webinarId: circleId, source: 'event-page', fullName: 'Meera Shah', email, phone, language: 'hi', consent: 'on', website: '', formKey: crypto.randomUUID() });
    const ticked = await postForm('/hi/event-registration', { ...fields('meera-wa@example.com', '98250 11111'), whatsappOptIn: 'on' });
    expect(ticked.statusCode, ticked.body.slice(0, 300)).toBe(302);
    expect(await consentOf('919825011111')).toMatchObject({ email: 'meera-wa@example.com', locale: 'hi', wording: hiLabel, withdrawnAt: null });
    const [made] = await db.database.db.select().from(registrations).where(eq(registrations.email, 'meera-wa@example.com'));
    expect(made.formData.whatsappOptIn).toBe(true);

    const unticked = await postForm('/hi/event-registration', fields('meera-plain@example.com', '98250 22222'));
    expect(unticked.statusCode).toBe(302);
    expect(await consentOf('919825022222')).toBeUndefined();
  });

  it('stores the consent from /register (a consultation) and from /book/:slug without script', async () => {
    const service = ((await app.inject({ url: '/api/services' })).json() as Array<{ id: string; slug: string; kind: string }>).find((s) => s.slug === SLUG)!;
    const registered = await postForm('/hi/register?type=consultancy', {
      registrationType: 'consultancy',
      'serviceId:consultancy': service.id,
      'userData.fullName': 'Asha Patel',
      'userData.email': 'asha-wa@example.com',
      'userData.phone': '98250 33333',
      'userData.city': 'Ahmedabad',
      'userData.dateOfBirth': '1990-04-12',
      'userData.placeOfBirth': 'Surat',
      'userData.concernCategory': 'relationship',
      'agreements.accuracy': 'on',
      'agreements.confidentiality': 'on',
      'agreements.guidelines': 'on',
      whatsappOptIn: 'on',
      formKey: crypto.randomUUID(),
    });
    expect(registered.statusCode, registered.body.slice(0, 300)).toBe(302);
    expect(await consentOf('919825033333')).toMatchObject({ email: 'asha-wa@example.com', wording: hiLabel });

    const booked = await postForm(`/hi/book/${SLUG}`, {
      slotStart: await freeSlot(),
      'userData.fullName': 'Ravi Shah',
      'userData.email': 'ravi-wa@example.com',
      'userData.phone': '+91 98250 44444',
      'userData.city': 'Surat',
      'userData.dateOfBirth': '1985-01-02',
      'userData.placeOfBirth': 'Surat',
      language: 'hi',
      consent: 'on',
      whatsappOptIn: 'on',
      formKey: crypto.randomUUID(),
    });
    expect(booked.statusCode, booked.body.slice(0, 300)).toBe(302);
    expect(await consentOf('919825044444')).toMatchObject({ email: 'ravi-wa@example.com', wording: hiLabel });
  });

  it('keeps the box ticked when the form comes back refused, and says in Hindi when the number cannot be reached on WhatsApp', async () => {
    const refused = await postForm('/hi/event-registration', { webinarId: circleId, source: 'event-page', fullName: 'Meera Shah', email: 'meera@', phone: '98250 55555', consent: 'on', whatsappOptIn: 'on', formKey: crypto.randomUUID() });
    expect(refused.statusCode).toBe(400);
    expect(optInBox(refused.body)).toMatch(/\bchecked\b/);

    // A ticked box with a number WhatsApp cannot reach: the phone's message, translated; nothing stored.
    const badNumber = await postForm('/hi/event-registration', { webinarId: circleId, source: 'event-page', fullName: 'Meera Shah', email: 'meera-bad@example.com', phone: '+91 12345 67890', consent: 'on', whatsappOptIn: 'on', formKey: crypto.randomUUID() });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body).toMatch(/id="ev-phone-error"[^>]*>[^<]*WhatsApp/);
    expect(badNumber.body).toMatch(/id="ev-phone-error"[^>]*>[^<]*[\u0900-\u097F]/);
    expect(await db.database.db.select().from(registrations).where(eq(registrations.email, 'meera-bad@example.com'))).toEqual([]);
  });
});
