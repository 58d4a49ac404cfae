/**
 * Receipt numbers, sequential per Indian financial year (April to March): AM/2026-27/0001. The next
 * number is taken by one upsert on receipt_counters, inside the transaction that confirms the payment,
 * so two confirmations at once get two numbers and a rolled-back confirmation takes none.
 */
import { eq, sql } from 'drizzle-orm';
import { PRACTICE_TIME_ZONE, RECEIPT_PREFIX } from '../../../shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { payments, receiptCounters, refunds } from '../../db/schema.ts';

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

/** Credit notes' own series per financial year: CN/2026-27/0001 (its counter is keyed 'CN 2026-27'). */
export const CREDIT_NOTE_PREFIX = 'CN';

/** Takes the next credit note number of the financial year of `at`. */
export async function nextCreditNoteNo(tx: Tx, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear: `${CREDIT_NOTE_PREFIX} ${financialYear}`, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return `${CREDIT_NOTE_PREFIX}/${financialYear}/${String(row.last).padStart(4, '0')}`;
}

/**
 * Gives a processed refund of an invoiced (numbered, non-test) payment its credit note number, once,
 * inside the caller's transaction: nothing for a refund still pending, one already numbered, or a
 * payment without a receipt.
 */
export async function issueCreditNote(tx: Tx, refundId: string, at = new Date()): Promise<string | null> {
  const [row] = await tx
    .select({ creditNoteNo: refunds.creditNoteNo, status: refunds.status, receiptNo: payments.receiptNo, isTest: payments.isTest })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
    .for('update', { of: refunds });
  if (!row || row.creditNoteNo || row.status !== 'processed' || !row.receiptNo || row.isTest) return row?.creditNoteNo ?? null;
  const creditNoteNo = await nextCreditNoteNo(tx, at);
  await tx.update(refunds).set({ creditNoteNo }).where(eq(refunds.id, refundId));
  return creditNoteNo;
}
