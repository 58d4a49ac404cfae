/**
 * A registration page's form (spec §2, §8): the active form of a type, submitted to the API, with
 * a success toast and reset, the "Registration failed" toast, and a notice when no form is active.
 */
import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Form } from '../../../../shared/forms.ts';
import { preloadToasts, toast } from '../../../components/ui/toast.tsx';
import { submitFormResponse } from '../api/submit-form-response.ts';
import { DynamicForm } from './dynamic-form.tsx';

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
  const lang = useLanguage();

  if (!form) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="form-unavailable">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{t('notAvailable')}</p>
      </div>
    );
  }

  // The toast view loads on demand; fetch it while the visitor is still filling in the form.
  return (
    <div onFocus={preloadToasts}>
      <DynamicForm
        fields={form.fields}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
        onSubmit={async (responses, { website }) => {
          await submitFormResponse(form.id, responses, { lang, website });
          toast({ title: success.title, description: success.description });
        }}
        onError={() => toast({ variant: 'destructive', title: t('registrationFailed'), description: t('tryAgainLater') })}
      />
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
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="container-page scroll-mt-20 py-12">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={`${anchor}-title`} className="text-2xl font-bold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('form.description')}</p>
        <div className="mt-6">
          <RegistrationForm
            form={form}
            submitLabel={t('form.submit')}
            submittingLabel={t('form.submitting')}
            success={{ title: t('form.successTitle'), description: t('form.successDescription') }}
          />
        </div>
      </div>
    </section>
  );
}
