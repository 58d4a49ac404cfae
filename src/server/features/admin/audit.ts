/**
 * The audit trail: every admin create, update, delete and bulk reply is written to audit_log in the
 * same transaction as the change itself (who, what, when), and shown in the admin's Activity list.
 */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface Actor {
  id: string;
  email: string;
}

/** The signed-in admin of an admin route. */
export const actorOf = (req: FastifyRequest): Actor => ({ id: req.user!.id, email: req.user!.email });

export async function recordAudit(
  db: Db | Tx,
  actor: Actor,
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
