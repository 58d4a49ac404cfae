/**
 * Coupon codes (issue 54 part 2; docs/spec.md "Coupon codes").
 *
 * The founder writes codes (percent or rupees off, a validity window, uses in all and per person,
 * every offering or chosen ones). A payer applies one to their registration from the payment page,
 * with the same access as paying (the signed link, or the owner's session): in one transaction the
 * registration is locked, the use is taken by ONE conditional UPDATE of the coupon (active, within
 * its dates, for this offering, uses below maxUses, this person's redemptions below
 * maxUsesPerPerson), the redemption is written (one per registration: a unique index) and the
 * registration's amountInr becomes the catalogue price less the discount. Pending payment rows take
 * the new amount and lose their Razorpay order, so the next start makes an order for the new amount;
 * the UPI link, the receipt and the revenue all read the same amount. A code that leaves ₹0 confirms
 * the registration at once, with no payment and no invoice.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminCoupon, ApplyCouponResult, CouponInput } from '../../../shared/contracts/coupons.ts';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, coupons, payments, registrations, webinars, type CouponRow, type RegistrationRow, type WebinarRow } from '../../db/schema.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { PaymentAccess } from '../payments/service.ts';

const refuse = (status: number, code: string, key: string) => new HttpError(status, code, `payment:coupon.errors.${key}`, { code: `payment:coupon.errors.${key}` });
const unknownCode = () => refuse(404, 'coupon_unknown', 'unknown');

/** The discount a code gives on a price, in whole rupees: never more than the price. */
export function discountOf(coupon: Pick<CouponRow, 'kind' | 'value'>, catalogueInr: number): number {
  if (coupon.kind === 'percent') return Math.min(catalogueInr, Math.max(1, Math.round((catalogueInr * coupon.value) / 100)));
  return Math.min(catalogueInr, coupon.value);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createCouponService(deps: {
  db: Db;
  /** Payments' own access rule (payments/service.ts payableBy): the signed link or the owner's session. */
  payableBy: (id: string, access: PaymentAccess) => Promise<{ reg: RegistrationRow }>;
  /** The confirmation e-mail of a registration confirmed without payment (registrations' mailer). */
  confirmed: (tx: Tx, reg: RegistrationRow, webinar: WebinarRow | null) => Promise<void>;
  /** Seats or bookings changed (a 100 % code confirms): public reads are recounted. */
  onChange: () => void;
}) {
  const { db } = deps;

  /** Why a code the conditional UPDATE refused does not apply, read from the coupon row locked by this transaction. */
  function reasonOf(coupon: CouponRow, reg: RegistrationRow, now: Date): HttpError {
    if (!coupon.active) return unknownCode();
    if (coupon.validFrom && coupon.validFrom > now) return refuse(409, 'coupon_not_yet_valid', 'notYetValid');
    if (coupon.validUntil && coupon.validUntil <= now) return refuse(410, 'coupon_expired', 'expired');
    if (!coupon.allOfferings && !(reg.serviceId && coupon.serviceIds.includes(reg.serviceId)) && !(reg.webinarId && coupon.webinarIds.includes(reg.webinarId))) {
      return refuse(409, 'coupon_not_for_offering', 'notForOffering');
    }
    if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return refuse(409, 'coupon_used_up', 'usedUp');
    return refuse(409, 'coupon_used_up_person', 'usedUpPerson');
  }

  async function apply(id: string, code: string, access: PaymentAccess): Promise<ApplyCouponResult> {
    // Who may apply a code: whoever may pay (403 without the link or the session, 410 for a stale link).
    const { reg: found } = await deps.payableBy(id, access);
    let confirmedNow = false;
    try {
      return await db.transaction(async (tx) => {
        // The registration first (the order settling a payment uses), then the coupon.
        const [reg] = await tx.select().from(registrations).where(eq(registrations.id, found.id)).for('update');
        const [mine] = await tx
          .select({ code: couponRedemptions.code, catalogueInr: couponRedemptions.catalogueInr, discountInr: couponRedemptions.discountInr })
          .from(couponRedemptions)
          .where(and(eq(couponRedemptions.registrationId, reg.id), isNull(couponRedemptions.releasedAt)));
        // The same code again (a second tap, a reload): what it gave, nothing new.
        if (mine && mine.code.toLowerCase() === code.toLowerCase()) return { registrationId: reg.id, status: reg.status, amountInr: reg.amountInr, coupon: mine };
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.registrationId, reg.id), eq(payments.status, 'paid'), isNull(payments.flag)))
          .limit(1);
        if (paid || reg.status === 'confirmed' || reg.status === 'awaiting_verification') throw refuse(409, 'already_paid', 'alreadyPaid');
        if (reg.status === 'cancelled' || reg.status === 'refunded') throw new HttpError(409, 'registration_cancelled', 'payment:errors.cancelled');
        if (reg.status === 'waitlisted') throw new HttpError(409, 'registration_waitlisted', 'payment:errors.waitlisted');
        const now = new Date();
        if (reg.status !== 'pending_payment' || (reg.holdExpiresAt && reg.holdExpiresAt <= now)) throw new HttpError(410, 'hold_expired', 'payment:errors.holdExpired');
        if (reg.amountInr <= 0) throw new HttpError(400, 'method_not_allowed', 'payment:errors.freeOnly');
        if (mine) throw refuse(409, 'coupon_already_applied', 'oneCode');

        const [coupon] = await tx.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`).for('update');
        if (!coupon) throw unknownCode();
        // The decision: one conditional UPDATE, every rule in its WHERE (the row lock above makes a
        // concurrent payer wait, then read the redemptions committed before it, for the per-person count).
        const [taken] = await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(
            and(
              eq(coupons.id, coupon.id),
              eq(coupons.active, true),
              sql`(${coupons.validFrom} is null or ${coupons.validFrom} <= ${now.toISOString()}::timestamptz)`,
              sql`(${coupons.validUntil} is null or ${coupons.validUntil} > ${now.toISOString()}::timestamptz)`,
              sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
              sql`(${coupons.allOfferings} or ${reg.serviceId}::uuid = any(${coupons.serviceIds}) or ${reg.webinarId}::uuid = any(${coupons.webinarIds}))`,
              sql`(${coupons.maxUsesPerPerson} is null or (select count(*) from ${couponRedemptions} r where r.coupon_id = ${coupons.id} and lower(r.email) = lower(${reg.email}) and r.released_at is null) < ${coupons.maxUsesPerPerson})`,
            ),
          )
          .returning();
        if (!taken) throw reasonOf(coupon, reg, now);

        const catalogueInr = reg.amountInr;
        const discountInr = discountOf(taken, catalogueInr);
        const amountInr = catalogueInr - discountInr;
        try {
          await tx.transaction((sp) => sp.insert(couponRedemptions).values({ couponId: taken.id, registrationId: reg.id, email: reg.email, code: taken.code, catalogueInr, discountInr }));
        } catch (err) {
          // Another code won the race for this registration.
          if (isUniqueViolation(err, 'coupon_redemptions_registration_idx')) throw refuse(409, 'coupon_already_applied', 'oneCode');
          throw err;
        }
        const free = amountInr === 0;
        const [updated] = await tx
          .update(registrations)
          // The code itself is in coupon_redemptions; payment state is never copied into formData (issue 48).
          .set(free ? { amountInr, status: 'confirmed', holdExpiresAt: null } : { amountInr })
          .where(eq(registrations.id, reg.id))
          .returning();
        // Unpaid attempts: a Razorpay order or UPI link was for the old amount. Without an order the
        // next start makes one for the new amount; with nothing left to pay, nothing is left to pay by.
        const unpaid = and(eq(payments.registrationId, reg.id), inArray(payments.status, ['pending', 'failed']), isNull(payments.duplicateOf));
        // A Razorpay order already made stays known, among the payment's superseded orders: a payer may
        // still pay it from a checkout window left open, and that money is then found, flagged and given
        // back in full (payments/service.ts settleInTx), never taken unseen.
        const supersede = { providerOrderId: null, supersededOrderIds: sql`case when ${payments.providerOrderId} is null then ${payments.supersededOrderIds} else array_append(${payments.supersededOrderIds}, ${payments.providerOrderId}) end` };
        if (free) {
          // Nothing is left to pay: an attempt without an order goes; one with an order stays, failed, to find late money by.
          await tx.delete(payments).where(and(unpaid, isNull(payments.providerOrderId)));
          await tx.update(payments).set({ ...supersede, status: 'failed' }).where(unpaid);
        } else await tx.update(payments).set({ ...supersede, amountInr }).where(unpaid);
        if (free) {
          const webinar = updated.webinarId ? ((await tx.select().from(webinars).where(eq(webinars.id, updated.webinarId)))[0] ?? null) : null;
          await deps.confirmed(tx, updated, webinar);
          confirmedNow = true;
        }
        return { registrationId: updated.id, status: updated.status, amountInr, coupon: { code: taken.code, catalogueInr, discountInr } };
      });
    } finally {
      if (confirmedNow) deps.onChange();
    }
  }

  /** What a registration's code gave (none: null), for the payment page and the invoice. */
  async function appliedTo(db_: Db | Tx, registrationId: string) {
    const [row] = await db_
      .select({ code: couponRedemptions.code, catalogueInr: couponRedemptions.catalogueInr, discountInr: couponRedemptions.discountInr })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.registrationId, registrationId));
    return row ?? null;
  }

  /* ----------------------------------------------------------------------------------------------
   * The founder's codes.
   * -------------------------------------------------------------------------------------------- */

  const valuesOf = (input: CouponInput) => ({
    code: input.code,
    kind: input.kind,
    value: input.value,
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validUntil: input.validUntil ? new Date(input.validUntil) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerPerson: input.maxUsesPerPerson ?? null,
    allOfferings: input.serviceIds.length === 0 && input.webinarIds.length === 0,
    serviceIds: input.serviceIds,
    webinarIds: input.webinarIds,
    active: input.active,
  });

  /** The database refuses a code taken already (whatever its case) and fewer uses than were made. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'coupons_code_lower_idx')) throw new HttpError(409, 'coupon_code_taken', 'admin:coupons.errors.codeTaken', { code: 'admin:coupons.errors.codeTaken' });
      if (isCheckViolation(err, 'coupons_uses_check')) throw new HttpError(409, 'coupon_uses_below', 'admin:coupons.errors.usesBelow', { maxUses: 'admin:coupons.errors.usesBelow' });
      throw err;
    }
  }

  async function list(): Promise<AdminCoupon[]> {
    const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt));
    const uses = rows.length
      ? await db
          .select({ redemption: couponRedemptions, status: registrations.status })
          .from(couponRedemptions)
          .innerJoin(registrations, eq(registrations.id, couponRedemptions.registrationId))
          .where(inArray(couponRedemptions.couponId, rows.map((r) => r.id)))
          .orderBy(desc(couponRedemptions.createdAt))
      : [];
    return rows.map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      value: c.value,
      validFrom: iso(c.validFrom),
      validUntil: iso(c.validUntil),
      maxUses: c.maxUses,
      maxUsesPerPerson: c.maxUsesPerPerson,
      serviceIds: c.serviceIds,
      webinarIds: c.webinarIds,
      active: c.active,
      uses: c.uses,
      createdAt: c.createdAt.toISOString(),
      redemptions: uses
        .filter((u) => u.redemption.couponId === c.id)
        .map(({ redemption: r, status }) => ({
          registrationId: r.registrationId,
          email: r.email,
          catalogueInr: r.catalogueInr,
          discountInr: r.discountInr,
          status,
          released: r.releasedAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
    }));
  }

  async function one(id: string): Promise<AdminCoupon> {
    const found = (await list()).find((c) => c.id === id);
    if (!found) throw notFound('admin:coupons.errors.notFound');
    return found;
  }

  async function create(actor: Actor, input: CouponInput): Promise<AdminCoupon> {
    const row = await saving(() =>
      db.transaction(async (tx) => {
        const [made] = await tx.insert(coupons).values(valuesOf(input)).returning();
        await recordAudit(tx, actor, { action: 'coupon.create', entity: 'coupon', entityId: made.id, details: { code: made.code, kind: made.kind, value: made.value } });
        return made;
      }),
    );
    return one(row.id);
  }

  async function update(actor: Actor, id: string, input: CouponInput): Promise<AdminCoupon> {
    if (!isUuid(id)) throw notFound('admin:coupons.errors.notFound');
    const row = await saving(() =>
      db.transaction(async (tx) => {
        const [saved] = await tx.update(coupons).set(valuesOf(input)).where(eq(coupons.id, id)).returning();
        if (!saved) throw notFound('admin:coupons.errors.notFound');
        await recordAudit(tx, actor, { action: 'coupon.update', entity: 'coupon', entityId: id, details: { code: saved.code, kind: saved.kind, value: saved.value, active: saved.active } });
        return saved;
      }),
    );
    return one(row.id);
  }

  /** DELETE deactivates: its redemptions stay on the books and the invoices that name it. */
  async function deactivate(actor: Actor, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('admin:coupons.errors.notFound');
    await db.transaction(async (tx) => {
      const [row] = await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning({ id: coupons.id, code: coupons.code });
      if (!row) throw notFound('admin:coupons.errors.notFound');
      await recordAudit(tx, actor, { action: 'coupon.deactivate', entity: 'coupon', entityId: id, details: { code: row.code } });
    });
  }

  return { apply, appliedTo, list, create, update, deactivate };
}

export type CouponService = ReturnType<typeof createCouponService>;
