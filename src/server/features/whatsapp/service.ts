/**
 * WhatsApp's side of the site (issue 52; docs/whatsapp.md): Meta's webhook (the subscription check,
 * signed deliveries of message statuses and of what clients write), the client's consent (read and
 * withdrawn in the dashboard, withdrawn by STOP), and the founder's free-text answers within Meta's
 * 24-hour customer service window. Sending is the worker's (worker.ts).
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLanguage, type Language } from '../../../shared/constants.ts';
import type { WhatsAppSettings } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { whatsappConsents, whatsappMessages, type WhatsAppConsentRow, type WhatsAppStatus } from '../../db/schema.ts';
import type { Translator } from '../../lib/i18n.ts';
import type { WhatsAppMessageState } from '../../../shared/contracts/whatsapp.ts';
import { timingSafeEqual } from 'node:crypto';
import { signatureMatches } from './cloud-api.ts';

/** Meta's customer service window: free text may answer a client for 24 hours after their last message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/** What a client writes to stop all messages, in English, Hindi and Gujarati (compared without case or punctuation). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'बंद', 'रोकें', 'બંધ']);
export const isStopWord = (text: string) => STOP_WORDS.has(text.trim().toLowerCase().replace(/[\s.!।]+/gu, ''));

/** A status only moves forward: a late 'sent' never hides 'read'; 'failed' is final. */
const RANK: Partial<Record<WhatsAppStatus, number>> = { sending: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** What a client wrote, for the founder's inbox (contacts/inbox-service.ts receives it). */
export interface IncomingText {
  phone: string;
  /** From their consent when they gave one, else their WhatsApp profile name and no e-mail. */
  name: string;
  email: string;
  locale: Language;
  body: string;
  at: Date;
}

interface StatusUpdate {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: Array<{ code?: number; title?: string; message?: string; error_data?: { details?: string } }>;
}
interface IncomingMessage {
  id?: string;
  from?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
}

interface WebhookPayload {
  object?: string;
  entry?: Array<{
    changes?: Array<{
      field?: string;
      value?: {
        contacts?: Array<{ wa_id?: string; profile?: { name?: string } }>;
        messages?: IncomingMessage[];
        statuses?: StatusUpdate[];
      };
    }>;
  }>;
}

/** The signed-in member, as far as their consents go. */
type Member = { id: string; email: string; emailVerified: boolean };

/** The client's consent as the dashboard shows it. */
export interface ConsentView {
  phone: string;
  optedInAt: string;
  wording: string;
  active: boolean;
  withdrawnAt: string | null;
}

const viewOf = (row: WhatsAppConsentRow): ConsentView => ({
  phone: row.phone,
  optedInAt: row.optedInAt.toISOString(),
  wording: row.wording,
  active: row.withdrawnAt === null,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

export interface WhatsAppService {
  /** Whether WhatsApp is set up (WHATSAPP_* settings). */
  readonly enabled: boolean;
  /** Meta's subscription check: the challenge when mode and token are right, else null (403). */
  verify(mode: unknown, token: unknown, challenge: unknown): string | null;
  /** A signed delivery: 'bad_signature' (nothing read or stored) or 'ok'; repeated deliveries change nothing twice. */
  webhook(raw: Buffer, signature: string | string[] | undefined): Promise<'bad_signature' | 'ok'>;
  /** The member's consents (by their account, or their e-mail address once confirmed). */
  consents(user: Member): Promise<ConsentView[]>;
  /** Withdraws every consent of the member, at once; pending messages to them are not sent. */
  withdraw(user: Member): Promise<ConsentView[]>;
  /** The number a conversation's person writes from, and whether the founder may answer in free text now (24-hour window). */
  answerWindow(db: Db | Tx, email: string, conversationId?: string): Promise<{ phone: string; open: boolean; until: Date | null } | null>;
  /** Writes the founder's free-text answer to the WhatsApp outbox, inside the caller's transaction. */
  enqueueText(tx: Tx, message: { to: string; body: string; kind: string; conversationId?: string }): Promise<string | undefined>;
  /** Each message's state for a client (by phone; else the latest 200 of all), newest first: what the founder sees. */
  messagesOf(phone?: string): Promise<WhatsAppMessageState[]>;
}

export function createWhatsAppService(deps: {
  db: Db;
  settings: WhatsAppSettings | undefined;
  translator: Translator;
  log?: FastifyBaseLogger;
  /** A client's text (not STOP) for the founder's inbox, inside the webhook's transaction; answers the conversation's id. */
  onText?: (tx: Tx, text: IncomingText, whatsappMessageId: string) => Promise<string | undefined>;
}): WhatsAppService {
  const { db, settings, translator, log, onText } = deps;
  /** A member's consents: made from their account, or under their address once they have confirmed it (as dashboard/ownership.ts owns registrations). */
  const mine = (user: Member) => (user.emailVerified ? or(eq(whatsappConsents.userId, user.id), sql`lower(${whatsappConsents.email}) = lower(${user.email})`)! : eq(whatsappConsents.userId, user.id));

  async function enqueueText(tx: Db | Tx, message: { to: string; body: string; kind: string; conversationId?: string; dedupeKey?: string }): Promise<string | undefined> {
    const [made] = await tx
      .insert(whatsappMessages)
      .values({ phone: message.to, kind: message.kind, body: message.body, conversationId: message.conversationId, dedupeKey: message.dedupeKey })
      .onConflictDoNothing({ target: whatsappMessages.dedupeKey })
      .returning({ id: whatsappMessages.id });
    return made?.id;
  }

  async function status(update: StatusUpdate) {
    const next = update.status as WhatsAppStatus;
    if (!update.id || RANK[next] === undefined) return;
    const error = update.errors?.[0];
    const lastError = error ? [`(#${error.code})`, error.title, error.error_data?.details].filter(Boolean).join(' ') : undefined;
    const at = update.timestamp ? new Date(Number(update.timestamp) * 1000) : new Date();
    const lower = Object.entries(RANK).filter(([, rank]) => rank! < RANK[next]!).map(([name]) => name);
    const changed = await db
      .update(whatsappMessages)
      .set({ status: next, statusAt: at, ...(lastError ? { lastError } : {}) })
      .where(and(eq(whatsappMessages.wamid, update.id), sql`${whatsappMessages.status} in ${lower}`))
      .returning({ id: whatsappMessages.id });
    if (!changed.length) {
      const [known] = await db.select({ id: whatsappMessages.id }).from(whatsappMessages).where(eq(whatsappMessages.wamid, update.id));
      if (!known) log?.info({ wamid: update.id, status: next }, 'WhatsApp status for a message that is not ours');
    }
  }

  async function incoming(message: IncomingMessage, profileName: string | undefined) {
    const body = message.text?.body ?? message.button?.text ?? '';
    if (!message.id || !message.from) return;
    const at = message.timestamp ? new Date(Number(message.timestamp) * 1000) : new Date();
    await db.transaction(async (tx) => {
      // Stored once by its wamid: Meta's retries of the same delivery do nothing more.
      const [stored] = await tx
        .insert(whatsappMessages)
        .values({ direction: 'in', phone: message.from!, kind: 'incoming', body: body || `[${message.type ?? 'message'}]`, status: 'received', wamid: message.id!, createdAt: at, statusAt: at })
        .onConflictDoNothing({ target: whatsappMessages.wamid })
        .returning({ id: whatsappMessages.id });
      if (!stored) return;
      const [consent] = await tx.update(whatsappConsents).set({ lastInboundAt: at }).where(eq(whatsappConsents.phone, message.from!)).returning();
      const lang: Language = isLanguage(consent?.locale) ? consent.locale : 'en';
      if (isStopWord(body)) {
        // Withdrawn at once; confirmed once (only by the message that withdrew it), in their language, as free text inside the window.
        const [withdrawn] = await tx
          .update(whatsappConsents)
          .set({ withdrawnAt: at, withdrawnVia: 'whatsapp' })
          .where(and(eq(whatsappConsents.phone, message.from!), isNull(whatsappConsents.withdrawnAt)))
          .returning({ phone: whatsappConsents.phone });
        if (withdrawn) await enqueueText(tx, { to: withdrawn.phone, body: translator.t(lang)('dashboard:whatsapp.stopConfirmed'), kind: 'stop-confirmed', dedupeKey: `stop:${message.id}` });
        return;
      }
      const conversationId = await onText?.(tx, { phone: message.from!, name: consent?.name ?? profileName ?? `+${message.from}`, email: consent?.email ?? '', locale: lang, body, at }, stored.id);
      if (conversationId) await tx.update(whatsappMessages).set({ conversationId }).where(eq(whatsappMessages.id, stored.id));
    });
  }

  return {
    enabled: !!settings,

    verify(mode, token, challenge) {
      if (!settings?.verifyToken || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
      const given = Buffer.from(token);
      const expected = Buffer.from(settings.verifyToken);
      return given.length === expected.length && timingSafeEqual(given, expected) ? challenge : null;
    },

    async webhook(raw, signature) {
      if (!settings || !signatureMatches(settings.appSecret, raw, signature)) return 'bad_signature';
      let payload: WebhookPayload;
      try {
        payload = JSON.parse(raw.toString('utf8')) as WebhookPayload;
      } catch {
        log?.warn('WhatsApp webhook: signed but not JSON');
        return 'ok';
      }
      for (const entry of payload.entry ?? []) {
        for (const change of entry.changes ?? []) {
          const value = change.value;
          if (!value) continue;
          for (const update of value.statuses ?? []) await status(update);
          for (const message of value.messages ?? []) await incoming(message, value.contacts?.find((c) => c.wa_id === message.from)?.profile?.name);
        }
      }
      return 'ok';
    },

    async consents(user) {
      return (await db.select().from(whatsappConsents).where(mine(user)).orderBy(desc(whatsappConsents.optedInAt))).map(viewOf);
    },

    async withdraw(user) {
      await db.update(whatsappConsents).set({ withdrawnAt: new Date(), withdrawnVia: 'dashboard' }).where(and(mine(user), isNull(whatsappConsents.withdrawnAt)));
      return (await db.select().from(whatsappConsents).where(mine(user)).orderBy(desc(whatsappConsents.optedInAt))).map(viewOf);
    },

    async answerWindow(tx, email, conversationId) {
      if (!settings) return null;
      // The number this conversation's messages came from, else the one of the person's consent.
      const [fromThread] = conversationId
        ? await tx.select({ phone: whatsappMessages.phone, at: whatsappMessages.createdAt }).from(whatsappMessages).where(and(eq(whatsappMessages.conversationId, conversationId), eq(whatsappMessages.direction, 'in'))).orderBy(desc(whatsappMessages.createdAt)).limit(1)
        : [];
      const phone = fromThread?.phone ?? (email ? (await tx.select({ phone: whatsappConsents.phone }).from(whatsappConsents).where(sql`lower(${whatsappConsents.email}) = lower(${email})`).orderBy(desc(whatsappConsents.optedInAt)).limit(1))[0]?.phone : undefined);
      if (!phone) return null;
      const [last] = await tx.select({ at: whatsappMessages.createdAt }).from(whatsappMessages).where(and(eq(whatsappMessages.phone, phone), eq(whatsappMessages.direction, 'in'))).orderBy(desc(whatsappMessages.createdAt)).limit(1);
      const until = last ? new Date(last.at.getTime() + SERVICE_WINDOW_MS) : null;
      return { phone, open: !!until && until.getTime() > Date.now(), until };
    },

    enqueueText,

    async messagesOf(phone) {
      const rows = await db
        .select()
        .from(whatsappMessages)
        .where(phone ? eq(whatsappMessages.phone, phone) : undefined)
        .orderBy(desc(whatsappMessages.createdAt))
        .limit(200);
      return rows.map((r) => ({
        phone: r.phone,
        direction: r.direction,
        kind: r.kind,
        template: r.template,
        status: r.status,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        statusAt: r.statusAt?.toISOString() ?? null,
      }));
    },
  };
}
