import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import gujarati400 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gujarati700 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2?url';
import type { Language } from '../../shared/constants.ts';
import { AFTER_FIRST_PAINT } from './first-paint.ts';

/**
 * The site's faces from a visitor's second page on (docs/decisions/0026).
 *
 * A first page is drawn in the device's own faces: nothing but the HTML and the stylesheet stands
 * between a visitor on a slow network and the text. Android, where most visitors read, ships the
 * very Noto faces the site uses for Devanagari and Gujarati. After that page has loaded, the faces
 * of its language are fetched into the browser's cache, and the browser remembers which languages'
 * faces it holds (localStorage). A later page in such a language takes the class `site-fonts` on
 * `<html>` before its first layout (app.css then names the Noto faces first), and the faces come
 * from the cache at once.
 *
 * A face is chosen once, before the first paint, and never swapped in later: no text moves when a
 * font arrives (fonts.css keeps `font-display: optional` for a cache that lost them).
 */
const SITE_FONTS_CLASS = 'site-fonts';
const STORAGE_KEY = 'site-fonts';

/** The faces a page in each language draws its text in: both weights (no faux bold). Plain lists,
 * so that the browser's bundle can leave them out. */
const PAGE_FONTS: Record<Language, readonly string[]> = {
  en: [latin400, latin700],
  hi: [latin400, latin700, devanagari400, devanagari700],
  gu: [latin400, latin700, gujarati400, gujarati700],
};

/**
 * Runs in <head>, before the first layout: the class when this language's faces are cached, else
 * (after the load event and the first paint, when the main thread is idle, at low priority) the
 * faces into the cache for the next page. Plain script, as the browser parses it: no module, no
 * React. A browser without localStorage keeps its own faces. `afterFirstPaint` is
 * lib/first-paint.ts's function.
 */
function siteFonts(lang: string, fonts: readonly string[], className: string, key: string, afterFirstPaint: (then: () => void) => void): void {
  let held: string[];
  try {
    held = (localStorage.getItem(key) ?? '').split(' ').filter(Boolean);
  } catch {
    return;
  }
  if (held.includes(lang)) {
    document.documentElement.classList.add(className);
    return;
  }
  const start = () => {
    // Remembered only once every face is in the cache; a failed fetch or a full storage is no error.
    Promise.all(fonts.map((url) => fetch(url, { priority: 'low' }).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(r.status)))))
      .then(() => localStorage.setItem(key, [...held, lang].join(' ')))
      .catch(() => undefined);
  };
  // A task of its own when the main thread is idle: the fetches cost a few milliseconds of it, and
  // the page's own code (which follows the same paint) comes first.
  const whenIdle = (then: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));
  addEventListener('load', () => afterFirstPaint(() => whenIdle(start)));
}

/** The script above for a page in `lang`, with its arguments. */
function siteFontsScript(lang: Language): string {
  const args = [lang, PAGE_FONTS[lang], SITE_FONTS_CLASS, STORAGE_KEY].map((a) => JSON.stringify(a)).join(',');
  return `(${siteFonts.toString()})(${args},${AFTER_FIRST_PAINT})`;
}

/**
 * Only the server writes the script (as JsonLd does its data), built once per language when it
 * starts rather than on every render: the browser runs it while parsing, React does not rewrite a
 * hydrated element's inner HTML, and the page's JS carries none of this.
 */
const SCRIPTS: Record<Language, string> | undefined = import.meta.env.SSR
  ? { en: siteFontsScript('en'), hi: siteFontsScript('hi'), gu: siteFontsScript('gu') }
  : undefined;

export function SiteFonts({ lang, nonce }: { lang: Language; nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPTS?.[lang] ?? '' }} />;
}
