/**
 * CSV exports that open well in Excel and cannot attack it: a UTF-8 byte-order mark first (so
 * Hindi and Gujarati names show correctly), and every text cell that starts with = + - @ (or a
 * tab or carriage return) prefixed with an apostrophe, so a spreadsheet never runs it as a formula
 * (but a plain negative number, which is no formula).
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | boolean | Date | null | undefined;
}

/** A cell as text, neutralised when a spreadsheet could read it as a formula. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  // A plain decimal number ("-1500.00", a credit note's amount) is a number to a spreadsheet, never a formula.
  if (/^-\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: Iterable<T>): string {
  const records = [columns.map((c) => csvCell(c.header))];
  for (const row of rows) records.push(columns.map((c) => csvCell(c.value(row))));
  // Line breaks inside a cell are quoted too, or a spreadsheet would start a new row there.
  return UTF8_BOM + stringify(records, { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
}

/** `users-2025-01-31.csv`: the export's name and the day it was made (UTC). */
export function csvFileName(name: string, at: Date = new Date()): string {
  return `${name}-${at.toISOString().slice(0, 10)}.csv`;
}

/** Sends a CSV download that is never cached. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
