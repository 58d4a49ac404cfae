/**
 * The public pages' forms as islands (lib/island.tsx, docs/decisions/0023): the server renders
 * them, their code (with react-hook-form) loads at the visitor's first tap, key or focus. The
 * pages import these instead of the forms themselves; nothing here imports a form but lazily.
 */
import { useTranslation } from '../i18n/react.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { island } from './island.tsx';

/** Shown only after a client-side navigation, while the form's code arrives. */
function FormLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-48 items-center justify-center gap-2 text-slate-600">
      <Spinner />
      {t('generic.loading')}
    </p>
  );
}

const loading = <FormLoading />;

export const UnifiedRegistrationForm = island(
  () => import('../features/registration/components/unified-registration-form.tsx').then((m) => m.UnifiedRegistrationForm),
  loading,
);
export const SignupForm = island(() => import('../features/event-registration/components/signup-form.tsx').then((m) => m.SignupForm), loading);
export const EventRegistrationForm = island(
  () => import('../features/event-registration/components/event-registration-form.tsx').then((m) => m.EventRegistrationForm),
  loading,
);
export const WebinarSignupSection = island(() => import('../features/webinar-page/components/webinar-signup.tsx').then((m) => m.WebinarSignupSection), loading);
export const RegistrationFormSection = island(() => import('../features/forms/components/registration-form.tsx').then((m) => m.RegistrationFormSection), loading);
