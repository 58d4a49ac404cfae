/**
 * The refund policy, as data, in one place (ADR 0017; docs/spec.md §9): the cancel page, /refund-policy and the
 * server's cancellation all read it, so what a person is shown before paying is what is applied.
 * - an event (a dated registration): a full refund when cancelled at least 48 hours before it starts,
 *   none after;
 * - a consultation booked into the calendar (ADR 0018): a full refund when cancelled at least 24 hours
 *   before the session (the client's cut-off for cancelling), none after;
 * - a consultation on request (no date when paying): a full refund within 7 days of paying, unless
 *   the session has already taken place (the founder handles that by hand);
 * - the 7-day course: its day 1 opens when the payment is confirmed, so cancelling it refunds
 *   nothing automatically; the founder decides (a refund by hand from the payments tab). Before
 *   the course delivered lessons it was refunded in full within 7 days, though it had been given.
 */
export const REFUND_POLICY = {
  /** Hours before an event's start until which cancelling refunds everything paid. */
  eventFullRefundHours: 48,
  /** Hours before a booked session's start until which cancelling it refunds everything paid. */
  bookingFullRefundHours: 24,
  /** Days after paying during which cancelling an undated booking refunds everything paid. */
  undatedFullRefundDays: 7,
} as const;

/**
 * Why cancelling now gives nothing back, for the sentence shown before the person confirms (issue
 * 51): everything already refunded; a course (the founder decides); too close to the event's or the
 * session's start; too long after paying for a consultation on request; or nothing was paid.
 */
export const NO_REFUND_REASONS = ['already_refunded', 'course', 'event_too_late', 'session_too_late', 'undated_too_late', 'not_paid'] as const;
export type NoRefundReason = (typeof NO_REFUND_REASONS)[number];

export interface RefundPolicyInput {
  paidInr: number;
  refundedInr: number;
  eventStartsAt: Date | null;
  paidAt: Date | null;
  sessionStartsAt?: Date | null;
  /** When the course's day 1 opened (its payment's confirmation): from then on, no automatic refund. */
  courseOpenedAt?: Date | null;
  now?: Date;
}

/** What cancelling now gives back, in whole rupees, and when that is nothing, why: the policy's one implementation. */
export function refundDecision(input: RefundPolicyInput): { refundInr: number; reason: NoRefundReason | null } {
  const now = (input.now ?? new Date()).getTime();
  const left = Math.max(0, input.paidInr - input.refundedInr);
  const none = (reason: NoRefundReason) => ({ refundInr: 0, reason });
  const all = { refundInr: left, reason: null };
  if (input.paidInr <= 0) return none('not_paid');
  if (left === 0) return none('already_refunded');
  if (input.courseOpenedAt && input.courseOpenedAt.getTime() <= now) return none('course');
  if (input.sessionStartsAt) return input.sessionStartsAt.getTime() - now >= REFUND_POLICY.bookingFullRefundHours * 3_600_000 ? all : none('session_too_late');
  if (input.eventStartsAt) return input.eventStartsAt.getTime() - now >= REFUND_POLICY.eventFullRefundHours * 3_600_000 ? all : none('event_too_late');
  if (!input.paidAt) return none('not_paid');
  return now - input.paidAt.getTime() <= REFUND_POLICY.undatedFullRefundDays * 86_400_000 ? all : none('undated_too_late');
}

/** What cancelling now gives back, in whole rupees: what is left of the payment, or nothing. */
export const refundDueInr = (input: RefundPolicyInput): number => refundDecision(input).refundInr;
