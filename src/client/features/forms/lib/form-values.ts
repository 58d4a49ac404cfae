/**
 * The bridge between a form definition and react-hook-form: each field gets a safe input name
 * (field ids are free text, and react-hook-form reads dots and brackets as paths), and a small zod
 * resolver checks the values with the shared `submissionSchema`, the same rules the server applies.
 * The rules (and zod with them) load once the visitor starts filling in the form, not with the page.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { distinctFields, emptySubmission, isMultiCheckbox, type Submission } from '../../../../shared/form-rules.ts';
import type { submissionSchema } from '../../../../shared/form-validation.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';

export type FormValues = Record<string, unknown>;

/** The `intent` of a form that answers one of the founder's forms (a form response: routes/dynamic-form.server.ts). */
export const FORM_RESPONSE_INTENT = 'form-response';

export interface NamedField {
  field: FieldDefinition;
  /** The react-hook-form name (and the input's name attribute). */
  name: string;
}

const SAFE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,60}$/;

/** Every field once, with a name: `f_<id>` for plain ids, `f_<position>` for anything else. */
export function namedFields(fields: readonly FieldDefinition[]): NamedField[] {
  return distinctFields(fields).map((field, index) => ({ field, name: SAFE_ID.test(field.id) ? `f_${field.id}` : `f_${index}` }));
}

/** Form values (by name) → answers keyed by field id. */
export function toSubmission(named: readonly NamedField[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field, name } of named) {
    if (field.type === 'header' || !Object.hasOwn(values, name)) continue;
    Object.defineProperty(out, field.id, { value: values[name], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The values of an untouched form, by name. */
export function emptyValues(named: readonly NamedField[]): FormValues {
  const empty = emptySubmission(named.map((n) => n.field));
  const out: FormValues = {};
  for (const { field, name } of named) if (Object.hasOwn(empty, field.id)) out[name] = empty[field.id];
  return out;
}

/**
 * What a `<form method="post">` sent (its text values by input name), as the form's values by name:
 * a box with options gives the list of its ticked options, a single box whether it was ticked, any
 * other field its text; a field that sent nothing is empty. The page's action reads posted answers
 * with it, and the form shows kept answers with it.
 */
export function valuesFromPosted(named: readonly NamedField[], posted: (name: string) => string | readonly string[] | undefined): FormValues {
  const out = emptyValues(named);
  for (const { field, name } of named) {
    const given = posted(name);
    if (field.type === 'header' || given === undefined) continue;
    const list = typeof given === 'string' ? [given] : given;
    out[name] = isMultiCheckbox(field) ? [...list] : field.type === 'checkbox' ? true : (list[0] ?? '');
  }
  return out;
}

/** Field id → message, turned into react-hook-form errors by name. */
export function errorsByName(named: readonly NamedField[], byId: Record<string, string>, type = 'validate'): FieldErrors<FormValues> {
  const errors: FieldErrors<FormValues> = {};
  for (const { field, name } of named) {
    if (Object.hasOwn(byId, field.id)) errors[name] = { type, message: byId[field.id] };
  }
  return errors;
}

const loadValidation = () => import('../../../../shared/form-validation.ts');

/** Starts loading the rules (the form calls this when the visitor first focuses a field). */
export function preloadValidation(): void {
  void loadValidation();
}

/** A react-hook-form resolver from the shared rules; messages stay translation keys (forms:...). */
export function submissionResolver(fields: readonly FieldDefinition[]): Resolver<FormValues, unknown, Submission> {
  const named = namedFields(fields);
  let schema: ReturnType<typeof submissionSchema> | undefined;
  return async (values) => {
    const validation = await loadValidation();
    schema ??= validation.submissionSchema(fields);
    const result = schema.safeParse(toSubmission(named, values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: errorsByName(named, validation.submissionErrors(result.error)) };
  };
}
