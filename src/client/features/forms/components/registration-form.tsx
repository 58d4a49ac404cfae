/**
 * A registration page's form (spec §2, §8): the active form of a type, submitted to the API, with
 * a success toast and reset, the "Registration failed" toast, and a notice when no form is active.
 */
import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { isLanguage } from '../../../../shared/constants.ts';
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
  const { t, i18n } = useTranslation('forms');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';

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
