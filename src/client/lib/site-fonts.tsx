import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import gujarati400 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gujarati700 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2?url';
import { createContext, useContext, type ReactNode } from 'react';
import { SITE_FONTS_COOKIE, type Language } from '../../shared/constants.ts';
import { AFTER_FIRST_PAINT } from './first-paint.ts';

/**
 * The site's faces from a visitor's second page on (docs/decisions/0026).
 *
 * A first page is drawn in the device's own faces: nothing but the HTML and the stylesheet stands
 * between a visitor on a slow network and the text. Android, where most visitors read, ships the
 * very Noto faces the site uses for Devanagari and Gujarati. After that page has loaded, the faces
 * of its language are fetched into the browser's cache, and a cookie says which languages' faces
 * the browser holds (SITE_FONTS_COOKIE). The server gives a later page in such a language the class
 * `site-fonts` on `<html>` (app.css then names the Noto faces first), and the faces come from the
 * cache at once. The server decides, not a script before the first layout: a script's first use of
 * the page's storage or cookies is a synchronous call out of the page, up to 20 ms of a first
 * visit's parse on the bench's machines (ADR 0034, findings).
 *
 * A face is chosen once, for the page's load, and never swapped in later: no text moves when a
 * font arrives (fonts.css keeps `font-display: optional` for a cache that lost them). React leaves
 * the class as the server wrote it (it renders none in the browser), also when the visitor moves on
 * within the site.
 */
const SITE_FONTS_CLASS = 'site-fonts';
/** A year, in seconds: the faces' cache entries last as long (immutable assets). */
const COOKIE_MAX_AGE = 31_536_000;

/** The faces a page in each language draws its text in: both weights (no faux bold). Plain lists,
 * so that the browser's bundle can leave them out. */
const PAGE_FONTS: Record<Language, readonly string[]> = {
  en: [latin400, latin700],
  hi: [latin400, latin700, devanagari400, devanagari700],
  gu: [latin400, latin700, gujarati400, gujarati700],
};

/**
 * Runs in <head> and does nothing there: on a page without the class, after the load event and the
 * first paint, when the main thread is idle, it fetches the faces at low priority into the cache for
 * the next page, then adds the page's language to the cookie. Plain script, as the browser parses
 * it: no module, no React. `afterFirstPaint` is lib/first-paint.ts's function.
 */
function siteFonts(lang: string, fonts: readonly string[], className: string, cookie: string, maxAge: number, afterFirstPaint: (then: () => void) => void): void {
  if (document.documentElement.classList.contains(className)) return;
  const start = () => {
    // Said only once every face is in the cache; a failed fetch or a refused cookie is no error.
    Promise.all(fonts.map((url) => fetch(url, { priority: 'low' }).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(r.status)))))
      .then(() => {
        const held = (document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`)) ?? '').slice(cookie.length + 1).split('.').filter(Boolean);
        if (held.includes(lang)) return;
        const secure = location.protocol === 'https:' ? '; secure' : '';
        document.cookie = `${cookie}=${[...held, lang].join('.')}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
      })
      .catch(() => undefined);
  };
  // A task of its own when the main thread is idle: the fetches cost a few milliseconds of it, and
  // the page's own code (which follows the same paint) comes first.
  const whenIdle = (then: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200));
  addEventListener('load', () => afterFirstPaint(() => whenIdle(start)));
}

/** The script above for a page in `lang`, with its arguments. */
function siteFontsScript(lang: Language): string {
  const args = [lang, PAGE_FONTS[lang], SITE_FONTS_CLASS, SITE_FONTS_COOKIE, COOKIE_MAX_AGE].map((a) => JSON.stringify(a)).join(',');
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

/** Whether the request's browser holds the page's faces (the server's render only; false in the browser). */
const HeldContext = createContext(false);

export function SiteFontsHeld({ value, children }: { value: boolean; children: ReactNode }) {
  return <HeldContext.Provider value={value}>{children}</HeldContext.Provider>;
}

/** The class of `<html>`: the server's, for a browser that holds the page's faces. */
export const useSiteFontsClass = (): string | undefined => (useContext(HeldContext) ? SITE_FONTS_CLASS : undefined);

export function SiteFonts({ lang, nonce }: { lang: Language; nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPTS?.[lang] ?? '' }} />;
}
