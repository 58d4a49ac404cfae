/**
 * A registration page's form (spec §2, §8): the active form of a type, posted to the page's action
 * as a form response (routes/dynamic-form.server.ts), with or without the page's script; the page
 * then says it was sent, above the emptied form. A notice when no form is active.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useActionData } from 'react-router';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Form } from '../../../../shared/forms.ts';
import { FORM_RESPONSE_INTENT } from '../lib/form-values.ts';
import { DynamicForm } from './dynamic-form.tsx';

/** Whether the page's last post was a form response the action accepted. */
export function useFormResponseSent(): boolean {
  return (useActionData() as { sent?: string } | undefined)?.sent === FORM_RESPONSE_INTENT;
}

/** "Sent": announced, and focused when it appears after a post sent by the script. */
export function FormResponseSent({ title, description }: { title: string; description: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 outline-none" data-testid="form-sent">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{title}</strong> {description}
      </p>
    </div>
  );
}

export function RegistrationForm({
  form,
  success,
  submitLabel,
  submittingLabel,
}: {
  form: Form | null;
  success: { title: string; description: string };
  submitLabel?: string;
  submittingLabel?: string;
}) {
  const { t } = useTranslation('forms');
  const sent = useFormResponseSent();

  if (!form) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="form-unavailable">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{t('notAvailable')}</p>
      </div>
    );
  }

  return (
    <div>
      {sent && <FormResponseSent title={success.title} description={success.description} />}
      <DynamicForm fields={form.fields} intent={FORM_RESPONSE_INTENT} hidden={{ formId: form.id }} submitLabel={submitLabel} submittingLabel={submittingLabel} />
    </div>
  );
}

/**
 * A registration page's form section (the page's own words under `form.*` of its namespace: title,
 * description, submit, submitting, successTitle, successDescription), with the anchor its hero links to.
 */
export function RegistrationFormSection({ anchor, namespace, form }: { anchor: string; namespace: string; form: Form | null }) {
  const { t } = useTranslation(namespace);
  return (
    <FormSection anchor={anchor} title={t('form.title')} description={t('form.description')}>
      <RegistrationForm
        form={form}
        submitLabel={t('form.submit')}
        submittingLabel={t('form.submitting')}
        success={{ title: t('form.successTitle'), description: t('form.successDescription') }}
      />
    </FormSection>
  );
}

/** The card a registration page's form stands in: its heading (named by the anchor the hero links to), a line under it, the form. */
export function FormSection({ anchor, title, description, children }: { anchor: string; title: string; description: string; children: ReactNode }) {
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="container-page scroll-mt-20 py-12">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={`${anchor}-title`} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-2 text-slate-600">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
