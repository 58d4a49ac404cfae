/**
 * Receipt numbers, sequential per Indian financial year (April to March): AM/2026-27/0001. The next
 * number is taken by one upsert on receipt_counters, inside the transaction that confirms the payment,
 * so two confirmations at once get two numbers and a rolled-back confirmation takes none.
 */
import { sql } from 'drizzle-orm';
import { PRACTICE_TIME_ZONE, RECEIPT_PREFIX } from '../../../shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { receiptCounters } from '../../db/schema.ts';

/** '2026-27' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(at: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: PRACTICE_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(at)
    .split('-')
    .map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const formatReceiptNo = (financialYear: string, serial: number) => `${RECEIPT_PREFIX}/${financialYear}/${String(serial).padStart(4, '0')}`;

/** Takes the next receipt number of the financial year of `at`. */
export async function nextReceiptNo(tx: Tx, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return formatReceiptNo(financialYear, row.last);
}
