/**
 * What the browser tests read from the shared site's public API (the catalogue the pages show), and
 * addresses for the visitors they make up.
 */
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
