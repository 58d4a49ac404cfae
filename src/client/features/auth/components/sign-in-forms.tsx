/** The three forms of /login: log in, create an account, ask for a reset link. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from '../../../lib/localized-links.tsx';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { requestPasswordReset, signInWithEmail, signUpWithEmail, startGoogleSignIn } from '../api.ts';
import { setCurrentUser } from '../use-current-user.ts';
import { messageOf, useAuthForm } from './auth-form.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';

/** The account schemas, and zod with them, loaded when the visitor first focuses a field (auth-form.tsx). */
const schemas = () => import('../../../../shared/contracts/auth.ts');
const signInSchema = () => schemas().then((m) => m.signInSchema);
const signUpSchema = () => schemas().then((m) => m.signUpSchema);
const forgotPasswordSchema = () => schemas().then((m) => m.forgotPasswordSchema);

export type LoginMode = 'signin' | 'signup' | 'forgot';

export const modeHref = (mode: LoginMode, returnTo: string) => {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  if (returnTo !== '/') params.set('returnTo', returnTo);
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
};

/** Signed in: every avatar area shows the user, then back to where the visitor came from. */
function useSignedIn(returnTo: string) {
  const navigate = useNavigate();
  return (user: CurrentUser, message: string) => {
    setCurrentUser(user);
    toast({ title: message });
    void navigate(returnTo, { replace: true });
  };
}

export function SignInForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedIn(returnTo);
  const form = useAuthForm(signInSchema, async (values) => {
    const { user } = await signInWithEmail(values);
    signedIn(user, t('signIn.welcome'));
  });
  return (
    <form noValidate method="post" onSubmit={form.onSubmit} onFocus={form.preload} className="space-y-5" data-testid="sign-in-form">
      <TextField label={t('signIn.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={form.errors.email} />
      <TextField label={t('signIn.password')} name="password" type="password" autoComplete="current-password" required error={form.errors.password} />
      <FormError message={form.formError} />
      <SubmitButton className="btn-primary w-full" busy={form.submitting} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
      <p className="text-center text-sm">
        <Link to={modeHref('forgot', returnTo)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('signIn.forgot')}
        </Link>
      </p>
    </form>
  );
}

export function SignUpForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(signUpSchema, async (values) => {
    // The answer is the same whether the address had an account or not; the e-mail says which.
    await signUpWithEmail({ ...values, callbackURL: returnTo === '/' ? undefined : returnTo });
    setSentTo(values.email);
  });
  if (sentTo) {
    return (
      <div role="status" className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900" data-testid="sign-up-sent">
        <p className="font-semibold">{t('signUp.checkEmailTitle')}</p>
        <p>{t('signUp.checkEmail', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form noValidate method="post" onSubmit={form.onSubmit} onFocus={form.preload} className="space-y-5" data-testid="sign-up-form">
      <TextField label={t('signUp.name')} name="name" type="text" autoComplete="name" required error={form.errors.name} />
      <TextField label={t('signUp.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={form.errors.email} />
      <TextField
        label={t('signUp.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('signUp.passwordHint')}
        error={form.errors.password}
      />
      <FormError message={form.formError} />
      <SubmitButton className="btn-primary w-full" busy={form.submitting} label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
    </form>
  );
}

export function ForgotPasswordForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(forgotPasswordSchema, async (values) => {
    await requestPasswordReset(values);
    setSentTo(values.email);
  });
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
    <form noValidate method="post" onSubmit={form.onSubmit} onFocus={form.preload} className="space-y-5" data-testid="forgot-form">
      <p className="text-sm text-slate-600">{t('forgot.intro')}</p>
      <TextField label={t('forgot.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={form.errors.email} />
      <FormError message={form.formError} />
      <SubmitButton className="btn-primary w-full" busy={form.submitting} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      {back}
    </form>
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
