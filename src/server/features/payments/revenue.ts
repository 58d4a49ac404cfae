/**
 * The founder's books (issue 18 §3): revenue = confirmed, non-test payments minus processed refunds,
 * per month (IST) and offering; the accountant's rows (one per confirmed payment, with its tax
 * parts); and the admin payments list, a page at a time. Test (simulated) payments are never money:
 * they are left out of revenue and the CSV, and labelled in the list.
 */
import { and, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import type { AdminPayment } from '../../../shared/contracts/payments.ts';
import type { PaymentListFilter, Revenue } from '../../../shared/contracts/ledger.ts';
import type { DayRange, ListSort, Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { PaymentSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, refunds, registrations, services, webinars } from '../../db/schema.ts';
import { containsText, listOrder, readPage, withinDays } from '../../lib/paging.ts';
import { offeringTitle, taxOfPayment, type TaxBreakdown } from './receipts.ts';

/** The IST month (YYYY-MM) of an instant, computed in SQL without time zone data. */
const istMonthOf = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;

const realMoney = and(eq(payments.status, 'paid'), eq(payments.isTest, false));

/** A UTR still unchecked after the founder's window. */
const overdueSince = (hours: number) => sql`(${payments.status} = 'submitted' and ${payments.utrSubmittedAt} < now() - make_interval(hours => ${hours}))`;

const filterOf = (filter: PaymentListFilter, upiVerifyHours: number): SQL | undefined => {
  switch (filter) {
    case 'overdue':
      return overdueSince(upiVerifyHours);
    case 'awaiting':
      // The UPI queue (a UTR to check) and bookings on request the founder confirms.
      return sql`(${payments.status} = 'submitted' or (${payments.provider} = 'manual' and ${payments.status} = 'pending'))`;
    case 'flagged':
      return isNotNull(payments.flag);
    case 'refund_pending':
      // Written out: drizzle leaves columns unqualified in a one-table query, where "id" would be the refund's.
      return exists(sql`(select 1 from refunds r where r.payment_id = "payments"."id" and r.status = 'pending')`);
    default:
      return undefined;
  }
};

export interface AccountantRow {
  /** The payment's date; for a credit note, the refund's. */
  paidAt: Date;
  /** tax_invoice or receipt for a payment, credit_note for a refund of an invoiced one (a negative row). */
  documentType: 'tax_invoice' | 'receipt' | 'credit_note';
  /** The invoice (receipt) or credit note number. */
  documentNo: string | null;
  /** The invoice a credit note is against. */
  againstNo: string | null;
  receiptNo: string | null;
  name: string;
  recipientGstin: string | null;
  /** The place of supply's state code (tax invoices and credit notes). */
  placeOfSupply: string | null;
  offering: string;
  /** Negative for a credit note. */
  amountInr: number;
  method: string | null;
  provider: string;
  providerReference: string | null;
  refundedInr: number;
  /** The tax parts, negative for a credit note. */
  tax: TaxBreakdown | null;
}

const negated = (tax: TaxBreakdown | null): TaxBreakdown | null =>
  tax && { ...tax, totalPaise: -tax.totalPaise, taxablePaise: -tax.taxablePaise, cgstPaise: -tax.cgstPaise, sgstPaise: -tax.sgstPaise, igstPaise: -tax.igstPaise };

export function createPaymentBooks(deps: { db: Db; business: PaymentSettings['business']; upiVerifyHours: number }) {
  const { db, business, upiVerifyHours } = deps;

  const joined = () =>
    db
      .select({ pay: payments, reg: registrations, webinar: webinars, service: services })
      .from(payments)
      .innerJoin(registrations, eq(registrations.id, payments.registrationId))
      .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
      .leftJoin(services, eq(services.id, registrations.serviceId));

  /** Processed refunds per payment, for the rows given. */
  async function processedRefunds(paymentIds: string[]): Promise<Map<string, number>> {
    if (!paymentIds.length) return new Map();
    const rows = await db
      .select({ paymentId: refunds.paymentId, sum: sql<number>`sum(${refunds.amountInr})::int` })
      .from(refunds)
      .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.status, 'processed')))
      .groupBy(refunds.paymentId);
    return new Map(rows.map((r) => [r.paymentId, r.sum]));
  }

  return {
    /**
     * A page of payments, newest first (or oldest, by payer's name or e-mail): all, the UPI queue, the
     * flagged ones, or those with a refund to make by hand; `q` in the payer's name or e-mail, the
     * provider's references, the UTR or the receipt number; `from`/`to` bound the day it was made.
     */
    list(query: PageQuery & DayRange & { filter: PaymentListFilter; q?: string; sort: ListSort }, t: TFunction, lang: Language): Promise<Page<AdminPayment>> {
      const needle = query.q?.trim();
      const search = needle
        ? or(...[registrations.fullName, registrations.email, payments.providerOrderId, payments.providerPaymentId, payments.utr, payments.receiptNo].map((c) => containsText(c, needle)))
        : undefined;
      const where = and(filterOf(query.filter, upiVerifyHours), search, ...withinDays(payments.createdAt, query));
      const order = listOrder(query.sort, { date: payments.createdAt, name: registrations.fullName, email: registrations.email, id: payments.id });
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (await joined().where(where).orderBy(...order).limit(limit).offset(offset)).map((r) => ({
            id: r.pay.id,
            registrationId: r.reg.id,
            registrationStatus: r.reg.status,
            registrationType: r.reg.type,
            name: r.reg.fullName,
            email: r.reg.email,
            offering: offeringTitle(r, lang, t),
            provider: r.pay.provider as AdminPayment['provider'],
            method: r.pay.method,
            status: r.pay.status,
            amountInr: r.pay.amountInr,
            refundedInr: r.pay.refundedInr,
            providerOrderId: r.pay.providerOrderId,
            providerPaymentId: r.pay.providerPaymentId,
            utr: r.pay.utr,
            utrOverrideReason: r.pay.utrOverrideReason,
            overdue: r.pay.status === 'submitted' && !!r.pay.utrSubmittedAt && r.pay.utrSubmittedAt.getTime() < Date.now() - upiVerifyHours * 3_600_000,
            flag: r.pay.flag as AdminPayment['flag'],
            receiptNo: r.pay.receiptNo,
            isTest: r.pay.isTest,
            createdAt: r.pay.createdAt.toISOString(),
            paidAt: r.pay.paidAt?.toISOString() ?? null,
          })),
        total: async () => {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).innerJoin(registrations, eq(registrations.id, payments.registrationId)).where(where);
          return row?.n ?? 0;
        },
      });
    },

    /** How many payments one of the list's queues holds (the overview's to-do list counts them with the list's own filter). */
    async count(filter: PaymentListFilter): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(filterOf(filter, upiVerifyHours));
      return row?.n ?? 0;
    },

    /** Revenue per IST month and offering: payments by the month they were paid, refunds by the month they were processed. */
    async revenue(t: TFunction, lang: Language): Promise<Revenue> {
      const offeringKey = sql<string>`coalesce(${registrations.webinarId}::text, ${registrations.serviceId}::text, ${registrations.type}::text)`;
      const [paid, refunded] = await Promise.all([
        db
          .select({ month: istMonthOf(payments.paidAt), key: offeringKey, sum: sql<number>`sum(${payments.amountInr})::int`, n: sql<number>`count(*)::int` })
          .from(payments)
          .innerJoin(registrations, eq(registrations.id, payments.registrationId))
          .where(and(realMoney, isNotNull(payments.paidAt)))
          .groupBy(sql`1`, sql`2`),
        db
          .select({ month: istMonthOf(sql`coalesce(${refunds.processedAt}, ${refunds.createdAt})`), key: offeringKey, sum: sql<number>`sum(${refunds.amountInr})::int` })
          .from(refunds)
          .innerJoin(payments, eq(payments.id, refunds.paymentId))
          .innerJoin(registrations, eq(registrations.id, payments.registrationId))
          .where(and(eq(refunds.status, 'processed'), eq(payments.isTest, false)))
          .groupBy(sql`1`, sql`2`),
      ]);
      const rows = new Map<string, { month: string; key: string; paidInr: number; refundedInr: number; payments: number }>();
      const at = (month: string, key: string) => {
        const id = `${month}|${key}`;
        let row = rows.get(id);
        if (!row) rows.set(id, (row = { month, key, paidInr: 0, refundedInr: 0, payments: 0 }));
        return row;
      };
      for (const p of paid) Object.assign(at(p.month, p.key), { paidInr: at(p.month, p.key).paidInr + p.sum, payments: at(p.month, p.key).payments + p.n });
      for (const r of refunded) at(r.month, r.key).refundedInr += r.sum;
      // Titles of what was sold, in the reader's language.
      const keys = [...new Set([...rows.values()].map((r) => r.key))];
      const ids = keys.filter((k) => /^[0-9a-f-]{36}$/.test(k));
      const [ws, ss] = ids.length
        ? await Promise.all([db.select().from(webinars).where(inArray(webinars.id, ids)), db.select().from(services).where(inArray(services.id, ids))])
        : [[], []];
      const titleOf = (key: string) => {
        const webinar = ws.find((w) => w.id === key) ?? null;
        const service = ss.find((s) => s.id === key) ?? null;
        if (webinar || service) return offeringTitle({ reg: { type: 'event' } as never, webinar, service }, lang, t);
        return t(`emails:services.${key}`, { defaultValue: key });
      };
      const out = [...rows.values()]
        .map((r) => ({ month: r.month, offering: titleOf(r.key), paidInr: r.paidInr, refundedInr: r.refundedInr, netInr: r.paidInr - r.refundedInr, payments: r.payments }))
        .sort((a, b) => b.month.localeCompare(a.month) || b.netInr - a.netInr || a.offering.localeCompare(b.offering));
      return { totalInr: out.reduce((sum, r) => sum + r.netInr, 0), rows: out };
    },

    /**
     * Every confirmed, non-test payment with its tax parts (the accountant's CSV), and every credit
     * note of a refund as a negative row, in date order.
     */
    async accountantRows(t: TFunction, lang: Language): Promise<AccountantRow[]> {
      const rows = await joined().where(realMoney).orderBy(payments.paidAt, payments.id);
      const refunded = await processedRefunds(rows.map((r) => r.pay.id));
      const paid: AccountantRow[] = rows.map((r) => {
        const tax = taxOfPayment(r, business);
        return {
          paidAt: r.pay.paidAt ?? r.pay.createdAt,
          documentType: tax ? 'tax_invoice' : 'receipt',
          documentNo: r.pay.receiptNo,
          againstNo: null,
          receiptNo: r.pay.receiptNo,
          name: r.reg.fullName,
          recipientGstin: r.pay.payerGstin,
          placeOfSupply: tax?.placeOfSupply ?? null,
          offering: offeringTitle(r, lang, t),
          amountInr: r.pay.amountInr,
          method: r.pay.method,
          provider: r.pay.provider,
          providerReference: r.pay.providerPaymentId ?? r.pay.utr,
          refundedInr: refunded.get(r.pay.id) ?? 0,
          tax,
        };
      });
      const notes = await db
        .select({ refund: refunds, pay: payments, reg: registrations, webinar: webinars, service: services })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(registrations, eq(registrations.id, payments.registrationId))
        .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
        .leftJoin(services, eq(services.id, registrations.serviceId))
        .where(and(eq(refunds.status, 'processed'), isNotNull(refunds.creditNoteNo), eq(payments.isTest, false)));
      const credits: AccountantRow[] = notes.map((r) => {
        const tax = taxOfPayment(r, business, r.refund.amountInr);
        return {
          paidAt: r.refund.processedAt ?? r.refund.createdAt,
          documentType: 'credit_note',
          documentNo: r.refund.creditNoteNo,
          againstNo: r.pay.receiptNo,
          receiptNo: r.pay.receiptNo,
          name: r.reg.fullName,
          recipientGstin: r.pay.payerGstin,
          placeOfSupply: tax?.placeOfSupply ?? null,
          offering: offeringTitle(r, lang, t),
          amountInr: -r.refund.amountInr,
          method: r.pay.method,
          provider: r.pay.provider,
          providerReference: r.refund.providerRefundId ?? r.refund.reference,
          refundedInr: 0,
          tax: negated(tax),
        };
      });
      return [...paid, ...credits].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
    },
  };
}

export type PaymentBooks = ReturnType<typeof createPaymentBooks>;
