/**
 * /webinar-registration with the founder's own form (issue 18 §4): its name, e-mail, phone and
 * consent answers fill the short registration's payload, every other answer is stored with the
 * registration. A form without a name, e-mail or consent question cannot register anyone: the page
 * shows the short form instead. Used by the page (which form it shows) and by its action (the
 * payload, and where the contract's messages go back in the form).
 */
import type { Submission } from '../../../../shared/form-rules.ts';
import type { Form } from '../../../../shared/forms.ts';

/** The `intent` of the founder's form on the page (its short form has none). */
export const FORM_SIGNUP_INTENT = 'webinar-form';

/** The answers the short payload takes from the founder's form, by field id. */
const NAME_IDS = ['fullName', 'name'];
const EMAIL_IDS = ['email'];
const PHONE_IDS = ['phone', 'whatsapp'];
const isConsentId = (id: string) => /consent/i.test(id);

/** Whether the founder's form asks what a registration needs (a name, an e-mail and consent). */
export function registersWith(form: Form | null): form is Form {
  const ids = new Set(form?.fields.map((f) => f.id) ?? []);
  return !!form && NAME_IDS.some((id) => ids.has(id)) && EMAIL_IDS.some((id) => ids.has(id)) && [...ids].some(isConsentId);
}

const firstAnswered = (submission: Submission, ids: string[]) => ids.find((id) => typeof submission[id] === 'string' && submission[id]);

/**
 * The short payload from the form's answers, and the field ids its messages belong to (the
 * contract names `fullName`, `email`, `phone`, `consent`; the form names its own fields).
 */
export function signupFromAnswers(submission: Submission, event: { webinarId: string; language: string; website?: string }) {
  const nameId = firstAnswered(submission, NAME_IDS) ?? NAME_IDS.find((id) => id in submission) ?? NAME_IDS[0];
  const emailId = firstAnswered(submission, EMAIL_IDS) ?? EMAIL_IDS[0];
  const phoneId = firstAnswered(submission, PHONE_IDS) ?? PHONE_IDS.find((id) => id in submission) ?? PHONE_IDS[0];
  const consentId = Object.keys(submission).find(isConsentId) ?? 'consent';
  const answers = Object.fromEntries(Object.entries(submission).filter(([id]) => ![...NAME_IDS, ...EMAIL_IDS, ...PHONE_IDS].includes(id) && !isConsentId(id)));
  const text = (id: string) => (typeof submission[id] === 'string' ? (submission[id] as string) : '');
  return {
    body: {
      type: 'signup' as const,
      webinarId: event.webinarId,
      source: 'webinar-page' as const,
      fullName: text(nameId),
      email: text(emailId),
      phone: text(phoneId),
      language: event.language,
      consent: Object.entries(submission).some(([id, v]) => isConsentId(id) && v === true),
      answers,
      website: event.website || undefined,
    },
    fieldIds: { fullName: nameId, email: emailId, phone: phoneId, consent: consentId } as Record<string, string>,
  };
}
