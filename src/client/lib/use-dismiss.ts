import { useEffect, type RefObject } from 'react';

/**
 * While `open`: a press outside `root`, or Escape, calls `close` (Escape also gives the focus back
 * to `returnTo`, the control that opened it). The bar's menus (account, language) close this way.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, returnTo?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current?.contains(e.target as Node) || close();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, close, returnTo]);
}
