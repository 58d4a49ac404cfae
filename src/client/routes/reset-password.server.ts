/**
 * /reset-password's action (issue 47): the new password, with the e-mailed token, posted with or
 * without the page's script, goes to POST /api/auth/reset-password as the visitor (app.actions.account:
 * one validation, the link's own checks). Done: the page says so, with the way to sign in; refused:
 * the page again with the message, no password kept.
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { appContext } from '../lib/app-context.ts';
import { keptValues, passwordsDiffer, readForm, refused, textOf, tooLarge } from './form-action.server.ts';

export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const kept = keptValues(form, ['newPassword', 'confirm']);
  const newPassword = textOf(form, 'newPassword');
  if (newPassword && newPassword !== textOf(form, 'confirm')) return passwordsDiffer(app, kept);
  const outcome = await app.actions.account('reset-password', { token: textOf(form, 'token'), newPassword: newPassword ?? '' });
  if (!outcome.ok) return refused(outcome, kept);
  return data({ done: true as const });
}
