/**
 * The small form kit of the account pages: one zod schema (the same the server uses) checks the
 * fields on submit; field messages are translation keys; the server's answer (field messages or
 * one message) shows in the same places. Submitting waits for hydration, so a click before the
 * script has loaded does not post the form as a page.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { HydratedButton } from '../../../components/ui/form-controls.tsx';

/** The server's message (already in the visitor's language), or ours when there was no answer. */
export function messageOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.status !== 0) return err.message;
  if (err instanceof ApiError && err.message === 'offline') return t('common:generic.offline');
  return t('errors.generic');
}

export function useAuthForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, send: (values: z.output<S>) => Promise<void>) {
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
    const parsed = schema.safeParse(raw);
    setFormError(null);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        found[key] ??= /^[a-z]+:[A-Za-z.]+$/.test(issue.message) ? t(issue.message) : t('errors.generic');
      }
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

  return { errors, formError, submitting, onSubmit, setFormError };
}

const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

/** A labelled input with its hint and error below it. */
export function AuthField({ label, hint, error, name, ...input }: { label: string; hint?: string; error?: string; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} name={name} className={inputClass(!!error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The message of a failed submit, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="form-error">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <HydratedButton className="btn-primary w-full" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </HydratedButton>
  );
}

/** The white card the account forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>;
}
