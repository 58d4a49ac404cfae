/**
 * The one-toast store (spec §8, §9): what is on screen, and `toast()` to change it. The lazy host
 * (toast.tsx) and the view it loads (toast-view.tsx) both read it from here.
 */
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
