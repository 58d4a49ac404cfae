/**
 * Native form controls for react-hook-form's `register()`: label above, hint, error in red below
 * (announced through aria-describedby), a red asterisk on required fields. Native inputs keep the
 * forms usable with the keyboard alone and on phones (the right keyboard per input type).
 */
import { useEffect, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export const controlClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-600/40 ${
    invalid ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
  }`;

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700" data-testid="field-error">
      {error}
    </p>
  );
}

interface CommonProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function Shell({ id, label, error, hint, required, className, children }: CommonProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: React.Ref<HTMLInputElement> };

export function TextField({ id, label, error, hint, required, className, ...input }: InputProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={id}
        type="text"
        {...input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(!!error)}
      />
    </Shell>
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextAreaField({ id, label, error, hint, required, className, rows = 4, ...input }: TextAreaProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={id}
        rows={rows}
        {...input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(!!error)}
      />
    </Shell>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { options: Option[]; placeholder?: string; ref?: React.Ref<HTMLSelectElement> };

export function SelectField({ id, label, error, hint, required, className, options, placeholder, ...select }: SelectProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        {...select}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(!!error)}
      >
        <option value="">{placeholder ?? ''}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

type ChoiceProps = Omit<CommonProps, 'label'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    legend: ReactNode;
    options: Option[];
    multiple?: boolean;
    columns?: 1 | 2 | 3;
    ref?: React.Ref<HTMLInputElement>;
  };

/** Radio buttons (one answer) or checkboxes (several), in a fieldset whose legend is the question. */
export function ChoiceField({ id, legend, error, hint, required, className, options, multiple = false, columns = 1, ...input }: ChoiceProps) {
  const grid = columns === 3 ? 'sm:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset className={className} aria-describedby={describedBy(id, error, hint)} data-testid={`choice-${id}`}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`grid gap-2 ${grid}`}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={i === 0 ? id : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              value={o.value}
              {...input}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

type CheckboxProps = Omit<CommonProps, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { ref?: React.Ref<HTMLInputElement> };

/** One box to tick (consents, agreements). */
export function CheckboxField({ id, label, error, required, className, ...input }: CheckboxProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          {...input}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A titled block of a long form. */
export function FormSection({ title, icon, children, id }: { title: string; icon?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-5 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A form's button, disabled until React has hydrated: a click before then would send the form
 * natively, past its checks. The state lives here, so hydration re-renders this button and not the
 * whole form around it (that re-render was a long task on a phone: /event-registration, issue 9).
 */
export function HydratedButton({ disabled, type = 'submit', ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <button type={type} {...button} disabled={!hydrated || disabled} />;
}
