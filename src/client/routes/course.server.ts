/**
 * "Mark as done" on the course page (issue 54 part 3): a plain `<form method="post">`, so it works
 * before (or without) the page's script. The day is marked as POST /api/me/course/:slug/days/:day/done
 * marks it (features/course through appContext); then back to the same day (post/redirect/get).
 */
import type { ActionFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../features/auth/guards.server.ts';
import { readForm, redirectTo, textOf, tooLarge } from './form-action.server.ts';

export async function courseAction(args: ActionFunctionArgs) {
  requireUser(args);
  const app = args.context.get(appContext);
  const slug = args.params.slug ?? '';
  const form = await readForm(args.request);
  if (!form) return tooLarge(app);
  const day = textOf(form, 'day') ?? '';
  const outcome = await app.course.done(slug, day);
  if (!outcome.ok) return data({ failure: { message: outcome.message, fields: {}, values: {} } }, { status: outcome.status });
  return redirectTo(app, `/course/${encodeURIComponent(slug)}?day=${encodeURIComponent(day)}&done=1`);
}
