/**
 * Password hashes: scrypt from node:crypto (run on libuv's thread pool, never on the event loop),
 * as better-auth does by default, with one difference: every new hash records its own cost.
 *
 *   scrypt:<N>:<r>:<p>:<salt>:<key>   written by this file (salt and key in hex)
 *   <salt>:<key>                      better-auth's own format: N 16384, r 16, p 1
 *
 * Both verify, so the cost (PASSWORD_SCRYPT_N, config.ts) can change without locking anyone out:
 * an old hash keeps the cost it was made with. The default is better-auth's: about 150 ms of one
 * core per hash on this project's machines. The test suites set N to 1024, a sixteenth of the
 * work, through the same code: they hash about 900 passwords, some 140 s of CPU at the default.
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
/**
 * The most a hash may cost: N 131072 at r 16, 256 MB of memory for one hash (scrypt takes 128·N·r
 * bytes; the default takes 32 MB). A stored hash that asks for more is not read, so no row of the
 * database can make the server allocate gigabytes.
 */
export const MAX_SCRYPT_N = 131_072;
const MAX_MEMORY = 128 * MAX_SCRYPT_N * DEFAULT_SCRYPT_COST.r;
const MAX_P = 4;

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...cost, maxmem: 128 * cost.N * cost.r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** The cost and parts of a stored hash, or undefined when it is neither format (or asks too much). */
function parse(stored: string): { cost: ScryptCost; salt: string; key: Buffer } | undefined {
  const parts = stored.split(':');
  const hex = /^[0-9a-f]+$/;
  if (parts.length === 2) {
    const [salt, key] = parts;
    return salt && hex.test(key) ? { cost: DEFAULT_SCRYPT_COST, salt, key: Buffer.from(key, 'hex') } : undefined;
  }
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const [salt, key] = parts.slice(4);
  const powerOfTwo = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || 128 * N * r > MAX_MEMORY || !Number.isInteger(p) || p < 1 || p > MAX_P) return undefined;
  if (!salt || !hex.test(key)) return undefined;
  return { cost: { N, r, p }, salt, key: Buffer.from(key, 'hex') };
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
