/**
 * A reading page's code waits for the visitor (docs/decisions/0032). On a page whose routes say
 * `hydrate: 'at-first-interaction'` (HydrationHandle), React Router's module script, once the first
 * paint has been shown (lib/first-paint.ts), calls `whenPageCodeNeeded` and imports the page's
 * modules only when it calls back: at the visitor's first tap, key press or focus, or at once when
 * the page must change by itself before any of those:
 * - a member's page (the frame's user is not null): the avatar menu;
 * - an English page read by a visitor whose remembered choice is Hindi or Gujarati (taken to that
 *   address), or whose browser prefers one of them and who has made no choice (offered it): ADR
 *   0019, decided by shared/language-address.ts's languageAtLoad, as the offer and redirect are;
 * - a page that shows an event's time, read on a clock not on IST: the visitor's own time is added.
 *
 * Meanwhile the page is whole and readable (links, the language list and every form work without
 * it, ADR 0006, 0023, 0031), and the modules are fetched into the browser's cache a few at a time
 * when the main thread is idle, so that the first tap waits for their evaluation, not the network.
 * While it waits, `<html data-page-code="waits">`. A tap on a button before React listens (the
 * menu, the video) is made again once the page has hydrated (entry.client.tsx says when React
 * listens; lib/page-hydrated.ts when it is done). `<html data-interacted>` tells islands
 * (lib/island.tsx) that the visitor has already interacted.
 *
 * Plain JavaScript written into the module script by the server (as lib/site-fonts.tsx does): it
 * runs before any module, so it cannot import one.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../../shared/constants.ts';
import { languageAtLoad, preferredLanguage } from '../../shared/language-address.ts';
import { FRAME_USER_ELEMENT_ID } from '../features/auth/frame-user.tsx';
import { readVisitorLanguage } from '../features/i18n/visitor-language.ts';
import { PAGE_HYDRATED_EVENT } from './page-hydrated.ts';

/** A route whose page is read more than used says so in its handle (routes/*.tsx). */
export interface HydrationHandle {
  hydrate?: 'at-first-interaction';
}

/** The event entry.client.tsx sends once React listens to the page's events (hydration has begun). */
export const REACT_LISTENING_EVENT = 'react-listening';

/** The events that count as the visitor's first interaction (lib/island.tsx waits for the same). */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;

/** IST, in minutes as `Date#getTimezoneOffset` gives it (UTC+5:30 is -330; IST keeps no summer time). */
const IST_OFFSET = -330;

interface Settings {
  modules: readonly string[];
  events: readonly string[];
  listening: string;
  hydrated: string;
  frameUser: string;
  languageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  istOffset: number;
}

/**
 * Calls `then` once the page's code is needed (see above). Self-contained: it is sent as its
 * source, with the three functions the language offer and the stored-language redirect decide by
 * (what the browser knows of the visitor's language, and what a page does about it) as arguments.
 */
function whenPageCodeNeeded(
  then: () => void,
  s: Settings,
  readVisitor: typeof readVisitorLanguage,
  preferred: typeof preferredLanguage,
  atLoad: typeof languageAtLoad,
): void {
  const html = document.documentElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    delete html.dataset.pageCode;
    for (const type of s.events) document.removeEventListener(type, interacted, true);
    then();
  };
  function interacted() {
    html.dataset.interacted = '';
    start();
  }
  // The last button tapped before React listens (a tap after that is React's), tapped again once
  // the page has hydrated and the button has its handler.
  let tapped: HTMLButtonElement | null = null;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.closest('[data-island]')) tapped = button;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener(s.listening, () => document.removeEventListener('click', onClick, true), { once: true });
  document.addEventListener(s.hydrated, () => tapped?.isConnected && tapped.click(), { once: true });

  const user = document.getElementById(s.frameUser)?.textContent;
  if (user && user.trim() !== 'null') return start();
  const language = atLoad(html.lang, readVisitor(s.languageKey, s.languages, preferred), s.defaultLanguage);
  if (language.redirect || language.offer) return start();
  if (new Date().getTimezoneOffset() !== s.istOffset && document.querySelector('time[datetime]')) return start();

  // Said on the page for tools and browser tests (removed once the code runs).
  html.dataset.pageCode = 'waits';
  for (const type of s.events) document.addEventListener(type, interacted, { capture: true, passive: true });
  // Into the cache while idle, in tasks of about a millisecond: starting a fetch costs the main
  // thread 0.2 ms or so, now and then ten (measured in Chromium on two cores), and an idle period
  // may be 50 ms long; Lighthouse's slow phone makes every task four times as long.
  const queue = [...s.modules];
  const fetchSome = (deadline?: IdleDeadline) => {
    if (started) return;
    const begun = performance.now();
    do {
      const url = queue.shift();
      if (url) fetch(url, { priority: 'low' }).catch(() => undefined);
    } while (queue.length && performance.now() - begun < 1 && (!deadline || deadline.timeRemaining() > 4));
    if (queue.length) whenIdle(fetchSome);
  };
  const whenIdle = (next: (deadline?: IdleDeadline) => void) => ('requestIdleCallback' in window ? requestIdleCallback(next, { timeout: 2000 }) : setTimeout(next, 200));
  if (document.readyState === 'complete') whenIdle(fetchSome);
  else addEventListener('load', () => whenIdle(fetchSome), { once: true });
}

/** The function above as an expression `(then) => void` for a page whose modules are `modules`. */
export function whenPageCodeNeededSource(modules: readonly string[]): string {
  const settings: Settings = {
    modules,
    events: INTERACTION_EVENTS,
    listening: REACT_LISTENING_EVENT,
    hydrated: PAGE_HYDRATED_EVENT,
    frameUser: FRAME_USER_ELEMENT_ID,
    languageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    istOffset: IST_OFFSET,
  };
  const functions = [readVisitorLanguage, preferredLanguage, languageAtLoad].map((f) => f.toString()).join(', ');
  return `(then) => (${whenPageCodeNeeded.toString()})(then, ${JSON.stringify(settings)}, ${functions})`;
}
