/**
 * The payments tab (issue 18 §3): every payment a page at a time, or the UPI queue (a UTR to check:
 * Confirm / Reject), the flagged ones, and those with a refund the founder must make by hand. Each
 * row links to its receipt and can be refunded (all or part; a UPI refund needs its reference).
 * Test payments are labelled. Revenue per month and the accountant's CSV sit below.
 */
import { Check, Download, FileText, RotateCcw, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from '../../../lib/localized-links.tsx';
import { PAYMENT_LIST_FILTERS, type PaymentListFilter } from '../../../../shared/contracts/ledger.ts';
import type { AdminPayment } from '../../../../shared/contracts/payments.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { Dialog, DialogBody, DialogFooter } from '../../../components/ui/dialog.tsx';
import { ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePayments, useRefund, useRefundUnusedPackage, useRevenue, useVerifyPayment } from '../api/payments.ts';
import { errorToast, messageOf } from '../lib/errors.ts';
import { formatDateTime, formatInr } from '../lib/format.ts';
import { usePageFor } from '../lib/use-page-for.ts';
import { Pager } from './pager.tsx';
import { DayRangeFields } from './day-range-fields.tsx';
import { SortField } from './sort-field.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';

function RefundDialog({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t } = useTranslation('ledger');
  const lang = useLanguage();
  const refund = useRefund();
  const left = payment.amountInr - payment.refundedInr;
  const byHand = payment.provider !== 'razorpay';
  // A package of sessions may give back its unused part, pro rata (the server computes it and zeroes its credits).
  const isPackage = payment.registrationType === 'package';
  const [mode, setMode] = useState<'full' | 'partial' | 'unused'>(isPackage ? 'unused' : 'full');
  const refundUnused = useRefundUnusedPackage();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const amountInr = mode === 'partial' ? Number(amount) : undefined;
    const body = { reference: reference.trim() || undefined, reason: reason.trim() || undefined };
    try {
      const done = mode === 'unused' ? await refundUnused.mutateAsync({ registrationId: payment.registrationId, body }) : await refund.mutateAsync({ id: payment.id, body: { amountInr, ...body } });
      toast({ title: t('tab.dialog.done', { amount: formatInr(done.amountInr, lang) }), description: payment.name });
      onClose();
    } catch (err) {
      setError(messageOf(err, t));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('tab.dialog.title', { name: payment.name })} closeLabel={t('tab.dialog.cancel')} testId="refund-dialog">
      {/* The dialog's body and footer give the form its padding (issue 51: it touched the edges). */}
      <form onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-1 flex-col" noValidate>
        <DialogBody>
          <ChoiceField
            legend={t('tab.columns.amount')}
            name="refund-mode"
            options={[
              ...(isPackage ? [{ value: 'unused', label: t('packages:admin.refundUnused') }] : []),
              { value: 'full', label: t('tab.dialog.full', { amount: formatInr(left, lang) }) },
              { value: 'partial', label: t('tab.dialog.partial') },
            ]}
            value={mode}
            onValueChange={(v) => setMode(v as 'full' | 'partial' | 'unused')}
          />
          {mode === 'partial' && (
            <TextField label={t('tab.dialog.amount')} inputMode="numeric" required value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} data-testid="refund-amount" />
          )}
          {byHand ? (
            <TextField label={t('tab.dialog.reference')} hint={t('tab.dialog.referenceHint')} required value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} data-testid="refund-reference" />
          ) : (
            <TextField label={t('tab.dialog.referenceByHand')} hint={t('tab.dialog.referenceByHandHint')} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} data-testid="refund-reference" />
          )}
          <TextField label={t('tab.dialog.reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <FormError message={error} />
        </DialogBody>
        <DialogFooter>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('tab.dialog.cancel')}
          </button>
          <SubmitButton busy={refund.isPending || refundUnused.isPending} label={t('tab.dialog.submit')} busyLabel={t('tab.dialog.submit')} icon={<RotateCcw aria-hidden="true" className="size-4" />} data-testid="refund-submit" />
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function PaymentRow({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const { t } = useTranslation('ledger');
  const lang = useLanguage();
  const verify = useVerifyPayment();
  const awaiting = payment.status === 'submitted' || (payment.provider === 'manual' && payment.status === 'pending');
  const refundable = payment.status === 'paid' && !payment.isTest && payment.refundedInr < payment.amountInr;

  async function decide(decision: 'confirm' | 'reject') {
    try {
      await verify.mutateAsync({ id: payment.id, decision });
      toast({ title: t('tab.verified'), description: payment.name });
    } catch (err) {
      errorToast(t(`tab.${decision}`), err, t);
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="payment-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{payment.name}</p>
          <Badge tone={payment.status === 'paid' ? 'green' : payment.status === 'submitted' ? 'amber' : 'slate'}>{t(`tab.status.${payment.status}`)}</Badge>
          {payment.isTest && <Badge tone="slate" testId="payment-test">{t('tab.test')}</Badge>}
          {payment.flag && <Badge tone="red">{t(`tab.flags.${payment.flag}`)}</Badge>}
          {payment.overdue && (
            <Badge tone="red" testId="payment-overdue">
              {t('tab.overdue')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-700">
          {payment.offering} · <span className="font-semibold">{formatInr(payment.amountInr, lang)}</span>
          {payment.refundedInr > 0 && (
            <span className="text-amber-700" data-testid="payment-refunded">
              {' '}
              · {t('tab.refundedAmount', { amount: formatInr(payment.refundedInr, lang) })}
            </span>
          )}
        </p>
        <p className="mt-1 text-xs break-all text-slate-500">
          {formatDateTime(payment.paidAt ?? payment.createdAt, lang)}
          {payment.receiptNo && <> · {payment.receiptNo}</>}
          {payment.utr && <> · {t('tab.utr', { utr: payment.utr })}</>}
          {payment.providerPaymentId && <> · {payment.providerPaymentId}</>}
        </p>
        {payment.utrOverrideReason && <p className="mt-1 text-xs text-amber-800">{t('tab.utrOverride', { reason: payment.utrOverrideReason })}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {awaiting && (
          <>
            <button type="button" className="btn-primary" disabled={verify.isPending} onClick={() => void decide('confirm')}>
              <Check aria-hidden="true" className="size-4" />
              {t('tab.confirm')}
              <span className="sr-only">: {payment.name}</span>
            </button>
            <button type="button" className="btn-secondary" disabled={verify.isPending} onClick={() => void decide('reject')}>
              <X aria-hidden="true" className="size-4" />
              {t('tab.reject')}
              <span className="sr-only">: {payment.name}</span>
            </button>
          </>
        )}
        {payment.receiptNo && (
          <Link to={`/admin/receipts/${payment.id}`} className="btn-secondary" data-testid="payment-receipt">
            <FileText aria-hidden="true" className="size-4" />
            {t('tab.receipt')}
            <span className="sr-only">: {payment.name}</span>
          </Link>
        )}
        {refundable && (
          <button type="button" className="btn-secondary" onClick={onRefund} data-testid="payment-refund">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('tab.refund')}
            <span className="sr-only">: {payment.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

function RevenueTable() {
  const { t } = useTranslation('ledger');
  const lang = useLanguage();
  const revenue = useRevenue();
  if (revenue.isPending) return <Loading />;
  if (revenue.isError) return <ErrorState error={revenue.error} onRetry={() => void revenue.refetch()} />;
  if (!revenue.data.rows.length) return <EmptyState>{t('tab.revenueEmpty')}</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="revenue-table">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {(['month', 'offering', 'paid', 'refunded', 'net'] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`tab.revenueColumns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {revenue.data.rows.map((r) => (
            <tr key={`${r.month}-${r.offering}`}>
              <td className="px-3 py-2 whitespace-nowrap">{r.month}</td>
              <td className="px-3 py-2">{r.offering}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInr(r.paidInr, lang)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInr(r.refundedInr, lang)}</td>
              <td className="px-3 py-2 font-semibold whitespace-nowrap">{formatInr(r.netInr, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `filter`: the queue to open with (the overview's to-do list links to one: ?tab=payments&filter=awaiting). */
export function PaymentsTab({ filter: initial }: { filter?: string | null } = {}) {
  const { t } = useTranslation('ledger');
  const [filter, setFilter] = useState<PaymentListFilter>(() => ((PAYMENT_LIST_FILTERS as readonly string[]).includes(initial ?? '') ? (initial as PaymentListFilter) : 'all'));
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('newest');
  const [days, setDays] = useState<DayRange>({});
  const q = useDeferredValue(query.trim());
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  // Another search, filter or order starts on page 1.
  const [page, setPage] = usePageFor({ filter, q, sort, days });
  const payments = usePayments(page, filter, q, sort, days);

  return (
    <section aria-labelledby="payments-heading" className="space-y-6">
      <TabHeader
        id="payments-heading"
        title={t('tab.title')}
        actions={
          <a href="/api/admin/payments.csv" className="btn-secondary" data-testid="export-payments">
            <Download aria-hidden="true" className="size-4" />
            {t('tab.exportCsv')}
          </a>
        }
      />
      <div role="group" aria-label={t('tab.filters.label')} className="flex flex-wrap gap-2">
        {PAYMENT_LIST_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={filter === f ? 'btn-primary' : 'btn-secondary'}
            onClick={() => setFilter(f)}
            data-testid={`payments-filter-${f}`}
          >
            {t(`tab.filters.${f}`)}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
        <SearchField
          label={t('tab.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('tab.searchPlaceholder')}
          data-testid="payments-search"
        />
        <SortField
          value={sort}
          onChange={setSort}
          testId="payments-sort"
        />
        <DayRangeFields
          value={days}
          onChange={setDays}
          testId="payments-days"
        />
      </div>
      {payments.isPending ? (
        <Loading />
      ) : payments.isError ? (
        <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />
      ) : payments.data.total === 0 ? (
        <EmptyState testId="payments-empty">{t('tab.empty')}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {payments.data.items.map((p) => (
              <PaymentRow key={p.id} payment={p} onRefund={() => setRefunding(p)} />
            ))}
          </ul>
          <Pager page={payments.data.page} pageSize={payments.data.pageSize} total={payments.data.total} onPage={setPage} list={t('tab.title')} />
        </>
      )}
      <h3 className="text-lg font-bold text-brand-900">{t('tab.revenueTitle')}</h3>
      <RevenueTable />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}
