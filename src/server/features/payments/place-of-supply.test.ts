/**
 * The place of supply of an event held at a place (IGST Act s.12(6)): the State where it is held,
 * set by the founder in the event's dialog (webinars.venue_state), whoever attends and wherever they
 * live. In another State than the practice's, the tax invoice and the accountant's CSV carry IGST and
 * that State; with none set, the practice's own State (CGST + SGST). On both databases.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWebinarSchema } from '../../../shared/contracts/admin.ts';
import { payments, registrations, webinars } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createUser, injectAs, type AsUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { parseCsv } from '../../testing/parse-csv.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { register, webinarPayload } from '../registrations/testing.ts';
import { nextReceiptNo } from './receipt-numbers.ts';

const GSTIN = '24ABCDE1234F1Z5'; // the practice is in Gujarat (24)

const inPerson = {
  title: 'Healing Circle in Pune',
  category: 'workshop',
  description: 'We meet in person.',
  date: '2031-03-15',
  time: '10:00',
  duration: '180',
  maxAttendees: '20',
  priceInr: '1500',
  location: 'Pune',
  isOnline: false,
  venueState: '27', // Maharashtra
};

describe.each(testDatabaseKinds())('the place of supply of an in-person event on %s', (kind) => {
  let rzp: RazorpayStandIn;
  let t: TestApp;
  let admin: TestUser;
  const db = () => t.db.database.db;
  const as = (...request: AsUser) => injectAs(t, ...request);

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(kind, { env: { ...rzp.env, GSTIN, BUSINESS_NAME: 'Antarman Healing', BUSINESS_ADDRESS: '12 Lake Road, Ahmedabad 380015' } });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    rzp?.close();
  });

  /** A registration for the event, paid by direct UPI and confirmed as the settle path writes it, by a payer in `payerState`. */
  async function paid(webinarId: string, lang: 'en' | 'hi', payerState: string | null) {
    const email = `venue-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await register(t, webinarPayload(webinarId, email), { url: `/api/unified-registration?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(201);
    const [reg] = await db().update(registrations).set({ status: 'confirmed' }).where(eq(registrations.id, res.json().id)).returning();
    expect(reg.amountInr).toBe(1500);
    const paidAt = new Date();
    return db().transaction(async (tx) => {
      const receiptNo = await nextReceiptNo(tx, paidAt);
      const [row] = await tx
        .insert(payments)
        .values({ registrationId: reg.id, provider: 'upi', method: 'upi', status: 'paid', amountInr: reg.amountInr, utr: String(100000000000 + Math.floor(Math.random() * 899999999999)), payerState, paidAt, receiptNo })
        .returning();
      return row;
    });
  }

  it('keeps the State of an in-person event, refuses one that is not a GST State (translated 400), and keeps none for an online event', async () => {
    const created = await as(admin, 'POST', '/api/admin/webinars', inPerson);
    expect(created.statusCode, created.body).toBe(201);
    expect(adminWebinarSchema.parse(created.json()).venueState).toBe('27');

    const wrong = await as(admin, 'POST', '/api/admin/webinars?lang=hi', { ...inPerson, venueState: '99' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('सूची में से कोई राज्य चुनें');

    const online = await as(admin, 'POST', '/api/admin/webinars', { ...inPerson, title: 'Online after all', isOnline: true });
    expect(online.statusCode).toBe(201);
    expect(online.json().venueState).toBeNull();

    // The dialog's "practice's own State" is an empty choice: no State kept.
    const own = await as(admin, 'POST', '/api/admin/webinars', { ...inPerson, title: 'At home', venueState: '' });
    expect(own.json().venueState).toBeNull();
  });

  it("invoices IGST with the event's State as place of supply, whatever the payer's State, on the invoice and in the CSV", async () => {
    const created = (await as(admin, 'POST', '/api/admin/webinars', { ...inPerson, title: 'Pune Workshop' })).json();
    // A payer from Gujarat (the practice's own State) still pays IGST: the place of supply is Pune's.
    const payment = await paid(created.id, 'en', '24');
    const doc = (await as(admin, 'GET', `/api/admin/payments/${payment.id}/receipt`)).json();
    expect(doc.kind).toBe('tax_invoice');
    expect(doc.details).toContainEqual({ label: 'Place of supply', value: 'Maharashtra (27)' });
    expect(doc.amounts).toEqual([{ label: 'Taxable value', value: '₹1,271.19' }, { label: 'IGST 18%', value: '₹228.81' }, expect.objectContaining({ value: '₹1,500.00', total: true })]);

    // In the payer's language too.
    const hindi = await paid(created.id, 'hi', null);
    const hiDoc = (await as(admin, 'GET', `/api/admin/payments/${hindi.id}/receipt`)).json();
    expect(hiDoc.lang).toBe('hi');
    expect(hiDoc.details.map((d: { value: string }) => d.value)).toContain('Maharashtra (27)');
    expect(hiDoc.amounts.map((a: { label: string }) => a.label).join(' ')).toContain('IGST');
    expect(hiDoc.amounts.map((a: { label: string }) => a.label).join(' ')).not.toMatch(/CGST|SGST/);

    const res = await as(admin, 'GET', '/api/admin/payments.csv');
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const col = (name: string) => header.indexOf(name);
    const row = rows.find((r) => r[col('Document no.')] === payment.receiptNo)!;
    expect(row[col('Place of supply')]).toBe('Maharashtra (27)');
    expect([row[col('Taxable value')], row[col('CGST')], row[col('SGST')], row[col('IGST')]]).toEqual(['1271.19', '0.00', '0.00', '228.81']);
  });

  it("invoices CGST and SGST in the practice's own State when the event names none", async () => {
    const created = (await as(admin, 'POST', '/api/admin/webinars', { ...inPerson, title: 'Ahmedabad Workshop', location: 'Ahmedabad', venueState: undefined })).json();
    expect((await db().select().from(webinars).where(eq(webinars.id, created.id)))[0].venueState).toBeNull();
    // A payer from Maharashtra: the place of supply is still the event's, Gujarat.
    const payment = await paid(created.id, 'en', '27');
    const doc = (await as(admin, 'GET', `/api/admin/payments/${payment.id}/receipt`)).json();
    expect(doc.details).toContainEqual({ label: 'Place of supply', value: 'Gujarat (24)' });
    expect(doc.amounts.filter((a: { total?: boolean }) => !a.total).map((a: { label: string }) => a.label)).toEqual(['Taxable value', 'CGST 9%', 'SGST 9%']);
  });
});
