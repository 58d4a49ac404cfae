import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, createSecretFile, loadConfig, resolveSessionSecret } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, PGlite, a local public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.admin).toBeUndefined();
  });

  it('cuts slow clients off by default: headers in 10 s, a request in 30 s, keep-alive 72 s, 1000 connections', () => {
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, maxConnections: 1000 });
    const short = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000', HTTP_MAX_CONNECTIONS: '50' });
    expect(short.http).toEqual({ headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 5000, maxConnections: 50 });
  });

  it('hashes passwords at better-auth\'s scrypt cost unless told otherwise', () => {
    expect(loadConfig({}).passwordScryptN).toBe(16_384);
    expect(loadConfig({ PASSWORD_SCRYPT_N: '1024' }).passwordScryptN).toBe(1024);
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
    [{ HTTP_HEADERS_TIMEOUT_MS: 'ten' }, /^Invalid setting HTTP_HEADERS_TIMEOUT_MS: /],
    [{ HTTP_REQUEST_TIMEOUT_MS: '100' }, /^Invalid setting HTTP_REQUEST_TIMEOUT_MS: must be a whole number of milliseconds, at least 500/],
    [{ HTTP_HEADERS_TIMEOUT_MS: '40000' }, /^Invalid setting HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/],
    [{ HTTP_MAX_CONNECTIONS: '0' }, /^Invalid setting HTTP_MAX_CONNECTIONS: /],
    [{ PASSWORD_SCRYPT_N: '1000' }, /^Invalid setting PASSWORD_SCRYPT_N: must be a power of two from 1024 to 131072/],
    [{ PASSWORD_SCRYPT_N: '262144' }, /^Invalid setting PASSWORD_SCRYPT_N: must be a power of two from 1024 to 131072/],
    [{ PASSWORD_SCRYPT_N: '512' }, /^Invalid setting PASSWORD_SCRYPT_N: must be a power of two/],
    [{ GSTIN: '24ABCDE1234F1Z5' }, /^Invalid setting BUSINESS_ADDRESS: must be set when GSTIN is/],
    [{ GSTIN: '24ABCDE1234F1Z5', BUSINESS_ADDRESS: '' }, /^Invalid setting BUSINESS_ADDRESS: must be set when GSTIN is/],
    [{ UPI_VERIFY_HOURS: '0' }, /^Invalid setting UPI_VERIFY_HOURS: /],
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

  it('issues tax invoices with a GSTIN and the address it requires; UTRs are overdue after 48 hours unless told otherwise', () => {
    const config = loadConfig({ GSTIN: '24abcde1234f1z5', BUSINESS_ADDRESS: '12 Lake Road, Ahmedabad 380015' });
    expect(config.payments.business).toMatchObject({ gstin: '24ABCDE1234F1Z5', address: '12 Lake Road, Ahmedabad 380015' });
    expect(config.payments.upiVerifyHours).toBe(48);
    expect(loadConfig({ UPI_VERIFY_HOURS: '72' }).payments.upiVerifyHours).toBe(72);
  });

  it('turns WhatsApp on only with its phone number id, token and app secret (issue 52)', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    const config = loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' });
    expect(config.whatsapp).toEqual({ phoneNumberId: '106540352242922', accessToken: 't', appSecret: 's', verifyToken: 'v', apiUrl: 'https://graph.facebook.com/v21.0' });
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 't' })).toThrow(/WHATSAPP_APP_SECRET/);
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

  it('keeps the secret another process wrote first, and replaces a file too short to be one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const file = path.join(dir, 'session-secret');
    try {
      // Another process linked its secret into place between our read and our write.
      writeFileSync(file, `${'s'.repeat(64)}\n`);
      expect(createSecretFile(file)).toBe('s'.repeat(64));
      writeFileSync(file, 'cut-off\n');
      const made = createSecretFile(file);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(resolveSessionSecret(loadConfig({ DATA_DIR: dir }))).toBe(made);
      // No draft is left beside it.
      expect(readdirSync(dir)).toEqual(['session-secret']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
