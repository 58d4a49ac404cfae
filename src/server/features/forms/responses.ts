/**
 * A visitor's answers to a dynamic form. They are checked against the form's current definition
 * (the rules the visitor's page used), stored with the definition version they answered, and the
 * founder is told in the same transaction, so a notification never goes out for an answer that was
 * not kept and none is lost when SMTP is down.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import { contactOf, distinctFields, type Answer, type Submission } from '../../../shared/form-rules.ts';
import { submissionErrors, submissionSchema } from '../../../shared/form-validation.ts';
import type { FieldDefinition } from '../../../shared/forms.ts';
import type { Db } from '../../db/client.ts';
import { formResponses, forms } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { MailOutbox } from '../mail/outbox.ts';

export interface IncomingFormResponse {
  formId: string;
  responses: Record<string, unknown>;
  locale: Language;
  userId: string | null;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };

function describeAnswer(field: FieldDefinition, answer: Answer): string {
  const optionLabel = (value: string) => field.options?.find((o) => o.value === value)?.label ?? value;
  if (Array.isArray(answer)) return answer.length ? answer.map(optionLabel).join(', ') : '-';
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (answer === '') return '-';
  return field.type === 'select' || field.type === 'radio' ? optionLabel(answer) : answer;
}

/** The founder's e-mail: who wrote, then every answer under its (English) label. */
function notificationText(title: string, fields: FieldDefinition[], submission: Submission, locale: Language): string {
  const lines = [`A new response to "${title}" arrived through the website (page language: ${LANGUAGE_NAMES[locale]}).`, ''];
  for (const field of distinctFields(fields)) {
    if (field.type === 'header') {
      lines.push('', field.label.toUpperCase());
      continue;
    }
    if (!Object.hasOwn(submission, field.id)) continue;
    lines.push(`${field.label}: ${describeAnswer(field, submission[field.id])}`);
  }
  lines.push('', 'All responses are in the admin area (Forms).');
  return lines.join('\n');
}

/**
 * A visitor's answers, as POST /api/forms/:id/responses and the pages' forms (server/page-actions.ts)
 * receive them: a filled honeypot (`website`) is a bot, answered as if all went well (a made-up id),
 * nothing kept, nobody told; otherwise receiveFormResponse.
 */
export async function receiveVisitorResponse(
  db: Db,
  mail: Pick<MailOutbox, 'notifyAdmin'>,
  input: IncomingFormResponse & { website?: string },
  log: { info(msg: string): void },
): Promise<string> {
  if (input.website?.trim()) {
    log.info('form response dropped by the honeypot');
    return randomUUID();
  }
  return receiveFormResponse(db, mail, input);
}

/** Stores a response to an active form; throws a translated 404 or 400 otherwise. */
export async function receiveFormResponse(db: Db, mail: Pick<MailOutbox, 'notifyAdmin'>, input: IncomingFormResponse): Promise<string> {
  if (!isUuid(input.formId)) throw notFound('forms:notAvailable');
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select()
      .from(forms)
      .where(and(eq(forms.id, input.formId), eq(forms.isActive, true)));
    if (!form) throw notFound('forms:notAvailable');

    const parsed = submissionSchema(form.fields).safeParse(input.responses);
    if (!parsed.success) throw new HttpError(400, 'invalid_input', 'validation:invalidInput', submissionErrors(parsed.error));
    const submission = parsed.data;
    const who = contactOf(form.fields, submission);

    const [row] = await tx
      .insert(formResponses)
      .values({
        formId: form.id,
        formVersion: form.version,
        responses: submission,
        name: who.name,
        email: who.email,
        phone: who.phone,
        locale: input.locale,
        userId: input.userId,
      })
      .returning({ id: formResponses.id });

    await mail.notifyAdmin(tx, {
      kind: 'form-response',
      // "Reply" answers the person who wrote, not the founder herself.
      ...(who.email ? { replyTo: who.email } : {}),
      subject: `New response: ${form.title}${who.name ? ` from ${who.name}` : ''}`,
      text: notificationText(form.title, form.fields, submission, input.locale),
    });
    return row.id;
  });
}
