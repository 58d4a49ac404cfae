/**
 * Toasts (spec §8, §9): one at a time, default and destructive variants with title, description,
 * optional action and a close button; 5 s; swipe right past 50 px to dismiss; F8 focuses the area;
 * up to 420 px wide from the medium breakpoint.
 *
 * This module is the small part every page carries: the host and `toast()` (toast-store.ts). The view
 * (Radix Toast, toast-view.tsx) is downloaded the first time a toast is shown or F8 is pressed,
 * so pages that never show a toast never load it.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { currentToast, subscribeToasts } from './toast-store.ts';

export { dismissToast, toast, type CurrentToast, type ToastOptions } from './toast-store.ts';

const loadView = () => import('./toast-view.tsx');
const ToastView = lazy(loadView);

/** Starts downloading the toast view early, for example when a visitor begins filling in a form. */
export function preloadToasts(): void {
  void loadView();
}

/**
 * Resolves once the toast view has arrived (at once after the first toast) and had a frame to paint
 * in, so a toast is on screen before the page is left. On a busy phone React renders the arrived view
 * a moment later, and a count started at its arrival could end before anything was shown. A hidden
 * tab paints no frames: a second at most then.
 */
export async function toastViewReady(): Promise<void> {
  await loadView().catch(() => undefined);
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, 1000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.clearTimeout(timer);
        resolve();
      }),
    );
  });
}

export function Toaster(): ReactNode {
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const [needed, setNeeded] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    if (item) setNeeded(true);
  }, [item]);

  useEffect(() => {
    if (needed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'F8') return;
      setFocusOnMount(true);
      setNeeded(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView focusOnMount={focusOnMount} />
    </Suspense>
  );
}
