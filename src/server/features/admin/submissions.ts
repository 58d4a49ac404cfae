/**
 * The Forms tab's table (spec §2 Forms): dynamic-form responses and registrations as one list of
 * rows with the spec's columns, a form-type badge, consent, payment status and a reference, in the
 * admin's language. Dynamic-form answers are read with the definition of the version they answered
 * (its labels and option labels), registrations with the registration form's option labels.
 */
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { Language } from '../../../shared/constants.ts';
import { SUBMISSION_COLUMNS, type SubmissionColumn, type SubmissionRow, type submissionsQuerySchema } from '../../../shared/contracts/admin.ts';
import { adminObjectUrl } from '../../../shared/contracts/uploads.ts';
import { localizeField } from '../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import { istInstant } from '../../../shared/ist.ts';
import type { z } from 'zod';
import type { ListedFormResponse } from '../forms/response-listing.ts';
import { paymentStatusOf, type ListedRegistration } from '../registrations/listing.ts';

/** Which answer feeds which column: field ids (or formData keys) compared without case, dashes or underscores. */
const COLUMN_KEYS: Record<SubmissionColumn, string[]> = {
  fullName: ['fullname', 'name'],
  email: ['email', 'emailaddress'],
  phone: ['phone', 'whatsapp', 'phonenumber', 'whatsappnumber', 'mobile', 'tel'],
  age: ['age', 'agegroup'],
  gender: ['gender'],
  occupation: ['occupation', 'profession'],
  challenges: ['challenges', 'currentchallenges', 'challenge'],
  goals: ['goals', 'goal', 'desiredresults', 'expectations', 'courseexpectations'],
  urgency: ['urgency'],
  previousExperience: ['previousexperience', 'attendedbefore'],
  heardAbout: ['hearabout', 'heardabout', 'referral', 'source'],
  primaryStruggle: ['primarystruggle', 'concerncategory', 'balancestruggles', 'struggle'],
  meditationExperience: ['meditationexperience'],
  timeSlot: ['timeslot', 'preferredtime', 'availability'],
  paymentMode: ['paymentmode', 'paymentmethod'],
  city: ['city'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate'],
  timeOfBirth: ['timeofbirth', 'birthtime'],
  placeOfBirth: ['placeofbirth', 'birthplace'],
};
const norm = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');
const KEY_TO_COLUMN = new Map<string, SubmissionColumn>();
for (const column of SUBMISSION_COLUMNS) for (const key of COLUMN_KEYS[column]) if (!KEY_TO_COLUMN.has(key)) KEY_TO_COLUMN.set(key, column);
const isConsentKey = (key: string) => /consent|privacyagreement/.test(norm(key));

/** Registration data that is bookkeeping, not an answer. */
const INTERNAL_KEYS = new Set(['registrationtype', 'webinarid', 'agreements', 'locale', 'amount', 'paymentstatus', 'type', 'eventid', 'registrationdate', 'website', 'promotedat', 'cancelledat', 'paidat']);

/** Option groups of the registration form's translations (registration:register.options.<group>.<value>). */
const OPTION_GROUPS: Record<string, string> = {
  gender: 'gender', agegroup: 'ageGroup', preferredmode: 'preferredMode', preferredday: 'preferredDay', preferredtime: 'preferredTime',
  concerncategory: 'concernCategory', hearabout: 'hearAbout', motivation: 'motivation', areaofinterest: 'areaOfInterest',
  expectations: 'expectations', attendedbefore: 'yesNo', learningformat: 'learningFormat', coachinginterest: 'coachingInterest',
  problemsolvingstyle: 'problemSolvingStyle', sciencesinterest: 'sciences',
};

const PAYMENT_KEYS = new Set(['paymentmethod', 'paymentmode']);
/** Choices of the event form (event-registration:options.<key>.<value>). */
const EVENT_OPTION_KEYS = new Set(['gender', 'meditationExperience', 'timeZone', 'communicationPreference']);

/** "meditationExperience" → "Meditation experience"; "some-experience" → "Some experience". */
export function humanize(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Personal Consultancy, Stage 1-3 Webinar or Other, from a dynamic form's title (and its type). */
function badgeOfForm(title: string, type: string): { badge: SubmissionRow['badge']; kind: SubmissionRow['kind'] } {
  const stage = /stage\s*([123])/i.exec(title);
  if (stage) return { badge: `stage${stage[1]}` as 'stage1', kind: 'webinar' };
  if (/consult/i.test(title) || type === 'personal_consultancy') return { badge: 'personalConsultancy', kind: 'consultancy' };
  if (/webinar/i.test(title) || type === 'webinar_registration') return { badge: 'webinar', kind: 'webinar' };
  if (/course/i.test(title) || type === 'course_interest') return { badge: 'course', kind: 'course' };
  return { badge: 'other', kind: 'other' };
}

const REGISTRATION_BADGES = {
  consultancy: { badge: 'personalConsultancy', kind: 'consultancy' },
  webinar: { badge: 'webinar', kind: 'webinar' },
  event: { badge: 'event', kind: 'event' },
  course: { badge: 'course', kind: 'course' },
} as const;

const emptyValues = () => Object.fromEntries(SUBMISSION_COLUMNS.map((c) => [c, null])) as Record<SubmissionColumn, string | null>;
const shortRef = (id: string) => id.slice(0, 8).toUpperCase();

export function createSubmissionBuilder(t: TFunction, lang: Language) {
  const yesNo = (v: boolean) => t(v ? 'admin:submissions.yes' : 'admin:submissions.no');
  const columnLabel = (column: SubmissionColumn) => t(`admin:submissions.columns.${column}`);

  /** A dynamic-form answer as text: option labels of that version, in the admin's language. */
  function formAnswer(field: FieldDefinition, answer: unknown): string | null {
    const label = (value: string) => field.options?.find((o) => o.value === value)?.label ?? value;
    if (Array.isArray(answer)) return answer.length ? answer.map((v) => label(String(v))).join(', ') : null;
    if (typeof answer === 'boolean') return yesNo(answer);
    if (answer === undefined || answer === null || answer === '') return null;
    return field.options ? label(String(answer)) : String(answer);
  }

  function fromForm(r: ListedFormResponse): SubmissionRow {
    const values = emptyValues();
    const answers: SubmissionRow['answers'] = [];
    let consent: boolean | null = null;
    for (const raw of r.fields) {
      if (raw.type === 'header') continue;
      const field = localizeField(raw, lang);
      const answer = r.responses[field.id];
      const text = formAnswer(field, answer);
      answers.push({ label: field.label, value: text ?? '-' });
      if (isConsentKey(field.id) && typeof answer === 'boolean') consent = answer;
      const column = KEY_TO_COLUMN.get(norm(field.id));
      if (column && values[column] === null) values[column] = text;
    }
    values.fullName ??= r.name;
    values.email ??= r.email;
    values.phone ??= r.phone;
    const stored = r.responses.paymentStatus;
    return {
      id: r.id,
      source: 'form',
      formId: r.formId,
      formTitle: r.formTitle,
      ...badgeOfForm(r.formTitle, r.formType),
      values,
      consent,
      paymentStatus: stored === 'paid' || stored === 'pending' || stored === 'free' || stored === 'failed' ? stored : null,
      status: null,
      reference: shortRef(r.id),
      submittedAt: r.submittedAt.toISOString(),
      answers,
    };
  }

  /** A registration value as text: the option labels of the form it came from (unified or event form) where there are some. */
  function registrationAnswer(type: ListedRegistration['type'], key: string, value: unknown): string | null {
    const group = type === 'event' ? (EVENT_OPTION_KEYS.has(key) ? key : undefined) : OPTION_GROUPS[norm(key)];
    const one = (v: unknown) => {
      const s = String(v);
      if (PAYMENT_KEYS.has(norm(key))) return t(`admin:submissions.paymentMethods.${s}`, { defaultValue: humanize(s) });
      if (!group) return s;
      const optionKey = type === 'event' ? `event-registration:options.${group}.${s}` : `registration:register.options.${group}.${s}`;
      return t(optionKey, { defaultValue: humanize(s) });
    };
    if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : null;
    if (typeof value === 'boolean') return yesNo(value);
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'object') return JSON.stringify(value);
    return one(value);
  }

  function fromRegistration(r: ListedRegistration): SubmissionRow {
    const values = emptyValues();
    const answers: SubmissionRow['answers'] = [];
    const ranks = new Map<number, number>();
    let consent: boolean | null = null;
    const data = { ...(r.formData ?? {}), fullName: r.fullName, email: r.email, phone: r.phone ?? r.formData?.phone, city: r.city ?? r.formData?.city };
    for (const [key, value] of Object.entries(data)) {
      const n = norm(key);
      if (INTERNAL_KEYS.has(n)) continue;
      if (isConsentKey(key)) {
        if (typeof value === 'boolean') consent = consent === false ? false : value;
        continue;
      }
      const text = registrationAnswer(r.type, key, value);
      const column = KEY_TO_COLUMN.get(n);
      if (column && values[column] === null) values[column] = text;
      if (text !== null) {
        ranks.set(answers.length, column ? SUBMISSION_COLUMNS.indexOf(column) : SUBMISSION_COLUMNS.length);
        answers.push({
          ...(key === 'profilePhoto' && typeof value === 'string' ? { image: adminObjectUrl(value) } : {}),
          label: column
            ? columnLabel(column)
            : t(r.type === 'event' ? `event-registration:fields.${key}` : `registration:register.fields.${key}`, { defaultValue: humanize(key) }),
          value: text,
        });
      }
    }
    // The spec's columns first, in their order; the rest as stored.
    const ordered = answers.map((a, i) => ({ a, rank: ranks.get(i) ?? SUBMISSION_COLUMNS.length, i })).sort((x, y) => x.rank - y.rank || x.i - y.i).map((x) => x.a);
    answers.splice(0, answers.length, ...ordered);
    if (r.webinarTitle) answers.unshift({ label: t('admin:submissions.event'), value: r.webinarTitle });
    values.paymentMode ??= r.payment?.method ? registrationAnswer(r.type, 'paymentMethod', r.payment.method) : null;
    return {
      id: r.id,
      source: 'registration',
      formId: r.formId,
      formTitle: r.webinarTitle,
      ...REGISTRATION_BADGES[r.type],
      values,
      consent,
      paymentStatus: paymentStatusOf(r),
      status: r.status,
      reference: r.payment?.providerRef ?? shortRef(r.id),
      submittedAt: r.submittedAt.toISOString(),
      answers,
    };
  }

  return { fromForm, fromRegistration };
}

/** Newest first, both sources together. */
export function buildSubmissions(t: TFunction, lang: Language, responses: ListedFormResponse[], regs: ListedRegistration[]): SubmissionRow[] {
  const b = createSubmissionBuilder(t, lang);
  return [...responses.map(b.fromForm), ...regs.map(b.fromRegistration)].sort((a, c) => c.submittedAt.localeCompare(a.submittedAt));
}

/** The Forms tab's filters: form type, IST days from/to (inclusive), and text over name, e-mail, phone, form id and reference. */
export function filterSubmissions(rows: SubmissionRow[], query: z.output<typeof submissionsQuerySchema>): SubmissionRow[] {
  const from = query.from ? istInstant(query.from, '00:00')!.getTime() : -Infinity;
  const to = query.to ? istInstant(query.to, '00:00')!.getTime() + 24 * 3_600_000 : Infinity;
  const needle = query.q?.trim().toLowerCase();
  const digits = needle?.replace(/[^\d]/g, '');
  return rows.filter((row) => {
    if (query.type !== 'all' && row.kind !== query.type) return false;
    const at = Date.parse(row.submittedAt);
    if (at < from || at >= to) return false;
    if (!needle) return true;
    const texts = [row.values.fullName, row.values.email, row.values.phone, row.formId, row.id, row.reference].filter(Boolean).map((s) => s!.toLowerCase());
    if (texts.some((s) => s.includes(needle))) return true;
    // Phone numbers are written with and without spaces or +91: compare the digits.
    return !!digits && digits.length >= 4 && !!row.values.phone && row.values.phone.replace(/[^\d]/g, '').includes(digits);
  });
}
