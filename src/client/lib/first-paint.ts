/**
 * The source of a function `(then) => void` that calls `then` once the page's first contentful
 * paint has been shown. Only the first screen's script (lib/first-screen.tsx) waits for this
 * alone; everything else waits for AFTER_FIRST_PAINT below.
 *
 * `then` is called once: at once in a tab that is hidden (it paints nothing), or as soon as it is
 * hidden; where the browser reports no paint timing, after the next frame; and in any case after
 * four seconds, so that a paint never reported cannot leave the page without its code.
 */
export const AFTER_FIRST_CONTENTFUL_PAINT =
  "(then) => {" +
  ' let called = false;' +
  ' const once = () => { if (!called) { called = true; then(); } };' +
  " if (document.visibilityState === 'hidden') return once();" +
  " document.addEventListener('visibilitychange', once, { once: true });" +
  ' setTimeout(once, 4000);' +
  " if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return requestAnimationFrame(() => setTimeout(once));" +
  " new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); once(); } }).observe({ type: 'paint', buffered: true });" +
  ' }';

/** On `<html>` while blocks of the page are held back (lib/first-screen.tsx, docs/decisions/0033). */
export const FIRST_SCREEN_CLASS = 'first-screen';
/** Sent on `document` when the first screen's script has shown the whole page and removed the class. */
export const FIRST_SCREEN_SHOWN_EVENT = 'first-screen-shown';

/**
 * The source of a function `(then) => void` that calls `then` once the page has been painted
 * (docs/decisions/0030) and shown whole (docs/decisions/0033): after the first contentful paint,
 * and, where the first screen's script holds blocks back, once it has shown the last of them (at
 * most three seconds later). The page's scripts and the next page's fonts are fetched only then,
 * so nothing but the HTML and the stylesheet shares a slow network with what the first screen
 * shows, the blocks a phone's first screen holds below the first one included (their paint may be
 * the page's largest). It is written into inline scripts (lib/scripts-after-first-paint.tsx,
 * lib/site-fonts.tsx), hence a string and plain JavaScript that every browser parses.
 */
export const AFTER_FIRST_PAINT =
  `(then) => (${AFTER_FIRST_CONTENTFUL_PAINT})(() =>` +
  ` document.documentElement.classList.contains(${JSON.stringify(FIRST_SCREEN_CLASS)})` +
  ` ? document.addEventListener(${JSON.stringify(FIRST_SCREEN_SHOWN_EVENT)}, () => then(), { once: true })` +
  ' : then())';
