/**
 * Dates as the practice reads them: India Standard Time, UTC+05:30 all year (no daylight saving),
 * so the conversions are plain arithmetic and give the same answer in any browser or server zone.
 */
import { PRACTICE_TIME_ZONE, type Language } from './constants.ts';

const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock `offsetMinutes` east of UTC: its calendar fields, and "7:00 pm" on the 12-hour clock. */
function wallClock(instant: Date | string, offsetMinutes: number) {
  const at = new Date(new Date(instant).getTime() + offsetMinutes * 60_000);
  const [hours, minutes] = [at.getUTCHours(), at.getUTCMinutes()];
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
    hours,
    minutes,
    clock: `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`,
    /** The 12-hour clock without its am/pm, for Hindi's day periods. */
    hour12: `${hours % 12 || 12}:${pad(minutes)}`,
    hiPeriod: hindiDayPeriod(hours),
  };
}

/**
 * Hindi does not write am/pm: it names the part of the day, as CLDR's day periods for hi (what
 * Intl.DateTimeFormat('hi-IN', { dayPeriod: 'short' }) writes; ist.test.ts holds it to that): रात
 * from 20:00 to 04:00, सुबह to 12:00, दोपहर to 16:00, शाम to 20:00.
 */
function hindiDayPeriod(hours: number): string {
  if (hours < 4 || hours >= 20) return 'रात';
  if (hours < 12) return 'सुबह';
  return hours < 16 ? 'दोपहर' : 'शाम';
}

/** A wall clock's time of day in `lang`: "7:00 pm"; in Hindi "शाम 7:00". */
const clockIn = (clock: ReturnType<typeof wallClock>, lang: Language) => (lang === 'hi' ? `${clock.hiPeriod} ${clock.hour12}` : clock.clock);
/** A time of day as Intl writes it alone in each language: "7:00 pm", "शाम 7:00", "7:00 PM". */
const timeIn = (clock: ReturnType<typeof wallClock>, lang: Language) => (lang === 'gu' ? clock.clock.toUpperCase() : clockIn(clock, lang));

/** The IST calendar day (YYYY-MM-DD) and time of day (HH:mm) of an instant. */
export function istParts(instant: Date | string): { date: string; time: string } {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  return { date: `${ist.year}-${pad(ist.month + 1)}-${pad(ist.day)}`, time: `${pad(ist.hours)}:${pad(ist.minutes)}` };
}

/** The instant of an IST day (YYYY-MM-DD) and time (HH:mm); null when either is not a real date or time. */
export function istInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, day, h, min] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (h > 23 || min > 59) return null;
  const utc = Date.UTC(y, m - 1, day, h, min);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The Intl locale of each language, India's conventions (for code that still asks Intl). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** True for a real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => istInstant(value, '00:00') !== null;

/** Today's IST day, YYYY-MM-DD. */
export const istToday = (now: Date = new Date()) => istParts(now).date;

/** The IST day (YYYY-MM-DD) of an instant: a Date, epoch milliseconds or an ISO string. */
export const istDayOf = (instant: Date | number | string): string => istParts(new Date(instant)).date;

/**
 * The day `n` days after `day` (YYYY-MM-DD; `n` may be negative). Plain calendar arithmetic: a day
 * has no zone of its own, and IST keeps no daylight saving, so no instant is needed.
 */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * Weekday and month names (long, and short as in the visitor's time), and the order of the parts, as
 * CLDR writes them for en-IN, hi-IN and gu-IN (what `Intl.DateTimeFormat` says for these options;
 * ist.test.ts holds them to it), written out because the first Intl formatter a page builds costs
 * 10-25 ms of the main thread while it loads the locale's data: on the events and registration
 * pages that was the longest piece of hydration (ADR 0027). Written out, the server and
 * every browser also say exactly the same words, whatever version of that data they carry.
 */
const NAMES: Record<Language, Record<'weekdays' | 'months' | 'shortWeekdays' | 'shortMonths' | 'narrowWeekdays', readonly string[]>> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    narrowWeekdays: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  hi: {
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    narrowWeekdays: ['र', 'सो', 'मं', 'बु', 'गु', 'शु', 'श'],
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    shortWeekdays: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    shortMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
  gu: {
    weekdays: ['રવિવાર', 'સોમવાર', 'મંગળવાર', 'બુધવાર', 'ગુરુવાર', 'શુક્રવાર', 'શનિવાર'],
    narrowWeekdays: ['ર', 'સો', 'મં', 'બુ', 'ગુ', 'શુ', 'શ'],
    months: ['જાન્યુઆરી', 'ફેબ્રુઆરી', 'માર્ચ', 'એપ્રિલ', 'મે', 'જૂન', 'જુલાઈ', 'ઑગસ્ટ', 'સપ્ટેમ્બર', 'ઑક્ટોબર', 'નવેમ્બર', 'ડિસેમ્બર'],
    shortWeekdays: ['રવિ', 'સોમ', 'મંગળ', 'બુધ', 'ગુરુ', 'શુક્ર', 'શનિ'],
    shortMonths: ['જાન્યુ', 'ફેબ્રુ', 'માર્ચ', 'એપ્રિલ', 'મે', 'જૂન', 'જુલાઈ', 'ઑગસ્ટ', 'સપ્ટે', 'ઑક્ટો', 'નવે', 'ડિસે'],
  },
};

/** Tables for a language the site knows, English for any other (a stored locale, say). */
const known = (lang: Language): Language => (lang in NAMES ? lang : 'en');

const DATES: Record<Language, (weekday: string, day: number, month: string, year: number) => string> = {
  en: (w, d, m, y) => `${w}, ${d} ${m} ${y}`,
  hi: (w, d, m, y) => `${w}, ${d} ${m} ${y}`,
  gu: (w, d, m, y) => `${w}, ${d} ${m}, ${y}`,
};
const DATE_TIMES: Record<Language, (date: string, clock: string) => string> = {
  en: (date, clock) => `${date} at ${clock}`,
  hi: (date, clock) => `${date} को ${clock} बजे`,
  gu: (date, clock) => `${date} ${clock.toUpperCase()}`,
};
const VISITOR_TIMES: Record<Language, (weekday: string, day: number, month: string, clock: string, zone: string) => string> = {
  en: (w, d, m, clock, zone) => `${w}, ${d} ${m}, ${clock} ${zone}`,
  // Intl puts the day period after the time here: "शनि, 14 मार्च, 7:00 शाम GMT+1".
  hi: (w, d, m, clock, zone) => `${w}, ${d} ${m}, ${clock} ${zone}`,
  gu: (w, d, m, clock, zone) => `${w}, ${d} ${m} ${clock.toUpperCase()} ${zone}`,
};

/** Short forms (lists, tables, the admin area): "Sat, 15 Mar, 2031, 6:30 pm", "शनि, 15 मार्च 2031, शाम 6:30". */
const SHORT_DATE_TIMES: Record<Language, (weekday: string, day: number, month: string, year: number, time: string) => string> = {
  en: (w, d, m, y, time) => `${w}, ${d} ${m}, ${y}, ${time}`,
  hi: (w, d, m, y, time) => `${w}, ${d} ${m} ${y}, ${time}`,
  gu: (w, d, m, y, time) => `${w}, ${d} ${m}, ${y} ${time}`,
};
const SHORT_DATES: Record<Language, (day: number, month: string, year: number) => string> = {
  en: (d, m, y) => `${d} ${m} ${y}`,
  hi: (d, m, y) => `${d} ${m} ${y}`,
  gu: (d, m, y) => `${d} ${m}, ${y}`,
};

/** A wall clock's day, named in `lang` (a language of the tables). */
function dayIn(clock: ReturnType<typeof wallClock>, lang: Language): string {
  return DATES[lang](NAMES[lang].weekdays[clock.weekday]!, clock.day, NAMES[lang].months[clock.month]!, clock.year);
}

/** An event's date and start time in IST, in the reader's language ("Saturday, 14 March 2026 at 7:00 pm", "शनिवार, 14 मार्च 2026 को शाम 7:00 बजे"). */
export function formatIstDateTime(instant: Date | string, lang: Language): string {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  const l = known(lang);
  return DATE_TIMES[l](dayIn(ist, l), clockIn(ist, l));
}

/** The IST day alone, in the reader's language ("Saturday, 14 March 2026", "શનિવાર, 14 માર્ચ, 2026"). */
export const formatIstDate = (instant: Date | string, lang: Language): string => dayIn(wallClock(instant, IST_OFFSET_MINUTES), known(lang));

/** The IST time of day as the practice writes it: "7:00 PM"; in Hindi with the day's period, "शाम 7:00". */
export const formatIstClock = (instant: Date | string, lang: Language = 'en'): string => {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  return lang === 'hi' ? clockIn(ist, 'hi') : ist.clock.toUpperCase();
};

/**
 * The IST time of day as Intl writes it in the reader's language, Hindi with the part of the day
 * (never am/pm): "6:30 pm", "शाम 6:30", "6:30 PM". The short form of lists, slot pickers and the
 * admin area; formatIstClock is the practice's own writing (e-mails, messages).
 */
export const formatIstTime = (instant: Date | string, lang: Language): string => timeIn(wallClock(instant, IST_OFFSET_MINUTES), known(lang));

/** A time of day given as HH:mm (a weekly opening, say), written as formatIstTime writes one. */
export function formatClockTime(hhmm: string, lang: Language): string {
  const [h, m] = hhmm.split(':').map(Number);
  return timeIn(wallClock(new Date(Date.UTC(2000, 0, 1, h!, m!)), 0), known(lang));
}

/** An instant's IST day and time, short: "Sat, 15 Mar, 2031, 6:30 pm", "शनि, 15 मार्च 2031, शाम 6:30", "શનિ, 15 માર્ચ, 2031 6:30 PM". */
export function formatIstShortDateTime(instant: Date | string, lang: Language): string {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  const l = known(lang);
  return SHORT_DATE_TIMES[l](NAMES[l].shortWeekdays[ist.weekday]!, ist.day, NAMES[l].shortMonths[ist.month]!, ist.year, timeIn(ist, l));
}

/** An instant's IST day, short and without the weekday: "15 Mar 2031", "15 માર્ચ, 2031". */
export function formatIstShortDate(instant: Date | string, lang: Language): string {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  const l = known(lang);
  return SHORT_DATES[l](ist.day, NAMES[l].shortMonths[ist.month]!, ist.year);
}

/** An instant's IST day without the weekday, the month written out (receipts, payments): "15 March 2031", "15 માર્ચ, 2031". */
export function formatIstLongDate(instant: Date | string, lang: Language): string {
  const ist = wallClock(instant, IST_OFFSET_MINUTES);
  const l = known(lang);
  return SHORT_DATES[l](ist.day, NAMES[l].months[ist.month]!, ist.year);
}

/** A calendar day (YYYY-MM-DD, an IST day) with its weekday: long "Friday, 15 August 2025" (formatIstDate), short "Fri, 15 Aug". */
export function formatDay(day: string, lang: Language, style: 'long' | 'short' = 'long'): string {
  const noon = istInstant(day, '12:00');
  if (!noon) return day;
  if (style === 'long') return formatIstDate(noon, lang);
  const ist = wallClock(noon, IST_OFFSET_MINUTES);
  const names = NAMES[known(lang)];
  return `${names.shortWeekdays[ist.weekday]!}, ${ist.day} ${names.shortMonths[ist.month]!}`;
}

/** A month of a year (month 1-12): "August 2025", "अगस्त 2025", "ઑગસ્ટ 2025". */
export const formatMonth = (year: number, month: number, lang: Language): string => `${NAMES[known(lang)].months[month - 1]!} ${year}`;

/** A weekday's name (0 = Sunday): long "Monday", short "Mon", narrow "M". */
export function weekdayName(weekday: number, lang: Language, style: 'long' | 'short' | 'narrow' = 'long'): string {
  const names = NAMES[known(lang)];
  return (style === 'long' ? names.weekdays : style === 'short' ? names.shortWeekdays : names.narrowWeekdays)[weekday]!;
}

/** The seven weekday names, Monday first (a calendar's header). */
export const weekdayNames = (lang: Language, style: 'short' | 'narrow' = 'short'): string[] => Array.from({ length: 7 }, (_, i) => weekdayName((i + 1) % 7, lang, style));

/**
 * The same instant on a visitor's own clock, `offsetMinutes` east of UTC (the browser's
 * `-date.getTimezoneOffset()`): "Tue, 14 Jul, 2:30 pm GMT+1", "મંગળ, 14 જુલાઈ 2:30 PM GMT+1". What
 * Intl.DateTimeFormat writes for the zone (short names, the zone as its offset from GMT), built by
 * hand for the reason above: a visitor abroad would otherwise pay for Intl's data while the page
 * hydrates. A clock at UTC's own offset reads "UTC" (as Intl writes the UTC zone; for London in
 * winter it writes "GMT", in Hindi and Gujarati "GMT+0", which is longer and wrapped the line on a
 * phone); the few zones Intl names by an abbreviation (the Gulf's "GST") read as their offset ("GMT+4").
 */
export function formatAtOffset(instant: Date | string, offsetMinutes: number, lang: Language, city?: string): string {
  const local = wallClock(instant, offsetMinutes);
  const names = NAMES[known(lang)];
  const away = Math.abs(offsetMinutes);
  const zone = city || (offsetMinutes === 0 ? 'UTC' : `GMT${offsetMinutes > 0 ? '+' : '-'}${Math.floor(away / 60)}${away % 60 ? `:${pad(away % 60)}` : ''}`);
  const clock = known(lang) === 'hi' ? `${local.hour12} ${local.hiPeriod}` : local.clock;
  return VISITOR_TIMES[known(lang)](names.shortWeekdays[local.weekday]!, local.day, names.shortMonths[local.month]!, clock, zone);
}

/** The visitor's IANA zone (the browser's), or IST when it does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || PRACTICE_TIME_ZONE;
  } catch {
    return PRACTICE_TIME_ZONE;
  }
}

/**
 * A zone's city as people say it, the one way the site names a visitor's zone (issue 51: the
 * booking page's "05:30 London", the events' "9:30 am New York"): the last part of the IANA name
 * ("America/New_York" → "New York", "UTC" stays "UTC").
 */
export function cityOf(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/**
 * The visitor's own time of an instant, named by their zone's city ("Sat, 14 Mar, 9:30 am New
 * York"), or null when their device's clock reads as IST then. Whether it differs is read from the
 * Date itself, so a visitor in India never pays for Intl (its first formatter costs about 10 ms of
 * a page's hydration, see above); only a visitor abroad asks it for the zone's name.
 */
export function formatVisitorTime(instant: Date | string, lang: Language): string | null {
  const offset = -new Date(instant).getTimezoneOffset();
  return offset === IST_OFFSET_MINUTES ? null : formatAtOffset(instant, offset, lang, cityOf(visitorTimeZone()));
}
