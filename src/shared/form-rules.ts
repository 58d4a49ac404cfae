/**
 * The rules of a dynamic form (spec §3 "Field definition", §5 "Dynamic form fields"), pure and
 * shared: the visitor's renderer validates with them, the server checks a submission against the
 * form it belongs to with the same code, and the form builder previews with them.
 */
import { z } from 'zod';
import { PHONE_MIN_LENGTH, type FieldType, type Language } from './constants.ts';
import type { FieldDefinition, FieldOption } from './forms.ts';

/** Translation keys (namespace `forms`) of every message a submission can produce. */
export const FORM_MESSAGES = {
  required: 'forms:required',
  invalidEmail: 'forms:invalidEmail',
  invalidPhone: 'forms:invalidPhone',
  selectAtLeastOne: 'forms:selectAtLeastOne',
  invalidChoice: 'forms:invalidChoice',
  invalidDate: 'forms:invalidDate',
  invalidTime: 'forms:invalidTime',
  tooLong: 'forms:tooLong',
  invalidValue: 'forms:invalidValue',
} as const;

/** Longest answer per field type, against abuse (a real answer is far shorter). */
export const ANSWER_MAX_LENGTH = {
  text: 500,
  email: 254,
  tel: 30,
  textarea: 5000,
  select: 200,
  radio: 200,
  date: 10,
  time: 8,
} as const;

/** One answer: text, the ticked options of a multi-valued checkbox, or a single checkbox. */
export type Answer = string | string[] | boolean;
/** A submission: answers keyed by field id (spec §3 "Submission is an object keyed by field id"). */
export type Submission = Record<string, Answer>;

/** A checkbox with options is multi-valued; without options it is a single boolean (spec §3). */
export const isMultiCheckbox = (field: FieldDefinition) => field.type === 'checkbox' && (field.options?.length ?? 0) > 0;

/** Sets an own property, even for ids such as `__proto__` that plain assignment would misread. */
function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Reads a field's answer without ever reaching inherited properties (`constructor`, `__proto__`). */
function answerOf(values: Record<string, unknown>, id: string): unknown {
  return Object.hasOwn(values, id) ? values[id] : undefined;
}

/** The first field of each id; a later field with the same id is ignored everywhere. */
export function distinctFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.id) && seen.add(f.id));
}

/** Whether an answer satisfies a condition: equal, or for a multi-valued checkbox, containing. */
function matches(answer: unknown, equals: string): boolean {
  if (Array.isArray(answer)) return answer.includes(equals);
  if (typeof answer === 'boolean' || typeof answer === 'number') return String(answer) === equals;
  return typeof answer === 'string' && answer === equals;
}

/**
 * The fields the visitor sees for the current answers. A field with `showWhen` shows only while
 * the other field is itself shown and its answer equals the given value (contains it, for a
 * multi-valued checkbox). A condition on a missing field, a header or a cycle never holds.
 */
export function visibleFields(fields: readonly FieldDefinition[], values: Record<string, unknown>): FieldDefinition[] {
  const distinct = distinctFields(fields);
  const byId = new Map(distinct.map((f) => [f.id, f]));
  const memo = new Map<string, boolean>();
  const visible = (field: FieldDefinition, path: Set<string>): boolean => {
    const known = memo.get(field.id);
    if (known !== undefined) return known;
    let result = true;
    if (field.showWhen) {
      const other = byId.get(field.showWhen.fieldId);
      result =
        !!other &&
        other.type !== 'header' &&
        !path.has(other.id) &&
        visible(other, new Set(path).add(field.id)) &&
        matches(answerOf(values, other.id), field.showWhen.equals);
    }
    memo.set(field.id, result);
    return result;
  };
  return distinct.filter((f) => visible(f, new Set([f.id])));
}

export interface FormSection {
  /** The header field that titles the section; null for the fields before the first header. */
  header: FieldDefinition | null;
  fields: FieldDefinition[];
}

/** A header starts a new titled section; fields before the first header form an untitled one. */
export function sectionsByHeader(fields: readonly FieldDefinition[]): FormSection[] {
  const sections: FormSection[] = [];
  for (const field of fields) {
    if (field.type === 'header') sections.push({ header: field, fields: [] });
    else if (sections.length === 0) sections.push({ header: null, fields: [field] });
    else sections[sections.length - 1].fields.push(field);
  }
  return sections;
}

/** A field's label, placeholder and option labels in a language, else the field's own text. */
export function localizeField(field: FieldDefinition, lang: Language): FieldDefinition {
  if (lang === 'en') return field;
  const tr = field.translations?.[lang];
  if (!tr) return field;
  return {
    ...field,
    label: tr.label?.trim() || field.label,
    placeholder: tr.placeholder?.trim() || field.placeholder,
    options: field.options?.map((o) => ({ value: o.value, label: tr.options?.[o.value]?.trim() || o.label })),
  };
}

/** The answers of an untouched form: empty text, no ticked options, an unticked checkbox. */
export function emptySubmission(fields: readonly FieldDefinition[]): Submission {
  const out: Submission = {};
  for (const f of distinctFields(fields)) {
    if (f.type === 'header') continue;
    setOwn<Answer>(out, f.id, isMultiCheckbox(f) ? [] : f.type === 'checkbox' ? false : '');
  }
  return out;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Text answers: missing counts as empty; anything but a string is junk; surrounding spaces go. */
const text = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: FORM_MESSAGES.invalidValue }).transform((s) => s.trim()));

/** The rule of one shown field (spec §5), as a zod schema of its answer. */
export function answerSchema(field: FieldDefinition): z.ZodType<Answer> {
  const { required } = field;
  if (field.type === 'checkbox') {
    if (isMultiCheckbox(field)) {
      const allowed = new Set(field.options!.map((o) => o.value));
      return z
        .preprocess((v) => (v === undefined || v === null ? [] : v), z.array(z.string({ error: FORM_MESSAGES.invalidValue }), { error: FORM_MESSAGES.invalidValue }).max(200, FORM_MESSAGES.invalidChoice))
        .superRefine((list, ctx) => {
          if (list.length > allowed.size || list.some((v) => !allowed.has(v))) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidChoice });
          else if (required && list.length === 0) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.selectAtLeastOne });
        })
        .transform((list) => [...new Set(list)]);
    }
    const single = z.preprocess((v) => (v === undefined || v === null ? false : v), z.boolean({ error: FORM_MESSAGES.invalidValue }));
    return required ? single.refine((v) => v === true, FORM_MESSAGES.required) : single;
  }

  const max = ANSWER_MAX_LENGTH[field.type as keyof typeof ANSWER_MAX_LENGTH] ?? ANSWER_MAX_LENGTH.text;
  return text.superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value.length > max) return fail(FORM_MESSAGES.tooLong);
    switch (field.type) {
      case 'email':
        // Required: a valid address; optional: empty, or a valid address.
        if ((required || value !== '') && !z.email().safeParse(value).success) fail(FORM_MESSAGES.invalidEmail);
        return;
      case 'tel':
        if (required && value.length < PHONE_MIN_LENGTH) fail(FORM_MESSAGES.invalidPhone);
        return;
      case 'select':
      case 'radio':
        if (value === '') return required ? fail(FORM_MESSAGES.required) : undefined;
        if (field.options?.length && !field.options.some((o) => o.value === value)) fail(FORM_MESSAGES.invalidChoice);
        return;
      case 'date':
        if (value === '') return required ? fail(FORM_MESSAGES.required) : undefined;
        if (!isRealDate(value)) fail(FORM_MESSAGES.invalidDate);
        return;
      case 'time':
        if (value === '') return required ? fail(FORM_MESSAGES.required) : undefined;
        if (!TIME.test(value)) fail(FORM_MESSAGES.invalidTime);
        return;
      default:
        if (required && value === '') fail(FORM_MESSAGES.required);
    }
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/**
 * The schema of a submission to a form with these fields. It checks the answers of the shown
 * fields only and returns them alone: hidden fields are neither required nor kept, headers carry
 * no value, and keys that name no field are dropped. Messages are translation keys (FORM_MESSAGES),
 * each issue's path is the field id.
 */
export function submissionSchema(fields: readonly FieldDefinition[]): z.ZodType<Submission, unknown> {
  return z.custom<Record<string, unknown>>(isPlainObject, { error: FORM_MESSAGES.invalidValue }).transform((values, ctx) => {
    const out: Submission = {};
    let failed = false;
    for (const field of visibleFields(fields, values)) {
      if (field.type === 'header') continue;
      const parsed = answerSchema(field).safeParse(answerOf(values, field.id));
      if (parsed.success) {
        setOwn(out, field.id, parsed.data);
      } else {
        failed = true;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message, path: [field.id] });
      }
    }
    return failed ? z.NEVER : out;
  });
}

/** Field id → message key of the first problem of each field, from a failed submission parse. */
export function submissionErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!Object.hasOwn(out, key)) setOwn(out, key, issue.message);
  }
  return out;
}

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const NAME_IDS = new Set(['fullname', 'name', 'yourname', 'yourfullname']);

/** Whether a field asks for the person's full name (by its id or its label). */
export function isFullNameField(field: FieldDefinition): boolean {
  return field.type === 'text' && (NAME_IDS.has(normalize(field.id)) || NAME_IDS.has(normalize(field.label)));
}

/**
 * Who sent a submission, for search, linking and exports: the full-name field, the first e-mail
 * field and the first telephone field that were answered.
 */
export function contactOf(fields: readonly FieldDefinition[], submission: Submission): { name: string | null; email: string | null; phone: string | null } {
  const first = (pick: (f: FieldDefinition) => boolean) => {
    for (const f of distinctFields(fields)) {
      const v = pick(f) ? answerOf(submission, f.id) : undefined;
      if (typeof v === 'string' && v !== '') return v;
    }
    return null;
  };
  return {
    name: first(isFullNameField),
    email: first((f) => f.type === 'email'),
    phone: first((f) => f.type === 'tel'),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Builder defaults (spec §3): what a newly added field and option look like.
 * ---------------------------------------------------------------------------------------------- */

/** The types whose fields carry options. */
export const OPTION_FIELD_TYPES = ['select', 'radio', 'checkbox'] as const satisfies readonly FieldType[];
export const takesOptions = (type: FieldType) => (OPTION_FIELD_TYPES as readonly FieldType[]).includes(type);

/** An option's value follows its label: lowercased, spaces turned into hyphens. */
export const optionValueFromLabel = (label: string) => label.trim().toLowerCase().replace(/\s+/g, '-');

/** The option added after the existing ones, numbered by count ("Option 3" after two). */
export function nextOption(options: readonly FieldOption[]): FieldOption {
  const label = `Option ${options.length + 1}`;
  return { value: optionValueFromLabel(label), label };
}

/** A new builder field: "New <type> field", "Enter <type>" (textarea: "Enter your response..."), Option 1 and 2. */
export function newField(type: FieldType, id: string): FieldDefinition {
  const field: FieldDefinition = { id, type, label: `New ${type} field`, required: false };
  if (type !== 'header') field.placeholder = type === 'textarea' ? 'Enter your response...' : `Enter ${type}`;
  if (takesOptions(type)) field.options = [nextOption([]), nextOption([nextOption([])])];
  return field;
}
