/**
 * The one place that reads the environment. Every setting is validated here; a bad value stops
 * the start with one line that names the variable and what is wrong with it.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SCRYPT_COST, isPowerOfTwo, MAX_SCRYPT_N } from './lib/password-hash.ts';

const optionalText = z.string().trim().min(1).optional();
/** Milliseconds, at least half a second (a shorter limit would cut off ordinary visitors). */
const milliseconds = z.coerce.number().int().min(500, 'must be a whole number of milliseconds, at least 500');
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default('Antarman <no-reply@antarman.example>'),
    ADMIN_NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
    /** The Reply-To of every e-mail a visitor receives (default ADMIN_NOTIFY_EMAIL, else ADMIN_EMAIL). */
    PRACTICE_EMAIL: z.email('must be an e-mail address').optional(),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_SAMPLE_CONTENT: booleanFlag.default(true),
    HTTP_HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1, 'must be a whole number, at least 1').default(1000),
    PASSWORD_SCRYPT_N: z.coerce
      .number()
      .int()
      .refine((n) => n >= 1024 && n <= MAX_SCRYPT_N && isPowerOfTwo(n), `must be a power of two from 1024 to ${MAX_SCRYPT_N}`)
      .default(DEFAULT_SCRYPT_COST.N),
  })
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_EMAIL, {
    path: ['ADMIN_EMAIL'],
    message: 'must be set when ADMIN_PASSWORD is set',
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  sessionSecret?: string;
  admin?: { email: string; password?: string };
  smtpUrl?: string;
  mailFrom: string;
  adminNotifyEmail?: string;
  /** The Reply-To of visitors' e-mails (PRACTICE_EMAIL, else the founder's notice address). */
  practiceEmail?: string;
  s3?: { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string };
  google?: { clientId: string; clientSecret: string };
  redisUrl?: string;
  trustProxy: boolean;
  logLevel: string;
  seedSampleContent: boolean;
  /**
   * scrypt's cost N for new password hashes (lib/password-hash.ts). Each hash records its
   * own, so a change never locks anyone out. Lower only for test runs.
   */
  passwordScryptN: number;
  /** Uploads by visitors without an account: daily budgets and the disk guard (see below). */
  visitorUploads: VisitorUploadSettings;
  /** The money path (docs/decisions/0017): who takes payments, how long a seat is held, what a receipt says. */
  payments: PaymentSettings;
  /** The founder's calendar feeds (issue 53): fetch addresses in private networks too (tests; never in production). */
  calendarFetchAllowPrivate: boolean;
  /** WhatsApp Cloud API (issue 52; docs/whatsapp.md): unset, nothing goes to WhatsApp. */
  whatsapp?: WhatsAppSettings;
  /** What a client that is slow on purpose may hold (app.ts; docs/security-transport.md). */
  http: {
    /** Time to send the request line and headers, from the connection (or the request's first byte). */
    headersTimeoutMs: number;
    /** Time to send the whole request, body included. */
    requestTimeoutMs: number;
    /** How long an idle keep-alive connection stays open between requests. */
    keepAliveTimeoutMs: number;
    /** Connections open at once; further ones are closed at once. */
    maxConnections: number;
  };
}

export class ConfigError extends Error {}

/** Reads and validates settings. Empty values count as unset, as they do in most .env files. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid setting ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL ?? e.ADMIN_EMAIL,
    practiceEmail: e.PRACTICE_EMAIL ?? e.ADMIN_NOTIFY_EMAIL ?? e.ADMIN_EMAIL,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedSampleContent: e.SEED_SAMPLE_CONTENT,
    passwordScryptN: e.PASSWORD_SCRYPT_N,
    visitorUploads: visitorUploadSettings(present),
    calendarFetchAllowPrivate: calendarFetchAllowPrivate(present),
    payments: paymentSettings(present),
    whatsapp: whatsAppSettings(present),
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
    },
  };
}

/* ------------------------------------------------------------------------------------------------
 * Uploads by visitors without an account (the meditation circle's photo): what one client address
 * may upload per day (IST), what all of them together may, and the free disk space under which they
 * are refused (local storage only). 0 turns a limit off. Kept apart from envSchema: one block.
 * ---------------------------------------------------------------------------------------------- */

const visitorUploadSchema = z.object({
  VISITOR_UPLOADS_PER_DAY: z.coerce.number().int().min(0).default(20),
  VISITOR_UPLOAD_MB_PER_DAY: z.coerce.number().min(0).default(20),
  VISITOR_UPLOAD_MB_TOTAL_PER_DAY: z.coerce.number().min(0).default(500),
  UPLOAD_MIN_FREE_DISK_MB: z.coerce.number().min(0).default(512),
  UPLOAD_MIN_FREE_DISK_PERCENT: z.coerce.number().min(0).max(100).default(5),
});

export interface VisitorUploadSettings {
  /** Files one client address may upload per day (0: no limit). */
  filesPerClient: number;
  /** Bytes one client address may upload per day (0: no limit). */
  bytesPerClient: number;
  /** Bytes all visitors together may upload per day (0: no limit); applies to S3 too. */
  bytesTotal: number;
  /** Visitors' uploads are refused when the disk of DATA_DIR has less free than this (bytes) ... */
  minFreeDiskBytes: number;
  /** ... or than this share of it (percent). Not for S3 storage. */
  minFreeDiskPercent: number;
}

const MB = 1024 * 1024;

function visitorUploadSettings(env: Record<string, string | undefined>): VisitorUploadSettings {
  const parsed = visitorUploadSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    filesPerClient: e.VISITOR_UPLOADS_PER_DAY,
    bytesPerClient: Math.round(e.VISITOR_UPLOAD_MB_PER_DAY * MB),
    bytesTotal: Math.round(e.VISITOR_UPLOAD_MB_TOTAL_PER_DAY * MB),
    minFreeDiskBytes: Math.round(e.UPLOAD_MIN_FREE_DISK_MB * MB),
    minFreeDiskPercent: e.UPLOAD_MIN_FREE_DISK_PERCENT,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Payments (docs/decisions/0017; ../PAYMENTS facts in docs/payments.md). Razorpay when its key id and
 * secret are set; direct UPI when UPI_VPA is set; both may be. GSTIN turns receipts into tax invoices.
 * ---------------------------------------------------------------------------------------------- */

const paymentSchema = z
  .object({
    RAZORPAY_KEY_ID: z.string().trim().regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…').optional(),
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://checkout.razorpay.com/v1/checkout.js'),
    UPI_VPA: z.string().trim().regex(/^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/, 'must be a UPI ID such as name@bank').optional(),
    UPI_PAYEE_NAME: optionalText,
    PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1, 'must be a whole number of minutes, at least 1').max(24 * 60).default(20),
    UPI_VERIFY_HOURS: z.coerce.number().int().min(1, 'must be a whole number of hours, at least 1').max(24 * 30).default(48),
    BUSINESS_NAME: z.string().trim().min(1).default('Antarman'),
    BUSINESS_ADDRESS: optionalText,
    GSTIN: z.string().trim().toUpperCase().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN').optional(),
    GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
  })
  .refine((e) => !e.RAZORPAY_KEY_ID === !e.RAZORPAY_KEY_SECRET, { path: ['RAZORPAY_KEY_SECRET'], message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together' })
  // A tax invoice carries the supplier's address (CGST Rules, Rule 46): no GSTIN without it.
  .refine((e) => !e.GSTIN || !!e.BUSINESS_ADDRESS, { path: ['BUSINESS_ADDRESS'], message: 'must be set when GSTIN is (a tax invoice carries the supplier\'s address)' });

export interface PaymentSettings {
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string; checkoutUrl: string };
  upi?: { vpa: string; payeeName: string };
  /** How long a pending_payment registration holds its seat or slot. */
  holdMinutes: number;
  /** A UTR the founder has not checked within this many hours is listed as overdue (UPI_VERIFY_HOURS, 48). */
  upiVerifyHours: number;
  /** Who issues receipts; with a GSTIN they are tax invoices (its first two digits are the supplier's state). */
  business: { name: string; address?: string; gstin?: string; gstRatePercent: number };
}

function paymentSettings(env: Record<string, string | undefined>): PaymentSettings {
  const parsed = paymentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''), checkoutUrl: e.RAZORPAY_CHECKOUT_URL }
        : undefined,
    upi: e.UPI_VPA ? { vpa: e.UPI_VPA, payeeName: e.UPI_PAYEE_NAME ?? e.BUSINESS_NAME } : undefined,
    holdMinutes: e.PAYMENT_HOLD_MINUTES,
    upiVerifyHours: e.UPI_VERIFY_HOURS,
    business: { name: e.BUSINESS_NAME, address: e.BUSINESS_ADDRESS, gstin: e.GSTIN, gstRatePercent: e.GST_RATE_PERCENT },
  };
}

/* ------------------------------------------------------------------------------------------------
 * WhatsApp (issue 52; docs/whatsapp.md): Meta's Cloud API. With the phone number id and the access
 * token, opted-in clients get template messages; the app secret verifies the webhook's signatures
 * and the verify token answers Meta's subscription check. Unset: the site sends nothing there.
 * ---------------------------------------------------------------------------------------------- */

const whatsAppSchema = z
  .object({
    WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d{5,30}$/, 'must be the digits of the phone number id from WhatsApp Manager').optional(),
    WHATSAPP_ACCESS_TOKEN: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://graph.facebook.com/v21.0'),
  })
  .refine((e) => !e.WHATSAPP_PHONE_NUMBER_ID === !e.WHATSAPP_ACCESS_TOKEN, { path: ['WHATSAPP_ACCESS_TOKEN'], message: 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN must be set together' })
  .refine((e) => !e.WHATSAPP_PHONE_NUMBER_ID || e.WHATSAPP_APP_SECRET, { path: ['WHATSAPP_APP_SECRET'], message: 'must be set with WHATSAPP_PHONE_NUMBER_ID (it verifies the webhook)' });

export interface WhatsAppSettings {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** What Meta's subscription check must send as hub.verify_token; unset: the check is refused. */
  verifyToken?: string;
  /** Graph API base, with its version (no trailing slash). */
  apiUrl: string;
}

function whatsAppSettings(env: Record<string, string | undefined>): WhatsAppSettings | undefined {
  const parsed = whatsAppSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (!e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_ACCESS_TOKEN || !e.WHATSAPP_APP_SECRET) return undefined;
  return { phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, accessToken: e.WHATSAPP_ACCESS_TOKEN, appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN, apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, '') };
}

/** Reads the environment over `defaults`; a bad value prints one line and exits. */
export function loadConfigOrExit(defaults: Record<string, string> = {}): Config {
  try {
    return loadConfig({ ...defaults, ...process.env });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * The secret that signs sessions and links. When SESSION_SECRET is unset, one is generated on the
 * first start and kept in DATA_DIR, so restarts keep everyone signed in. Several instances must
 * share one: set SESSION_SECRET for them.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  return readSecret(file) ?? createSecretFile(file);
}

const readSecret = (file: string): string | undefined => {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined; // first start: created below
  }
};

/**
 * Writes a new secret to `file` all at once: written beside it, then linked into place, which
 * fails if the file exists. Two processes starting together on one DATA_DIR (or the parts of one
 * that read the secret, each when it starts) therefore agree on one secret: writing it in place
 * let a reader see the file empty, make a second secret and sign links the rest refused.
 */
export function createSecretFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret + '\n', { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const existing = readSecret(file);
    if (existing) return existing;
    // A file too short to be a secret (cut off, edited): replaced, at once.
    renameSync(draft, file);
    return secret;
  } finally {
    rmSync(draft, { force: true });
  }
}

/* ------------------------------------------------------------------------------------------------
 * The founder's calendar feeds (issue 53): an address that resolves to a loopback, private or
 * link-local address is refused (an admin form must not reach the server's own network), unless
 * CALENDAR_FETCH_ALLOW_PRIVATE=true (tests serve their ICS files on 127.0.0.1). Kept apart: one block.
 * ---------------------------------------------------------------------------------------------- */

function calendarFetchAllowPrivate(env: Record<string, string | undefined>): boolean {
  const parsed = z.object({ CALENDAR_FETCH_ALLOW_PRIVATE: booleanFlag.default(false) }).safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid setting CALENDAR_FETCH_ALLOW_PRIVATE: ${parsed.error.issues[0].message}`);
  return parsed.data.CALENDAR_FETCH_ALLOW_PRIVATE;
}
