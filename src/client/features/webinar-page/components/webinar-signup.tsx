/**
 * /webinar-registration's form (issue 18 §4): a real registration for the next webinar, the same
 * one /register and the event cards make (seat or waitlist, confirmation with invite, reminders).
 * The admin's form for this page asks the questions: its name, e-mail, phone and consent answers
 * fill the short payload, every other answer is stored with the registration. A form without a
 * name, e-mail or consent question falls back to the short form; with no webinar planned, the
 * page keeps today's "tell me when" form (a form response, no seat).
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Form } from '../../../../shared/forms.ts';
import { WhatsAppOptIn } from '../../../components/ui/form/whatsapp-opt-in.tsx';
import { useFormFailure } from '../../../components/ui/form/action-form.tsx';
import { DynamicForm } from '../../forms/components/dynamic-form.tsx';
import { FormSection, RegistrationFormSection } from '../../forms/components/registration-form.tsx';
import { SignupDone, SignupForm, type SignupEvent } from '../../event-registration/components/signup-form.tsx';
import { FORM_SIGNUP_INTENT, registersWith } from '../lib/form-signup.ts';
import { VisitorZoneField } from '../../../components/ui/form/visitor-zone-field.tsx';

export function WebinarSignupSection({ anchor, form, webinar, formKey }: { anchor: string; form: Form | null; webinar: SignupEvent | null; formKey: string }) {
  const { t } = useTranslation('webinar-page');
  const [params] = useSearchParams();
  const failure = useFormFailure(FORM_SIGNUP_INTENT);

  // Nothing planned yet: the visitor leaves their details for the next date (a form response).
  if (!webinar) return <RegistrationFormSection anchor={anchor} namespace="webinar-page" form={form} />;

  // Registered (by the page's action, routes/webinar-registration.server.ts, with either form): said in place.
  const founderForm = registersWith(form) ? form : null;
  const registered = params.get('registered');
  const done = registered === 'confirmed' || registered === 'waitlisted' ? { status: registered as 'confirmed' | 'waitlisted', name: params.get('name') ?? '' } : null;

  return (
    <FormSection anchor={anchor} title={t('form.title')} description={t('form.description')}>
      {done ? (
        <SignupDone status={done.status} name={done.name} title={webinar.title} />
      ) : founderForm ? (
        <DynamicForm
          fields={founderForm.fields}
          intent={FORM_SIGNUP_INTENT}
          hidden={{ webinarId: webinar.id, formKey, ...(webinar.category ? { category: webinar.category } : {}) }}
          submitLabel={t('form.submit')}
          submittingLabel={t('form.submitting')}
        >
          {/* Kept ticked when the page comes back refused (the action's values). */}
          <WhatsAppOptIn id="wr-whatsappOptIn" defaultChecked={failure?.values.whatsappOptIn !== undefined} />
          <VisitorZoneField />
        </DynamicForm>
      ) : (
        <SignupForm event={webinar} source="webinar-page" idPrefix="wr" formKey={formKey} />
      )}
    </FormSection>
  );
}
