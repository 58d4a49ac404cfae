/**
 * Receipts (issue 18 §3; ../shared/design/PAYMENTS.md "Indian invoices"): every confirmed, non-test
 * payment with a receipt number has one, in the payer's language. With a GSTIN configured it is a
 * tax invoice (Rule 46: supplier, serial, recipient and their GSTIN, SAC, place of supply, taxable
 * value and CGST+SGST within the supplier's state or IGST, reverse charge, signatory) with the credit
 * notes of its refunds;
 * prices are tax-inclusive, so the tax is split out of the amount paid (shared/money.ts). Composed here, laid
 * out by the page (dashboard and admin), printed by the browser: no PDF, so Devanagari and Gujarati
 * are shaped by the browser's own text engine.
 */
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { DEFAULT_SAC_CODE, isLanguage, type Language } from '../../../shared/constants.ts';
import { INTL_LOCALES as LOCALES } from '../../../shared/ist.ts';
import { placeOfSupplyLabel, stateOfGstin } from '../../../shared/gst-states.ts';
import { formatPaise, splitInclusiveGst } from '../../../shared/money.ts';
import type { ReceiptDocument } from '../../../shared/contracts/ledger.ts';
import type { TFunction } from '../../../shared/i18n/translator.ts';
import type { PaymentSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, payments, refunds, registrations, services, webinars, type CouponRedemptionRow, type PaymentRow, type RegistrationRow, type ServiceRow, type WebinarRow } from '../../db/schema.ts';
import type { Translator } from '../../lib/i18n.ts';
import { notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';

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
  /** The place of supply's GST state code (IGST Act s.12). */
  placeOfSupply: string;
}

/**
 * The tax in a tax-inclusive amount (splitInclusiveGst: the tax first, equal CGST and SGST, the
 * taxable value what is left). The place of supply decides between CGST + SGST (the supplier's own
 * state, the GSTIN's first two digits) and IGST: for an event held at a place, the State of that
 * place (IGST Act s.12(6), whoever attends: `venueState`, null for one in the supplier's own State);
 * otherwise the recipient's state where it is known (their GSTIN's, else the state they chose), else
 * the supplier's. Null without a GSTIN.
 */
export function taxBreakdown(amountInr: number, business: PaymentSettings['business'], payerState: string | null, options: { atVenue?: boolean; venueState?: string | null } = {}): TaxBreakdown | null {
  if (!business.gstin) return null;
  const totalPaise = amountInr * 100;
  const supplierState = stateOfGstin(business.gstin);
  const stateAssumed = !options.atVenue && !payerState;
  const placeOfSupply = options.atVenue ? (options.venueState ?? supplierState) : (payerState ?? supplierState);
  const intraState = placeOfSupply === supplierState;
  return { totalPaise, ...splitInclusiveGst(totalPaise, business.gstRatePercent, intraState), ratePercent: business.gstRatePercent, stateAssumed, intraState, placeOfSupply };
}

/** The recipient's state as a GST code: their GSTIN's, else the state they chose. */
export const payerStateOf = (pay: Pick<PaymentRow, 'payerGstin' | 'payerState'>): string | null => (pay.payerGstin ? stateOfGstin(pay.payerGstin) : pay.payerState);

/** A payment's tax: held at a place (an event not online), or supplied where the recipient is. */
export const taxOfPayment = (c: Pick<PaymentContext, 'pay' | 'webinar'>, business: PaymentSettings['business'], amountInr = c.pay.amountInr) =>
  taxBreakdown(amountInr, business, payerStateOf(c.pay), { atVenue: !!c.webinar && !c.webinar.isOnline, venueState: c.webinar?.venueState });

export interface PaymentContext {
  pay: PaymentRow;
  reg: RegistrationRow;
  webinar: WebinarRow | null;
  service: ServiceRow | null;
  /** The coupon code applied to the registration: the catalogue price and the discount the invoice shows. */
  coupon?: Pick<CouponRedemptionRow, 'code' | 'catalogueInr' | 'discountInr'> | null;
}

/** What was bought, in `lang`: the event's or service's title (translated when it is), else the kind. */
export function offeringTitle(c: Pick<PaymentContext, 'reg' | 'webinar' | 'service'>, lang: Language, t: TFunction): string {
  if (c.webinar) return (lang !== 'en' && c.webinar.translations?.[lang]?.title) || c.webinar.title;
  const service = c.service && ((lang !== 'en' && c.service.translations?.[lang]?.title) || c.service.title);
  // A package of sessions (issue 54 part 1) is the service's sessions, as many as were bought: its receipt is their tax document.
  if (service && c.reg.type === 'package' && typeof c.reg.formData.sessions === 'number') return t('packages:receipt', { service, count: c.reg.formData.sessions });
  if (service) return service;
  return t(`emails:services.${c.reg.type}`);
}

/** The payment with its registration, event and service; `where` narrows it (a member's own). */
export async function loadPayment(db: Db, paymentId: string, where?: SQL): Promise<PaymentContext | null> {
  if (!isUuid(paymentId)) return null;
  const [row] = await db
    .select({ pay: payments, reg: registrations, webinar: webinars, service: services, coupon: { code: couponRedemptions.code, catalogueInr: couponRedemptions.catalogueInr, discountInr: couponRedemptions.discountInr } })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .leftJoin(webinars, eq(webinars.id, registrations.webinarId))
    .leftJoin(services, eq(services.id, registrations.serviceId))
    .leftJoin(couponRedemptions, eq(couponRedemptions.registrationId, registrations.id))
    .where(and(eq(payments.id, paymentId.toLowerCase()), where));
  return row ?? null;
}

export const payerLanguage = (reg: RegistrationRow): Language => (isLanguage(reg.locale) ? reg.locale : 'en');

/** A credit note of a refund, as the receipt lists it. */
export interface CreditNoteOf {
  creditNoteNo: string;
  amountInr: number;
  processedAt: Date | null;
  createdAt: Date;
}

/** The receipt's content in the payer's language; with a GSTIN, a tax invoice (CGST Rules 2017, Rule 46) and its credit notes. */
export function composeReceipt(c: PaymentContext, refundedProcessedInr: number, business: PaymentSettings['business'], translator: Translator, creditNotes: CreditNoteOf[] = []): ReceiptDocument {
  const lang = payerLanguage(c.reg);
  const t = translator.t(lang);
  const tax = taxOfPayment(c, business);
  const money = (paise: number) => formatPaise(paise, lang);
  const sac = c.webinar?.sacCode || c.service?.sacCode || DEFAULT_SAC_CODE;
  const details = [
    { label: t(tax ? 'ledger:receipt.invoiceNumber' : 'ledger:receipt.number'), value: c.pay.receiptNo! },
    { label: t('ledger:receipt.date'), value: formatIstDay(c.pay.paidAt ?? c.pay.createdAt, lang) },
    { label: t('ledger:receipt.billedTo'), value: `${c.reg.fullName}, ${c.reg.email}` },
    ...(c.pay.payerGstin ? [{ label: t('ledger:receipt.payerGstin'), value: c.pay.payerGstin }] : []),
    ...(c.pay.payerGstin && c.pay.payerAddress ? [{ label: t('ledger:receipt.payerAddress'), value: c.pay.payerAddress }] : []),
    { label: t('ledger:receipt.offering'), value: offeringTitle(c, lang, t) },
    ...(tax
      ? [
          { label: t('ledger:receipt.sac'), value: sac },
          { label: t('ledger:receipt.placeOfSupply'), value: placeOfSupplyLabel(tax.placeOfSupply) },
          { label: t('ledger:receipt.reverseCharge'), value: t('ledger:receipt.no') },
        ]
      : []),
    { label: t('ledger:receipt.method'), value: t(`ledger:methods.${c.pay.provider}`, { defaultValue: c.pay.provider }) },
    ...(c.pay.providerPaymentId || c.pay.utr ? [{ label: t('ledger:receipt.reference'), value: (c.pay.providerPaymentId || c.pay.utr)! }] : []),
  ];
  const amounts: ReceiptDocument['amounts'] = [];
  const notes: string[] = [];
  const taxLines = (split: TaxBreakdown, sign = '') => {
    const half = split.ratePercent / 2;
    const lines = [{ label: t('ledger:receipt.taxable'), value: `${sign}${money(split.taxablePaise)}` }];
    if (split.intraState) lines.push({ label: t('ledger:receipt.cgst', { rate: half }), value: `${sign}${money(split.cgstPaise)}` }, { label: t('ledger:receipt.sgst', { rate: half }), value: `${sign}${money(split.sgstPaise)}` });
    else lines.push({ label: t('ledger:receipt.igst', { rate: split.ratePercent }), value: `${sign}${money(split.igstPaise)}` });
    return lines;
  };
  // A coupon: the catalogue price and the discount first; the tax is on what was paid (the discounted value).
  if (c.coupon && c.coupon.catalogueInr - c.coupon.discountInr === c.pay.amountInr) {
    amounts.push(
      { label: t('ledger:receipt.price'), value: money(c.coupon.catalogueInr * 100) },
      { label: t('ledger:receipt.discount', { code: c.coupon.code }), value: `− ${money(c.coupon.discountInr * 100)}` },
    );
  }
  if (tax) {
    amounts.push(...taxLines(tax));
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
  const credits: ReceiptDocument['creditNotes'] = creditNotes.map((n) => {
    const split = taxOfPayment(c, business, n.amountInr);
    return {
      number: n.creditNoteNo,
      title: t('ledger:receipt.creditNote'),
      details: [
        { label: t('ledger:receipt.creditNoteNumber'), value: n.creditNoteNo },
        { label: t('ledger:receipt.date'), value: formatIstDay(n.processedAt ?? n.createdAt, lang) },
        { label: t('ledger:receipt.againstInvoice'), value: c.pay.receiptNo! },
      ],
      amounts: [...(split ? taxLines(split, '− ') : []), { label: t('ledger:receipt.creditTotal'), value: `− ${money(n.amountInr * 100)}`, total: true }],
    };
  });
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
    creditNotes: credits,
    // A tax invoice is signed for the supplier (Rule 46(q)).
    signature: tax ? { for: t('ledger:receipt.signatureFor', { name: business.name }), label: t('ledger:receipt.signatory') } : null,
  };
}

/** The credit notes of a payment's refunds, oldest first. */
export async function creditNotesOf(db: Db, paymentId: string): Promise<CreditNoteOf[]> {
  const rows = await db
    .select({ creditNoteNo: refunds.creditNoteNo, amountInr: refunds.amountInr, processedAt: refunds.processedAt, createdAt: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'processed'), isNotNull(refunds.creditNoteNo)))
    .orderBy(asc(refunds.createdAt));
  return rows.map((r) => ({ ...r, creditNoteNo: r.creditNoteNo! }));
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
      return composeReceipt(c, await processedRefundsInr(db, c.pay.id), business, translator, await creditNotesOf(db, c.pay.id));
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
