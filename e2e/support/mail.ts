/**
 * The e-mails the e2e site sent: with no SMTP_URL it writes each one as an .eml file under
 * DATA_DIR/mail (src/server/features/mail/transport.ts), named after the time, the recipient and a
 * random part (`<time>-<to>-<hex>.eml`).
 *
 *   const mail = await waitForEmail('meera@e2e.example', (text) => text.includes('/api/auth/verify-email'));
 *   const link = linkIn(mail, '/api/auth/verify-email');
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** The readable text of a message: quoted-printable and base64 parts decoded. */
export function decodeEml(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return `${headers}\n${body}`;
    })
    .join('\n');
}

/** Waits until an e-mail to `to` whose text passes `match` has been written; answers its decoded text. */
export async function waitForEmail(to: string, match: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const dir = path.join(inject('dataDir'), 'mail');
  const name = to.replace(/[^\w@.-]+/g, '_');
  const named = new RegExp(`-${name.replace(/[.]/g, '\\.')}(?:-[0-9a-f]+)?\\.eml$`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    // Newest first: the names start with the time.
    for (const file of files.filter((f) => named.test(f)).sort().reverse()) {
      const text = decodeEml(await readFile(path.join(dir, file), 'utf8'));
      if (match(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matched within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in a message whose path starts with `pathPrefix`. */
export function linkIn(text: string, pathPrefix: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`no ${pathPrefix} link in the e-mail`);
}
