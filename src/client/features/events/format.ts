import { PRACTICE_TIME_ZONE, type Language } from '../../../shared/constants.ts';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

// Building an Intl formatter costs far more than using one: one per language, made once.
const visitor = new Map<Language, Intl.DateTimeFormat>();

/** The same instant in the browser's own zone, with the zone's name (browser only). */
export function formatInVisitorZone(iso: string, lang: Language): string {
  let f = visitor.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[lang], { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    visitor.set(lang, f);
  }
  return f.format(new Date(iso));
}

let offsetFormat: Intl.DateTimeFormat | undefined;
/** Whether the browser's zone shows a different wall-clock time than IST for this instant. */
export function visitorZoneDiffers(iso: string): boolean {
  offsetFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: PRACTICE_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
  const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });
  const instant = new Date(iso);
  return local.format(instant) !== offsetFormat.format(instant);
}
