/**
 * The visitor's renderer of a dynamic form (spec §3-§5): sections by header, fields in the page
 * language, required asterisks, errors in red under the fields, validation on submit and again on
 * every change, conditional fields shown and hidden live, reset to empty after a successful submit.
 * With `preview` it shows the same form without submitting (for the form builder).
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { localizeField, sectionsByHeader, visibleFields, type Submission } from '../../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { ApiError } from '../../../lib/api.ts';
import { emptyValues, namedFields, preloadValidation, submissionResolver, toSubmission, type FormValues } from '../lib/form-values.ts';
import { FULL_WIDTH_TYPES, rendererFor } from './field-renderers.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';

export interface DynamicFormProps {
  fields: FieldDefinition[];
  /** Receives the checked answers keyed by field id; the form resets when it resolves. */
  onSubmit?: (submission: Submission, meta: { website: string }) => Promise<void>;
  /** Called when onSubmit throws (field errors from the server are already shown). */
  onError?: (error: unknown) => void;
  /** Show the form without submitting it (the builder's preview). */
  preview?: boolean;
  submitLabel?: string;
  submittingLabel?: string;
  /**
   * The level of the sections' headings: h3 under a page's h2 (the registration pages), h2 where the
   * form comes right after the page's h1 (/forms/<id>). Skipping a level breaks the outline that
   * screen readers navigate by, and the Nu HTML checker reports it.
   */
  sectionHeading?: 'h2' | 'h3';
}

export function DynamicForm({ fields, onSubmit, onError, preview = false, submitLabel, submittingLabel, sectionHeading: SectionHeading = 'h3' }: DynamicFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLanguage();
  const formId = useId();
  const honeypot = useRef<HTMLInputElement>(null);

  const named = useMemo(() => namedFields(fields), [fields]);
  const nameOf = useMemo(() => new Map(named.map((n) => [n.field.id, n.name])), [named]);
  const defaults = useMemo(() => emptyValues(named), [named]);
  const resolver = useMemo(() => submissionResolver(fields), [fields]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormValues, unknown, Submission>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: defaults });

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

  const messageOf = (name: string): string | undefined => {
    const error = errors[name];
    if (!error?.message) return undefined;
    // Messages from the rules are translation keys; the server's are already translated.
    return error.type === 'server' ? String(error.message) : t(String(error.message));
  };

  const submit = handleSubmit(async (submission) => {
    if (preview || !onSubmit) return;
    try {
      await onSubmit(submission, { website: honeypot.current?.value ?? '' });
      reset(defaults);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [id, message] of Object.entries(err.fields)) {
          const name = nameOf.get(id);
          if (name) setError(name, { type: 'server', message });
        }
      }
      onError?.(err);
    }
  });

  const hasRequired = named.some((n) => n.field.required && n.field.type !== 'header');
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate method="post" onSubmit={submit} onFocus={preloadValidation} className="relative space-y-8" data-testid="dynamic-form" aria-describedby={hasRequired ? `${formId}-note` : undefined}>
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
                    <Renderer field={field} name={name} control={control} domId={`${formId}-${name}`} error={messageOf(name)} />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}

      {!preview && (
        <>
          <Honeypot ref={honeypot} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SubmitButton className="btn-primary w-full sm:w-auto" busy={isSubmitting} label={submitLabel ?? t('submit')} busyLabel={submittingLabel ?? t('submitting')} />
            {hasErrors && submitCount > 0 && (
              <p role="alert" className="text-sm font-medium text-red-600">
                {t('fixErrors')}
              </p>
            )}
          </div>
        </>
      )}
    </form>
  );
}
