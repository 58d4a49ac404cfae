/**
 * The source of a function `(then) => void` that calls `then` once the page's first contentful
 * paint has been shown: the next page's fonts are fetched only then (lib/site-fonts.tsx, ADR 0026),
 * so they do not share a slow network with the first screen. It is written into an inline script,
 * hence a string and plain JavaScript that every browser parses.
 *
 * `then` is called once: at once in a tab that is hidden (it paints nothing), or as soon as it is
 * hidden; where the browser reports no paint timing, after the next frame; and in any case after
 * four seconds, so that a paint never reported cannot leave the page without its code.
 */
export const AFTER_FIRST_PAINT =
  "(then) => {" +
  ' let called = false;' +
  ' const once = () => { if (!called) { called = true; then(); } };' +
  " if (document.visibilityState === 'hidden') return once();" +
  " document.addEventListener('visibilitychange', once, { once: true });" +
  ' setTimeout(once, 4000);' +
  " if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return requestAnimationFrame(() => setTimeout(once));" +
  " new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); once(); } }).observe({ type: 'paint', buffered: true });" +
  ' }';
