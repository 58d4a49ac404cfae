/**
 * /register's action (issue 47): the unified registration (consultancy, webinar, course) made as
 * POST /api/unified-registration makes it, once per form key and answers, then the payment page
 * (something to pay) or the success page; the short form of a free event (signup.server.ts).
 */
import type { ActionFunctionArgs } from 'react-router';
import { UNIFIED_TYPES, type UnifiedType } from '../../shared/registration-choices.ts';
import { appContext } from '../lib/app-context.ts';
import { keptValues, readForm, redirectTo, refused, textOf, tickedOf, tooLarge, type PostedForm } from './form-action.server.ts';
import { signup } from './signup.server.ts';

/** userData fields that are lists (checkboxes of one question) and single boxes. */
const LISTS = new Set(['expectations', 'sciencesInterest']);
const BOXES = new Set(['consultancyConsent', 'receiveUpdates', 'webinarConsent', 'courseConsent']);
const AGREEMENTS = ['accuracy', 'confidentiality', 'guidelines'] as const;

/**
 * The unified payload from the posted form: `userData.<name>` fields (blank ones left out, as "not
 * given"), the agreements' boxes, the chosen type's consultation or course (`serviceId:<type>`).
 * The contract checks the rest (app.actions.register).
 */
export function unifiedBodyOf(form: PostedForm): Record<string, unknown> {
  const userData: Record<string, unknown> = {};
  for (const [name, values] of form) {
    if (!name.startsWith('userData.')) continue;
    const field = name.slice('userData.'.length);
    if (!field || field === '__proto__') continue;
    const given = values.filter((v) => v.trim() !== '');
    if (BOXES.has(field)) userData[field] = true;
    else if (LISTS.has(field)) userData[field] = given;
    else if (given.length > 0) userData[field] = given[0];
  }
  const type = textOf(form, 'registrationType');
  return {
    registrationType: type,
    webinarId: textOf(form, 'webinarId') || undefined,
    serviceId: (type && textOf(form, `serviceId:${type}`)) || undefined,
    userData,
    agreements: Object.fromEntries(AGREEMENTS.map((name) => [name, tickedOf(form, `agreements.${name}`)])),
    // "Send me updates on WhatsApp" (issue 52), at the top level as the registration API takes it.
    ...(tickedOf(form, 'whatsappOptIn') ? { whatsappOptIn: true } : {}),
    website: textOf(form, 'website') || undefined,
    // The visitor's zone (VisitorZoneField), for the e-mails' times on their clock.
    timeZone: textOf(form, 'timeZone') || undefined,
  };
}

export async function registerAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  // The short form of a free event has no type of its own.
  if (!form.has('registrationType')) return signup(app, form, { successPage: true });
  const body = unifiedBodyOf(form);
  // A webinar's payload names no service; only the chosen type's fields are the registration's.
  if (body.registrationType === 'webinar') delete body.serviceId;
  const outcome = await app.actions.register(body, textOf(form, 'formKey'));
  if (!outcome.ok) return refused(outcome, keptValues(form));
  const type = body.registrationType as UnifiedType;
  if (!UNIFIED_TYPES.includes(type)) throw new Error(`a registration of no unified type: ${String(type)}`);
  const { status, paymentUrl } = outcome.value;
  if (status === 'waitlisted') return redirectTo(app, `/registration-success?type=${type}&waitlisted=true`);
  if (status === 'confirmed' || !paymentUrl) return redirectTo(app, `/registration-success?type=${type}&free=true`);
  // The payment page with its signed link: the registration's id alone opens no payment (issue 49 item 7).
  return redirectTo(app, paymentUrl);
}
