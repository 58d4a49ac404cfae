/**
 * Payloads and helpers the registration and payment tests share: valid submissions of each kind,
 * and a webinar of a chosen size inserted straight into the database.
 */
import type { InjectOptions } from 'fastify';
import { istEvening } from '../../db/seed-content.ts';
import { eq } from 'drizzle-orm';
import { services, webinars, type NewWebinar } from '../../db/schema.ts';
import { linkQuery, linkSignerFor } from '../../lib/signed-links.ts';
import type { TestApp } from '../../testing/app.ts';

let counter = 0;
/** A distinct address per request, so the per-address rate limit never decides a test. */
export const nextAddress = () => `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

export const agreements = { accuracy: true, confidentiality: true, guidelines: true } as const;

export const personal = (email = 'asha@example.com') => ({
  fullName: 'Asha Patel',
  email,
  phone: '+91 98765 43210',
  city: 'Ahmedabad',
  dateOfBirth: '1990-04-12',
  timeOfBirth: '06:45',
  placeOfBirth: 'Surat',
  gender: 'female' as const,
});

export const consultancyPayload = (email?: string) => ({
  registrationType: 'consultancy' as const,
  userData: {
    ...personal(email),
    preferredMode: 'online',
    preferredDay: 'weekends',
    preferredTime: 'evening',
    concernCategory: 'relationship',
    concernDescription: 'Frequent arguments at home about small things.',
    consultancyConsent: true,
  },
  agreements,
});

export const webinarPayload = (webinarId: string, email?: string) => ({
  registrationType: 'webinar' as const,
  webinarId,
  userData: { ...personal(email), areaOfInterest: 'relationships', hearAbout: 'social', expectations: ['practical-tools', 'clarity'], receiveUpdates: true },
  agreements,
});

export const coursePayload = (email?: string) => ({
  registrationType: 'course' as const,
  userData: { ...personal(email), learningFormat: 'hybrid', courseMotivation: 'I want a calmer mind.', courseExpectations: 'Daily practices I can keep.', sciencesInterest: ['astrology', 'nlp'] },
  agreements,
});

export const eventPayload = (email = 'ravi@example.com', eventId = 'monthly-meditation-circle') => ({
  type: 'event' as const,
  eventId,
  eventTitle: 'Monthly Meditation Circle',
  registrationDate: new Date().toISOString(),
  fullName: 'Ravi Shah',
  email,
  phone: '9876543210',
  age: '34',
  gender: 'male' as const,
  city: 'Vadodara',
  meditationExperience: 'some-experience' as const,
  reasonForJoining: 'To sleep better and feel calmer.',
  expectations: 'A quiet hour',
  specialRequirements: '',
  timeZone: 'ist' as const,
  communicationPreference: 'whatsapp' as const,
  emergencyContact: 'Meera Shah 9876500000',
  consent: true as const,
  privacyAgreement: true as const,
});

export function post(t: TestApp, url: string, payload: unknown, options: Partial<InjectOptions> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], remoteAddress: nextAddress(), ...options });
}

/** The slug of the seeded consultation a consultancy payload books unless it names its own serviceId. */
export const SEEDED_CONSULTATION = 'astrology-numerology';

/** The id of a catalogue row by its slug (the seeded ones: astrology-numerology ₹2,999, life-coaching ₹2,500, inner-transformation-course ₹4,999...). */
export async function serviceIdOf(t: TestApp, slug: string): Promise<string> {
  const [row] = await t.db.database.db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row.id;
}

/**
 * POST /api/unified-registration. Several consultations are offered, so a consultancy registration
 * must name one: a consultancy payload without a serviceId key books the seeded astrology consultation (₹2,999)
 * (pass `serviceId: undefined` to send none).
 */
export async function register(t: TestApp, payload: unknown, options: Partial<InjectOptions> = {}) {
  const body = payload as Record<string, unknown> | null;
  const filled =
    body && typeof body === 'object' && body.registrationType === 'consultancy' && !('serviceId' in body) ? { ...body, serviceId: await serviceIdOf(t, SEEDED_CONSULTATION) } : payload;
  return post(t, '/api/unified-registration', filled, options);
}

/** A webinar a week from now with the given size and price, for tests that fill it up. */
export async function insertWebinar(t: TestApp, values: Partial<NewWebinar> = {}) {
  const [row] = await t.db.database.db
    .insert(webinars)
    .values({ title: 'Test Webinar', startsAt: istEvening(new Date(), 7), duration: 60, maxAttendees: 5, priceInr: 0, ...values })
    .returning();
  return row;
}

/**
 * The query of a registration's signed resume-payment link (`sig=...&exp=...`): starting its payment
 * or sending its UTR takes it (or the owner's session); the id alone opens nothing (issue 49 item 7).
 */
export const payLink = (t: TestApp, id: string) => linkQuery(linkSignerFor(t.config).sign('resume-payment', id));
