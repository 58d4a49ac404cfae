/** When a registration's Join button works: from 15 minutes before the start until the end (spec §4). */
import type { MyRegistration } from '../../../../shared/contracts/dashboard.ts';

export type JoinState = 'open' | 'not-yet' | 'over' | 'no-link';

export function joinState(reg: Pick<MyRegistration, 'joinUrl' | 'joinOpensAt' | 'endsAt'>, now: number): JoinState {
  if (!reg.joinUrl) return 'no-link';
  if (now < new Date(reg.joinOpensAt).getTime()) return 'not-yet';
  if (now >= new Date(reg.endsAt).getTime()) return 'over';
  return 'open';
}

/** Milliseconds until the state can next change (to re-render then), or null when it never will. */
export function nextJoinChange(reg: Pick<MyRegistration, 'joinUrl' | 'joinOpensAt' | 'endsAt'>, now: number): number | null {
  if (!reg.joinUrl) return null;
  const opens = new Date(reg.joinOpensAt).getTime();
  const ends = new Date(reg.endsAt).getTime();
  if (now < opens) return opens - now;
  if (now < ends) return ends - now;
  return null;
}
