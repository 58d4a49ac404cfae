/** The three forms of /login: log in, create an account, ask for a reset link. */
import { useEffect, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { startGoogleSignIn } from '../api.ts';
import { messageOf } from './auth-form.tsx';
import { ActionForm, fieldOf, FormSubmit, useFormFailure, type FormFailure } from '../../../components/ui/form/action-form.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';

export type LoginMode = 'signin' | 'signup' | 'forgot';

export const modeHref = (mode: LoginMode, returnTo: string) => {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  if (returnTo !== '/') params.set('returnTo', returnTo);
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
};

/**
 * After a refusal sent by the script: the password is asked again, as the page the server answers
 * without the script does, and the first field with a message gets the focus.
 */
function useFocusFirstError(failure: FormFailure | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failure) return;
    form.current?.querySelectorAll<HTMLInputElement>('input[type=password]').forEach((input) => (input.value = ''));
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return form;
}

/** The message of a refusal that names no field (a wrong password, too many attempts). */
const looseMessage = (failure: FormFailure | undefined) => (failure && Object.keys(failure.fields).length === 0 ? failure.message : null);

/**
 * The three forms post to /login's action (routes/login.server.ts), with or without the page's
 * script: signing in leads on to where the visitor was going, signed in (the page's frame then
 * shows them); the other two say what was sent.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const failure = useFormFailure('signin');
  const form = useFocusFirstError(failure);
  return (
    <ActionForm ref={form} intent="signin" className="space-y-5" data-testid="sign-in-form">
      <TextField {...fieldOf(failure, 'signin', 'email')} label={t('signIn.email')} type="email" autoComplete="email" inputMode="email" required />
      <TextField {...fieldOf(failure, 'signin', 'password')} defaultValue="" label={t('signIn.password')} type="password" autoComplete="current-password" required />
      <FormError message={looseMessage(failure)} />
      <FormSubmit className="btn-primary w-full" label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
      <p className="text-center text-sm">
        <Link to={modeHref('forgot', returnTo)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('signIn.forgot')}
        </Link>
      </p>
    </ActionForm>
  );
}

/** What the action said it sent (sign-up, reset link). */
const useSentTo = () => (useActionData() as { sentTo?: string } | undefined)?.sentTo ?? null;

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const failure = useFormFailure('signup');
  const form = useFocusFirstError(failure);
  const sentTo = useSentTo();
  if (sentTo) {
    return (
      <div role="status" className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900" data-testid="sign-up-sent">
        <p className="font-semibold">{t('signUp.checkEmailTitle')}</p>
        <p>{t('signUp.checkEmail', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <ActionForm ref={form} intent="signup" className="space-y-5" data-testid="sign-up-form">
      <TextField {...fieldOf(failure, 'signup', 'name')} label={t('signUp.name')} type="text" autoComplete="name" required />
      <TextField {...fieldOf(failure, 'signup', 'email')} label={t('signUp.email')} type="email" autoComplete="email" inputMode="email" required />
      <TextField {...fieldOf(failure, 'signup', 'password')} defaultValue="" label={t('signUp.password')} type="password" autoComplete="new-password" required hint={t('signUp.passwordHint')} />
      <FormError message={looseMessage(failure)} />
      <FormSubmit className="btn-primary w-full" label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
    </ActionForm>
  );
}

export function ForgotPasswordForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const failure = useFormFailure('forgot');
  const form = useFocusFirstError(failure);
  const sentTo = useSentTo();
  const back = (
    <p className="text-center text-sm">
      <Link to={modeHref('signin', returnTo)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('forgot.back')}
      </Link>
    </p>
  );
  if (sentTo) {
    return (
      <div className="space-y-5">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900" data-testid="reset-sent">
          {t('forgot.sent', { email: sentTo })}
        </p>
        {back}
      </div>
    );
  }
  return (
    <ActionForm ref={form} intent="forgot" className="space-y-5" data-testid="forgot-form">
      <p className="text-sm text-slate-600">{t('forgot.intro')}</p>
      <TextField {...fieldOf(failure, 'forgot', 'email')} label={t('forgot.email')} type="email" autoComplete="email" inputMode="email" required />
      <FormError message={looseMessage(failure)} />
      <FormSubmit className="btn-primary w-full" label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      {back}
    </ActionForm>
  );
}

/** "Continue with Google", shown only when the server has Google configured. */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className="btn-secondary w-full"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await startGoogleSignIn(returnTo);
          } catch (err) {
            setError(messageOf(err, t));
            setBusy(false);
          }
        }}
      >
        {t('signIn.google')}
      </button>
      <FormError message={error} />
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('signIn.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
