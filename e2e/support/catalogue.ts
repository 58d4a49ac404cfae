/**
 * What the browser tests read from the shared site's public API (the catalogue the pages show), and
 * addresses for the visitors they make up.
 */
import type { APIRequestContext } from 'playwright-core';
import type { Webinar } from '../../src/shared/contracts/content.ts';
import { baseUrl } from './browser.ts';

/** An e-mail address no other test or run uses. */
export const uniqueEmail = (name: string, domain = 'example.com') => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@${domain}`;

/** A public API address of the shared site, read as JSON. */
export const api = async <T,>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

/** The large free webinar of the sample content (never the 18-seat meditation circle). */
export async function freeWebinar(): Promise<Webinar> {
  const list = await api<Webinar[]>('/api/webinars');
  return list.filter((w) => w.priceInr === 0 && !w.isPast && w.isActive && w.category === 'webinar').sort((a, b) => b.seatsLeft - a.seatsLeft)[0];
}

/**
 * An astrology consultation asked for through the API (no time booked, ₹2,999, pending payment), as
 * the /register form sends it: its id and the signed payment page address the answer gives.
 */
export async function requestAstrologyConsultation(request: APIRequestContext, person: { fullName: string; email: string }): Promise<{ id: string; paymentUrl: string }> {
  const services = (await (await request.get('/api/services')).json()) as Array<{ id: string; slug: string }>;
  const booked = await request.post('/api/unified-registration', {
    headers: { origin: baseUrl() },
    data: {
      registrationType: 'consultancy',
      serviceId: services.find((s) => s.slug === 'astrology-numerology')!.id,
      userData: { ...person, phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', gender: 'female', preferredMode: 'online', concernCategory: 'relationship', concernDescription: 'Arguments at home.' },
      agreements: { accuracy: true, confidentiality: true, guidelines: true },
    },
  });
  if (booked.status() !== 201) throw new Error(`the consultation was not registered: ${booked.status()} ${await booked.text()}`);
  return (await booked.json()) as { id: string; paymentUrl: string };
}
