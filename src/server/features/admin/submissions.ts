/**
 * The Forms tab's table (spec §2 Forms): dynamic-form responses and registrations as one list of
 * rows with the spec's columns, a form-type badge, consent, payment status and a reference, in the
 * admin's language. Dynamic-form answers are read with the definition of the version they answered
 * (its labels and option labels), registrations with the registration form's option labels.
 * The filters run in SQL and the table is read a page at a time (the export reads every row).
 */
import { and, count, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { FormType, Language } from '../../../shared/constants.ts';
import { SUBMISSION_COLUMNS, type SubmissionColumn, type SubmissionRow, type submissionsPageQuerySchema, type submissionsQuerySchema } from '../../../shared/contracts/admin.ts';
import type { ListSort, Page } from '../../../shared/contracts/paging.ts';
import { adminObjectUrl } from '../../../shared/contracts/uploads.ts';
import { localizeField } from '../../../shared/form-rules.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { formResponses, formVersions, forms, payments, registrations } from '../../db/schema.ts';
import { containsText, readPage, withinDays } from '../../lib/paging.ts';
import { listFormResponses, type ListedFormResponse } from '../forms/response-listing.ts';
import { listRegistrations, paidPaymentJoin, paymentStatusOf, type ListedRegistration } from '../registrations/listing.ts';

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

/** Registration data that is bookkeeping, not an answer (its payment and lifecycle are in the ledger and columns, not formData). */
const INTERNAL_KEYS = new Set(['registrationtype', 'webinarid', 'agreements', 'locale', 'type', 'eventid', 'registrationdate', 'website']);

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

/**
 * What a dynamic form's responses count as, from its title (or its type), first rule that matches:
 * a "Stage 1-3" title is that stage's webinar. The same rules sort rows here and filter them in SQL
 * (formKindSql), so the table's type filter and its badges agree. The patterns are plain enough to
 * mean the same as a JavaScript RegExp (flag i) and a PostgreSQL regular expression (~*).
 */
const STAGE_PATTERN = 'stage\\s*[123]';
const FORM_KIND_RULES = [
  { pattern: 'consult', type: 'personal_consultancy', badge: 'personalConsultancy', kind: 'consultancy' },
  { pattern: 'webinar', type: 'webinar_registration', badge: 'webinar', kind: 'webinar' },
  { pattern: 'course', type: 'course_interest', badge: 'course', kind: 'course' },
] as const satisfies readonly { pattern: string; type: FormType; badge: SubmissionRow['badge']; kind: SubmissionRow['kind'] }[];

/** Personal Consultancy, Stage 1-3 Webinar or Other, from a dynamic form's title (and its type). */
function badgeOfForm(title: string, type: string): { badge: SubmissionRow['badge']; kind: SubmissionRow['kind'] } {
  const stage = new RegExp(STAGE_PATTERN, 'i').exec(title);
  if (stage) return { badge: `stage${stage[0].slice(-1)}` as 'stage1', kind: 'webinar' };
  const rule = FORM_KIND_RULES.find((r) => new RegExp(r.pattern, 'i').test(title) || type === r.type);
  return rule ? { badge: rule.badge, kind: rule.kind } : { badge: 'other', kind: 'other' };
}

/** badgeOfForm's kind in SQL, for a response's form title (the version it answered) and type. */
function formKindSql(title: SQL, type: SQL | AnyColumn): SQL {
  const cases = FORM_KIND_RULES.map((r) => sql` when ${title} ~* ${r.pattern} or ${type} = ${r.type} then ${r.kind}`);
  return sql`(case when ${title} ~* ${STAGE_PATTERN} then 'webinar'${sql.join(cases)} else 'other' end)`;
}

const REGISTRATION_BADGES = {
  consultancy: { badge: 'personalConsultancy', kind: 'consultancy' },
  webinar: { badge: 'webinar', kind: 'webinar' },
  event: { badge: 'event', kind: 'event' },
  course: { badge: 'course', kind: 'course' },
  // A package of sessions is bought for a consultation: listed with them.
  package: { badge: 'personalConsultancy', kind: 'consultancy' },
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
    return {
      id: r.id,
      source: 'form',
      formId: r.formId,
      formTitle: r.formTitle,
      ...badgeOfForm(r.formTitle, r.formType),
      values,
      consent,
      // A dynamic form takes no payment (an answer named paymentStatus is an answer, not the ledger's).
      paymentStatus: null,
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
    const data = {
      ...(r.formData ?? {}),
      fullName: r.fullName,
      email: r.email,
      phone: r.phone ?? r.formData?.phone,
      city: r.city ?? r.formData?.city,
      // How it was paid is the ledger's (the provider's method: upi, card...; else the provider): a column and an answer like the others.
      ...(r.payment ? { paymentMethod: r.payment.method ?? r.payment.provider } : {}),
    };
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

/* ------------------------------------------------------------------------------------------------
 * Reading the table: the filters in SQL, one page of both sources, or all of them for the export.
 * ---------------------------------------------------------------------------------------------- */

export type SubmissionsFilter = z.output<typeof submissionsQuerySchema>;
/** The filters, a page and its order. */
export type SubmissionsPageQuery = z.output<typeof submissionsPageQuerySchema>;

/** The title a response was given (its version's), as listFormResponses joins it. */
const formTitle = sql`coalesce(${formVersions.title}, ${forms.title})`;
const digitsOf = (column: SQL | AnyColumn) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * The Forms tab's filters as conditions on each source: form type, IST days from/to (inclusive),
 * and text over name, e-mail, phone, form id, id and reference (phone numbers also by their digits,
 * as they are written with and without spaces or +91). The response conditions need forms and
 * form_versions joined, the registration ones payments (listFormResponses and listRegistrations do).
 */
export function submissionConditions(query: SubmissionsFilter): { forms: SQL | undefined; registrations: SQL | undefined } {
  const formWhere: SQL[] = [];
  const regWhere: SQL[] = [];
  if (query.type !== 'all') {
    formWhere.push(sql`${formKindSql(formTitle, forms.type)} = ${query.type}`);
    regWhere.push(eq(registrations.type, query.type));
  }
  formWhere.push(...withinDays(formResponses.submittedAt, query));
  regWhere.push(...withinDays(registrations.submittedAt, query));
  const needle = query.q?.trim().toLowerCase();
  if (needle) {
    const digits = needle.replace(/[^\d]/g, '');
    const byDigits = (phone: SQL | AnyColumn) => (digits.length >= 4 ? [sql`strpos(${digitsOf(phone)}, ${digits}) > 0`] : []);
    const regPhone = sql`coalesce(${registrations.phone}, ${registrations.formData} ->> 'phone')`;
    formWhere.push(
      or(
        ...[formResponses.name, formResponses.email, formResponses.phone].map((c) => containsText(c, needle)),
        containsText(sql`${formResponses.formId}::text`, needle),
        containsText(sql`${formResponses.id}::text`, needle),
        ...byDigits(formResponses.phone),
      )!,
    );
    regWhere.push(
      or(
        ...[registrations.fullName, registrations.email, regPhone, payments.providerPaymentId].map((c) => containsText(c, needle)),
        containsText(sql`${registrations.formId}::text`, needle),
        containsText(sql`${registrations.id}::text`, needle),
        ...byDigits(regPhone),
      )!,
    );
  }
  return { forms: formWhere.length ? and(...formWhere) : undefined, registrations: regWhere.length ? and(...regWhere) : undefined };
}

/** Newest first (ties: by id), both sources together. */
export function buildSubmissions(t: TFunction, lang: Language, responses: ListedFormResponse[], regs: ListedRegistration[]): SubmissionRow[] {
  const b = createSubmissionBuilder(t, lang);
  return [...responses.map(b.fromForm), ...regs.map(b.fromRegistration)].sort((a, c) => c.submittedAt.localeCompare(a.submittedAt) || c.id.localeCompare(a.id));
}

/** Every row matching the filters (the CSV export: not paged). */
export async function allSubmissions(db: Db, t: TFunction, lang: Language, query: SubmissionsFilter): Promise<SubmissionRow[]> {
  const where = submissionConditions(query);
  const [responses, regs] = await Promise.all([listFormResponses(db, { where: where.forms }), listRegistrations(db, { where: where.registrations })]);
  return buildSubmissions(t, lang, responses, regs);
}

/** The page's order for each sort (whitelisted: the query's enum picks one); the id and source last, so it is stable. Missing names and e-mails last. */
const SUBMISSION_ORDERS: Record<ListSort, SQL> = {
  newest: sql.raw('submitted_at desc, id desc, source'),
  oldest: sql.raw('submitted_at asc, id asc, source'),
  name: sql.raw('sort_name asc nulls last, submitted_at desc, id desc, source'),
  email: sql.raw('sort_email asc nulls last, submitted_at desc, id desc, source'),
};
/** A name or an e-mail as it sorts: without regard to case, a blank one as none (a union orders by its columns only, so each side computes it). */
const sortKey = (column: AnyColumn) => sql<string | null>`lower(nullif(trim(${column}), ''))`;

/**
 * One page of the table: the ids of the page's rows and the count of both sources, in SQL, then
 * those rows only, read whole and built. Nothing else of either table is read.
 */
export async function submissionsPage(db: Db, t: TFunction, lang: Language, query: SubmissionsPageQuery): Promise<Page<SubmissionRow>> {
  const where = submissionConditions(query);
  const formKeys = db
    .select({ source: sql<string>`'form'`.as('source'), id: formResponses.id, submittedAt: formResponses.submittedAt, name: sortKey(formResponses.name).as('sort_name'), email: sortKey(formResponses.email).as('sort_email') })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(formVersions, and(eq(formVersions.formId, formResponses.formId), eq(formVersions.version, formResponses.formVersion)))
    .where(where.forms);
  const regKeys = db
    .select({ source: sql<string>`'registration'`.as('source'), id: registrations.id, submittedAt: registrations.submittedAt, name: sortKey(registrations.fullName).as('sort_name'), email: sortKey(registrations.email).as('sort_email') })
    .from(registrations)
    // The join listRegistrations makes: one row per registration, searched by its payment's reference.
    .leftJoin(payments, paidPaymentJoin)
    .where(where.registrations);
  const countOf = async (keys: typeof formKeys | typeof regKeys) => Number((await db.select({ n: count() }).from(keys.as('k')))[0]?.n ?? 0);

  return readPage(query, {
    rows: async ({ limit, offset }) => {
      const { rows: keys } = (await db.execute(
        sql`${formKeys} union all ${regKeys} order by ${SUBMISSION_ORDERS[query.sort]} limit ${limit} offset ${offset}`,
      )) as unknown as { rows: { source: 'form' | 'registration'; id: string }[] };
      const ids = (source: string) => keys.filter((k) => k.source === source).map((k) => k.id);
      const [responses, regs] = await Promise.all([listFormResponses(db, { ids: ids('form') }), listRegistrations(db, { ids: ids('registration') })]);
      const b = createSubmissionBuilder(t, lang);
      const built = new Map([...responses.map((r) => [`form:${r.id}`, b.fromForm(r)] as const), ...regs.map((r) => [`registration:${r.id}`, b.fromRegistration(r)] as const)]);
      // In the page's order; a row deleted between the two reads is left out.
      return keys.map((k) => built.get(`${k.source}:${k.id}`)).filter((row): row is SubmissionRow => !!row);
    },
    total: async () => (await Promise.all([countOf(formKeys), countOf(regKeys)])).reduce((a, b) => a + b, 0),
  });
}
