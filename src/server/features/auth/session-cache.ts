/**
 * Signed-in users of recent requests, kept a few seconds in this instance's memory, so that a
 * member's page or API call does not look the session (and its user) up in the database each time
 * (ADR 0022). Keyed by the session cookie's value as the browser sent it: only a value that
 * better-auth has accepted (signature and row checked) is ever stored, so a forged cookie never
 * matches.
 *
 * Revocation is honoured at once on this instance: ending a session (sign-out, a password reset or
 * change, an admin ending it) forgets that session, and any change to an account (its role, its
 * name, its deletion) forgets every session of that account (routes.ts wires better-auth's database
 * hooks and our own writes to `forgetSession` / `forgetUser`). A lookup that was under way while
 * something was forgotten is not stored (the epoch below), so it cannot put back what was just
 * revoked. Other instances see a revocation when their entry expires (`SESSION_CACHE_MS`).
 */
import type { SessionUser } from '../../plugins/authz.ts';

/** How long a looked-up session is reused on an instance. */
export const SESSION_CACHE_MS = 10_000;
/** Entries kept at most (the oldest go first); a member's entry costs a few hundred bytes. */
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  /** The session's token (the cookie's value is the token and its signature). */
  token: string;
  user: SessionUser;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  keptUntil: number;
}

export interface SessionCache {
  get(cookieValue: string): CachedSession | undefined;
  /** The epoch to hand back to `set`: a lookup started before a revocation is not stored. */
  epoch(): number;
  set(cookieValue: string, session: CachedSession, startedAt: number): void;
  forgetSession(token: string): void;
  forgetUser(userId: string): void;
  clear(): void;
}

export function createSessionCache(ttlMs = SESSION_CACHE_MS, now: () => number = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  let epoch = 0;
  const forgetWhere = (test: (e: Entry) => boolean) => {
    epoch++;
    for (const [key, entry] of entries) if (test(entry)) entries.delete(key);
  };
  return {
    get(cookieValue) {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      if (entry.keptUntil <= now()) {
        entries.delete(cookieValue);
        return undefined;
      }
      return entry;
    },
    epoch: () => epoch,
    set(cookieValue, session, startedAt) {
      if (startedAt !== epoch || ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(cookieValue, { ...session, keptUntil: Math.min(now() + ttlMs, session.expiresAt) });
    },
    forgetSession: (token) => forgetWhere((e) => e.token === token),
    forgetUser: (userId) => forgetWhere((e) => e.user.id === userId),
    clear: () => forgetWhere(() => true),
  };
}
