import type { Control } from 'react-hook-form';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import type { FormValues } from '../lib/form-values.ts';

/** What every field renderer gets: the field in the page language and its place in the form. */
export interface FieldProps {
  field: FieldDefinition;
  name: string;
  control: Control<FormValues, unknown, unknown>;
  /** Base for element ids (input, error). */
  domId: string;
  /** The error message in the page language, if any. */
  error?: string;
}

export const errorIdOf = (domId: string) => `${domId}-error`;

/** Input classes; red border when invalid. 16 px text, so phones do not zoom in. */
export function inputClass(invalid: boolean): string {
  const state = invalid ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30';
  // scroll-mt: a field focused after a failed submit is not hidden under the sticky navigation bar.
  return `block w-full scroll-mt-24 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 ${state}`;
}

/** The a11y attributes of an input with this error state. */
export function a11yProps(domId: string, required: boolean, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(domId) : undefined,
    'aria-required': required || undefined,
  } as const;
}
