import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSessionSecret } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, PGlite, a local public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT: /],
    [{ PORT: '70000' }, /^Invalid setting PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL: must be a postgres/],
    [{ PUBLIC_URL: 'ftp://x' }, /^Invalid setting PUBLIC_URL: /],
    [{ SESSION_SECRET: 'short' }, /^Invalid setting SESSION_SECRET: must be at least 32/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /^Invalid setting ADMIN_EMAIL: /],
    [{ ADMIN_PASSWORD: 'longenough' }, /^Invalid setting ADMIN_EMAIL: must be set when ADMIN_PASSWORD/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid setting SMTP_URL: /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL: /],
    [{ S3_BUCKET: 'b' }, /^Invalid setting S3_ACCESS_KEY_ID: /],
  ])('stops with one clear line for a bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('enables the admin account and S3 only when their settings are complete', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'Founder@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.admin).toEqual({ email: 'founder@example.com', password: 'a-long-password' });
    expect(config.s3?.bucket).toBe('b');
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = resolveSessionSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveSessionSecret(config)).toBe(first);
      expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
      expect(resolveSessionSecret(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
