/**
 * Amounts and sizes as the dashboard shows them. Dates and times come from the one dates module,
 * shared/ist.ts (an event's time in IST, Hindi with the part of the day, never am/pm, and on the
 * member's own clock: components/event-when.tsx).
 */
import type { Language } from '../../../../shared/constants.ts';
import { INTL_LOCALES as LOCALE } from '../../../../shared/ist.ts';

/** A calendar date (receipts, payments), in IST: "15 March 2031". */
export { formatIstLongDate as formatDate } from '../../../../shared/ist.ts';

export { formatAmountInr as formatInr } from '../../../../shared/money.ts';

export function formatBytes(bytes: number, lang: Language): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
