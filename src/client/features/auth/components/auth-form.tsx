/**
 * What the account pages share: the card their forms sit in, and the message of a failed call
 * (the sign-in, confirmation and reset forms post to their pages' actions: components/ui/form/action-form.tsx).
 */
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api.ts';

/** The server's message (already in the visitor's language), or ours when there was no answer. */
export function messageOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.status !== 0) return err.message;
  if (err instanceof ApiError && err.message === 'offline') return t('common:generic.offline');
  return t('errors.generic');
}

/** The white card the account forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>;
}
