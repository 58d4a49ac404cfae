/**
 * /login's action (issue 47): sign in, create an account or ask for a reset link, posted with or
 * without the page's script. Each is its API route's call made for the visitor (app.actions.account:
 * the sign-in throttle, the device cookie, better-auth); the session cookie it sets goes on with the
 * redirect to where the visitor was going, or without a return path to the founder's /admin or a
 * member's dashboard (landingPath). A refusal re-renders the page with the messages and the
 * values kept, never the password.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { landingPath, safeReturnPath } from '../../shared/contracts/auth.ts';
import { localizePath } from '../../shared/language-address.ts';
import { appContext } from '../lib/app-context.ts';
import { keptValues, readForm, refused, textOf, tooLarge } from './form-action.server.ts';

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('returnTo'));
  const intent = textOf(form, 'intent');
  const kept = keptValues(form, ['password']);
  if (intent === 'signup') {
    const outcome = await app.actions.account('sign-up/email', {
      name: textOf(form, 'name'),
      email: textOf(form, 'email'),
      password: textOf(form, 'password'),
      ...(returnTo !== '/' ? { callbackURL: returnTo } : {}),
    });
    if (!outcome.ok) return refused(outcome, kept, 'signup');
    return data({ sentTo: textOf(form, 'email') ?? '' });
  }
  if (intent === 'forgot') {
    const outcome = await app.actions.account('request-password-reset', { email: textOf(form, 'email') });
    if (!outcome.ok) return refused(outcome, kept, 'forgot');
    return data({ sentTo: textOf(form, 'email') ?? '' });
  }
  const outcome = await app.actions.account('sign-in/email', { email: textOf(form, 'email'), password: textOf(form, 'password') });
  if (!outcome.ok) return refused(outcome, kept, 'signin');
  const headers = new Headers();
  for (const cookie of outcome.value.cookies) headers.append('set-cookie', cookie);
  return redirect(localizePath(landingPath(returnTo, outcome.value.isAdmin), app.lang), { headers });
}
