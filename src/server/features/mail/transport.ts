/**
 * How mail leaves: SMTP (SMTP_URL), or, when none is configured, .eml files under DATA_DIR/mail that
 * any mail program opens (so a fresh install loses nothing and needs no mail server).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';

export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Where mail goes as files when no SMTP server is configured. */
export const mailFileDir = (dataDir: string) => path.join(dataDir, 'mail');

/**
 * A nodemailer transport made with the first message: nodemailer (about 2 MB of heap) is not loaded
 * by a server that sends nothing.
 */
function lazyTransport(create: (mailer: typeof nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((m) => create(m.default))),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const { smtpUrl } = options;
    const smtp = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await smtp.get()).sendMail(message);
      },
      close: smtp.close,
    };
  }
  const dir = mailFileDir(options.dataDir);
  const files = lazyTransport((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = (await (await files.get()).sendMail(message)) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const to = String(message.to ?? 'unknown').replace(/[^\w@.-]+/g, '_');
      // A random part: two messages to one address in the same millisecond (two instances, the
      // founder's notices) were one file, the second written over the first. 'wx' never overwrites.
      await writeFile(path.join(dir, `${stamp}-${to}-${randomBytes(4).toString('hex')}.eml`), info.message, { flag: 'wx' });
    },
    close: files.close,
  };
}
