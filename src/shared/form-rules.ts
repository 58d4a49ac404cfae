/**
 * The rules of a dynamic form (spec §3 "Field definition", §5 "Dynamic form fields"), pure and
 * shared: which fields show, in which sections and words, what an untouched form holds. The check
 * of a submission (zod) is in form-validation.ts, apart, so that the form pages render without
 * zod and load it once the visitor starts filling in the form.
 */
import type { FieldType, Language } from './constants.ts';
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
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Reads a field's answer without ever reaching inherited properties (`constructor`, `__proto__`). */
export function answerOf(values: Record<string, unknown>, id: string): unknown {
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

export interface FormSection<F extends FieldDefinition = FieldDefinition> {
  /** The header field that titles the section; null for the fields before the first header. */
  header: F | null;
  fields: F[];
}

/** A header starts a new titled section; fields before the first header form an untitled one. */
export function sectionsByHeader<F extends FieldDefinition>(fields: readonly F[]): FormSection<F>[] {
  const sections: FormSection<F>[] = [];
  for (const field of fields) {
    if (field.type === 'header') sections.push({ header: field, fields: [] });
    else if (sections.length === 0) sections.push({ header: null, fields: [field] });
    else sections[sections.length - 1].fields.push(field);
  }
  return sections;
}

/**
 * A field in a page's language: `labelLang` and an option's `lang` say 'en' where the founder's
 * English stands in for a missing translation, so that the page marks it (lang="en") for screen
 * readers, fonts and search engines, as the events and services do (ADR 0021).
 */
export type LocalizedField = Omit<FieldDefinition, 'options'> & { labelLang?: 'en'; options?: Array<FieldOption & { lang?: 'en' }> };

/** A field's label, placeholder and option labels in a language, else the field's own text (marked English). */
export function localizeField(field: FieldDefinition, lang: Language): LocalizedField {
  if (lang === 'en') return field;
  const tr = field.translations?.[lang];
  const label = tr?.label?.trim();
  return {
    ...field,
    label: label || field.label,
    labelLang: label || !field.label.trim() ? undefined : 'en',
    placeholder: tr?.placeholder?.trim() || field.placeholder,
    options: field.options?.map((o) => {
      const own = tr?.options?.[o.value]?.trim();
      return own ? { value: o.value, label: own } : { value: o.value, label: o.label, lang: 'en' as const };
    }),
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
