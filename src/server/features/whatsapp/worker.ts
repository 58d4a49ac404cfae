/**
 * Sends due WhatsApp messages (issue 52), like the e-mail outbox worker: several instances may run
 * it. A message is claimed by moving it to 'sending' (one statement, SKIP LOCKED), then handed to
 * the Cloud API once: a crash after that leaves it 'sending', shown to the founder, never sent twice.
 * A template message goes only while the client's consent stands (a STOP or a withdrawal in the
 * dashboard cancels what was still waiting). Errors Meta calls temporary are retried with growing
 * delays (1, 2, 4 … minutes) up to MAX_ATTEMPTS; any other marks the message failed with Meta's
 * words, for the founder. The e-mail beside it is sent whatever happens here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { drainQueue, startJob, type Job } from '../../lib/job.ts';
import { whatsappMessages, type WhatsAppMessageRow } from '../../db/schema.ts';
import { CloudApiError, type CloudApi, type CloudMessage } from './cloud-api.ts';

export const MAX_ATTEMPTS = 8;

export interface WhatsAppWorker {
  /** Sends what is due now; answers how many messages Meta accepted. */
  runOnce(limit?: number): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const messageOf = (row: WhatsAppMessageRow): CloudMessage =>
  row.template ? { type: 'template', to: row.phone, template: row.template, language: row.language, params: row.params } : { type: 'text', to: row.phone, body: row.body ?? '' };

export function createWhatsAppWorker(deps: { db: Db; api: CloudApi; log?: FastifyBaseLogger }): WhatsAppWorker {
  const { db, api, log } = deps;
  let job: Job | undefined;

  /** The next due message, moved to 'sending' (a template whose client withdrew consent is cancelled instead). */
  async function claim(): Promise<WhatsAppMessageRow | 'cancelled' | undefined> {
    const rows = (await db.execute(sql`
      with due as (
        select m.id, (m.template is not null and not exists (
          select 1 from whatsapp_consents c where c.phone = m.phone and c.withdrawn_at is null)) as unwanted
        from whatsapp_messages m
        where m.direction = 'out' and m.status = 'pending' and m.send_after <= now()
        order by m.send_after
        limit 1
        for update of m skip locked
      )
      update whatsapp_messages w
      set status = case when due.unwanted then 'cancelled' else 'sending' end,
          attempts = w.attempts + case when due.unwanted then 0 else 1 end,
          last_error = case when due.unwanted then 'consent withdrawn before it was sent' else w.last_error end
      from due where w.id = due.id
      returning w.id, due.unwanted`)) as unknown as { rows: Array<{ id: string; unwanted: boolean }> };
    const claimed = rows.rows[0];
    if (!claimed) return undefined;
    if (claimed.unwanted) return 'cancelled';
    const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, claimed.id));
    return row;
  }

  async function sendOne(): Promise<'sent' | 'skipped' | 'failed' | 'none'> {
    const row = await claim();
    if (!row) return 'none';
    if (row === 'cancelled') return 'skipped';
    try {
      const wamid = await api.send(messageOf(row));
      await db.update(whatsappMessages).set({ status: 'sent', wamid, sentAt: new Date(), statusAt: new Date(), lastError: null }).where(and(eq(whatsappMessages.id, row.id), eq(whatsappMessages.status, 'sending')));
      return 'sent';
    } catch (err) {
      const retryable = err instanceof CloudApiError ? err.retryable : true;
      const giveUp = !retryable || row.attempts >= MAX_ATTEMPTS;
      log?.warn({ id: row.id, kind: row.kind, attempts: row.attempts, err: (err as Error).message }, 'WhatsApp message not sent');
      await db
        .update(whatsappMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          statusAt: new Date(),
          lastError: (err as Error).message.slice(0, 1000),
          sendAfter: new Date(Date.now() + 60_000 * 2 ** (row.attempts - 1)),
        })
        .where(eq(whatsappMessages.id, row.id));
      return 'failed';
    }
  }

  const runOnce = (limit = 50) => drainQueue(sendOne, limit);

  return {
    runOnce,
    start(intervalMs = 5000) {
      job ??= startJob('WhatsApp run', runOnce, intervalMs, log);
    },
    async stop() {
      await job?.stop();
      job = undefined;
    },
  };
}
