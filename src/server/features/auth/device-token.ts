/**
 * "This browser has signed in to this account before": a long-lived, HttpOnly cookie holding, for
 * each account signed in from the browser (at most five), a random token of that browser's own. The
 * database keeps only each token's SHA-256 with its account (`device_tokens`), so a stolen copy of
 * the table signs nobody in and the cookie says nothing readable about which accounts it names.
 *
 * The sign-in throttle counts a known browser's attempts under its own token, apart from everyone
 * else's (throttle.ts): a stranger guessing at an account never slows its owner down on their own
 * phone or laptop, and a browser that kept a token (a shared computer) guesses only against that
 * token's own limit, never the owner's other browsers' (issue 49 item 3; before, the token was one
 * constant per account, the same on every browser). A password that changes ends every token of the
 * account (revoke); deleting the account deletes them with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deviceTokens, users } from '../../db/schema.ts';

export const DEVICE_COOKIE = 'antarman.device';
/** A year: a person keeps their phone at least that long. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A shared family computer may sign in to a few accounts; older ones drop out. */
const MAX_ACCOUNTS = 5;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokensIn = (value: string | undefined) => (value ?? '').split('.').filter((t) => TOKEN_PATTERN.test(t)).slice(0, MAX_ACCOUNTS);

export interface DeviceTokens {
  /** The throttle key of the cookie's token for this address's account (its hash), or null when the browser carries none. */
  knownAs(cookieValue: string | undefined, email: string): Promise<string | null>;
  /** The cookie value after signing in to this account: its token (kept, or a new random one) first, at most five. */
  remember(cookieValue: string | undefined, userId: string): Promise<string>;
}

export function createDeviceTokens(db: Db): DeviceTokens {
  /** The cookie's tokens whose hash is stored for `account` (by id or address), with their hashes. */
  const tokensOf = async (value: string | undefined, account: { userId: string } | { email: string }) => {
    const tokens = tokensIn(value);
    if (!tokens.length) return [];
    const hashes = tokens.map(hashOf);
    const owner = 'userId' in account ? eq(deviceTokens.userId, account.userId) : sql`${deviceTokens.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${account.email.trim().toLowerCase()} limit 1)`;
    const rows = await db.select({ tokenHash: deviceTokens.tokenHash }).from(deviceTokens).where(and(inArray(deviceTokens.tokenHash, hashes), owner));
    const found = new Set(rows.map((r) => r.tokenHash));
    return tokens.map((token, i) => ({ token, hash: hashes[i] })).filter((t) => found.has(t.hash));
  };
  return {
    async knownAs(value, email) {
      const [known] = await tokensOf(value, { email });
      return known ? known.hash : null;
    },
    async remember(value, userId) {
      let [mine] = await tokensOf(value, { userId });
      if (mine) {
        await db.update(deviceTokens).set({ lastUsedAt: new Date() }).where(eq(deviceTokens.tokenHash, mine.hash));
      } else {
        const token = randomBytes(24).toString('base64url');
        mine = { token, hash: hashOf(token) };
        await db.insert(deviceTokens).values({ userId, tokenHash: mine.hash });
      }
      // The other accounts' tokens that still stand (a revoked one is dropped), after this one.
      const others = tokensIn(value).filter((t) => t !== mine.token);
      const standing = others.length ? new Set((await db.select({ tokenHash: deviceTokens.tokenHash }).from(deviceTokens).where(inArray(deviceTokens.tokenHash, others.map(hashOf)))).map((r) => r.tokenHash)) : new Set<string>();
      return [mine.token, ...others.filter((t) => standing.has(hashOf(t)))].slice(0, MAX_ACCOUNTS).join('.');
    },
  };
}

/** Ends every device token of the account (its password changed): its browsers count as strangers until they sign in again. */
export async function revokeDeviceTokens(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
}
