/**
 * Sends due messages from the outbox. Several instances may run it: each message is claimed with
 * FOR UPDATE SKIP LOCKED. A failed send is retried with growing delays (1, 2, 4 ... minutes) and
 * given up after MAX_ATTEMPTS, with its last error kept for the admin.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { drainQueue, startJob, type Job } from '../../lib/job.ts';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema.ts';
import type { MailTransport } from './transport.ts';

export const MAX_ATTEMPTS = 8;

/** The METHOD of a calendar text (REQUEST, CANCEL...); PUBLISH when it names none, as RFC 5546 reads it. */
export const calendarMethod = (ics: string) => /^METHOD:([A-Za-z-]+)\r?$/m.exec(ics)?.[1]?.toUpperCase() ?? 'PUBLISH';

export interface OutboxWorker {
  /** Sends what is due now; returns how many messages were sent. */
  runOnce(limit?: number): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * `replyTo` is the practice's address: the Reply-To of every message whose row names none (all a
 * visitor receives come from a no-reply sender, so a reply must be pointed somewhere read).
 */
export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  replyTo?: string;
  log?: FastifyBaseLogger;
  /**
   * Whether a due message is held for the founder's daily digest instead of sent alone (the inbox's
   * setting, app.ts): it is marked 'digest', and the digest lists it (contacts/inbox-service.ts).
   */
  holdForDigest?: (tx: Tx, message: EmailOutboxRow) => Promise<boolean>;
}): OutboxWorker {
  const { db, transport, from, replyTo, log, holdForDigest } = deps;
  let job: Job | undefined;

  async function sendOne(): Promise<'sent' | 'held' | 'failed' | 'none'> {
    return db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.sendAfter, new Date())))
        .orderBy(asc(emailOutbox.sendAfter))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return 'none';
      if (await holdForDigest?.(tx, message)) {
        await tx.update(emailOutbox).set({ status: 'digest' }).where(eq(emailOutbox.id, message.id));
        return 'held';
      }
      try {
        await transport.send({
          from,
          to: message.to,
          replyTo: message.replyTo ?? replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          // The invite as the message's text/calendar alternative (what Gmail, Outlook and Apple Mail
          // read as an invitation), with the method its own METHOD line names.
          icalEvent: message.ics ? { method: calendarMethod(message.ics), filename: 'invite.ics', content: message.ics } : undefined,
        });
        await tx.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1 }).where(eq(emailOutbox.id, message.id));
        return 'sent';
      } catch (err) {
        const attempts = message.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        log?.warn({ id: message.id, kind: message.kind, attempts, err: (err as Error).message }, 'e-mail not sent');
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            status: giveUp ? 'failed' : 'pending',
            lastError: (err as Error).message.slice(0, 1000),
            sendAfter: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
          })
          .where(eq(emailOutbox.id, message.id));
        return 'failed';
      }
    });
  }

  const runOnce = (limit = 50) => drainQueue(sendOne, limit);

  return {
    runOnce,
    start(intervalMs = 5000) {
      job ??= startJob('outbox run', runOnce, intervalMs, log);
    },
    async stop() {
      await job?.stop();
      job = undefined;
      transport.close();
    },
  };
}
