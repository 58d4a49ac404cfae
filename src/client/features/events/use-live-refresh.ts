import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reloads the page's data every `intervalMs` while the tab is visible, and whenever the window
 * regains focus (spec §9: the events page polls every 30 s and refetches on focus).
 */
export function useLiveRefresh(intervalMs: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && latest.current.state === 'idle') void latest.current.revalidate();
    };
    const timer = setInterval(refresh, intervalMs);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [intervalMs]);
  return revalidator.state;
}
