/**
 * What every iCalendar text the site writes shares (the invites of features/registrations/emails.ts,
 * the founder's feed of features/bookings/feed.ts): one PRODID, parameter values that cannot break
 * out of their quotes, and lines folded as RFC 5545 §3.1 says, at 75 octets (the `ics` package folds
 * at 75 characters, which a line of Hindi, three octets a letter, exceeds threefold).
 */

/** Who wrote the calendar text (RFC 5545 §3.7.3). */
export const ICAL_PRODUCT_ID = '-//Antarman//Site//EN';

const FOLD_OCTETS = 75;

/**
 * A parameter value such as an attendee's CN, safe inside the double quotes the writer puts around
 * it: a double quote cannot be escaped there (RFC 5545 §3.2), so it becomes an apostrophe; control
 * characters (a line break would end the line) become spaces. Commas, semicolons and colons are
 * fine inside the quotes.
 */
export function safeParamValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/"/g, "'").trim();
}

/** One content line folded at 75 octets: continuation lines start with a space; a UTF-8 sequence is never split. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= FOLD_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation holds its leading space and 74 more.
    if (octets + size > FOLD_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** A whole calendar text, unfolded then folded again by octets, with CRLF line ends and a final CRLF. */
export function foldCalendar(text: string): string {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
