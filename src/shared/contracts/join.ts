/**
 * One joining link per person (issue 53 §3): /join/<token> sends a confirmed registrant of an online
 * event or session to the current meeting room from JOIN_LINK_OPENS_BEFORE_MS before the start until
 * the end (302); otherwise its page says when it opens, that it ended, or that the registration was
 * cancelled. GET /api/join/:token answers that state for the page.
 */
import { z } from 'zod';

export const JOIN_LINK_OPENS_BEFORE_MS = 30 * 60_000;

export const JOIN_STATES = ['early', 'open', 'no_room', 'ended', 'cancelled', 'unconfirmed', 'in_person'] as const;
export type JoinStateName = (typeof JOIN_STATES)[number];

export const joinStateSchema = z.object({
  /**
   * early: before the window (opensAt says when); open: inside it (the link redirects); no_room:
   * inside it but no meeting link is set yet; ended; cancelled (or refunded); unconfirmed (not paid
   * or waitlisted); in_person: the session takes place at the practice.
   */
  state: z.enum(JOIN_STATES),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  opensAt: z.string(),
});
export type JoinState = z.infer<typeof joinStateSchema>;

export const joinTokenSchema = z.object({ token: z.string().min(16).max(64) });
