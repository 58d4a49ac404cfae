import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/verify-email';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { AuthCard } from '../features/auth/components/auth-form.tsx';
import { ActionForm, fieldOf, FormSubmit, keepWhatWasTyped, useFormFailure } from '../components/ui/form/action-form.tsx';
import { FormError } from '../components/ui/form/form-error.tsx';
import { TextField } from '../components/ui/form/text-fields.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { verifyEmailAction } from './verify-email.server.ts';

/**
 * The e-mailed confirmation link (features/auth/confirmation.ts): the person at the mailbox shows
 * the account's password, or chooses a new one, before the address counts as confirmed. A click
 * alone confirms nothing, so whoever created an account with someone else's address gains nothing
 * when its owner opens the link. Both forms post to the page's action (routes/verify-email.server.ts),
 * with or without the page's script; which one shows is in the address (`new=1`), so the switch is a link.
 */
export const handle: I18nHandle = { i18n: ['auth'] };

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token: token.length > 0 && token.length <= 200 ? token : null, choosingNew: new URL(request.url).searchParams.get('new') === '1' };
}

/** Either form's post: routes/verify-email.server.ts (signed in, then on to where the link leads). */
export const action = (args: Route.ActionArgs) => verifyEmailAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer. */
export const clientAction = keepWhatWasTyped;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const { token, choosingNew } = loaderData;
  const failure = useFormFailure(choosingNew ? 'new' : 'existing');
  /** The other form: the same link, with or without `new=1`. */
  const switchLink = (label: string, next: boolean) => (
    <Link to={`/verify-email?token=${encodeURIComponent(token ?? '')}${next ? '&new=1' : ''}`} replace className={`block text-left text-sm ${linkClass}`}>
      {label}
    </Link>
  );
  /** A refusal of no field (the link is used or expired, too many attempts), or no answer. */
  const loose = failure && Object.keys(failure.fields).filter((name) => name !== 'token').length === 0 ? (failure.fields.token ?? failure.message) : null;
  return (
    <>
      <PageMeta title={t('confirm.title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-16">
          <AuthCard>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('confirm.title')}</h1>
            {!token ? (
              <div className="mt-6 space-y-5">
                <FormError message={t('confirm.missingToken')} />
                <Link to="/login" className={linkClass}>
                  {t('confirm.signIn')}
                </Link>
              </div>
            ) : choosingNew ? (
              // Keys: the two forms are new elements, so a guess typed into one never stays in the other's field.
              <ActionForm key="new" intent="new" className="mt-6 space-y-5" data-testid="confirm-new-form">
                <p className="text-sm text-slate-600">{t('confirm.newIntro')}</p>
                <input type="hidden" name="token" value={token} />
                <TextField
                  {...fieldOf(failure, 'confirm', 'newPassword')}
                  defaultValue=""
                  label={t('confirm.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  // The link that showed this form is gone: the keyboard goes on from here.
                  autoFocus
                  hint={t('signUp.passwordHint')}
                />
                <TextField {...fieldOf(failure, 'confirm', 'confirm')} defaultValue="" label={t('confirm.repeat')} type="password" autoComplete="new-password" required />
                <FormError message={loose} />
                <FormSubmit className="btn-primary w-full" label={t('confirm.submitNew')} busyLabel={t('confirm.submitting')} />
                {switchLink(t('confirm.useExisting'), false)}
              </ActionForm>
            ) : (
              <ActionForm key="existing" intent="existing" className="mt-6 space-y-5" data-testid="confirm-form">
                <p className="text-sm text-slate-600">{t('confirm.intro')}</p>
                <input type="hidden" name="token" value={token} />
                <TextField {...fieldOf(failure, 'confirm', 'password')} defaultValue="" label={t('confirm.password')} type="password" autoComplete="current-password" required />
                <FormError message={loose} />
                <FormSubmit className="btn-primary w-full" label={t('confirm.submit')} busyLabel={t('confirm.submitting')} />
                {switchLink(t('confirm.chooseNew'), true)}
              </ActionForm>
            )}
          </AuthCard>
        </div>
      </section>
    </>
  );
}
