/** IST days for the slot picker: today's and the ones after it; their labels come from shared/ist.ts. */
import { istInstant, istToday } from '../../../../shared/ist.ts';

/** The IST day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const at = istInstant(day, '12:00')!;
  return istToday(new Date(at.getTime() + n * 86_400_000));
}

/** `count` IST days from today on. */
export const nextDays = (count: number, now = new Date()) => Array.from({ length: count }, (_, i) => addDays(istToday(now), i));

/** The IST day of an instant. */
export const istDayOf = (iso: string) => istToday(new Date(iso));
