/**
 * How the account pages' forms submit, without react-hook-form (they stay light): one zod schema
 * (the same the server uses) checks the fields on submit, with the messages the rest of the site
 * gives (lib/issue-text.ts); the server's answer (field messages or one message) shows
 * in the same places. The fields are the form kit's (components/ui/form); its submit button waits
 * for hydration, so a click before the script has loaded does not post the form as a page.
 * The schema may be given as a loader, as the registration forms' are (lib/zod-resolver.ts): /login
 * then ships without zod (about 27 KB of its JS) and loads it when the visitor first focuses a field.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { issueText } from '../../../lib/issue-text.ts';

/** The server's message (already in the visitor's language), or ours when there was no answer. */
export function messageOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.status !== 0) return err.message;
  if (err instanceof ApiError && err.message === 'offline') return t('common:generic.offline');
  return t('errors.generic');
}

export function useAuthForm<S extends z.ZodType<Record<string, unknown>>>(schema: S | (() => Promise<S>), send: (values: z.output<S>) => Promise<void>) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const showErrors = (form: HTMLFormElement, found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const raw = Object.fromEntries(new FormData(form).entries());
    const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(raw);
    setFormError(null);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '_')] ??= issueText(issue, t);
      showErrors(form, found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.fields && Object.keys(err.fields).length) showErrors(form, err.fields);
      else setFormError(messageOf(err, t));
    } finally {
      setSubmitting(false);
    }
  }

  /** Starts loading a lazily given schema: the forms call it when a field first gets the focus. */
  const preload = () => {
    if (typeof schema === 'function') void schema();
  };

  return { errors, formError, submitting, onSubmit, setFormError, preload };
}

/** The white card the account forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>;
}
