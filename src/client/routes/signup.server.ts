/**
 * The short registration's action (issue 18 §4, issue 47), for every page that shows the form
 * (features/event-registration/components/signup-form.tsx): the circle's page, /register for a free
 * event and /webinar-registration. The registration is made as POST /api/unified-registration makes
 * it, once per form key and answers; then the payment page (a paid event), the success page
 * (/register), or the page itself saying so (`?registered=<status>`).
 */
import type { ActionFunctionArgs } from 'react-router';
import { appContext, type AppContext } from '../lib/app-context.ts';
import { keptValues, readForm, redirectTo, refused, textOf, tickedOf, tooLarge, type PostedForm } from './form-action.server.ts';

/** The short payload from the posted form (the contract checks it: routes/../page-actions). */
export function signupBodyOf(form: PostedForm): Record<string, unknown> {
  return {
    type: 'signup',
    webinarId: textOf(form, 'webinarId'),
    source: textOf(form, 'source'),
    fullName: textOf(form, 'fullName'),
    email: textOf(form, 'email'),
    phone: textOf(form, 'phone') ?? '',
    language: textOf(form, 'language') || undefined,
    consent: tickedOf(form, 'consent'),
    // "Send me updates on WhatsApp" (issue 52): a ticked box arrives as a field; unticked, nothing is sent.
    ...(tickedOf(form, 'whatsappOptIn') ? { whatsappOptIn: true } : {}),
    website: textOf(form, 'website') || undefined,
    // The visitor's zone (VisitorZoneField), for the e-mails' times on their clock.
    timeZone: textOf(form, 'timeZone') || undefined,
  };
}

/**
 * After a free registration: `successPage`, /register goes on to the success page as its long form
 * does; `page`, the event pages (their path, unprefixed) say it in place.
 */
export async function signupAction({ request, context }: ActionFunctionArgs, after: SignupAfter) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  return signup(app, form, after);
}

export type SignupAfter = { successPage: true } | { page: string };

/** A registration posted by another form than the short one (the founder's form on /webinar-registration). */
export interface SignupPost {
  /** The registration's payload. */
  body: Record<string, unknown>;
  /** Which of the page's forms it was. */
  intent: string;
  /** The contract's field names → the form's own, for the messages. */
  fieldNames: Record<string, string>;
}

/** The short registration of a posted form (or `post`'s), and where the visitor goes next. */
export async function signup(app: AppContext, form: PostedForm, after: SignupAfter, post?: SignupPost) {
  const body = post?.body ?? signupBodyOf(form);
  const outcome = await app.actions.register(body, textOf(form, 'formKey'));
  if (!outcome.ok) {
    if (!post) return refused(outcome, keptValues(form));
    const fields = Object.fromEntries(Object.entries(outcome.fields ?? {}).map(([name, message]) => [post.fieldNames[name] ?? name, message]));
    return refused({ ...outcome, fields }, keptValues(form), post.intent);
  }
  const { status, paymentUrl } = outcome.value;
  const service = textOf(form, 'category') === 'webinar' ? 'webinar' : 'event';
  // The payment page with its signed link: the registration's id alone opens no payment (issue 49 item 7).
  if (status === 'pending_payment' && paymentUrl) return redirectTo(app, paymentUrl);
  if ('successPage' in after) return redirectTo(app, `/registration-success?type=${service}&${status === 'waitlisted' ? 'waitlisted' : 'free'}=true`);
  const fullName = typeof body.fullName === 'string' ? body.fullName : '';
  const done = new URLSearchParams({ registered: status, name: fullName.trim().split(/\s+/)[0] ?? '' });
  return redirectTo(app, `${after.page}?${done}`);
}
