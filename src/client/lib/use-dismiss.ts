import { useEffect, type RefObject } from 'react';

/**
 * While `open`: a press or the focus outside `root`, Escape, or the browser's back or forward calls
 * `close` (Escape also gives the focus back to `returnTo`, the control that opened it). The bar's
 * menus (account, language) close this way.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, returnTo?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => root.current?.contains(e.target as Node) || close();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnTo?.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', close);
    };
  }, [open, root, close, returnTo]);
}
