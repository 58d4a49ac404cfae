/**
 * Toasts (spec §8, §9): one at a time, default and destructive variants with title, description,
 * optional action and a close button; 5 s; swipe right past 50 px to dismiss; F8 focuses the area;
 * up to 420 px wide from the medium breakpoint.
 *
 * This module is the small part every page carries: the one-toast store and `toast()`. The view
 * (Radix Toast, toast-view.tsx) is downloaded the first time a toast is shown or F8 is pressed,
 * so pages that never show a toast never load it.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}

export type CurrentToast = (ToastOptions & { id: number }) | null;
let current: CurrentToast = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(options: ToastOptions): void {
  current = { ...options, id: nextId++ };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): CurrentToast => current;

const loadView = () => import('./toast-view.tsx');
const ToastView = lazy(loadView);

/** Starts downloading the toast view early, for example when a visitor begins filling in a form. */
export function preloadToasts(): void {
  void loadView();
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
