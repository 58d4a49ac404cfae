import { useActionData } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/reset-password';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { AuthCard } from '../features/auth/components/auth-form.tsx';
import { ActionForm, fieldOf, FormSubmit, keepWhatWasTyped, useFormFailure } from '../components/ui/form/action-form.tsx';
import { FormError } from '../components/ui/form/form-error.tsx';
import { TextField } from '../components/ui/form/text-fields.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { resetPasswordAction } from './reset-password.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['auth'] };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: token.length > 0 && token.length <= 200 ? token : null };
}

/** The new password's post, with or without the page's script: routes/reset-password.server.ts. */
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer. */
export const clientAction = keepWhatWasTyped;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const done = (useActionData() as { done?: true } | undefined)?.done === true;
  const failure = useFormFailure();
  // A refusal that names no field of the form (the link is used or expired): a new link is the way on.
  const linkFailed = !!failure && !failure.unsent && !failure.fields.newPassword && !failure.fields.confirm;
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
              <ActionForm className="mt-6 space-y-5" data-testid="reset-form">
                <p className="text-sm text-slate-600">{t('reset.intro')}</p>
                <input type="hidden" name="token" value={loaderData.token} />
                <TextField
                  {...fieldOf(failure, 'reset', 'newPassword')}
                  defaultValue=""
                  label={t('reset.password')}
                  type="password"
                  autoComplete="new-password"
                  required
                  hint={t('signUp.passwordHint')}
                />
                <TextField {...fieldOf(failure, 'reset', 'confirm')} defaultValue="" label={t('reset.confirm')} type="password" autoComplete="new-password" required />
                <FormError message={failure && (linkFailed || failure.unsent) ? failure.fields.token ?? failure.message : null} />
                {linkFailed && (
                  <Link to="/login?mode=forgot" className={`block text-sm ${linkClass}`}>
                    {t('reset.requestNew')}
                  </Link>
                )}
                <FormSubmit className="btn-primary w-full" label={t('reset.submit')} busyLabel={t('reset.submitting')} />
              </ActionForm>
            )}
          </AuthCard>
        </div>
      </section>
    </>
  );
}
