import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/databases.ts';
import { financialYearOf, nextReceiptNo } from './receipt-numbers.ts';

describe('financial years', () => {
  it('run from 1 April to 31 March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe.each(testDatabaseKinds())('receipt numbers on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db?.drop());

  it('are sequential per financial year and never repeat when taken at once', async () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const numbers = await Promise.all(Array.from({ length: 20 }, () => db.database.db.transaction((tx) => nextReceiptNo(tx, at))));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `AM/2026-27/${String(i + 1).padStart(4, '0')}`));
    expect(await db.database.db.transaction((tx) => nextReceiptNo(tx, new Date('2027-04-01T00:00:00Z')))).toBe('AM/2027-28/0001');
  });

  it('takes no number when the confirming transaction rolls back', async () => {
    const at = new Date('2030-05-01T00:00:00Z');
    await expect(
      db.database.db.transaction(async (tx) => {
        await nextReceiptNo(tx, at);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.database.db.transaction((tx) => nextReceiptNo(tx, at))).toBe('AM/2030-31/0001');
  });
});
