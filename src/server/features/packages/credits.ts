/**
 * The credits of paid packages (issue 54 part 1; docs/spec.md "Packages of sessions"), the part the
 * money path and the booking path use: plain database work, importing no other feature's service, so
 * registrations (booking, cancelling) and payments (the pro-rata refund) may call it without a cycle.
 *
 * - Granted like the course's enrolments (features/course): made the first time they are needed (the
 *   member's dashboard, their booking, the founder's refund) from facts the payment already stored
 *   (the registration confirmed, its payment's paid_at, the sessions and validity copied on the
 *   registration when it was made), so the money path needs no hook. The unique registration_id
 *   makes a second grant impossible, however many requests make it at once.
 * - Taken by ONE conditional UPDATE (remaining > 0, not expired, not refunded, the booked service,
 *   the member's, its package registration still confirmed) inside the booking's transaction: two
 *   bookings racing for the last credit, one UPDATE changes the row, the other finds remaining = 0.
 * - Given back once by the cancellation of the booking that used it (its transaction holds the
 *   registration's lock and runs once per booking), unless the founder refunded what was left.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { proRataRefund } from '../../../shared/contracts/packages.ts';
import { packageCredits, packages, payments, registrations, services, type PackageCreditRow, type PackageRow, type ServiceRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';

const DAY_MS = 86_400_000;

/** What a package registration copies of its package when it is made: the founder's later edits change nothing bought. */
export interface PackageTerms {
  packageId: string;
  sessions: number;
  validDays: number;
}

export const termsOf = (formData: Record<string, unknown>): PackageTerms | null => {
  const { packageId, sessions, validDays } = formData;
  return typeof packageId === 'string' && typeof sessions === 'number' && typeof validDays === 'number' ? { packageId, sessions, validDays } : null;
};

/** Until when the credits of a package paid at `paidAt` book sessions. */
export const creditsExpireAt = (paidAt: Date, validDays: number) => new Date(paidAt.getTime() + validDays * DAY_MS);

/**
 * The package a visitor buys (POST /api/unified-registration, registrationType 'package'), with its
 * consultation: 404 when unknown, 409 when no longer offered. Its price is what is charged.
 */
export async function packageForSale(db: Db | Tx, id: string): Promise<{ pkg: PackageRow; service: ServiceRow }> {
  const [row] = isUuid(id)
    ? await db.select({ pkg: packages, service: services }).from(packages).innerJoin(services, eq(services.id, packages.serviceId)).where(eq(packages.id, id.toLowerCase()))
    : [];
  if (!row) throw notFound('packages:errors.notFound');
  if (!row.pkg.active || !row.service.isActive || row.service.kind !== 'consultation') throw new HttpError(409, 'package_unavailable', 'packages:errors.unavailable');
  return row;
}

/** A package registration the credits belong to: confirmed (paid, neither refunded nor cancelled). */
const confirmedPackage = and(eq(registrations.type, 'package'), eq(registrations.status, 'confirmed'));

/**
 * Makes the credits of paid package registrations that have none yet (those matching `where`): called
 * by the payment's settling transaction (payments/service.ts settleInTx) when a package is confirmed,
 * so every read of credits finds them made. Safe on any number of instances and requests at once (the
 * unique registration_id).
 */
export async function grantCredits(db: Db | Tx, where?: SQL): Promise<void> {
  const due = await db
    .select({ reg: registrations, paidAt: payments.paidAt })
    .from(registrations)
    .innerJoin(payments, and(eq(payments.registrationId, registrations.id), eq(payments.status, 'paid'), isNull(payments.flag), isNotNull(payments.paidAt)))
    .leftJoin(packageCredits, eq(packageCredits.registrationId, registrations.id))
    .where(and(confirmedPackage, isNull(packageCredits.id), isNotNull(registrations.serviceId), where))
    .limit(500);
  const rows = due.flatMap(({ reg, paidAt }) => {
    const terms = termsOf(reg.formData);
    if (!terms || !paidAt) return [];
    return [
      {
        registrationId: reg.id,
        packageId: terms.packageId,
        serviceId: reg.serviceId!,
        userId: reg.userId,
        email: reg.email,
        sessions: terms.sessions,
        remaining: terms.sessions,
        expiresAt: creditsExpireAt(paidAt, terms.validDays),
      },
    ];
  });
  if (rows.length) await db.insert(packageCredits).values(rows).onConflictDoNothing();
}

/**
 * The credits of a member: those of their package registrations. `owned` is the condition on
 * registrations that selects a member's (dashboard/ownership.ts ownedRegistrations: made signed in, or
 * with their verified address), passed in by the caller so that this module uses no other feature.
 */
export function ownedCredits(owned: SQL): SQL {
  return sql`${packageCredits.registrationId} in (select ${registrations.id} from ${registrations} where ${and(confirmedPackage, owned)})`;
}

/** Why no credit could be taken: 409 with the reason, translated. */
export const creditRefused = (reason: 'none' | 'other_service' | 'expired' | 'spent') => new HttpError(409, `credit_${reason}`, `packages:errors.credit_${reason}`);

/**
 * Takes one credit of the member's (`owned`: their registrations) for `serviceId` (inside the booking's transaction): ONE
 * conditional UPDATE … RETURNING decides, the credit expiring first chosen. No credit taken: 409 with
 * why (another service's, expired, used up, none).
 */
export async function takeCredit(tx: Tx, owned: SQL, serviceId: string): Promise<PackageCreditRow> {
  const usable = and(ownedCredits(owned), eq(packageCredits.serviceId, serviceId), gt(packageCredits.remaining, 0), gt(packageCredits.expiresAt, sql`now()`), isNull(packageCredits.refundedAt));
  const first = tx.select({ id: packageCredits.id }).from(packageCredits).where(usable).orderBy(asc(packageCredits.expiresAt)).limit(1);
  const [taken] = await tx
    .update(packageCredits)
    .set({ remaining: sql`${packageCredits.remaining} - 1` })
    .where(and(sql`${packageCredits.id} = (${first})`, usable))
    .returning();
  if (taken) return taken;
  // Nothing usable: which of the member's credits came closest says why.
  const mine = await tx.select().from(packageCredits).where(ownedCredits(owned));
  const forService = mine.filter((c) => c.serviceId === serviceId && !c.refundedAt);
  if (forService.some((c) => c.remaining > 0)) throw creditRefused('expired');
  if (forService.length) throw creditRefused('spent');
  throw creditRefused(mine.length ? 'other_service' : 'none');
}

/** A cancelled credit booking gives its credit back, once (the caller's transaction cancels it once), unless the founder refunded the rest. */
export async function returnCredit(tx: Tx, creditId: string): Promise<void> {
  await tx
    .update(packageCredits)
    .set({ remaining: sql`${packageCredits.remaining} + 1` })
    .where(and(eq(packageCredits.id, creditId), isNull(packageCredits.refundedAt), sql`${packageCredits.remaining} < ${packageCredits.sessions}`));
}

/**
 * The founder refunds what is left of a package (through payments/refunds.ts, in the refund's first
 * transaction): the credits are locked, zeroed and marked refunded, and the amount is the price paid
 * × unused ÷ sessions, down to the rupee. `restore` puts them back when the provider refuses the refund.
 */
export async function claimUnusedCredits(tx: Tx, registrationId: string, paidInr: number): Promise<{ amountInr: number; restore: (tx: Tx) => Promise<void> }> {
  const [credit] = await tx.select().from(packageCredits).where(eq(packageCredits.registrationId, registrationId)).for('update');
  if (!credit) throw new HttpError(409, 'not_a_package', 'packages:errors.notAPackage');
  if (credit.refundedAt || credit.remaining === 0) throw new HttpError(409, 'nothing_unused', 'packages:errors.nothingUnused');
  const amountInr = proRataRefund(paidInr, credit.sessions, credit.remaining);
  await tx.update(packageCredits).set({ remaining: 0, refundedAt: new Date() }).where(eq(packageCredits.id, credit.id));
  return {
    amountInr,
    restore: async (undo) => {
      await undo.update(packageCredits).set({ remaining: credit.remaining, refundedAt: null }).where(eq(packageCredits.id, credit.id));
    },
  };
}
