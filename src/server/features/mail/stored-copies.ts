/**
 * Erasing the copies of e-mails this installation keeps about someone (deleting an account): the
 * outbox rows, sent or still waiting, and the .eml files the file transport wrote under
 * DATA_DIR/mail when no SMTP server was configured.
 *
 * A file is found by what it says, decoded (subject and To headers, every text, HTML and calendar
 * part, quoted-printable or base64): it names one of the given strings (an address, a registration
 * id), or it holds the text of one of the outbox rows being erased (a copy whose row is gone, or
 * one that names the person only by their name). Files are read one at a time, so a large mail
 * folder costs time, not memory; deleting an account is rare.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { mailFileDir } from './transport.ts';

/** Lower case, every run of white space one space: how copies and needles are compared. */
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

const decodeBase64 = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'base64').toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header value. */
const decodeHeaderWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) => (enc.toUpperCase() === 'B' ? decodeBase64(data) : decodeQuotedPrintable(data.replace(/_/g, ' '))));

/**
 * A stored message as searchable text: its headers with encoded words decoded, then the content
 * of every MIME part in its transfer encoding's clear (nested multiparts are read part by part).
 */
export function decodeStoredMessage(raw: string): string {
  const out: string[] = [];
  // Every boundary line (--something) starts a new part; each part is headers, a blank line, a body.
  for (const part of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const split = /\r?\n\r?\n/.exec(part);
    const head = split ? part.slice(0, split.index) : part;
    const body = split ? part.slice(split.index + split[0].length) : '';
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    out.push(decodeHeaderWords(unfolded));
    const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(unfolded)?.[1]?.toLowerCase();
    out.push(encoding === 'base64' ? decodeBase64(body) : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body);
  }
  return out.join('\n');
}

/** Deletes the outbox rows `about` selects, whatever their status; answers the texts they held (to find their files). */
export async function eraseOutboxRows(db: Db | Tx, about: SQL): Promise<string[]> {
  const rows = await db.delete(emailOutbox).where(about).returning({ text: emailOutbox.text });
  return rows.map((r) => r.text);
}

/**
 * Deletes the .eml files under DATA_DIR/mail that name one of `needles` or hold one of `texts`
 * (compared without regard to case or line breaks); answers how many went.
 */
export async function eraseMailFiles(dataDir: string, match: { needles: string[]; texts: string[] }): Promise<number> {
  const dir = mailFileDir(dataDir);
  const needles = [...new Set([...match.needles, ...match.texts].map(normalise).filter((n) => n.length >= 6))];
  if (needles.length === 0) return 0;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let erased = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // gone meanwhile
      throw err;
    }
    // The raw text too: a needle may sit in a header that is not decoded (To, an attachment's name).
    const content = normalise(`${name}\n${raw}\n${decodeStoredMessage(raw)}`);
    if (needles.some((n) => content.includes(n))) {
      await rm(file, { force: true });
      erased++;
    }
  }
  return erased;
}
