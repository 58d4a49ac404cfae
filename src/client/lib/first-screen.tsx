import { AFTER_FIRST_CONTENTFUL_PAINT, FIRST_SCREEN_CLASS, FIRST_SCREEN_SHOWN_EVENT } from './first-paint.ts';
import { INTERACTION_EVENTS } from './first-interaction.ts';

/**
 * The first screen first (docs/decisions/0033): on a page loaded by following a link or typing its
 * address, the blocks of `<main>` after its first one are left out of the browser's first layout
 * (`content-visibility: hidden`, app.css `html.first-screen`), and shown one per frame once the
 * first screen has been painted.
 *
 * The browser's first layout covers what `content-visibility: auto` keeps, about two and a half
 * screens, and for Hindi and Gujarati text most of its time goes to finding fonts for each size and
 * weight it meets (bench/results/2026-11-29-3.md). That layout now covers the bar and the page's
 * first block; the rest follows in tasks of a block each.
 *
 * Everything is shown at once, and the class removed, at the visitor's first key, tap, wheel or
 * scroll (nothing hidden is ever in their way), after three seconds whatever happens, and never
 * hidden at all when the address names a part of the page (`#…`) or the load is a reload or a
 * return through history (the browser restores the scroll position into the whole page). Without
 * JavaScript nothing is hidden: only this script adds the class. A block's `data-shown` is the
 * script's own mark, which React does not render.
 */
function firstScreen(className: string, shownEvent: string, interactionEvents: readonly string[], afterFirstPaint: (then: () => void) => void): void {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (location.hash || (navigation && navigation.type !== 'navigate')) return;
  const root = document.documentElement;
  root.classList.add(className);
  let done = false;
  const showAll = () => {
    if (done) return;
    done = true;
    root.classList.remove(className);
    for (const event of interactionEvents) removeEventListener(event, showAll, true);
    document.dispatchEvent(new Event(shownEvent));
  };
  const showNext = () => {
    if (done) return;
    // A hidden tab runs no frames: nothing to pace.
    if (document.visibilityState === 'hidden') return showAll();
    const next = document.querySelector(`html.${className} main > :not(script) ~ :not(script):not([data-shown])`);
    if (!next) return showAll();
    next.setAttribute('data-shown', '');
    requestAnimationFrame(() => setTimeout(showNext));
  };
  for (const event of interactionEvents) addEventListener(event, showAll, { capture: true, passive: true });
  setTimeout(showAll, 3000);
  afterFirstPaint(showNext);
}

/** What shows everything at once: the reading page's interactions (lib/first-interaction.ts), the wheel and a scroll. */
const SHOW_ALL_EVENTS = [...INTERACTION_EVENTS, 'wheel', 'scroll'];

/** The script's source, with its arguments: plain JavaScript, as the browser parses it. */
export const firstScreenSource = (): string => `(${firstScreen.toString()})(${JSON.stringify(FIRST_SCREEN_CLASS)},${JSON.stringify(FIRST_SCREEN_SHOWN_EVENT)},${JSON.stringify(SHOW_ALL_EVENTS)},${AFTER_FIRST_CONTENTFUL_PAINT})`;

/** Built once when the server starts (as lib/site-fonts.tsx does); the page's JS carries none of it. */
const SCRIPT = import.meta.env.SSR ? firstScreenSource() : '';

/** In `<head>`, before the first layout. */
export function FirstScreenFirst({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
