/**
 * The parts every field of the form kit is made of: the control's classes, the label with its red
 * asterisk, the hint and the error under the control (tied to it by aria-describedby), and the
 * fieldset of a group of choices. One look and one accessible structure for every form of the site.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

/** Input, select and textarea classes; red border when invalid. 16 px text, so phones do not zoom in. */
export function controlClass(invalid: boolean, padding = 'px-3'): string {
  const state = invalid ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30';
  // scroll-mt: a field focused after a failed submit is not hidden under the sticky navigation bar.
  return `block w-full scroll-mt-24 rounded-lg border bg-white ${padding} py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-600 ${state}`;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids a control is described by: its hint, then its error. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;
}

/** The a11y attributes of a control in this state. */
export function controlA11y(id: string, { error, hint, required, invalid }: { error?: string; hint?: ReactNode; required?: boolean; invalid?: boolean }) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

/**
 * The red asterisk by the label of a required field. Controls say "required" to screen readers
 * themselves (aria-required); a group's legend says it in words (`announce`).
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600" data-testid="required-mark">
        *
      </span>
      {announce && <span className="sr-only"> ({t('validation:requiredField')})</span>}
    </>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="mt-1.5 text-sm text-slate-500">
      {hint}
    </p>
  );
}

/** A field's error, in red under the field. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700" data-testid="field-error">
      {error}
    </p>
  );
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Shown after the label (a badge). */
  after?: ReactNode;
}

/** Label above the control, hint and error below it. */
export function FieldFrame({ id, label, error, hint, required, className, after, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1.5 text-sm font-medium text-slate-800 ${after ? 'flex flex-wrap items-center gap-2' : 'block'}`}>
        {label}
        {required && <RequiredMark />}
        {after}
      </label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of controls (radio buttons, checkboxes, cards): a fieldset whose legend is the question. */
export function GroupFrame({
  id,
  legend,
  error,
  hint,
  required,
  radio = false,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  radio?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy(id, error, hint)}
      {...(radio ? { role: 'radiogroup', 'aria-required': required || undefined } : {})}
      data-testid={`choice-${id}`}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {/* A radio group says "required" itself (aria-required); a group of checkboxes cannot. */}
        {required && <RequiredMark announce={!radio} />}
      </legend>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
