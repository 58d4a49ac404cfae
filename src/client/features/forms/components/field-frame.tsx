import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorIdOf } from './field-props.ts';

/**
 * The red asterisk by the label of a required field. Inputs say "required" to screen readers
 * themselves (aria-required); a group's legend says it in words (`announce`).
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600" data-testid="required-mark">
        *
      </span>
      {announce && <span className="sr-only"> ({t('requiredField')})</span>}
    </>
  );
}

/** A field's error, in red under the field. */
export function FieldError({ domId, error }: { domId: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(domId)} className="mt-1.5 text-sm text-red-600" data-testid="field-error">
      {error}
    </p>
  );
}

/** Label above the control, error below it. */
export function FieldFrame({ domId, label, required, error, children }: { domId: string; label: string; required: boolean; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={domId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldError domId={domId} error={error} />
    </div>
  );
}

/** A group of radio buttons or checkboxes: a fieldset whose legend is the field's label. */
export function GroupFrame({
  domId,
  label,
  required,
  error,
  radio = false,
  children,
}: {
  domId: string;
  label: string;
  required: boolean;
  error?: string;
  radio?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset {...(radio ? { role: 'radiogroup', 'aria-required': required || undefined } : {})}>
      <legend className="mb-2 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark announce={!radio} />}
      </legend>
      {children}
      <FieldError domId={domId} error={error} />
    </fieldset>
  );
}
