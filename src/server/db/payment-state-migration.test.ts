/**
 * Migration 0020 on an installation whose registrations kept copies of their payment and their
 * lifecycle in formData (issue 48 item 3): a database migrated to 0019 gets rows written the old
 * way, then migrates on. The times move to columns, an amount only the JSON had moves to amount_inr,
 * the payment keys go, the answers stay; the admin's list still shows what was paid.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listRegistrations, paymentStatusOf } from '../features/registrations/listing.ts';
import { testDatabaseKinds } from '../testing/databases.ts';
import { emptyDatabase, migrationsUpTo, rowsOf } from '../testing/migrations.ts';

const ids = {
  paid: '00000000-0000-4000-8000-000000000001',
  paidBeforeLedger: '00000000-0000-4000-8000-000000000002',
  slotBusy: '00000000-0000-4000-8000-000000000003',
  calledOff: '00000000-0000-4000-8000-000000000004',
  free: '00000000-0000-4000-8000-000000000005',
  lapsed: '00000000-0000-4000-8000-000000000006',
  refunded: '00000000-0000-4000-8000-000000000007',
};

/** A registration as the server of before 0020 wrote it: its answers, then the copies. */
const oldRow = (id: string, status: string, amountInr: number, formData: Record<string, unknown>) =>
  `('${id}', 'webinar', '${status}', 'Asha Patel', 'asha+${id.slice(-1)}@example.com', ${amountInr}, '${JSON.stringify({ fullName: 'Asha Patel', city: 'Surat', hearAbout: 'social', locale: 'en', ...formData })}')`;

// Migrating an empty PGlite from the start takes a while on a busy machine.
describe.each(testDatabaseKinds())('the payment-state migration on %s', { timeout: 180_000 }, (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanups.reverse()) await step();
  });

  it('moves the lifecycle times to columns, drops the payment copies and keeps the answers', async () => {
    const { folder, remove } = migrationsUpTo(19);
    cleanups.push(remove);
    const { database, migrateWith, drop } = await emptyDatabase(kind);
    cleanups.push(drop);
    await migrateWith(folder);

    await database.db.execute(
      sql.raw(`insert into registrations (id, type, status, full_name, email, amount_inr, form_data) values
        ${oldRow(ids.paid, 'confirmed', 2999, { paymentStatus: 'paid', amount: 2999, paymentMethod: 'upi', paidAt: '2026-11-01T10:00:00.000Z' })},
        ${oldRow(ids.paidBeforeLedger, 'confirmed', 0, { paymentStatus: 'paid', amount: 1500, paymentMethod: 'simulated', paidAt: '2026-10-01T10:00:00.000Z', testPayment: true })},
        ${oldRow(ids.slotBusy, 'expired', 800, { paymentStatus: 'pending', amount: 800, expiredAt: '2026-11-02T09:30:00.000Z', slotBusyAt: '2026-11-02T09:30:00.000Z' })},
        ${oldRow(ids.calledOff, 'cancelled', 500, { paymentStatus: 'pending', amount: 500, promotedAt: '2026-11-03T08:00:00.000Z', cancelledAt: '2026-11-04T08:00:00.000Z', cancelledBy: 'practice' })},
        ${oldRow(ids.free, 'confirmed', 0, { paymentStatus: 'free', amount: 0, cancelledBy: 'someone else' })},
        ${oldRow(ids.lapsed, 'expired', 400, { paymentStatus: 'pending', amount: 400, expiredAt: 'not a time' })},
        ${oldRow(ids.refunded, 'refunded', 600, { paymentStatus: 'paid', amount: 600, paidAt: '2026-11-05T08:00:00.000Z', refundedAt: '2026-11-06T08:00:00.000Z' })}`),
    );
    await database.db.execute(
      sql.raw(`insert into payments (registration_id, provider, status, amount_inr, method, paid_at, refunded_inr) values
        ('${ids.paid}', 'upi', 'paid', 2999, 'upi', '2026-11-01T10:00:00Z', 0),
        ('${ids.refunded}', 'razorpay', 'paid', 600, 'card', '2026-11-05T08:00:00Z', 600)`),
    );

    await database.migrate();

    type Row = { id: string; amount_inr: number; promoted_at: Date | null; expired_at: Date | null; cancelled_at: Date | null; cancelled_by: string | null; form_data: Record<string, unknown> };
    const rows = await rowsOf<Row>(database, 'select id, amount_inr, promoted_at, expired_at, cancelled_at, cancelled_by, form_data from registrations');
    const by = Object.fromEntries(rows.map((r) => [r.id, r]));
    const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
    const columns = (r: Row) => ({ amount: r.amount_inr, promoted: iso(r.promoted_at), expired: iso(r.expired_at), cancelled: iso(r.cancelled_at), by: r.cancelled_by });

    expect(columns(by[ids.paid])).toEqual({ amount: 2999, promoted: null, expired: null, cancelled: null, by: null });
    // Only the JSON had the amount: the column takes it.
    expect(columns(by[ids.paidBeforeLedger])).toMatchObject({ amount: 1500 });
    // A slot taken while the payment was on its way: the hold ended then (the ledger's flag says why).
    expect(columns(by[ids.slotBusy])).toEqual({ amount: 800, promoted: null, expired: '2026-11-02T09:30:00.000Z', cancelled: null, by: null });
    expect(columns(by[ids.calledOff])).toEqual({ amount: 500, promoted: '2026-11-03T08:00:00.000Z', expired: null, cancelled: '2026-11-04T08:00:00.000Z', by: 'practice' });
    // Who cancelled is one of the two the column allows, or not known; a time the server did not write is left behind.
    expect(columns(by[ids.free])).toEqual({ amount: 0, promoted: null, expired: null, cancelled: null, by: null });
    expect(columns(by[ids.lapsed])).toMatchObject({ expired: null });

    for (const r of rows) {
      // The answers stay as they were; nothing about money or the lifecycle is left in them.
      expect(r.form_data, r.id).toEqual({ fullName: 'Asha Patel', city: 'Surat', hearAbout: 'social', locale: 'en' });
    }
    await expect(database.db.execute(sql.raw(`update registrations set cancelled_by = 'robot' where id = '${ids.free}'`))).rejects.toThrow();

    // The admin's list still shows what was paid: by the ledger, or (before the ledger) by the confirmed status and the amount.
    const listed = Object.fromEntries((await listRegistrations(database.db)).map((r) => [r.id, paymentStatusOf(r)]));
    expect(listed).toEqual({
      [ids.paid]: 'paid',
      [ids.paidBeforeLedger]: 'paid',
      [ids.slotBusy]: 'pending',
      [ids.calledOff]: 'pending',
      [ids.free]: 'free',
      [ids.lapsed]: 'pending',
      [ids.refunded]: 'paid',
    });
  });
});
