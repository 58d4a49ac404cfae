/**
 * Links that act without a login (cancel a registration, resume a payment): the link carries an
 * HMAC of what it is for, which record and until when (`exp`, Unix seconds), made with the
 * installation's secret. Anyone can read such a link; nobody can make one for another record, or
 * move its expiry.
 *
 * A link works for at most LINK_MAX_AGE_MS after it was made; its purpose may end it sooner (the
 * registrations service refuses both kinds once the event has started). Links made before `exp`
 * existed carry only the purpose and the record: they verify as `{ exp: null }`, and the caller
 * gives them the maximum age counted from the record's own dates.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { resolveSessionSecret } from '../config.ts';

export type LinkPurpose = 'cancel-registration' | 'resume-payment' | 'receipt' | 'testimonial';

const DAY_MS = 24 * 3_600_000;

/**
 * How long a link works after it is made. A cancel link goes in every confirmation and reminder of a
 * seat, and events are announced up to a few months ahead; a payment link asks for payment now, and
 * a registration still unpaid after a week is better made again (the dashboard makes a fresh one).
 */
export const LINK_MAX_AGE_MS: Record<LinkPurpose, number> = {
  'cancel-registration': 90 * DAY_MS,
  'resume-payment': 7 * DAY_MS,
  // A receipt or tax invoice is kept for the accounts: the e-mailed link opens it for more than a financial year.
  receipt: 400 * DAY_MS,
  /** The feedback link of a session or event that ended: answering, then withdrawing later. */
  testimonial: 180 * DAY_MS,
};

/** What a link carries: `sig` and `exp` in the URL (the cancel page posts them back). */
export interface SignedLink {
  signature: string;
  /** Unix seconds, as a decimal string: exactly what was signed. */
  exp: string;
}

export type LinkCheck =
  /** exp: when the link stops working; null for a link made before links carried an expiry. */
  | { valid: true; exp: Date | null }
  | { valid: false; reason: 'invalid' | 'expired' };

export interface LinkSigner {
  /** A link for `id`, working for the purpose's maximum age from `madeAt` (now, or when the e-mail goes out). */
  sign(purpose: LinkPurpose, id: string, madeAt?: Date): SignedLink;
  verify(purpose: LinkPurpose, id: string, signature: string, exp?: string, now?: number): LinkCheck;
}

/** `sig=...&exp=...` for a link's query string. */
export const linkQuery = (link: SignedLink) => `sig=${link.signature}&exp=${link.exp}`;

const EXP_PATTERN = /^[1-9]\d{0,11}$/;

export function createLinkSigner(secret: string): LinkSigner {
  // A key of its own, so that a link signature can never double as anything else made from the secret.
  const key = createHmac('sha256', secret).update('signed-links/v1').digest();
  const mac = (message: string) => createHmac('sha256', key).update(message).digest('base64url');
  // The expiry is a third line: a signature without one (the old form) never matches a link with one.
  const macOf = (purpose: LinkPurpose, id: string, exp?: string) => mac(exp === undefined ? `${purpose}\n${id.toLowerCase()}` : `${purpose}\n${id.toLowerCase()}\n${exp}`);
  const same = (a: string, b: string) => {
    const expected = Buffer.from(a);
    const given = Buffer.from(String(b));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    sign(purpose, id, madeAt = new Date()) {
      const exp = String(Math.floor((madeAt.getTime() + LINK_MAX_AGE_MS[purpose]) / 1000));
      return { signature: macOf(purpose, id, exp), exp };
    },
    verify(purpose, id, signature, exp, now = Date.now()) {
      if (exp === undefined || exp === '') return same(macOf(purpose, id), signature) ? { valid: true, exp: null } : { valid: false, reason: 'invalid' };
      if (!EXP_PATTERN.test(exp) || !same(macOf(purpose, id, exp), signature)) return { valid: false, reason: 'invalid' };
      const expiresAt = new Date(Number(exp) * 1000);
      return expiresAt.getTime() <= now ? { valid: false, reason: 'expired' } : { valid: true, exp: expiresAt };
    },
  };
}

export const linkSignerFor = (config: Config): LinkSigner => createLinkSigner(resolveSessionSecret(config));
