/**
 * The addresses of a catalogue item's pages and the lookup of one, apart from the zod contracts: a
 * page that only links to a service then carries no zod (docs/decisions/0011; ESLint holds the
 * browser to types only from contracts/content.ts).
 */
import type { OFFERING_KINDS } from './constants.ts';

interface ServiceRef {
  id: string;
  slug: string | null;
}

/** A service page's address: /services/<slug>, or /services/<id> for a service without a slug. */
export const servicePath = (s: ServiceRef) => `/services/${encodeURIComponent(s.slug ?? s.id)}`;

/**
 * Where "Book now" leads, with the offering preselected: a consultation to its booking page (a free
 * time, then payment: ADR 0018), the course to its registration form.
 */
export const bookingPath = (s: ServiceRef & { kind: (typeof OFFERING_KINDS)[number] }) => {
  const ref = encodeURIComponent(s.slug ?? s.id);
  return s.kind === 'course' ? `/register?type=course&service=${ref}` : `/book/${ref}`;
};

/** The service a ?service= names, by slug or id, among those given. */
export const findService = <T extends ServiceRef>(list: readonly T[], ref: string | null | undefined): T | undefined =>
  ref ? list.find((s) => s.slug === ref.toLowerCase() || s.id === ref.toLowerCase()) : undefined;
