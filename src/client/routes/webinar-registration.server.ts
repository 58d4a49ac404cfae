/**
 * /webinar-registration's action (issue 47): the page shows one of three forms, each posted here
 * with or without the page's script. The short form registers for the next webinar
 * (routes/signup.server.ts); the founder's own form does too, its answers read by field id
 * (features/webinar-page/lib/form-signup.ts); with no webinar planned, her form is a form response.
 */
import type { ActionFunctionArgs } from 'react-router';
import { WHATSAPP_OPT_IN } from '../components/ui/form/whatsapp-opt-in.tsx';
import { FORM_RESPONSE_INTENT } from '../features/forms/lib/form-values.ts';
import { FORM_SIGNUP_INTENT, registersWith, signupFromAnswers } from '../features/webinar-page/lib/form-signup.ts';
import { appContext } from '../lib/app-context.ts';
import { answersOf, formResponse } from './dynamic-form.server.ts';
import { readForm, textOf, tickedOf, tooLarge } from './form-action.server.ts';
import { signup } from './signup.server.ts';

const after = { page: '/webinar-registration' };

export async function webinarRegistrationAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const intent = textOf(form, 'intent');
  if (intent === FORM_RESPONSE_INTENT) return formResponse(app, form);
  if (intent === FORM_SIGNUP_INTENT) {
    const definition = await app.reads.activeForm('webinar_registration');
    // The founder changed her form meanwhile so that it no longer registers: the short payload's checks answer.
    const answers = registersWith(definition) ? answersOf(definition.fields, form) : {};
    const { body, fieldIds } = signupFromAnswers(answers, { webinarId: textOf(form, 'webinarId') ?? '', language: app.lang, website: textOf(form, 'website') });
    // "Send me updates on WhatsApp" (issue 52), the page's own box beside the founder's questions.
    const optIn = tickedOf(form, WHATSAPP_OPT_IN) ? { whatsappOptIn: true } : {};
    const zone = textOf(form, 'timeZone');
    return signup(app, form, after, { body: { ...body, ...optIn, ...(zone ? { timeZone: zone } : {}) }, intent, fieldNames: fieldIds });
  }
  return signup(app, form, after);
}
