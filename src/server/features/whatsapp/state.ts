/**
 * A person's WhatsApp state (issues 52 and 53): the consents a condition picks out, and every message
 * to or from those consents' numbers. Read in one place because two readers must agree on what a
 * person's WhatsApp data is: the member's data export (dashboard/privacy.ts, all of it, oldest
 * first) and the founder's client page (clients/service.ts, the latest messages, newest first).
 * Messages are found by number, not by consent: a message carries only the number, and what went to
 * a number before or after a withdrawal is still that person's.
 */
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappConsents, whatsappMessages } from '../../db/schema.ts';

export async function whatsAppStateOf(db: Db, whose: SQL, options: { latest?: number } = {}) {
  const consents = await db
    .select({
      phone: whatsappConsents.phone,
      optedInAt: whatsappConsents.optedInAt,
      wording: whatsappConsents.wording,
      locale: whatsappConsents.locale,
      withdrawnAt: whatsappConsents.withdrawnAt,
      withdrawnVia: whatsappConsents.withdrawnVia,
    })
    .from(whatsappConsents)
    .where(whose)
    .orderBy(asc(whatsappConsents.optedInAt));
  if (!consents.length) return { consents, messages: [] };
  const query = db
    .select({
      phone: whatsappMessages.phone,
      direction: whatsappMessages.direction,
      kind: whatsappMessages.kind,
      template: whatsappMessages.template,
      language: whatsappMessages.language,
      params: whatsappMessages.params,
      body: whatsappMessages.body,
      status: whatsappMessages.status,
      /** Meta's words when it failed (or was retried). */
      lastError: whatsappMessages.lastError,
      createdAt: whatsappMessages.createdAt,
      statusAt: whatsappMessages.statusAt,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.phone, consents.map((c) => c.phone)));
  // The page shows the latest few (a reminder series makes many rows); the export holds them all.
  const messages = options.latest
    ? await query.orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id)).limit(options.latest)
    : await query.orderBy(asc(whatsappMessages.createdAt));
  return { consents, messages };
}
export type WhatsAppState = Awaited<ReturnType<typeof whatsAppStateOf>>;
