/**
 * Receipts (issue 18 §3; ../shared/design/PAYMENTS.md "Indian invoices"): every confirmed, non-test
 * payment with a receipt number has one, in the payer's language. With a GSTIN configured it is a
 * tax invoice: supplier, SAC, taxable value and CGST+SGST (payer in the supplier's state) or IGST;
 * prices are tax-inclusive, so the tax is split out of the amount paid (shared/money.ts). Composed here, laid
 * out by the page (dashboard and admin), printed by the browser: no PDF, so Devanagari and Gujarati
 * are shaped by the browser's own text engine.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_SAC_CODE, isLanguage, type Language } from '../../../shared/constants.ts';
import { formatPaise, splitInclusiveGst } from '../../../shared/money.ts';
import type { ReceiptDocument } from '../../../shared/contracts/ledger.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { PaymentSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, refunds, registrations, services, webinars, type PaymentRow, type RegistrationRow, type ServiceRow, type WebinarRow } from '../../db/schema.ts';
import type { Translator } from '../../lib/i18n.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** The day in IST, in the reader's language. */
export function formatIstDay(instant: Date, lang: Language): string {
  let f = dateFormats.get(lang);
  if (!f) dateFormats.set(lang, (f = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' })));
  return f.format(instant);
}

export interface TaxBreakdown {
  /** Whole amounts in paise: taxable + cgst + sgst + igst = total. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  ratePercent: number;
  /** True when the payer's state was not given and the supplier's was assumed. */
  stateAssumed: boolean;
  intraState: boolean;
}

/**
 * The tax in a tax-inclusive amount (splitInclusiveGst: the tax first, equal CGST and SGST, the
 * taxable value what is left): CGST + SGST when the payer's state (GST state code) is the
 * supplier's (the GSTIN's first two digits) or unknown, IGST otherwise. Null without a GSTIN.
 */
export function taxBreakdown(amountInr: number, business: PaymentSettings['business'], payerState: string | null): TaxBreakdown | null {
  if (!business.gstin) return null;
  const totalPaise = amountInr * 100;
  const supplierState = business.gstin.slice(0, 2);
  const stateAssumed = !payerState;
  const intraState = stateAssumed || payerState === supplierState;
  return { totalPaise, ...splitInclusiveGst(totalPaise, business.gstRatePercent, intraState), ratePercent: business.gstRatePercent, stateAssumed, intraState };
}

export interface PaymentContext {
  pay: PaymentRow;
  reg: RegistrationRow;
  webinar: WebinarRow | null;
  service: ServiceRow | null;
}

/** What was bought, in `lang`: the event's or service's title (translated when it is), else the kind. */
export function offeringTitle(c: Pick<PaymentContext, 'reg' | 'webinar' | 'service'>, lang: Language, t: TFunction): string {
  if (c.webinar) return (lang !== 'en' && c.webinar.translations?.[lang]?.title) || c.webinar.title;
  if (c.service) return (lang !== 'en' && c.service.translations?.[lang]?.title) || c.service.title;
  return t(`emails:services.${c.reg.type}`);
}

/** The payment with its registration, event and service; `where` narrows it (a member's own). */
export async function loadPayment(db: Db, paymentId: string, where?: SQL): Promise<PaymentContext | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await db
    .select({ pay: payments, reg: registrations, webinar: webinars, service: services })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
    .leftJoin(services, eq(services.id, registrations.serviceId))
    .where(and(eq(payments.id, paymentId.toLowerCase()), where));
  return row ?? null;
}

export const payerLanguage = (reg: RegistrationRow): Language => (isLanguage(reg.locale) ? reg.locale : 'en');

/** The receipt's content in the payer's language. */
export function composeReceipt(c: PaymentContext, refundedProcessedInr: number, business: PaymentSettings['business'], translator: Translator): ReceiptDocument {
  const lang = payerLanguage(c.reg);
  const t = translator.t(lang);
  const tax = taxBreakdown(c.pay.amountInr, business, c.pay.payerState);
  const money = (paise: number) => formatPaise(paise, lang);
  const sac = c.webinar?.sacCode || c.service?.sacCode || DEFAULT_SAC_CODE;
  const details = [
    { label: t('ledger:receipt.number'), value: c.pay.receiptNo! },
    { label: t('ledger:receipt.date'), value: formatIstDay(c.pay.paidAt ?? c.pay.createdAt, lang) },
    { label: t('ledger:receipt.billedTo'), value: `${c.reg.fullName}, ${c.reg.email}` },
    ...(c.pay.payerGstin ? [{ label: t('ledger:receipt.payerGstin'), value: c.pay.payerGstin }] : []),
    { label: t('ledger:receipt.offering'), value: offeringTitle(c, lang, t) },
    ...(tax ? [{ label: t('ledger:receipt.sac'), value: sac }] : []),
    { label: t('ledger:receipt.method'), value: t(`ledger:methods.${c.pay.provider}`, { defaultValue: c.pay.provider }) },
    ...(c.pay.providerPaymentId || c.pay.utr ? [{ label: t('ledger:receipt.reference'), value: (c.pay.providerPaymentId || c.pay.utr)! }] : []),
  ];
  const amounts: ReceiptDocument['amounts'] = [];
  const notes: string[] = [];
  if (tax) {
    amounts.push({ label: t('ledger:receipt.taxable'), value: money(tax.taxablePaise) });
    const half = tax.ratePercent / 2;
    if (tax.intraState) {
      amounts.push({ label: t('ledger:receipt.cgst', { rate: half }), value: money(tax.cgstPaise) }, { label: t('ledger:receipt.sgst', { rate: half }), value: money(tax.sgstPaise) });
    } else {
      amounts.push({ label: t('ledger:receipt.igst', { rate: tax.ratePercent }), value: money(tax.igstPaise) });
    }
    notes.push(t('ledger:receipt.inclusive'));
    if (tax.stateAssumed) notes.push(t('ledger:receipt.stateAssumed'));
  }
  amounts.push({ label: t('ledger:receipt.total'), value: money(c.pay.amountInr * 100), total: true });
  if (refundedProcessedInr > 0) {
    amounts.push(
      { label: t('ledger:receipt.refunded'), value: `− ${money(refundedProcessedInr * 100)}` },
      { label: t('ledger:receipt.net'), value: money((c.pay.amountInr - refundedProcessedInr) * 100), total: true },
    );
  }
  return {
    paymentId: c.pay.id,
    receiptNo: c.pay.receiptNo!,
    lang,
    kind: tax ? 'tax_invoice' : 'receipt',
    title: t(tax ? 'ledger:receipt.taxInvoice' : 'ledger:receipt.title'),
    supplier: { name: business.name, address: business.address ?? null, gstin: business.gstin ?? null },
    details,
    amounts,
    notes,
  };
}

/** Refunds of a payment that money has actually moved for. */
export async function processedRefundsInr(db: Db, paymentId: string): Promise<number> {
  const rows = await db.select({ amount: refunds.amountInr }).from(refunds).where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'processed')));
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

export function createReceipts(deps: { db: Db; business: PaymentSettings['business']; translator: Translator }) {
  const { db, business, translator } = deps;
  return {
    /** A receipt of a confirmed, non-test payment; `where` limits it to a member's own (404 otherwise). */
    async receipt(paymentId: string, where?: SQL): Promise<ReceiptDocument> {
      const c = await loadPayment(db, paymentId, where);
      if (!c || c.pay.status !== 'paid' || c.pay.isTest || !c.pay.receiptNo) throw notFound('ledger:errors.receiptNotFound');
      return composeReceipt(c, await processedRefundsInr(db, c.pay.id), business, translator);
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
