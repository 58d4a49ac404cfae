/** The refund policy's one function: what cancelling now gives back, and when nothing, why (issue 51). */
import { describe, expect, it } from 'vitest';
import { refundDecision, refundDueInr, REFUND_POLICY } from './refund-policy.ts';

const HOUR = 3_600_000;
const now = new Date('2026-12-07T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const base = { paidInr: 2500, refundedInr: 0, eventStartsAt: null, paidAt: at(-1), now };

describe('refundDecision', () => {
  it('gives back what is left, or nothing with the reason', () => {
    expect(refundDecision({ ...base, eventStartsAt: at(REFUND_POLICY.eventFullRefundHours) })).toEqual({ refundInr: 2500, reason: null });
    expect(refundDecision({ ...base, eventStartsAt: at(REFUND_POLICY.eventFullRefundHours - 1) })).toEqual({ refundInr: 0, reason: 'event_too_late' });
    expect(refundDecision({ ...base, sessionStartsAt: at(REFUND_POLICY.bookingFullRefundHours) })).toEqual({ refundInr: 2500, reason: null });
    expect(refundDecision({ ...base, sessionStartsAt: at(2) })).toEqual({ refundInr: 0, reason: 'session_too_late' });
    expect(refundDecision({ ...base, paidAt: at(-24 * REFUND_POLICY.undatedFullRefundDays - 1) })).toEqual({ refundInr: 0, reason: 'undated_too_late' });
    expect(refundDecision({ ...base, courseOpenedAt: at(-1) })).toEqual({ refundInr: 0, reason: 'course' });
    expect(refundDecision({ ...base, refundedInr: 2500 })).toEqual({ refundInr: 0, reason: 'already_refunded' });
    expect(refundDecision({ ...base, refundedInr: 1000, eventStartsAt: at(72) })).toEqual({ refundInr: 1500, reason: null });
    expect(refundDecision({ ...base, paidInr: 0 })).toEqual({ refundInr: 0, reason: 'not_paid' });
  });

  it('is what refundDueInr answers (one implementation)', () => {
    for (const input of [{ ...base }, { ...base, sessionStartsAt: at(2) }, { ...base, refundedInr: 500, eventStartsAt: at(100) }]) {
      expect(refundDueInr(input)).toBe(refundDecision(input).refundInr);
    }
  });
});
