/**
 * "This browser has signed in to this account before": a long-lived, HttpOnly cookie holding, for
 * each account signed in from the browser, an HMAC of the account's address made with the
 * installation's secret. Nobody can make one for an account without having signed in to it, and
 * the cookie says nothing readable about which accounts it names.
 *
 * The sign-in throttle counts a known browser's attempts apart from everyone else's (throttle.ts),
 * so a stranger guessing at an account never slows its owner down on their own phone or laptop.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'antarman.device';
/** A year: a person keeps their phone at least that long. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A shared family computer may sign in to a few accounts; older ones drop out. */
const MAX_ACCOUNTS = 5;

export interface DeviceTokens {
  /** Whether the cookie value carries a token for this address. */
  knows(cookieValue: string | undefined, email: string): boolean;
  /** The cookie value after signing in to this address (its token first, at most five). */
  remember(cookieValue: string | undefined, email: string): string;
}

export function createDeviceTokens(secret: string): DeviceTokens {
  const key = createHmac('sha256', secret).update('device-tokens/v1').digest();
  const tokenOf = (email: string) => createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
  const tokensIn = (value: string | undefined) => (value ?? '').split('.').filter((t) => /^[A-Za-z0-9_-]{32}$/.test(t));
  return {
    knows(value, email) {
      const expected = Buffer.from(tokenOf(email));
      return tokensIn(value).some((t) => timingSafeEqual(Buffer.from(t), expected));
    },
    remember(value, email) {
      const token = tokenOf(email);
      return [token, ...tokensIn(value).filter((t) => t !== token)].slice(0, MAX_ACCOUNTS).join('.');
    },
  };
}
