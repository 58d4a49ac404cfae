import { useTranslation } from '../i18n/react.tsx';
import { redirect } from 'react-router';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/login';
import { landingPath, safeReturnPath } from '../../shared/contracts/auth.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { FormError } from '../components/ui/form/form-error.tsx';
import { AuthCard } from '../features/auth/components/auth-form.tsx';
import { ForgotPasswordForm, GoogleButton, modeHref, SignInForm, SignUpForm, type LoginMode } from '../features/auth/components/sign-in-forms.tsx';
import { optionalUser } from '../features/auth/guards.server.ts';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import { loginAction } from './login.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['auth'] };

/** The three forms' posts (sign in, sign up, reset link), with or without the page's script: routes/login.server.ts. */
export const action = (args: Route.ActionArgs) => loginAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

export function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const user = optionalUser(args);
  const { signInMethods } = context.get(appContext);
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  // Already signed in: straight on to where the visitor was going (or their own start page).
  if (user) throw redirect(landingPath(returnTo, user.isAdmin));
  const requested = url.searchParams.get('mode');
  const mode: LoginMode = requested === 'signup' || requested === 'forgot' ? requested : 'signin';
  return { mode, returnTo, google: signInMethods.google, googleFailed: url.searchParams.has('error') };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const { mode, returnTo, google, googleFailed } = loaderData;
  const title = mode === 'signup' ? t('signUp.title') : mode === 'forgot' ? t('forgot.title') : t('signIn.title');
  const tab = (to: LoginMode, label: string) => (
    <Link
      to={modeHref(to, returnTo)}
      replace
      aria-current={mode === to ? 'page' : undefined}
      className={`flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors ${
        mode === to ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-brand-800'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageMeta title={title} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-16">
          <AuthCard>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
            {mode !== 'forgot' && (
              <>
                <p className="mt-2 text-sm text-slate-600">{mode === 'signup' ? t('signUp.intro') : t('signIn.intro')}</p>
                <nav aria-label={t('tabs.label')} className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1">
                  {tab('signin', t('tabs.signIn'))}
                  {tab('signup', t('tabs.signUp'))}
                </nav>
              </>
            )}
            <div className="mt-6 space-y-5">
              {googleFailed && <FormError message={t('signIn.googleFailed')} />}
              {google && mode !== 'forgot' && <GoogleButton returnTo={returnTo} />}
              {mode === 'signin' && <SignInForm returnTo={returnTo} />}
              {mode === 'signup' && <SignUpForm />}
              {mode === 'forgot' && <ForgotPasswordForm returnTo={returnTo} />}
            </div>
            {mode !== 'forgot' && (
              <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
                {mode === 'signin' ? t('signIn.noAccount') : t('signUp.haveAccount')}{' '}
                <Link to={modeHref(mode === 'signin' ? 'signup' : 'signin', returnTo)} replace className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  {mode === 'signin' ? t('signIn.createAccount') : t('signUp.signIn')}
                </Link>
              </p>
            )}
          </AuthCard>
        </div>
      </section>
    </>
  );
}
