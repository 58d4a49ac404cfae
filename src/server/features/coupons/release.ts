/**
 * Giving a code's use back when the registration it was applied to ended unpaid (its hold expired):
 * the payer never got the discount, so the use is free for someone else, and the person's own count
 * drops too. The redemption stays (released) for the books. Called by payments' hold expiry inside
 * its transaction; it imports nothing but the schema, so payments depend on no coupon service.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema.ts';

export async function releaseCouponUses(tx: Tx, registrationIds: string[], now = new Date()): Promise<number> {
  if (!registrationIds.length) return 0;
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(inArray(couponRedemptions.registrationId, registrationIds), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  const perCoupon = new Map<string, number>();
  for (const { couponId } of released) perCoupon.set(couponId, (perCoupon.get(couponId) ?? 0) + 1);
  // In id order: two expiries at once lock the coupons in the same order.
  for (const [couponId, n] of [...perCoupon].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.update(coupons).set({ uses: sql`greatest(0, ${coupons.uses} - ${n})` }).where(sql`${coupons.id} = ${couponId}`);
  }
  return released.length;
}
