import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useNavigate } from '../lib/localized-links.tsx';
import { z } from 'zod';
import type { Route } from './+types/verify-email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/contracts/auth.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { toast } from '../components/ui/toast.tsx';
import { confirmEmail } from '../features/auth/api.ts';
import { AuthCard, useAuthForm } from '../features/auth/components/auth-form.tsx';
import { SubmitButton } from '../components/ui/form/buttons.tsx';
import { FormError } from '../components/ui/form/form-error.tsx';
import { TextField } from '../components/ui/form/text-fields.tsx';
import { setCurrentUser } from '../features/auth/use-current-user.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/**
 * The e-mailed confirmation link (features/auth/confirmation.ts): the person at the mailbox shows
 * the account's password, or chooses a new one, before the address counts as confirmed. A click
 * alone confirms nothing, so whoever created an account with someone else's address gains nothing
 * when its owner opens the link.
 */
export const handle: I18nHandle = { i18n: ['auth'] };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: token.length > 0 && token.length <= 200 ? token : null };
}

const existingSchema = z.object({
  token: z.string(),
  password: z.string().min(1, 'auth:errors.passwordRequired').max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong'),
});
const newSchema = z
  .object({
    token: z.string(),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'auth:errors.passwordTooShort').max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong'),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'auth:errors.passwordsDiffer' });

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [choosingNew, setChoosingNew] = useState(false);
  const finish = ({ user, returnTo }: Awaited<ReturnType<typeof confirmEmail>>) => {
    setCurrentUser(user);
    // Pages reached with ?verified=1 (dashboard, admin setup) say it themselves.
    if (!returnTo.includes('verified=1')) toast({ title: t('confirm.done') });
    void navigate(returnTo, { replace: true });
  };
  const existing = useAuthForm(existingSchema, async ({ token, password }) => finish(await confirmEmail({ token, password })));
  const fresh = useAuthForm(newSchema, async ({ token, newPassword }) => finish(await confirmEmail({ token, newPassword })));
  const switchButton = (label: string, next: boolean) => (
    <button type="button" className={`block text-left text-sm ${linkClass}`} onClick={() => setChoosingNew(next)}>
      {label}
    </button>
  );
  return (
    <>
      <PageMeta title={t('confirm.title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-16">
          <AuthCard>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('confirm.title')}</h1>
            {!loaderData.token ? (
              <div className="mt-6 space-y-5">
                <FormError message={t('confirm.missingToken')} />
                <Link to="/login" className={linkClass}>
                  {t('confirm.signIn')}
                </Link>
              </div>
            ) : choosingNew ? (
              // Keys: the two forms are new elements, so a guess typed into one never stays in the other's field.
              <form key="new" noValidate method="post" onSubmit={fresh.onSubmit} className="mt-6 space-y-5" data-testid="confirm-new-form">
                <p className="text-sm text-slate-600">{t('confirm.newIntro')}</p>
                <input type="hidden" name="token" value={loaderData.token} />
                <TextField
                  label={t('confirm.newPassword')}
                  name="newPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  // The button that showed this form is gone: the keyboard goes on from here.
                  autoFocus
                  hint={t('signUp.passwordHint')}
                  error={fresh.errors.newPassword}
                />
                <TextField label={t('confirm.repeat')} name="confirm" type="password" autoComplete="new-password" required error={fresh.errors.confirm} />
                <FormError message={fresh.formError} />
                <SubmitButton className="btn-primary w-full" busy={fresh.submitting} label={t('confirm.submitNew')} busyLabel={t('confirm.submitting')} />
                {switchButton(t('confirm.useExisting'), false)}
              </form>
            ) : (
              <form key="existing" noValidate method="post" onSubmit={existing.onSubmit} className="mt-6 space-y-5" data-testid="confirm-form">
                <p className="text-sm text-slate-600">{t('confirm.intro')}</p>
                <input type="hidden" name="token" value={loaderData.token} />
                <TextField label={t('confirm.password')} name="password" type="password" autoComplete="current-password" required error={existing.errors.password} />
                <FormError message={existing.formError} />
                <SubmitButton className="btn-primary w-full" busy={existing.submitting} label={t('confirm.submit')} busyLabel={t('confirm.submitting')} />
                {switchButton(t('confirm.chooseNew'), true)}
              </form>
            )}
          </AuthCard>
        </div>
      </section>
    </>
  );
}
