import { PRACTICE_TIME_ZONE, type Language } from '../../shared/constants.ts';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** An event's date and start time in IST, in the page's language. */
export function formatEventDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: PRACTICE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A stored image path: /objects/... is served through /api/serve; anything else as it is (spec §3).
 * With a width (160, 320, 640, 960 or 1280), an uploaded image comes as a WebP copy at most that wide.
 */
export function imageUrl(imagePath: string | null | undefined, width?: 160 | 320 | 640 | 960 | 1280): string | null {
  if (!imagePath) return null;
  if (!imagePath.startsWith('/objects/')) return imagePath;
  return `/api/serve${imagePath}${width ? `?w=${width}` : ''}`;
}
