/**
 * Reads the site's e-mails and invites as mail and calendar programs do (tests only): the message
 * through mailparser, its calendar part through ical.js, and where that part sits in the MIME tree.
 */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';

export interface ReadInvite {
  method: string | null;
  prodId: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  start: Date;
  end: Date;
  attendeeName: string | null;
  attendeeEmail: string | null;
}

export interface ReadMail {
  subject: string;
  /** The plain-text part (every message keeps one: mail/layout.ts). */
  text: string;
  /** The HTML part as sent, or null when the message has none. */
  html: string | null;
  replyTo: string[];
  /** The text/calendar part's content, decoded; null when the message has none. */
  calendar: string | null;
  /** The `method` parameter of the text/calendar part's Content-Type. */
  calendarMethodParam: string | null;
  /** True when the text/calendar part is one of the alternatives of a multipart/alternative. */
  calendarInAlternative: boolean;
}

/** Is a text/calendar part one of the parts of a multipart/alternative of `raw`? */
function calendarInAlternative(raw: string): boolean {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  for (const match of unfolded.matchAll(/Content-Type: *multipart\/alternative;[^\n]*boundary="?([^"\r\n;]+)"?/gi)) {
    const boundary = match[1];
    const start = unfolded.indexOf(`--${boundary}`, match.index);
    const end = unfolded.indexOf(`--${boundary}--`, start);
    if (start >= 0 && end > start && /Content-Type: *text\/calendar/i.test(unfolded.slice(start, end))) return true;
  }
  return false;
}

export async function readMail(raw: string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const calendarPart = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  const contentType = calendarPart?.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    replyTo: parsed.replyTo ? (Array.isArray(parsed.replyTo) ? parsed.replyTo : [parsed.replyTo]).flatMap((a) => a.value.map((v: { address?: string }) => v.address ?? '')) : [],
    calendar: calendarPart ? calendarPart.content.toString('utf8') : null,
    calendarMethodParam: contentType?.params?.method ?? null,
    calendarInAlternative: calendarInAlternative(raw),
  };
}

/** An invite as ical.js reads it (its VTIMEZONE registered, so the times are real instants). */
export function readInvite(ics: string): ReadInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the invite');
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty('attendee');
  const str = (v: unknown) => (v == null ? null : String(v));
  return {
    method: str(calendar.getFirstPropertyValue('method')),
    prodId: str(calendar.getFirstPropertyValue('prodid')),
    uid: event.uid,
    sequence: event.sequence,
    status: str(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    attendeeName: str(attendee?.getParameter('cn')),
    attendeeEmail: str(attendee?.getFirstValue())?.replace(/^mailto:/i, '') ?? null,
  };
}
