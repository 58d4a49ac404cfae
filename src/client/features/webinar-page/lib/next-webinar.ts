/**
 * The next webinar the registration page announces: the earliest active event of category
 * webinar that has not started yet, with its date and its start and end times in IST.
 */
import type { Language } from '../../../../shared/constants.ts';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { formatIstClock, formatIstDate } from '../../../../shared/ist.ts';

export function nextWebinar(webinars: readonly Webinar[], now: Date): Webinar | null {
  const upcoming = webinars
    .filter((w) => w.category === 'webinar' && w.isActive && Date.parse(w.date) > now.getTime())
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return upcoming[0] ?? null;
}

export interface WebinarSchedule {
  /** "Thursday, 21 August 2025", in the page language. */
  date: string;
  /** "7:00 PM" and "8:30 PM" (start, and start plus duration), in IST; in Hindi "शाम 7:00", "रात 8:30". */
  start: string;
  end: string;
  /** The start as an instant (ISO 8601): the visitor's own time is added from it once the page runs. */
  startsAt: string;
}

export function webinarSchedule(webinar: Pick<Webinar, 'date' | 'duration'>, lang: Language): WebinarSchedule {
  const start = new Date(webinar.date);
  const end = new Date(start.getTime() + webinar.duration * 60_000);
  return { date: formatIstDate(start, lang), start: formatIstClock(start, lang), end: formatIstClock(end, lang), startsAt: start.toISOString() };
}
