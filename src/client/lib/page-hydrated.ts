/**
 * Whether the page has hydrated, for the code that behaves differently before (lib/island.tsx), and
 * for browser tests and tools, which wait for <html data-hydrated>. A module of its own, so that
 * the frame, which says when (lib/scripts-after-first-paint.tsx), carries none of the islands' code.
 */
let hydrated = false;

/** The event sent on the document once the page has hydrated (for the page's inline scripts). */
export const PAGE_HYDRATED_EVENT = 'page-hydrated';
const waiting: (() => void)[] = [];

export const pageHydrated = () => hydrated;

/** Runs `then` once the page has hydrated (at once if it has). */
export function onPageHydrated(then: () => void): void {
  if (hydrated) then();
  else waiting.push(then);
}

/** Called once, when the page has hydrated (lib/scripts-after-first-paint.tsx). */
export function markPageHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  for (const then of waiting.splice(0)) then();
}
