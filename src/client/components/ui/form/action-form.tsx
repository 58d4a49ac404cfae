/**
 * The form kit's way of sending a form (issue 47): a real `<form method="post">` to the page's
 * route action, which works before (and without) the page's script, and which React Router's
 * `<Form>` sends without a reload once the script runs; one submission either way.
 *
 * The action answers a refusal with the page again (status 4xx) and `{ failure }` as its data: the
 * message and each field's message in the page's language, and the values posted, so each field
 * shows its message and keeps its value (routes/form-action.server.ts). A success redirects.
 *
 * A field of the kit (TextField, TextAreaField, SelectField, CheckboxField) takes `fieldOf(...)`'s
 * props: `{...fieldOf(failure, 'ct', 'email')}` gives its id, name, kept value and message.
 */
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Form, useActionData, useNavigation, type ClientActionFunctionArgs, type FormProps } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { Spinner } from '../spinner.tsx';

/** What an action says of a refused form (its data, under `failure`). */
export interface FormFailure {
  /** What went wrong, in the page's language. */
  message: string;
  /** Each field's message, by the field's name. */
  fields: Record<string, string>;
  /** What was posted, by field name (passwords left out). */
  values: Record<string, string | string[]>;
  /** Which of the page's forms was refused (a page with several names them by their `intent`). */
  form?: string;
  /** The post got no answer (offline, or the server failed): nothing was done, what was typed is kept. */
  unsent?: true;
}

/**
 * The pages' `clientAction` (with the script): the post goes to the page's action as before; when
 * it gets no answer (the connection dropped, the server failed) the form stays with what was typed
 * and says so, instead of the page giving way to the error page. Redirects pass through.
 */
export async function keepWhatWasTyped({ request, serverAction }: ClientActionFunctionArgs) {
  const posted = await request.clone().formData();
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response) throw err;
    const values: FormFailure['values'] = {};
    for (const [name, value] of posted) {
      if (typeof value !== 'string' || name === 'password') continue;
      const before = values[name];
      values[name] = before === undefined ? value : [before, value].flat();
    }
    const intent = posted.get('intent');
    const failure: FormFailure = { message: '', fields: {}, values, unsent: true, ...(typeof intent === 'string' ? { form: intent } : {}) };
    return { failure };
  }
}

/** The refusal of the page's last post, when it was this form's (`form`: its intent, on a page with several). */
export function useFormFailure(form?: string): FormFailure | undefined {
  const { t } = useTranslation();
  const data = useActionData() as { failure?: FormFailure } | undefined;
  const failure = data?.failure;
  if (!failure || (form !== undefined && failure.form !== form)) return undefined;
  return failure.unsent ? { ...failure, message: t('common:generic.offline') } : failure;
}

/** True while a form of the page is being sent (with the script; without it, the browser shows it). */
export function useSending(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
}

/** A field's id in a form: `prefix-name`, with dots (nested names) made dashes. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replaceAll('.', '-')}`;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A text field's props: id, name, the value posted before (kept) and its message. */
export function fieldOf(failure: FormFailure | undefined, prefix: string, name: string, initial = '') {
  return { id: fieldId(prefix, name), name, defaultValue: failure ? (firstOf(failure.values[name]) ?? '') : initial, error: failure?.fields[name] };
}

/** A group of choices' props (radio buttons, or checkboxes with `multiple`): name, the choice(s) posted before and its message. */
export function choiceOf(failure: FormFailure | undefined, prefix: string, name: string, initial: string | readonly string[] = '') {
  return { id: fieldId(prefix, name), name, defaultValue: failure ? (failure.values[name] ?? '') : initial, error: failure?.fields[name] };
}

/** A box's props: id, name, ticked as posted before, and its message. */
export function boxOf(failure: FormFailure | undefined, prefix: string, name: string, initial = false) {
  return { id: fieldId(prefix, name), name, defaultChecked: failure ? failure.values[name] !== undefined : initial, error: failure?.fields[name] };
}

/**
 * A form posted to the page's action. `formKey`: the hidden key of this rendering of the form (its
 * loader's), which makes a second post of the same answers the first one (double tap, back, reload).
 * `intent`: which form of the page it is, when there are several.
 */
export function ActionForm({
  formKey,
  intent,
  children,
  ref,
  ...form
}: Omit<FormProps, 'method'> & { formKey?: string; intent?: string; children: ReactNode; ref?: Ref<HTMLFormElement> }) {
  return (
    <Form ref={ref} method="post" noValidate {...form}>
      {formKey && <input type="hidden" name="formKey" value={formKey} />}
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
    </Form>
  );
}

/**
 * The refusal above the form: its message, and a link to each field that has a message (by the
 * field's label, `labels`; the message itself is under the field). A message of no field on the
 * form is shown here. Announced, and focused when it appears after a post sent by the script;
 * without the script, the page loads with it.
 */
export function ErrorSummary({
  failure,
  prefix,
  labels,
  idOf = (name) => fieldId(prefix, name),
}: {
  failure: FormFailure | undefined;
  prefix: string;
  labels: Record<string, string>;
  /** A field's id, when it is not `prefix-name`. */
  idOf?: (name: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) box.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const entries = Object.entries(failure.fields);
  const linked = entries.filter(([name]) => labels[name]);
  const loose = entries.filter(([name]) => !labels[name]);
  return (
    <div ref={box} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none" data-testid="error-summary">
      <p className="font-semibold">{failure.message}</p>
      {(linked.length > 0 || loose.length > 0) && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {linked.map(([name]) => (
            <li key={name}>
              <a href={`#${idOf(name)}`} className="underline underline-offset-2">
                {labels[name]}
              </a>
            </li>
          ))}
          {loose.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The form's submit button: usable before the script arrives; says so while the script sends the form. */
export function FormSubmit({ label, busyLabel, icon, className = 'btn-primary', disabled, ...button }: { label: ReactNode; busyLabel: ReactNode; icon?: ReactNode; className?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  const busy = useSending();
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy ? <Spinner /> : icon}
      {busy ? busyLabel : label}
    </button>
  );
}
