/**
 * /verify-email's action (issue 47): the account's password, or a new one (intent `new`), with the
 * e-mailed token, posted with or without the page's script, goes to POST /api/auth/confirm-email
 * as the visitor (app.actions.account: its throttle and device memory). Confirmed: signed in (the
 * session cookie goes on with the redirect) and on to where the link was leading; refused: the page
 * again with the message, no password kept.
 */
import { redirect, type ActionFunctionArgs } from 'react-router';
import { safeReturnPath } from '../../shared/contracts/auth.ts';
import { localizePath } from '../../shared/language-address.ts';
import { appContext } from '../lib/app-context.ts';
import { keptValues, passwordsDiffer, readForm, refused, textOf, tooLarge } from './form-action.server.ts';

export async function verifyEmailAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const intent = textOf(form, 'intent') === 'new' ? 'new' : 'existing';
  const kept = keptValues(form, ['password', 'newPassword', 'confirm']);
  const token = textOf(form, 'token');
  let body: Record<string, unknown>;
  if (intent === 'new') {
    const newPassword = textOf(form, 'newPassword');
    if (newPassword && newPassword !== textOf(form, 'confirm')) return passwordsDiffer(app, kept, intent);
    body = { token, newPassword: newPassword ?? '' };
  } else {
    body = { token, password: textOf(form, 'password') ?? '' };
  }
  const outcome = await app.actions.account('confirm-email', body);
  if (!outcome.ok) return refused(outcome, kept, intent);
  const headers = new Headers();
  for (const cookie of outcome.value.cookies) headers.append('set-cookie', cookie);
  const { returnTo } = (outcome.value.answer ?? {}) as { returnTo?: string };
  return redirect(localizePath(safeReturnPath(returnTo), app.lang), { headers });
}
