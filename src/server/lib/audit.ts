/**
 * The audit trail, written one way: every admin create, update, delete and bulk reply, and the
 * founder's account being made admin, is one audit_log row written in the same transaction as the
 * change itself (who, what, when), shown in the admin's Activity list. Entries keep ids, not
 * people's names or addresses: the list reads names when it shows them (issue 49 item 4).
 */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface Actor {
  id: string;
  email: string;
}

/** Who acted, as the trail keeps it: an account, or none (the server's setup, a member deleting their account). */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** The server's own setup from ADMIN_EMAIL. */
export const SETUP_ACTOR: AuditActor = { id: null, email: 'ADMIN_EMAIL' };

/** The signed-in admin of an admin route. */
export const actorOf = (req: FastifyRequest): Actor => ({ id: req.user!.id, email: req.user!.email });

export async function recordAudit(
  db: Db | Tx,
  actor: AuditActor,
  entry: { action: string; entity: string; entityId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}
