/** IST days for the slot picker: today's and the ones after it; their labels come from shared/ist.ts. */
import { addDays, istToday } from '../../../../shared/ist.ts';

/** `count` IST days from today on. */
export const nextDays = (count: number, now = new Date()) => Array.from({ length: count }, (_, i) => addDays(istToday(now), i));
