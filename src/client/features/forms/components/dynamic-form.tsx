/**
 * The visitor's renderer of a dynamic form (spec §3-§5): sections by header, fields in the page
 * language, required asterisks, errors in red under the fields, conditional fields shown and hidden
 * live, emptied after the page's action accepted it. With `preview` it shows the same form without
 * submitting (for the form builder).
 *
 * It is a real `<form method="post">` to the page's action (issue 47; routes/dynamic-form.server.ts
 * reads the answers back by input name), so it works before and without the page's script. With the
 * script, the answers are checked on submit and again on every change with the rules the server
 * applies, and only then posted, to the same action, without a reload. The action's refusal (each
 * field's message, by field id, and the answers posted) shows in the form either way.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActionData, useSubmit } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { localizeField, sectionsByHeader, visibleFields } from '../../../../shared/form-rules.ts';
import type { Submission } from '../../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { emptyValues, namedFields, preloadValidation, submissionResolver, toSubmission, valuesFromPosted, type FormValues } from '../lib/form-values.ts';
import { FULL_WIDTH_TYPES, rendererFor } from './field-renderers.tsx';
import { ActionForm, FormSubmit, useFormFailure } from '../../../components/ui/form/action-form.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';

export interface DynamicFormProps {
  fields: FieldDefinition[];
  /** The form's `intent` on its page: the page's action tells its answers from its other forms' by it. */
  intent?: string;
  /** Hidden fields the action needs beside the answers (the founder's form's id, the rendering's key). */
  hidden?: Record<string, string>;
  /** Show the form without submitting it (the builder's preview). */
  preview?: boolean;
  submitLabel?: string;
  submittingLabel?: string;
  /** What the page adds after the admin's fields (the WhatsApp opt-in of a registration), above the button. */
  children?: ReactNode;
  /**
   * The level of the sections' headings: h3 under a page's h2 (the registration pages), h2 where the
   * form comes right after the page's h1 (/forms/<id>). Skipping a level breaks the outline that
   * screen readers navigate by, and the Nu HTML checker reports it.
   */
  sectionHeading?: 'h2' | 'h3';
}

export function DynamicForm({ fields, intent, hidden = {}, preview = false, submitLabel, submittingLabel, children, sectionHeading: SectionHeading = 'h3' }: DynamicFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLanguage();
  const formId = useId();
  const element = useRef<HTMLFormElement>(null);
  const post = useSubmit();
  const failure = useFormFailure(intent);
  const actionData = useActionData() as { sent?: string } | undefined;

  const named = useMemo(() => namedFields(fields), [fields]);
  const nameOf = useMemo(() => new Map(named.map((n) => [n.field.id, n.name])), [named]);
  const defaults = useMemo(() => emptyValues(named), [named]);
  const resolver = useMemo(() => submissionResolver(fields), [fields]);
  // A refused post shows again with what was posted (the page rendered by the action, or its answer to the script).
  const initial = useMemo(() => (failure ? valuesFromPosted(named, (name) => failure.values[name]) : defaults), []); // eslint-disable-line react-hooks/exhaustive-deps
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<FormValues, unknown, Submission>({
    // A page that arrived refused (posted before the script ran) checks each change at once, as after a first submit.
    mode: failure ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: initial,
  });

  // The action's messages, by field id (already in the page's language), until the next post; a
  // field's message goes once its answer is no longer the one refused.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(failure?.fields ?? {});
  const refusedValues = useMemo(() => (failure ? valuesFromPosted(named, (name) => failure.values[name]) : {}), [failure, named]);
  useEffect(() => {
    setServerErrors(failure?.fields ?? {});
    // The first field with a message gets the focus (the page loaded refused, or the script's post was).
    if (failure) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  // Accepted: the form starts empty again.
  useEffect(() => {
    if (intent && actionData?.sent === intent) reset(defaults);
  }, [actionData]); // eslint-disable-line react-hooks/exhaustive-deps

  // A different set of fields (the builder edits the form) starts from empty answers again. Not on
  // mount: answers typed before the page hydrated are kept.
  const shape = named.map((n) => `${n.name}:${n.field.type}:${n.field.options?.length ?? 0}`).join('|');
  const shapeShown = useRef(shape);
  useEffect(() => {
    if (shapeShown.current === shape) return;
    shapeShown.current = shape;
    reset(defaults);
  }, [shape]); // eslint-disable-line react-hooks/exhaustive-deps

  const values = useWatch({ control }) as FormValues;
  const sections = useMemo(() => {
    const shown = visibleFields(fields, toSubmission(named, values));
    return sectionsByHeader(shown.map((f) => localizeField(f, lang)));
  }, [fields, named, values, lang]);

  const messageOf = (id: string, name: string): string | undefined => {
    const error = errors[name];
    // The rules' messages are translation keys; the action's are already translated.
    if (error?.message) return t(String(error.message));
    return serverErrors[id] && JSON.stringify(values[name]) === JSON.stringify(refusedValues[name]) ? serverErrors[id] : undefined;
  };

  // Checked here first, then posted to the page's action as the browser would post it.
  const submit = handleSubmit(() => {
    if (preview || !element.current) return;
    setServerErrors({});
    void post(element.current, { method: 'post' });
  });

  const hasRequired = named.some((n) => n.field.required && n.field.type !== 'header');
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(serverErrors).some((id) => !!messageOf(id, nameOf.get(id) ?? ''));
  // A refusal of no field (the form was closed meanwhile, too many posts, no answer) says itself.
  const alert = failure && Object.keys(failure.fields).length === 0 ? failure.message : hasErrors && (submitCount > 0 || !!failure) ? t('fixErrors') : null;

  return (
    <ActionForm
      ref={element}
      intent={intent}
      onSubmit={submit}
      onFocus={preloadValidation}
      className="relative space-y-8"
      data-testid="dynamic-form"
      aria-describedby={hasRequired ? `${formId}-note` : undefined}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hasRequired && (
        <p id={`${formId}-note`} className="text-sm text-slate-600">
          {t('requiredNote')}
        </p>
      )}
      {sections.map((section, i) => {
        const headingId = `${formId}-section-${i}`;
        return (
          <div key={section.header?.id ?? `untitled-${i}`} role="group" aria-labelledby={section.header ? headingId : undefined}>
            {section.header && (
              <SectionHeading id={headingId} lang={section.header.labelLang} className="mb-4 border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
                {section.header.label}
              </SectionHeading>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              {section.fields.map((field) => {
                const Renderer = rendererFor(field.type);
                const name = nameOf.get(field.id);
                if (!Renderer || !name) return null;
                return (
                  <div key={field.id} className={FULL_WIDTH_TYPES.has(field.type) ? 'sm:col-span-2' : undefined} data-field-id={field.id}>
                    <Renderer field={field} name={name} control={control} domId={`${formId}-${name}`} error={messageOf(field.id, name)} />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}

      {!preview && (
        <>
          {children}
          <Honeypot />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <FormSubmit className="btn-primary w-full sm:w-auto" label={submitLabel ?? t('submit')} busyLabel={submittingLabel ?? t('submitting')} />
            {alert && (
              <p role="alert" className="text-sm font-medium text-red-600">
                {alert}
              </p>
            )}
          </div>
        </>
      )}
    </ActionForm>
  );
}
