import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, passwordHasher } from './password-hash.ts';

/** A hash as better-auth 1.x writes it (@better-auth/utils/password, node): "<salt>:<key>", N 16384, r 16, p 1. */
function betterAuthHash(password: string): string {
  const salt = randomBytes(16).toString('hex');
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 });
  return `${salt}:${key.toString('hex')}`;
}

describe('password hashes', () => {
  it('writes better-auth\'s cost by default, and records it in the hash', async () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 16_384, r: 16, p: 1 });
    const hash = await passwordHasher().hash('correct horse');
    expect(hash).toMatch(/^scrypt:16384:16:1:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await passwordHasher().verify({ hash, password: 'correct horse' })).toBe(true);
    expect(await passwordHasher().verify({ hash, password: 'correct horsf' })).toBe(false);
  });

  it('verifies a hash with the cost it was made with, whatever the cost set now: changing it locks no one out', async () => {
    const cheap = await passwordHasher(1024).hash('पासवर्ड-१२३');
    expect(cheap).toMatch(/^scrypt:1024:16:1:/);
    expect(await passwordHasher().verify({ hash: cheap, password: 'पासवर्ड-१२३' })).toBe(true);
    const dear = await passwordHasher().hash('પાસવર્ડ-૧૨૩');
    expect(await passwordHasher(1024).verify({ hash: dear, password: 'પાસવર્ડ-૧૨૩' })).toBe(true);
  });

  it('verifies the hashes better-auth wrote before (an existing database)', async () => {
    const hash = betterAuthHash('an old password');
    expect(await passwordHasher(1024).verify({ hash, password: 'an old password' })).toBe(true);
    expect(await passwordHasher(1024).verify({ hash, password: 'another password' })).toBe(false);
  });

  it('reads a hash at the highest cost it allows (N 131072, 256 MB)', async () => {
    const hash = await passwordHasher(131_072).hash('expensive');
    expect(await passwordHasher(1024).verify({ hash, password: 'expensive' })).toBe(true);
  });

  it('salts every hash', async () => {
    const hasher = passwordHasher(1024);
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it.each([
    ['empty', ''],
    ['one part', 'abcdef'],
    ['not hex', 'salt:zz'],
    ['unknown scheme', 'bcrypt:1024:16:1:salt:abcd'],
    ['N not a power of two', 'scrypt:1000:16:1:salt:abcd'],
    ['N beyond 131072 at r 16 (512 MB a hash)', 'scrypt:262144:16:1:salt:abcd'],
    ['r so large that memory passes 256 MB', 'scrypt:131072:32:1:salt:abcd'],
    ['p zero', 'scrypt:1024:16:0:salt:abcd'],
    ['no salt', 'scrypt:1024:16:1::abcd'],
  ])('refuses a stored hash it cannot read (%s) without throwing', async (_, hash) => {
    expect(await passwordHasher(1024).verify({ hash, password: 'anything' })).toBe(false);
  });
});
