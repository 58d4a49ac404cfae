/**
 * Password hashes: scrypt from node:crypto (run on libuv's thread pool, never on the event loop),
 * as better-auth does by default, with one difference: every new hash records its own cost.
 *
 *   scrypt:<N>:<r>:<p>:<salt>:<key>   written by this file (salt and key in hex)
 *   <salt>:<key>                      better-auth's own format: N 16384, r 16, p 1
 *
 * Both verify, so the cost (PASSWORD_SCRYPT_N, config.ts) can change without locking anyone out:
 * an old hash keeps the cost it was made with. The default is better-auth's; the tests hash at a
 * sixteenth of it, through this same code (ADR 0029).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** better-auth's cost: every `salt:key` hash it wrote was made with it. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16_384, r: 16, p: 1 };
const KEY_BYTES = 64;
/** What scrypt allocates for one hash at this cost (128·N·r bytes). */
const memoryOf = (cost: ScryptCost) => 128 * cost.N * cost.r;
/**
 * The most a hash may cost: N 131072 at r 16, 256 MB of memory for one hash (the default takes
 * 32 MB). A stored hash that asks for more is not read: no row can make the server allocate gigabytes.
 */
export const MAX_SCRYPT_N = 131_072;
const MAX_MEMORY = memoryOf({ ...DEFAULT_SCRYPT_COST, N: MAX_SCRYPT_N });
const MAX_P = 4;

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...cost, maxmem: 2 * memoryOf(cost) }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const HEX = /^[0-9a-f]+$/;
const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
/** scrypt's N must be a power of two, at least 2 (PASSWORD_SCRYPT_N is checked with it too: config.ts). */
export const isPowerOfTwo = (n: number) => whole(n, 2) && (n & (n - 1)) === 0;

/**
 * The cost, salt and key of a stored hash: `salt:key` at better-auth's cost, or `scrypt:N:r:p:salt:key`.
 * Undefined for anything else, and for a cost beyond the limits above.
 */
function parse(stored: string): { cost: ScryptCost; salt: string; key: Buffer } | undefined {
  const parts = stored.split(':');
  const [salt, key] = parts.slice(-2);
  let cost = DEFAULT_SCRYPT_COST;
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [N, r, p] = parts.slice(1, 4).map(Number);
    cost = { N, r, p };
    if (!isPowerOfTwo(N) || !whole(r, 1) || !whole(p, 1) || p > MAX_P || memoryOf(cost) > MAX_MEMORY) return undefined;
  } else if (parts.length !== 2) {
    return undefined;
  }
  return salt && HEX.test(key) ? { cost, salt, key: Buffer.from(key, 'hex') } : undefined;
}

/** better-auth's `emailAndPassword.password`: every hash of the site goes through these two. */
export function passwordHasher(N: number = DEFAULT_SCRYPT_COST.N) {
  const cost: ScryptCost = { ...DEFAULT_SCRYPT_COST, N };
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = await derive(password, salt, cost);
      return `scrypt:${cost.N}:${cost.r}:${cost.p}:${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const stored = parse(hash);
      if (!stored) return false;
      const key = await derive(password, stored.salt, stored.cost);
      return key.length === stored.key.length && timingSafeEqual(key, stored.key);
    },
  };
}
