/**
 * The member's rights over their personal data (India's Digital Personal Data Protection Act 2023,
 * sections 11-12: access to a summary of what is processed, correction and erasure):
 *
 * - export: everything stored about them, as JSON: the account, its sign-in methods and sessions,
 *   registrations, payments, form responses, contact messages, the e-mails sent to them, and their
 *   WhatsApp consents and messages;
 * - delete: after they confirm (password, or their address for an account without one), upcoming
 *   seats are cancelled through the registrations feature (the waitlist moves up), the personal data
 *   in registrations, form responses and contact messages is replaced by anonymous stand-ins, the
 *   copies of e-mails to them or about them are erased (outbox rows, sent or waiting, and the .eml
 *   files of the file transport: see aboutMember below), and the account with its sessions is
 *   deleted. What stays is
 *   what carries no person: that a registration of some type for some event existed, its status,
 *   amount and payment, and when; so the founder's counts and revenue still add up.
 */
import { and, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DELETED_EMAIL_DOMAIN, DELETED_NAME, type DeleteAccountInput } from '../../../shared/contracts/dashboard.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  auditLog,
  clientNotes,
  contacts,
  emailOutbox,
  formResponses,
  forms,
  payments,
  registrations,
  sessions,
  users,
  verifications,
  webinars,
  whatsappConsents,
} from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { eraseMailFiles, eraseOutboxRows } from '../mail/stored-copies.ts';
import type { RegistrationService } from '../registrations/service.ts';
import { whatsAppStateOf } from '../whatsapp/state.ts';
import { ownedContacts, ownedFormResponses, ownedRegistrations, type Owner } from './ownership.ts';

/**
 * Keys of a registration's form data that say nothing about the person (kept after deletion). Its
 * payment (the ledger) and its lifecycle times (columns) are not in formData and stay as they are.
 */
const NON_PERSONAL_FORM_KEYS = ['registrationType', 'type', 'webinarId', 'eventId', 'eventTitle', 'locale'] as const;

const sameAddress = (column: typeof emailOutbox.to, owner: Owner) => sql`lower(${column}) = ${owner.email.trim().toLowerCase()}`;

/** Everything an outbox row says, lower case: where an address or an id is looked for. */
const wholeMail = sql`lower(concat_ws(' ', ${emailOutbox.to}, ${emailOutbox.subject}, ${emailOutbox.text}, ${emailOutbox.html}, ${emailOutbox.ics}))`;
const mentions = (needle: string) => sql`strpos(${wholeMail}, ${needle.toLowerCase()}) > 0`;

/** What identifies the member's mail, read before their records are anonymised. */
interface MemberMail {
  owner: Owner;
  /** Their registrations: the id (every e-mail about one names it), the address and name it was made with. */
  registrations: { id: string; email: string; fullName: string }[];
}

/**
 * The outbox rows about the member, sent or still waiting:
 * - every e-mail about one of their registrations: each names its registration's id (the cancel
 *   and payment links, the reference line, the founder's notice, the invite's UID); those sent
 *   before the reference line existed are found as sent to the registration's address and greeting
 *   the name it was made with;
 * - with a verified address, everything to it or naming it (the founder's notices of their
 *   messages, form responses and registrations carry it);
 * - the sign-in e-mails (confirm the address, reset the password) of the account, verified or not;
 * - the founder's notice of each of their form responses and contact messages: written in the same
 *   transaction as the record, so at the same instant (a form without an e-mail field names nobody
 *   else's address).
 * Nothing else: an address someone typed into a registration while signed in may be another
 * person's, whose own e-mails stay.
 */
function aboutMember({ owner, registrations: regs }: MemberMail): SQL {
  const address = owner.email.trim().toLowerCase();
  const conditions: SQL[] = [
    ...regs.map((r) => mentions(r.id)),
    ...regs.map((r) => sql`(${emailOutbox.status} <> 'pending' and lower(${emailOutbox.to}) = ${r.email.trim().toLowerCase()} and strpos(${emailOutbox.text}, ${r.fullName}) > 0)`),
    sql`(${emailOutbox.kind} like 'auth-%' and ${sameAddress(emailOutbox.to, owner)})`,
    sql`(${emailOutbox.kind} = 'form-response' and ${emailOutbox.createdAt} in (select ${formResponses.submittedAt} from ${formResponses} where ${ownedFormResponses(owner)}))`,
    sql`(${emailOutbox.kind} in ('contact-message', 'contact-acknowledgement') and ${emailOutbox.createdAt} in (select ${contacts.createdAt} from ${contacts} where ${ownedContacts(owner)}))`,
    // The founder's answers in the inbox to their messages and consultation requests.
    sql`(${emailOutbox.kind} = 'inbox-reply' and ${emailOutbox.id} in (select m.outbox_id from conversation_messages m join conversations c on c.id = m.conversation_id
      where c.contact_id in (select ${contacts.id} from ${contacts} where ${ownedContacts(owner)}) or c.registration_id in (select ${registrations.id} from ${registrations} where ${ownedRegistrations(owner)})))`,
  ];
  if (owner.emailVerified) conditions.push(mentions(address));
  return or(...conditions)!;
}

export function createPrivacyService(deps: {
  db: Db;
  config: Config;
  registrations: RegistrationService;
  /** Deletes uploaded files (a profile photo sent with a registration). */
  removeObjects(objectPaths: string[]): Promise<void>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
}) {
  const { db, config } = deps;
  const links = linkSignerFor(config);

  return {
    /** Everything stored about the member, for "download my data". */
    async export(user: SessionUser) {
      const [account] = await db.select().from(users).where(eq(users.id, user.id));
      if (!account) throw notFound();
      const owner: Owner = { id: account.id, email: account.email, emailVerified: account.emailVerified };
      const [signInMethods, sessionRows, regs, pays, responses, messages, emails, audit] = await Promise.all([
        db.select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt }).from(accounts).where(eq(accounts.userId, user.id)),
        db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
          .from(sessions)
          .where(eq(sessions.userId, user.id)),
        db
          .select({ registration: registrations, eventTitle: webinars.title, eventStartsAt: webinars.startsAt })
          .from(registrations)
          .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
          .where(ownedRegistrations(owner))
          .orderBy(registrations.submittedAt),
        db
          .select({ payment: payments })
          .from(payments)
          .innerJoin(registrations, eq(registrations.id, payments.registrationId))
          .where(ownedRegistrations(owner))
          .orderBy(payments.createdAt),
        db
          .select({ response: formResponses, formTitle: forms.title, formType: forms.type })
          .from(formResponses)
          .leftJoin(forms, eq(forms.id, formResponses.formId))
          .where(ownedFormResponses(owner))
          .orderBy(formResponses.submittedAt),
        db.select().from(contacts).where(ownedContacts(owner)).orderBy(contacts.createdAt),
        owner.emailVerified
          ? db
              .select({
                to: emailOutbox.to,
                subject: emailOutbox.subject,
                kind: emailOutbox.kind,
                status: emailOutbox.status,
                createdAt: emailOutbox.createdAt,
                sentAt: emailOutbox.sentAt,
                text: emailOutbox.text,
              })
              .from(emailOutbox)
              .where(sameAddress(emailOutbox.to, owner))
              .orderBy(emailOutbox.createdAt)
          : Promise.resolve([]),
        db
          .select({ action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, createdAt: auditLog.createdAt })
          .from(auditLog)
          .where(eq(auditLog.actorId, user.id)),
      ]);
      // WhatsApp (issue 52): the consents made from the account or, once confirmed, under its address
      // (as the dashboard shows them), and every message to or from those numbers.
      const whatsapp = await whatsAppStateOf(
        db,
        owner.emailVerified ? or(eq(whatsappConsents.userId, owner.id), sql`lower(${whatsappConsents.email}) = ${owner.email.trim().toLowerCase()}`)! : eq(whatsappConsents.userId, owner.id),
      );
      return {
        exportedAt: new Date().toISOString(),
        about:
          'Everything this site stores about you. Registrations, payments, form responses, messages and WhatsApp consents are included when they were sent while you were signed in, or with your verified e-mail address; WhatsApp messages are those to and from the numbers of those consents.',
        account: {
          id: account.id,
          name: account.name,
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          emailVerified: account.emailVerified,
          phone: account.phone,
          city: account.city,
          preferredLanguage: account.preferredLanguage,
          role: account.role,
          membership: account.membership,
          image: account.image,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
        },
        signInMethods,
        sessions: sessionRows,
        // The founder's private notes are hers (admin only), never part of the member's answers.
        registrations: regs.map(({ registration: { sessionNotes: _notes, ...registration }, eventTitle, eventStartsAt }) => ({
          ...registration,
          event: eventTitle ? { title: eventTitle, startsAt: eventStartsAt } : null,
        })),
        payments: pays.map((p) => p.payment),
        formResponses: responses.map((r) => ({ ...r.response, form: r.formTitle ? { title: r.formTitle, type: r.formType } : null })),
        contactMessages: messages,
        // Links that sign in or reset a password stay out: the file may be kept somewhere less safe.
        emailsSentToYou: emails.map((e) => (e.kind.startsWith('auth-') ? { ...e, text: null } : e)),
        accountActivity: audit,
        whatsapp,
      };
    },

    /** Checks the member's confirmation; answers whether their account has a password. */
    async confirm(user: SessionUser, input: DeleteAccountInput): Promise<void> {
      const [credential] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
        .limit(1);
      if (credential?.password) {
        if (!input.password) throw new HttpError(400, 'password_required', 'dashboard:errors.deletePasswordRequired', { password: 'dashboard:errors.deletePasswordRequired' });
        if (!(await deps.verifyPassword(credential.password, input.password))) {
          throw new HttpError(403, 'wrong_password', 'dashboard:errors.wrongPassword', { password: 'dashboard:errors.wrongPassword' });
        }
        return;
      }
      if (!input.email || input.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
        throw new HttpError(400, 'confirmation_mismatch', 'dashboard:errors.deleteEmailMismatch', { email: 'dashboard:errors.deleteEmailMismatch' });
      }
    },

    /** Deletes the account and anonymises what it leaves behind. The caller has confirmed. */
    async delete(user: SessionUser): Promise<{ registrations: number; formResponses: number; contactMessages: number }> {
      if (user.role === 'admin') throw new HttpError(409, 'admin_account', 'dashboard:errors.adminCannotDelete');
      const [account] = await db.select().from(users).where(eq(users.id, user.id));
      if (!account) throw notFound();
      const owner: Owner = { id: account.id, email: account.email, emailVerified: account.emailVerified };

      // 1. Seats at events still to come are given back, so the waitlist moves up and the founder knows.
      const upcoming = await db
        .select({ id: registrations.id })
        .from(registrations)
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        // Booked consultations still to come too (issue 19): the time is freed, the policy's refund follows.
        .where(and(ownedRegistrations(owner), ne(registrations.status, 'cancelled'), or(gt(webinars.startsAt, new Date()), gt(registrations.slotStart, new Date()))));
      for (const { id } of upcoming) {
        try {
          await deps.registrations.cancel(id, links.sign('cancel-registration', id));
        } catch (err) {
          // The event started meanwhile (410): the seat is kept, and anonymised below like any other.
          if (!(err instanceof HttpError && err.statusCode === 410)) throw err;
        }
      }

      // 2. Personal data out, in one transaction with the account itself.
      const photos: string[] = [];
      const erasedMail: { needles: string[]; texts: string[] } = { needles: [], texts: [] };
      const counts = await db.transaction(async (tx) => {
        const regs = await tx
          .select({ id: registrations.id, email: registrations.email, fullName: registrations.fullName, formData: registrations.formData })
          .from(registrations)
          .where(ownedRegistrations(owner));
        for (const reg of regs) if (typeof reg.formData.profilePhoto === 'string') photos.push(reg.formData.profilePhoto);
        // E-mails about them first, while their records still say whose they are: sent or waiting (the
        // cancellations of step 1 included: the dialog told them, and nothing goes out about them now).
        erasedMail.texts = await eraseOutboxRows(tx, aboutMember({ owner, registrations: regs }));
        erasedMail.needles = [...regs.map((r) => r.id), ...(owner.emailVerified ? [owner.email] : [])];
        for (const reg of regs) {
          const kept = Object.fromEntries(NON_PERSONAL_FORM_KEYS.filter((k) => k in reg.formData).map((k) => [k, reg.formData[k]]));
          await tx
            .update(registrations)
            .set({
              fullName: DELETED_NAME,
              // One address per row: the one-live-registration-per-event index stays satisfied.
              email: `deleted+${reg.id}@${DELETED_EMAIL_DOMAIN}`,
              phone: null,
              city: null,
              formData: { ...kept, anonymised: true },
              userId: null,
              // The founder's notes on their sessions are about them; a room made for them too.
              sessionNotes: null,
              meetingLink: null,
            })
            .where(eq(registrations.id, reg.id));
        }
        const responses = await tx
          .update(formResponses)
          .set({ responses: { anonymised: true }, name: null, email: null, phone: null, userId: null })
          .where(ownedFormResponses(owner))
          .returning({ id: formResponses.id });
        const messages = await tx
          .update(contacts)
          .set({ name: DELETED_NAME, email: `deleted@${DELETED_EMAIL_DOMAIN}`, message: '' })
          .where(ownedContacts(owner))
          .returning({ id: contacts.id });
        // WhatsApp (issue 52): the numbers they consented with (by account, or the address of their
        // registrations), every message to or from them, and the words of the inbox threads those joined.
        const addresses = [...new Set([...regs.map((r) => r.email.trim().toLowerCase()), ...(owner.emailVerified ? [owner.email.trim().toLowerCase()] : [])])];
        const phones = sql`(select phone from whatsapp_consents where user_id = ${owner.id}${addresses.length ? sql` or lower(email) in (${sql.join(addresses.map((a) => sql`${a}`), sql`, `)})` : sql``})`;
        const waThreads = sql`(select conversation_id from whatsapp_messages where phone in ${phones} and conversation_id is not null)`;
        await tx.execute(sql`update conversation_messages set body = '', subject = null where conversation_id in ${waThreads}`);
        await tx.execute(sql`update conversations set name = ${DELETED_NAME}, email = ${`deleted@${DELETED_EMAIL_DOMAIN}`} where id in ${waThreads}`);
        await tx.execute(sql`delete from whatsapp_messages where phone in ${phones}`);
        await tx.execute(sql`delete from whatsapp_consents where phone in ${phones}`);
        // Their conversations in the founder's inbox: who they were and every word, either way.
        const threads = [...messages.map((m) => sql`c.contact_id = ${m.id}`), ...regs.map((r) => sql`c.registration_id = ${r.id}`)];
        if (threads.length) {
          const ids = sql`(select c.id from conversations c where ${sql.join(threads, sql` or `)})`;
          await tx.execute(sql`update conversation_messages set body = '', subject = null where conversation_id in ${ids}`);
          await tx.execute(sql`update conversations set name = ${DELETED_NAME}, email = ${`deleted@${DELETED_EMAIL_DOMAIN}`} where id in ${ids}`);
        }
        // The founder's Activity list keeps what was done about them by ids only (issue 49 item 4):
        // entries written before it read names at display time still carry a name or an address.
        const about = [
          sql`(${auditLog.entity} = 'user' and ${auditLog.entityId} = ${user.id})`,
          ...regs.map((r) => sql`(${auditLog.entity} = 'registration' and ${auditLog.entityId} = ${r.id})`),
          ...messages.map((m) => sql`(${auditLog.entity} = 'contact' and ${auditLog.entityId} = ${m.id})`),
          ...(threads.length
            ? [sql`(${auditLog.entity} = 'conversation' and ${auditLog.entityId} in (select c.id::text from conversations c where ${sql.join(threads, sql` or `)}))`]
            : []),
        ];
        await tx.execute(sql`update ${auditLog} set details = details - array['title', 'email', 'name', 'fullName', 'phone'] where ${sql.join(about, sql` or `)}`);
        // The founder's notes and tags on them as a client (issue 53): theirs to erase too.
        await tx.delete(clientNotes).where(eq(clientNotes.clientKey, owner.email.trim().toLowerCase()));
        await tx.update(auditLog).set({ actorEmail: null }).where(eq(auditLog.actorId, user.id));
        await tx.delete(verifications).where(inArray(verifications.value, [user.id]));
        await tx.delete(users).where(eq(users.id, user.id)); // sessions and sign-in methods go with it
        // By nobody the trail can name: the account is gone.
        await recordAudit(tx, { id: null, email: null }, {
          action: 'account-deleted',
          entity: 'user',
          details: { registrationsAnonymised: regs.length, formResponsesAnonymised: responses.length, contactMessagesAnonymised: messages.length },
        });
        return { registrations: regs.length, formResponses: responses.length, contactMessages: messages.length };
      });
      // 3. Photos they sent: no longer referenced by anything once the rows above are anonymised.
      await deps.removeObjects(photos);
      // 4. The files of the e-mails erased above (and older copies naming them) when mail went to files.
      await eraseMailFiles(config.dataDir, erasedMail);
      return counts;
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
