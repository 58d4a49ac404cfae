/**
 * The settings a newcomer reads about are the settings the server reads: every variable of
 * config.ts's schemas (the one module that reads the environment) is named in the README's
 * configuration table and in .env.example. A setting added to config.ts without its line there
 * fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The keys of config.ts's zod schemas: upper-case names at the start of an indented line (`  PORT: z…`). */
const settings = [...read('src/server/config.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);

describe('the documented settings', () => {
  it('finds the settings of every schema in config.ts', () => {
    expect(settings).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'PASSWORD_SCRYPT_N', 'VISITOR_UPLOADS_PER_DAY', 'RAZORPAY_KEY_ID', 'GST_RATE_PERCENT']));
    expect(new Set(settings).size).toBe(settings.length);
  });

  it('names every setting in the README', () => {
    const readme = read('README.md');
    expect(settings.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every setting in .env.example', () => {
    const example = read('.env.example');
    expect(settings.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example))).toEqual([]);
  });
});
