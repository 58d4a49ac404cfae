/**
 * What every public form's route action does around its work (issue 47): read the posted form
 * (never more than FORM_BODY_LIMIT; any body at all, never a 500), answer a refusal with the page
 * re-rendered (status, translated messages, the values kept but passwords), and a success with a
 * redirect to the result page in the page's language (post/redirect/get).
 */
import { data, redirect } from 'react-router';
import type { FormFailure } from '../components/ui/form/action-form.tsx';
import type { ActionOutcome, AppContext } from '../lib/app-context.ts';
import { I18n } from '../../shared/i18n/translator.ts';
import { localizePath } from '../../shared/language-address.ts';

/** A form's body, at most: a form's answers (the longest, a message of 5,000 Gujarati characters, is about 16 KB). */
export const FORM_BODY_LIMIT = 256 * 1024;

/** The fields of a posted form: text values by name (a repeated name: all its values); files are ignored. */
export type PostedForm = Map<string, string[]>;

class TooLarge extends Error {}

async function readLimited(request: Request): Promise<string> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > FORM_BODY_LIMIT) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > FORM_BODY_LIMIT) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The posted form: urlencoded (what a `<form method="post">` sends) or multipart; any other body is
 * an empty form (its fields are then missing, a 400). Null when it is larger than FORM_BODY_LIMIT.
 */
export async function readForm(request: Request): Promise<PostedForm | null> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const form: PostedForm = new Map();
  const add = (name: string, value: unknown) => {
    if (typeof value !== 'string') return;
    const values = form.get(name);
    if (values) values.push(value);
    else form.set(name, [value]);
  };
  try {
    if (type.startsWith('multipart/form-data')) {
      const length = Number(request.headers.get('content-length') ?? NaN);
      if (!(length <= FORM_BODY_LIMIT)) return null;
      for (const [name, value] of await request.formData()) add(name, value);
    } else {
      const text = await readLimited(request);
      if (type.startsWith('application/x-www-form-urlencoded')) for (const [name, value] of new URLSearchParams(text)) add(name, value);
    }
  } catch (err) {
    if (err instanceof TooLarge) return null;
    // A body that is not the form it says it is: nothing was sent, as far as the form goes.
    return new Map();
  }
  return form;
}

/** A field's (first) value, or undefined. */
export const textOf = (form: PostedForm, name: string): string | undefined => form.get(name)?.[0];

/** A box's state: ticked when the form sent it at all. */
export const tickedOf = (form: PostedForm, name: string): boolean => form.has(name);

/** The values to keep in the re-rendered form: what was posted, but for `secret` fields (passwords). */
export function keptValues(form: PostedForm, secret: readonly string[] = []): FormFailure['values'] {
  const values: FormFailure['values'] = {};
  for (const [name, list] of form) {
    if (secret.includes(name)) continue;
    // What is kept is shown again; a field is never longer than its form allows.
    values[name] = list.length === 1 ? list[0].slice(0, 20_000) : list.slice(0, 100).map((v) => v.slice(0, 2_000));
  }
  return values;
}

/** The page again, with the refusal's messages and the values kept (status: the refusal's). */
export function refused(outcome: Extract<ActionOutcome<unknown>, { ok: false }>, values: FormFailure['values'], form?: string) {
  const failure: FormFailure = { message: outcome.message, fields: outcome.fields ?? {}, values, ...(form ? { form } : {}) };
  return data({ failure }, { status: outcome.status });
}

/** A message of the page's own, in its language (the page's namespaces: its handle's). */
export function pageText(context: AppContext, key: string): string {
  return new I18n(context.lang, { [context.lang]: context.resources as Record<string, Record<string, unknown>> }).t(key);
}

/** A body over the limit: 413, the page again with nothing kept. */
export function tooLarge(context: AppContext) {
  return data({ failure: { message: pageText(context, 'validation:payloadTooLarge'), fields: {}, values: {} } satisfies FormFailure }, { status: 413 });
}

/** The two password fields of a form that chooses one differ: 400, the page again with neither kept. */
export function passwordsDiffer(context: AppContext, values: FormFailure['values'], form?: string) {
  const failure: FormFailure = {
    message: pageText(context, 'validation:invalidInput'),
    fields: { confirm: pageText(context, 'auth:errors.passwordsDiffer') },
    values,
    ...(form ? { form } : {}),
  };
  return data({ failure }, { status: 400 });
}

/** Post/redirect/get: to `to` in the page's language. */
export function redirectTo(context: AppContext, to: string) {
  return redirect(localizePath(to, context.lang));
}
