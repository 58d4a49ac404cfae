/**
 * /webinar-registration's form (issue 18 §4): a real registration for the next webinar, the same
 * one /register and the event cards make (seat or waitlist, confirmation with invite, reminders).
 * The admin's form for this page asks the questions: its name, e-mail, phone and consent answers
 * fill the short payload, every other answer is stored with the registration. A form without a
 * name, e-mail or consent question falls back to the short form; with no webinar planned, the
 * page keeps today's "tell me when" form (a form response, no seat).
 */
import { useState } from 'react';
import { useNavigate } from '../../../lib/localized-links.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { Form } from '../../../../shared/forms.ts';
import type { Submission } from '../../../../shared/form-rules.ts';
import type { RegistrationResult } from '../../../../shared/contracts/registration.ts';
import { preloadToasts, toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { DynamicForm } from '../../forms/components/dynamic-form.tsx';
import { RegistrationFormSection } from '../../forms/components/registration-form.tsx';
import { postSignup, SignupDone, SignupForm, type SignupEvent } from '../../event-registration/components/signup-form.tsx';

/** The answers the short payload takes from the admin's form, by field id. */
const NAME_IDS = ['fullName', 'name'];
const EMAIL_IDS = ['email'];
const PHONE_IDS = ['phone', 'whatsapp'];
const isConsentId = (id: string) => /consent/i.test(id);

const firstText = (submission: Submission, ids: string[]) => {
  for (const id of ids) if (typeof submission[id] === 'string' && submission[id]) return submission[id] as string;
  return undefined;
};

export function WebinarSignupSection({ anchor, form, webinar, formKey }: { anchor: string; form: Form | null; webinar: SignupEvent | null; formKey: string }) {
  const { t } = useTranslation('webinar-page');
  const lang = useLanguage();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const [done, setDone] = useState<{ status: RegistrationResult['status']; name: string } | null>(null);

  // Nothing planned yet: the visitor leaves their details for the next date (a form response).
  if (!webinar) return <RegistrationFormSection anchor={anchor} namespace="webinar-page" form={form} />;

  const ids = new Set(form?.fields.map((f) => f.id) ?? []);
  const usable = !!form && NAME_IDS.some((id) => ids.has(id)) && EMAIL_IDS.some((id) => ids.has(id)) && [...ids].some(isConsentId);

  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="container-page scroll-mt-20 py-12">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={`${anchor}-title`} className="text-2xl font-bold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('form.description')}</p>
        <div className="mt-6" onFocus={preloadToasts}>
          {done ? (
            <SignupDone status={done.status} name={done.name} title={webinar.title} />
          ) : usable ? (
            <DynamicForm
              fields={form.fields}
              submitLabel={t('form.submit')}
              submittingLabel={t('form.submitting')}
              onSubmit={async (submission, { website }) => {
                const fullName = firstText(submission, NAME_IDS) ?? '';
                const answers = Object.fromEntries(Object.entries(submission).filter(([id]) => ![...NAME_IDS, ...EMAIL_IDS, ...PHONE_IDS].includes(id) && !isConsentId(id)));
                const body = {
                  type: 'signup' as const,
                  webinarId: webinar.id,
                  source: 'webinar-page' as const,
                  fullName,
                  email: firstText(submission, EMAIL_IDS) ?? '',
                  phone: firstText(submission, PHONE_IDS) ?? '',
                  language: lang,
                  consent: Object.entries(submission).some(([id, v]) => isConsentId(id) && v === true) as true,
                  answers: answers as Record<string, string | boolean | number | string[] | null>,
                  website: website || undefined,
                };
                const result = await postSignup(body, lang, keyFor(body));
                if (result.status === 'pending_payment' && result.paymentUrl) {
                  // The signed link the server gave: the id alone opens no payment.
                  await navigate(result.paymentUrl);
                  return;
                }
                toast({ title: t('form.successTitle'), description: t('form.successDescription') });
                setDone({ status: result.status, name: fullName });
              }}
              onError={(error) =>
                toast({
                  variant: 'destructive',
                  title: t('forms:registrationFailed'),
                  description: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('forms:tryAgainLater'),
                })
              }
            />
          ) : (
            <SignupForm event={webinar} source="webinar-page" idPrefix="wr" formKey={formKey} />
          )}
        </div>
      </div>
    </section>
  );
}
