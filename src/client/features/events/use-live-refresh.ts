import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** Data younger than this is not fetched again when the window regains focus. */
const FOCUS_FRESH_MS = 5000;

/**
 * Reloads the page's data every `intervalMs` while the tab is visible, and whenever the window
 * regains focus (spec §9: the events page polls every 30 s and refetches on focus), unless it
 * was loaded moments ago.
 */
export function useLiveRefresh(intervalMs: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    let loadedAt = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || latest.current.state !== 'idle') return;
      loadedAt = Date.now();
      void latest.current.revalidate();
    };
    const onFocus = () => Date.now() - loadedAt >= FOCUS_FRESH_MS && refresh();
    const timer = setInterval(refresh, intervalMs);
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [intervalMs]);
  return revalidator.state;
}
