/**
 * One renderer per field type. Headers are not here: they title sections (sectionsByHeader). A
 * type without a renderer renders nothing (spec §3).
 */
import type { ComponentType } from 'react';
import { CheckboxField } from './checkbox-field.tsx';
import type { FieldProps } from './field-props.ts';
import { DateField, EmailField, TelField, TextField, TimeField } from './input-field.tsx';
import { RadioField } from './radio-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextareaField } from './textarea-field.tsx';

const RENDERERS: Record<string, ComponentType<FieldProps>> = {
  text: TextField,
  email: EmailField,
  tel: TelField,
  textarea: TextareaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  date: DateField,
  time: TimeField,
};

export function rendererFor(type: string): ComponentType<FieldProps> | null {
  return Object.hasOwn(RENDERERS, type) ? RENDERERS[type] : null;
}

/** Types that take the full width of the form's two-column grid. */
export const FULL_WIDTH_TYPES: ReadonlySet<string> = new Set(['textarea', 'radio', 'checkbox']);
