/**
 * A printable receipt (or tax invoice) of one confirmed payment, as the server composed it in the
 * payer's language (features/payments/receipts.ts): this lays it out and prints it. Its buttons speak the
 * page's language. On paper only the
 * receipt shows: the site's navigation, footer and the buttons are left out (print styles below).
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from '../../../lib/localized-links.tsx';
import type { ReceiptDocument } from '../../../../shared/contracts/ledger.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { api } from '../../../lib/api.ts';
import { ErrorState, Loading } from './states.tsx';

const PRINT_CSS = `@media print {
  header, footer, nav, [data-print=hide] { display: none !important; }
  main { padding: 0 !important; }
  body { background: #fff !important; }
  [data-print=receipt] { border: 0 !important; box-shadow: none !important; max-width: none !important; padding: 0 !important; }
  @page { margin: 14mm; }
}`;

/** The member's own receipt, (admin) any payment's, or the one a signed link from the receipt e-mail opens. */
export function ReceiptView({ paymentId, admin = false, signed }: { paymentId: string; admin?: boolean; signed?: { signature: string; exp: string } }) {
  const { t } = useTranslation('ledger');
  const id = encodeURIComponent(paymentId);
  const url = signed
    ? `/api/receipts/${id}?${new URLSearchParams({ sig: signed.signature, exp: signed.exp }).toString()}`
    : admin
      ? `/api/admin/payments/${id}/receipt`
      : `/api/me/payments/${id}/receipt`;
  const query = useQuery({ queryKey: ['receipt', admin, paymentId, signed?.signature], queryFn: ({ signal }) => api<ReceiptDocument>(url, { signal }) });
  // Opened from the e-mail there may be no account to go back to.
  const back = signed ? null : (
    <Link to={admin ? '/admin?tab=payments' : '/dashboard?tab=billing'} className="btn-secondary" data-print="hide">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('receipt.back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        {back}
      </div>
    );
  }
  const r = query.data;
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-3" data-print="hide">
        {back}
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('receipt.print')}
        </button>
      </div>
      <TaxDocument receipt={r} title={r.title} details={r.details} amounts={r.amounts} notes={r.notes} testId="receipt" />
      {r.creditNotes.map((note) => (
        <TaxDocument key={note.number} receipt={r} title={note.title} details={note.details} amounts={note.amounts} notes={[]} testId="credit-note" pageBreak />
      ))}
    </div>
  );
}

type Lines = ReceiptDocument['details'];
type Amounts = ReceiptDocument['amounts'];

/**
 * One printable document: the receipt (or tax invoice) or one of its credit notes, which share the
 * supplier's heading, the detail and amount lists and the signature. Only the receipt's own lines carry
 * the test ids of its number and total.
 */
function TaxDocument({ receipt: r, title, details, amounts, notes, testId, pageBreak = false }: { receipt: ReceiptDocument; title: string; details: Lines; amounts: Amounts; notes: string[]; testId: 'receipt' | 'credit-note'; pageBreak?: boolean }) {
  const isReceipt = testId === 'receipt';
  return (
    <article lang={r.lang} className={`max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${pageBreak ? 'break-before-page' : ''}`} data-print="receipt" data-testid={testId}>
      {/* Not a <header>: the print styles hide the site's header elements. */}
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div className="min-w-0">
          <p className="text-lg font-bold text-brand-900">{r.supplier.name}</p>
          {r.supplier.address && <p className="text-sm whitespace-pre-line text-slate-600">{r.supplier.address}</p>}
          {r.supplier.gstin && <p className="text-sm text-slate-600">GSTIN: {r.supplier.gstin}</p>}
        </div>
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase" data-testid={isReceipt ? 'receipt-title' : undefined}>
          {title}
        </h2>
      </div>
      <dl className="divide-y divide-slate-100">
        {details.map((d) => (
          <div key={d.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm text-slate-600">{d.label}</dt>
            <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2" data-testid={isReceipt && d.value === r.receiptNo ? 'receipt-number' : undefined}>
              {d.value}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-2 border-t border-slate-200 pt-2">
        {amounts.map((a) => (
          <div key={a.label} className={`flex justify-between gap-4 py-2 ${a.total ? 'font-bold text-slate-900' : 'text-sm text-slate-700'}`}>
            <dt>{a.label}</dt>
            <dd className="tabular-nums" data-testid={isReceipt && a.total ? 'receipt-total' : undefined}>
              {a.value}
            </dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 && (
        <ul className="mt-4 space-y-1 text-xs text-slate-600">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {r.signature && (
        <div className="mt-10 text-end text-sm text-slate-700" data-testid={isReceipt ? 'receipt-signature' : undefined}>
          <p className="font-semibold">{r.signature.for}</p>
          <p className="mt-8 border-t border-slate-300 pt-1">{r.signature.label}</p>
        </div>
      )}
    </article>
  );
}
