/**
 * Packages of sessions (issue 54 part 1): the founder's offers on a consultation ("5 sessions for
 * ₹12,000, valid 180 days"), what the public sees of them, and the credits a paid one gives its
 * buyer. Messages are translation keys (namespace `packages`).
 */
import { z } from 'zod';

export const PACKAGE_TITLE_MAX = 200;
export const PACKAGE_TEXT_MAX = 2000;
export const PACKAGE_MAX_SESSIONS = 100;
export const PACKAGE_MAX_VALID_DAYS = 3650;

const localizedPackage = z.object({
  title: z.string().trim().max(PACKAGE_TITLE_MAX, 'packages:errors.title').optional(),
  text: z.string().trim().max(PACKAGE_TEXT_MAX, 'packages:errors.text').optional(),
});
export const packageTranslationsSchema = z.object({ hi: localizedPackage.optional(), gu: localizedPackage.optional() });
export type PackageTranslations = z.infer<typeof packageTranslationsSchema>;

/** Numbers arrive as JSON numbers from the API and as strings from the admin's HTML form. */
const whole = (min: number, max: number, key: string) => z.coerce.number({ error: key }).int(key).min(min, key).max(max, key);

/** What the founder saves (POST /api/admin/packages; PUT the same without serviceId changing it). */
export const packageInputSchema = z.object({
  serviceId: z.string().trim().min(1, 'packages:errors.service').max(100, 'packages:errors.service'),
  sessions: whole(1, PACKAGE_MAX_SESSIONS, 'packages:errors.sessions'),
  priceInr: whole(1, 10_000_000, 'packages:errors.price'),
  validDays: whole(1, PACKAGE_MAX_VALID_DAYS, 'packages:errors.validDays'),
  /** The English title and text (the fallback of every language). */
  title: z.string().trim().min(1, 'packages:errors.title').max(PACKAGE_TITLE_MAX, 'packages:errors.title'),
  text: z.string().trim().max(PACKAGE_TEXT_MAX, 'packages:errors.text').default(''),
  translations: packageTranslationsSchema.default({}),
  active: z.boolean().default(true),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

/** A package as the founder sees it: every language. */
export const adminPackageSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  sessions: z.number().int(),
  priceInr: z.number().int(),
  validDays: z.number().int(),
  title: z.string(),
  text: z.string(),
  translations: packageTranslationsSchema,
  active: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** An active package as a service's public answer lists it, in the asked language. */
export const publicPackageSchema = z.object({
  id: z.string(),
  sessions: z.number().int(),
  /** Whole rupees for all the sessions; pages write it with formatInr. */
  priceInr: z.number().int(),
  validDays: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

/** A member's credits of one paid package (GET /api/me/credits). */
export const myCreditSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  title: z.string(),
  serviceId: z.string(),
  serviceSlug: z.string().nullable(),
  serviceTitle: z.string(),
  sessions: z.number().int(),
  remaining: z.number().int(),
  /** ISO instant: the credits book nothing after it. */
  expiresAt: z.string(),
  /** Whether they can still book: some left, not expired, not refunded. */
  usable: z.boolean(),
});
export type MyCredit = z.infer<typeof myCreditSchema>;

/** The founder's pro-rata refund of what is left of a package (POST /api/admin/packages/purchases/:registrationId/refund). */
export const packageRefundSchema = z.object({
  /** For a package paid by direct UPI: the reference of the refund she made by hand. */
  reference: z.string().trim().min(1).max(100).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type PackageRefund = z.infer<typeof packageRefundSchema>;

/** Price × unused ÷ sessions, down to the rupee: what an unused part of a package gives back. */
export const proRataRefund = (priceInr: number, sessions: number, unused: number) => (sessions > 0 ? Math.floor((priceInr * unused) / sessions) : 0);
