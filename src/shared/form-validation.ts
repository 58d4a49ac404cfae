/**
 * The check of a submission to a dynamic form (spec §5 "Dynamic form fields"): the visitor's form
 * validates with it (loaded once the visitor starts filling in the form) and the server checks a
 * submission against the form it belongs to with the same code. Written with zod's tree-shakable
 * API (zod/mini), as contracts/registration.ts is, for the weight of the form pages
 * (docs/decisions/0011).
 */
import * as z from 'zod/mini';
import { PHONE_MIN_LENGTH } from './constants.ts';
import { ANSWER_MAX_LENGTH, answerOf, FORM_MESSAGES, isMultiCheckbox, setOwn, visibleFields, type Answer, type Submission } from './form-rules.ts';
import type { FieldDefinition } from './forms.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const EMAIL = z.email();

/** Missing (undefined or null) counts as `empty`. */
const orEmpty = <T>(empty: T) => z.transform((v: unknown) => (v === undefined || v === null ? empty : v));

/** Text answers: missing counts as empty; anything but a string is junk; surrounding spaces go. */
const text = z.pipe(orEmpty(''), z.pipe(z.string({ error: FORM_MESSAGES.invalidValue }), z.transform((s: string) => s.trim())));

/** The rule of one shown field (spec §5), as a zod schema of its answer. */
export function answerSchema(field: FieldDefinition): z.ZodMiniType<Answer> {
  const { required } = field;
  if (field.type === 'checkbox') {
    if (isMultiCheckbox(field)) {
      const allowed = new Set(field.options!.map((o) => o.value));
      const list = z.pipe(orEmpty([]), z.array(z.string({ error: FORM_MESSAGES.invalidValue }), { error: FORM_MESSAGES.invalidValue }).check(z.maxLength(200, FORM_MESSAGES.invalidChoice)));
      const checked = list.check(
        z.superRefine((values, ctx) => {
          if (values.length > allowed.size || values.some((v) => !allowed.has(v))) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidChoice });
          else if (required && values.length === 0) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.selectAtLeastOne });
        }),
      );
      return z.pipe(checked, z.transform((values: string[]) => [...new Set(values)]));
    }
    const single = z.pipe(orEmpty(false), z.boolean({ error: FORM_MESSAGES.invalidValue }));
    return required ? single.check(z.refine((v) => v === true, FORM_MESSAGES.required)) : single;
  }

  const max = ANSWER_MAX_LENGTH[field.type as keyof typeof ANSWER_MAX_LENGTH] ?? ANSWER_MAX_LENGTH.text;
  return text.check(
    z.superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value.length > max) return fail(FORM_MESSAGES.tooLong);
      switch (field.type) {
        case 'email':
          // Required: a valid address; optional: empty, or a valid address.
          if ((required || value !== '') && !EMAIL.safeParse(value).success) fail(FORM_MESSAGES.invalidEmail);
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
    }),
  );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/**
 * The schema of a submission to a form with these fields. It checks the answers of the shown
 * fields only and returns them alone: hidden fields are neither required nor kept, headers carry
 * no value, and keys that name no field are dropped. Messages are translation keys (FORM_MESSAGES),
 * each issue's path is the field id.
 */
export function submissionSchema(fields: readonly FieldDefinition[]): z.ZodMiniType<Submission, unknown> {
  const answers = z.transform((values: Record<string, unknown>, ctx) => {
    const out: Submission = {};
    let failed = false;
    for (const field of visibleFields(fields, values)) {
      if (field.type === 'header') continue;
      const parsed = answerSchema(field).safeParse(answerOf(values, field.id));
      if (parsed.success) {
        setOwn(out, field.id, parsed.data);
      } else {
        failed = true;
        ctx.issues.push({ code: 'custom', message: parsed.error.issues[0].message, path: [field.id], input: answerOf(values, field.id) });
      }
    }
    return failed ? z.NEVER : out;
  });
  return z.pipe(z.custom<Record<string, unknown>>(isPlainObject, { error: FORM_MESSAGES.invalidValue }), answers);
}

/** Field id → message key of the first problem of each field, from a failed submission parse. */
export function submissionErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!Object.hasOwn(out, key)) setOwn(out, key, issue.message);
  }
  return out;
}
