/** Labelled inputs of the dashboard's forms: hint and error under the field, tied by aria-describedby. */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { isMessageKey } from '../lib/zod-resolver.ts';

const control = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50 disabled:text-slate-600 ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

function useFieldText(error?: string) {
  const { t } = useTranslation('dashboard');
  return error ? (isMessageKey(error) ? t(error) : error) : undefined;
}

function Described({ id, hint, error, children }: { id: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <>
      {children}
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
    </>
  );
}

type InputProps = { label: string; hint?: ReactNode; error?: string; after?: ReactNode } & InputHTMLAttributes<HTMLInputElement>;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField({ label, hint, error, after, ...input }, ref) {
  const id = useId();
  const message = useFieldText(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
        {label}
        {after}
      </label>
      <Described id={id} hint={hint} error={message}>
        <input ref={ref} id={id} className={control(!!message)} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...input} />
      </Described>
    </div>
  );
});

type SelectProps = { label: string; hint?: ReactNode; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField({ label, hint, error, children, ...select }, ref) {
  const id = useId();
  const message = useFieldText(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Described id={id} hint={hint} error={message}>
        <select ref={ref} id={id} className={control(!!message)} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      </Described>
    </div>
  );
});

export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="form-error">
      {message}
    </p>
  );
}
