/**
 * One renderer per field type, each the form kit's control (components/ui/form) bound to the
 * form's react-hook-form state. Headers are not here: they title sections (sectionsByHeader). A
 * type without a renderer renders nothing (spec §3).
 */
import type { ComponentType, HTMLInputAutoCompleteAttribute } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { isFullNameField, isMultiCheckbox, type LocalizedField } from '../../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import type { FormValues } from '../lib/form-values.ts';

/** What every field renderer gets: the field in the page language and its place in the form. */
export interface FieldProps {
  field: LocalizedField;
  name: string;
  control: Control<FormValues, unknown, unknown>;
  /** Base for element ids (control, hint, error). */
  domId: string;
  /** The error message in the page language, if any. */
  error?: string;
}

/** Spec §9: a dynamic-form textarea has 4 rows. */
export const TEXTAREA_ROWS = 4;

/** The field's controller, with what every kit control takes from it. */
function useBound({ field, name, control, domId, error }: FieldProps) {
  const { field: input } = useController({ name, control });
  const text = typeof input.value === 'string' ? input.value : '';
  return {
    input,
    // English standing in for a missing translation is marked as English (localizeField).
    common: { id: domId, name: input.name, ref: input.ref, onBlur: input.onBlur, label: field.labelLang ? <span lang={field.labelLang}>{field.label}</span> : field.label, required: field.required, error },
    text: { value: text, onChange: (e: { target: { value: string } }) => input.onChange(e.target.value), placeholder: field.placeholder },
  };
}

/** A single-line input of one type. */
const inputOf = (type: string, autoComplete?: (field: FieldDefinition) => HTMLInputAutoCompleteAttribute | undefined, inputMode?: 'email' | 'tel') =>
  function InputRenderer(props: FieldProps) {
    const { common, text } = useBound(props);
    return <TextField {...common} {...text} type={type} autoComplete={autoComplete?.(props.field)} inputMode={inputMode} />;
  };

function TextareaRenderer(props: FieldProps) {
  const { common, text } = useBound(props);
  return <TextAreaField {...common} {...text} rows={TEXTAREA_ROWS} />;
}

function SelectRenderer(props: FieldProps) {
  const { t } = useTranslation('forms');
  const { common, text } = useBound(props);
  return <SelectField {...common} value={text.value} onChange={text.onChange} placeholder={props.field.placeholder || t('selectPlaceholder')} options={props.field.options ?? []} />;
}

/** Radio buttons (one answer) or, with options, checkboxes (several answers). */
function ChoiceRenderer(props: FieldProps) {
  const { input, common } = useBound(props);
  const { label, ...rest } = common;
  const multiple = props.field.type === 'checkbox';
  const value = multiple ? (Array.isArray(input.value) ? (input.value as string[]) : []) : typeof input.value === 'string' ? input.value : '';
  return <ChoiceField {...rest} legend={label} options={props.field.options ?? []} multiple={multiple} columns={2} value={value} onValueChange={input.onChange} />;
}

function SingleCheckboxRenderer(props: FieldProps) {
  const { input, common } = useBound(props);
  return <CheckboxField {...common} checked={input.value === true} onChange={(e) => input.onChange(e.target.checked)} />;
}

/** A checkbox with options is multi-valued; without options it is a single yes/no (spec §3). */
function CheckboxRenderer(props: FieldProps) {
  return isMultiCheckbox(props.field) ? <ChoiceRenderer {...props} /> : <SingleCheckboxRenderer {...props} />;
}

const RENDERERS: Record<string, ComponentType<FieldProps>> = {
  text: inputOf('text', (f) => (isFullNameField(f) ? 'name' : undefined)),
  email: inputOf('email', () => 'email', 'email'),
  tel: inputOf('tel', () => 'tel', 'tel'),
  textarea: TextareaRenderer,
  select: SelectRenderer,
  radio: ChoiceRenderer,
  checkbox: CheckboxRenderer,
  date: inputOf('date'),
  time: inputOf('time'),
};

export function rendererFor(type: string): ComponentType<FieldProps> | null {
  return Object.hasOwn(RENDERERS, type) ? RENDERERS[type] : null;
}

/** Types that take the full width of the form's two-column grid. */
export const FULL_WIDTH_TYPES: ReadonlySet<string> = new Set(['textarea', 'radio', 'checkbox']);
