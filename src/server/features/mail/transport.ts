/**
 * How mail leaves: SMTP (SMTP_URL), or, when none is configured, .eml files under DATA_DIR/mail that
 * any mail program opens (so a fresh install loses nothing and needs no mail server).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';

export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  close(): void;
}

/** Where mail goes as files when no SMTP server is configured. */
export const mailFileDir = (dataDir: string) => path.join(dataDir, 'mail');

/** nodemailer, loaded with the first message (about 2 MB of heap a server that sends nothing does not keep). */
const loadNodemailer = () => import('nodemailer').then((m) => m.default);

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  const { smtpUrl } = options;
  if (smtpUrl) {
    let smtp: Promise<Transporter> | undefined;
    return {
      async send(message) {
        smtp ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await smtp).sendMail(message);
      },
      close: () => void smtp?.then((t) => t.close()),
    };
  }
  const dir = mailFileDir(options.dataDir);
  let files: Promise<Transporter> | undefined;
  return {
    async send(message) {
      files ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
      const info = (await (await files).sendMail(message)) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const to = String(message.to ?? 'unknown').replace(/[^\w@.-]+/g, '_');
      // A random part: two messages to one address in the same millisecond (two instances, the
      // founder's notices) were one file, the second written over the first. 'wx' never overwrites.
      await writeFile(path.join(dir, `${stamp}-${to}-${randomBytes(4).toString('hex')}.eml`), info.message, { flag: 'wx' });
    },
    close: () => void files?.then((t) => t.close()),
  };
}
