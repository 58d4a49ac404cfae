import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/localized-links.tsx';
import { z } from 'zod';
import type { Route } from './+types/reset-password';
import { resetPasswordSchema } from '../../shared/contracts/auth.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { resetPassword } from '../features/auth/api.ts';
import { AuthCard, useAuthForm } from '../features/auth/components/auth-form.tsx';
import { SubmitButton } from '../components/ui/form/buttons.tsx';
import { FormError } from '../components/ui/form/form-error.tsx';
import { TextField } from '../components/ui/form/text-fields.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['auth'] };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: token.length > 0 && token.length <= 200 ? token : null };
}

/** The server's schema, plus the repeated password only the page asks for. */
const formSchema = resetPasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'auth:errors.passwordsDiffer' });

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  const form = useAuthForm(formSchema, async ({ token, newPassword }) => {
    await resetPassword({ token, newPassword });
    setDone(true);
  });
  return (
    <>
      <PageMeta title={t('reset.title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-16">
          <AuthCard>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('reset.title')}</h1>
            {!loaderData.token ? (
              <div className="mt-6 space-y-5">
                <FormError message={t('reset.missingToken')} />
                <Link to="/login?mode=forgot" className={linkClass}>
                  {t('reset.requestNew')}
                </Link>
              </div>
            ) : done ? (
              <div className="mt-6 space-y-5">
                <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900" data-testid="reset-done">
                  {t('reset.done')}
                </p>
                <Link to="/login" className="btn-primary w-full">
                  {t('reset.signIn')}
                </Link>
              </div>
            ) : (
              <form noValidate method="post" onSubmit={form.onSubmit} className="mt-6 space-y-5" data-testid="reset-form">
                <p className="text-sm text-slate-600">{t('reset.intro')}</p>
                <input type="hidden" name="token" value={loaderData.token} />
                <TextField
                  label={t('reset.password')}
                  name="newPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  hint={t('signUp.passwordHint')}
                  error={form.errors.newPassword}
                />
                <TextField label={t('reset.confirm')} name="confirm" type="password" autoComplete="new-password" required error={form.errors.confirm} />
                <FormError message={form.formError ?? (form.errors.token ? t('errors.resetLinkInvalid') : null)} />
                {form.formError && (
                  <Link to="/login?mode=forgot" className={`block text-sm ${linkClass}`}>
                    {t('reset.requestNew')}
                  </Link>
                )}
                <SubmitButton className="btn-primary w-full" busy={form.submitting} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
              </form>
            )}
          </AuthCard>
        </div>
      </section>
    </>
  );
}
