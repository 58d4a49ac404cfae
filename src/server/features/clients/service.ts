/**
 * One page per client (issue 53 §2): a client is one person across registrations (and bookings),
 * payments with their receipts and refunds, messages and the founder's replies, form responses, their
 * WhatsApp consents and messages (read as their data export reads them: whatsapp/state.ts) and
 * their account, matched by e-mail. A record made while signed in counts under the account's address
 * (the member's own rule, dashboard/ownership.ts, read from the admin's side), unless the account is
 * an admin's (the founder entering a booking for someone: it is theirs); anonymised records of a
 * deleted account (DELETED_EMAIL_DOMAIN) belong to nobody.
 *
 * The client's key is the address, lower case and trimmed; the id in URLs is md5 of that key (hex,
 * computed by the database on both sides, so no table of people has to be kept in step): opaque, and
 * stable while the address is. Admins are not clients. Her notes and tags live in client_notes under
 * the key, and go when the person deletes the account (dashboard/privacy.ts).
 */
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DELETED_EMAIL_DOMAIN } from '../../../shared/contracts/dashboard.ts';
import { CLIENT_LIMITS, type ClientDetail, type ClientNotesInput, type ClientsPage, type ClientsQuery, type ClientSummary } from '../../../shared/contracts/clients.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { JoinLinks } from '../join/service.ts';
import { whatsAppStateOf } from '../whatsapp/state.ts';
import { clientNotes, contacts, conversationMessages, conversations, formResponses, forms, payments, refunds, registrations, services, users, webinars, whatsappConsents } from '../../db/schema.ts';


const deleted = `%@${DELETED_EMAIL_DOMAIN}`;

/** Every trace of a person: its client key, the name, address and phone it carries, when, and what it is. */
const people = sql`
  select lower(trim(coalesce(u.email, r.email))) as key, r.full_name as name, coalesce(u.email, r.email) as email, r.phone as phone, r.submitted_at as at, 'registration' as source
    from registrations r left join users u on u.id = r.user_id and u.role <> 'admin'
    where coalesce(u.email, r.email) not like ${deleted}
  union all
  select lower(trim(coalesce(u.email, f.email))), coalesce(f.name, u.name, ''), coalesce(u.email, f.email), f.phone, f.submitted_at, 'form'
    from form_responses f left join users u on u.id = f.user_id and u.role <> 'admin'
    where coalesce(u.email, f.email) is not null and coalesce(u.email, f.email) not like ${deleted}
  union all
  select lower(trim(c.email)), c.name, c.email, null, c.created_at, 'message'
    from contacts c where c.email not like ${deleted}
  union all
  select lower(trim(u.email)), u.name, u.email, u.phone, u.created_at, 'account'
    from users u where u.role <> 'admin'`;

/** People grouped by key, with what the list shows; `having` filters the groups. */
function clientsQuery(having: SQL) {
  return sql`
    select p.key, md5(p.key) as id,
      (array_agg(p.name order by p.at desc))[1] as name,
      (array_agg(p.email order by p.at desc))[1] as email,
      (array_agg(p.phone order by p.at desc) filter (where p.phone is not null and p.phone <> ''))[1] as phone,
      max(p.at) as last_at,
      count(*) filter (where p.source = 'registration')::int as registrations,
      bool_or(p.source = 'account') as has_account,
      coalesce(n.tags, '[]'::jsonb) as tags
    from (${people}) p left join client_notes n on n.client_key = p.key
    where p.key <> ''
    group by p.key, n.tags
    having ${having}`;
}

interface ClientRow {
  key: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  last_at: Date | string;
  registrations: number;
  has_account: boolean;
  tags: string[] | string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
const iso = (v: Date | string) => new Date(v).toISOString();
const tagsOf = (v: string[] | string): string[] => (typeof v === 'string' ? (JSON.parse(v) as string[]) : v);

const summaryOf = (r: ClientRow): ClientSummary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  lastActivityAt: iso(r.last_at),
  registrations: Number(r.registrations),
  tags: tagsOf(r.tags),
  hasAccount: !!r.has_account,
});

/** The group's filter: a text in a name, an address or (as digits) a phone; a tag. */
function filterOf(query: Pick<ClientsQuery, 'q' | 'tag'>): SQL {
  const parts: SQL[] = [sql`true`];
  const q = query.q?.trim().toLowerCase();
  if (q) {
    // Digits are compared with phones only when the search is a phone number (+91 98765-43210).
    const digits = /^[\d\s+().-]+$/.test(q) ? q.replace(/\D/g, '') : '';
    const phone = digits.length >= 3 ? sql` or bool_or(strpos(regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g'), ${digits}) > 0)` : sql``;
    parts.push(sql`(bool_or(strpos(lower(p.name), ${q}) > 0) or strpos(p.key, ${q}) > 0${phone})`);
  }
  if (query.tag) parts.push(sql`coalesce(n.tags, '[]'::jsonb) @> jsonb_build_array(${query.tag}::text)`);
  return sql.join(parts, sql` and `);
}

export function createClientService(db: Db, joins: Pick<JoinLinks, 'of'>) {
  /** The client key of an id, or null when nobody has it. */
  async function keyOf(id: string): Promise<string | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const rows = rowsOf<{ key: string }>(await db.execute(sql`select distinct p.key from (${people}) p where md5(p.key) = ${id} limit 1`));
    return rows[0]?.key ?? null;
  }

  return {
    keyOf,

    /** A page of clients, the latest active first; and every tag in use, for the filter. */
    async list(query: ClientsQuery): Promise<ClientsPage> {
      const having = filterOf(query);
      const offset = (query.page - 1) * query.pageSize;
      const [page, total, tags] = await Promise.all([
        db.execute(sql`${clientsQuery(having)} order by last_at desc, p.key limit ${query.pageSize} offset ${offset}`),
        db.execute(sql`select count(*)::int as n from (${clientsQuery(having)}) x`),
        db.execute(sql`select distinct jsonb_array_elements_text(tags) as tag from client_notes order by 1`),
      ]);
      return {
        items: rowsOf<ClientRow>(page).map(summaryOf),
        total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        tags: rowsOf<{ tag: string }>(tags).map((t) => t.tag),
      };
    },

    /** Everything of one client, or null. */
    async get(id: string): Promise<ClientDetail | null> {
      const key = await keyOf(id);
      if (!key) return null;
      const [summary] = rowsOf<ClientRow>(await db.execute(sql`${clientsQuery(sql`p.key = ${key}`)}`));
      if (!summary) return null;
      const byKey = (column: SQL) => sql`lower(trim(${column})) = ${key}`;
      const [account] = await db.select().from(users).where(byKey(sql`${users.email}`));

      const regs = await db
        .select({ reg: registrations, eventTitle: webinars.title, eventStartsAt: webinars.startsAt, serviceTitle: services.title })
        .from(registrations)
        .leftJoin(users, and(eq(users.id, registrations.userId), ne(users.role, 'admin')))
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .leftJoin(services, eq(services.id, registrations.serviceId))
        .where(byKey(sql`coalesce(${users.email}, ${registrations.email})`))
        .orderBy(desc(registrations.submittedAt));
      const regIds = regs.map((r) => r.reg.id);

      const [pays, refundRows, threads, contactRows, responses, notes, joined, whatsapp] = await Promise.all([
        regIds.length ? db.select().from(payments).where(inArray(payments.registrationId, regIds)).orderBy(desc(payments.createdAt)) : [],
        regIds.length
          ? db
              .select({ refund: refunds })
              .from(refunds)
              .innerJoin(payments, eq(payments.id, refunds.paymentId))
              .where(inArray(payments.registrationId, regIds))
              .orderBy(asc(refunds.createdAt))
          : [],
        db
          .select({ kind: conversations.kind, contactId: conversations.contactId, message: conversationMessages })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .where(or(byKey(sql`${conversations.email}`), regIds.length ? inArray(conversations.registrationId, regIds) : undefined))
          .orderBy(asc(conversationMessages.createdAt)),
        db.select().from(contacts).where(byKey(sql`${contacts.email}`)).orderBy(asc(contacts.createdAt)),
        db
          .select({ response: formResponses, formTitle: forms.title })
          .from(formResponses)
          .leftJoin(users, and(eq(users.id, formResponses.userId), ne(users.role, 'admin')))
          .leftJoin(forms, eq(forms.id, formResponses.formId))
          .where(byKey(sql`coalesce(${users.email}, ${formResponses.email})`))
          .orderBy(desc(formResponses.submittedAt)),
        db.select().from(clientNotes).where(eq(clientNotes.clientKey, key)),
        joins.of(regIds),
        // Their consents by the same rule as their registrations (made signed in: the account's
        // address, unless an admin's), and the latest messages to or from those numbers.
        whatsAppStateOf(
          db,
          byKey(sql`coalesce((select u.email from users u where u.id = ${whatsappConsents.userId} and u.role <> 'admin'), ${whatsappConsents.email})`),
          { latest: CLIENT_LIMITS.whatsappMessages },
        ),
      ]);

      // Contact messages that have no conversation yet (the inbox makes one when it is opened).
      const threaded = new Set(threads.map((t) => t.contactId).filter(Boolean));
      const messages = [
        ...threads.map((t) => ({ direction: t.message.direction, subject: t.message.subject, body: t.message.body, createdAt: t.message.createdAt.toISOString(), kind: t.kind })),
        ...contactRows.filter((c) => !threaded.has(c.id)).map((c) => ({ direction: 'in' as const, subject: null, body: c.message, createdAt: c.createdAt.toISOString(), kind: 'contact' })),
      ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

      return {
        id: summary.id,
        name: summary.name,
        email: summary.email,
        phone: summary.phone,
        account: account
          ? { id: account.id, name: account.name, emailVerified: account.emailVerified, createdAt: account.createdAt.toISOString(), preferredLanguage: account.preferredLanguage, membership: account.membership }
          : null,
        notes: notes[0]?.notes ?? '',
        tags: notes[0]?.tags ?? [],
        registrations: regs.map(({ reg, eventTitle, eventStartsAt, serviceTitle }) => ({
          id: reg.id,
          type: reg.type,
          status: reg.status,
          submittedAt: reg.submittedAt.toISOString(),
          fullName: reg.fullName,
          email: reg.email,
          phone: reg.phone,
          amountInr: reg.amountInr,
          title: eventTitle ?? serviceTitle ?? null,
          startsAt: (reg.slotStart ?? eventStartsAt)?.toISOString() ?? null,
          slotEnd: reg.slotEnd?.toISOString() ?? null,
          sessionMode: reg.sessionMode,
          sessionOutcome: reg.sessionOutcome,
          sessionNotes: reg.sessionNotes,
          answers: reg.formData,
          joinLink: joined.get(reg.id)?.url ?? null,
          joinedAt: joined.get(reg.id)?.joinedAt?.toISOString() ?? null,
        })),
        payments: pays.map((p) => ({
          id: p.id,
          registrationId: p.registrationId,
          provider: p.provider,
          status: p.status,
          amountInr: p.amountInr,
          refundedInr: p.refundedInr,
          receiptNo: p.receiptNo,
          method: p.method,
          flag: p.flag,
          test: p.isTest,
          createdAt: p.createdAt.toISOString(),
          paidAt: p.paidAt?.toISOString() ?? null,
          refunds: refundRows
            .filter((r) => r.refund.paymentId === p.id)
            .map(({ refund: r }) => ({ amountInr: r.amountInr, status: r.status, createdAt: r.createdAt.toISOString(), reason: r.reason })),
        })),
        messages,
        formResponses: responses.map(({ response, formTitle }) => ({
          id: response.id,
          formTitle,
          submittedAt: response.submittedAt.toISOString(),
          responses: response.responses,
        })),
        whatsapp: {
          consents: whatsapp.consents.map((w) => ({
            phone: w.phone,
            optedInAt: w.optedInAt.toISOString(),
            wording: w.wording,
            language: w.locale,
            active: w.withdrawnAt === null,
            withdrawnAt: w.withdrawnAt?.toISOString() ?? null,
            withdrawnVia: w.withdrawnVia,
          })),
          messages: whatsapp.messages.map((m) => ({
            phone: m.phone,
            direction: m.direction,
            kind: m.kind,
            template: m.template,
            status: m.status,
            lastError: m.lastError,
            createdAt: m.createdAt.toISOString(),
            statusAt: m.statusAt?.toISOString() ?? null,
          })),
        },
      };
    },

    /** Replaces her notes and tags on a client (audited without their text); null when nobody has the id. */
    async saveNotes(id: string, input: ClientNotesInput, actor: Actor): Promise<{ notes: string; tags: string[] } | null> {
      const key = await keyOf(id);
      if (!key) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(clientNotes)
          .values({ clientKey: key, notes: input.notes, tags: input.tags })
          .onConflictDoUpdate({ target: clientNotes.clientKey, set: { notes: input.notes, tags: input.tags, updatedAt: new Date() } })
          .returning();
        await recordAudit(tx, actor, { action: 'client-notes-saved', entity: 'client', entityId: id, details: { tags: input.tags } });
        return { notes: row.notes, tags: row.tags };
      });
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
