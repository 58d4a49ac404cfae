/**
 * Coupon codes (issue 54 part 2): what the founder writes in the admin, what a payer sends from the
 * payment page, and what the server answers. Amounts are never read from a request: the discount
 * is computed on the server from the registration's catalogue price. Messages are translation keys.
 */
import { z } from 'zod';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What the payer types: letters, digits, - and _, up to 40 (compared whatever its case). */
export const COUPON_CODE = /^[A-Za-z0-9_-]{3,40}$/;

const code = z.string({ error: 'payment:coupon.errors.code' }).trim().regex(COUPON_CODE, 'payment:coupon.errors.code');

/** The payer's code (POST /api/registrations/:id/coupon, or the payment page's form). */
export const applyCouponSchema = z.object({ code });
export type ApplyCoupon = z.infer<typeof applyCouponSchema>;

const instant = z.iso.datetime({ offset: true, error: 'validation:invalidDate' });

/** The founder's code: kind and value, when it is valid, how often, for what. */
export const couponInputSchema = z
  .object({
    code,
    kind: z.enum(COUPON_KINDS, 'validation:invalidChoice'),
    value: z.int('admin:coupons.errors.value').min(1, 'admin:coupons.errors.value').max(1_000_000, 'admin:coupons.errors.value'),
    validFrom: instant.nullable().optional(),
    validUntil: instant.nullable().optional(),
    maxUses: z.int().min(1).max(1_000_000).nullable().optional(),
    maxUsesPerPerson: z.int().min(1).max(1000).nullable().optional(),
    /** Empty lists: every offering. */
    serviceIds: z.array(z.uuid()).max(100).default([]),
    webinarIds: z.array(z.uuid()).max(100).default([]),
    active: z.boolean().default(true),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { path: ['value'], message: 'admin:coupons.errors.percent' })
  .refine((c) => !c.validFrom || !c.validUntil || Date.parse(c.validFrom) < Date.parse(c.validUntil), { path: ['validUntil'], message: 'admin:coupons.errors.validRange' });
export type CouponInput = z.output<typeof couponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.int().nullable(),
  maxUsesPerPerson: z.int().nullable(),
  serviceIds: z.array(z.string()),
  webinarIds: z.array(z.string()),
  active: z.boolean(),
  /** Uses taken now (released holds given back). */
  uses: z.int(),
  /** Its redemptions, newest first: who, for what, how much off. */
  redemptions: z.array(
    z.object({
      registrationId: z.string(),
      email: z.string(),
      catalogueInr: z.int(),
      discountInr: z.int(),
      status: z.string(),
      released: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** A code applied: the price from the catalogue, what it took off, and what is left to pay. */
export const appliedCouponSchema = z.object({ code: z.string(), catalogueInr: z.int(), discountInr: z.int() });
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const applyCouponResultSchema = z.object({
  registrationId: z.string(),
  status: z.string(),
  /** What is left to pay (0: the registration is confirmed, no payment). */
  amountInr: z.int(),
  coupon: appliedCouponSchema,
});
export type ApplyCouponResult = z.infer<typeof applyCouponResultSchema>;
