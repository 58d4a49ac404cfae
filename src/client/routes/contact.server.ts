/** The contact form's action (issue 47): the message sent as POST /api/contact sends it, then /contact?sent=1. */
import type { ActionFunctionArgs } from 'react-router';
import { appContext } from '../lib/app-context.ts';
import { keptValues, readForm, redirectTo, refused, textOf, tooLarge } from './form-action.server.ts';

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const body = { name: textOf(form, 'name'), email: textOf(form, 'email'), message: textOf(form, 'message'), website: textOf(form, 'website') };
  const outcome = await app.actions.contact(body);
  if (!outcome.ok) return refused(outcome, keptValues(form));
  return redirectTo(app, '/contact?sent=1');
}
