/** Billing: the member's payments with status and amount, a printable receipt for each paid one. */
import { CreditCard, Receipt } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { MyPayment } from '../../../../shared/contracts/dashboard.ts';
import { useMyPayments } from '../api/get-my-payments.ts';
import { formatDate, formatInr } from '../lib/format.ts';
import { Empty, ErrorState, Loading, Panel } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

export function useItemName() {
  const { t } = useTranslation('dashboard');
  return (p: Pick<MyPayment, 'type' | 'eventTitle'>) => p.eventTitle ?? t(`billing.types.${p.type}`);
}

function Actions({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation('dashboard');
  const itemName = useItemName();
  return (
    <div className="flex flex-wrap gap-2">
      {payment.status === 'paid' && payment.paymentId && payment.receiptNo && (
        <Link
          to={`/dashboard/receipts/${payment.paymentId}`}
          className="btn-secondary min-h-10 px-4"
          aria-label={t('billing.receiptFor', { item: itemName(payment) })}
          data-testid="receipt-link"
        >
          <Receipt aria-hidden="true" className="size-4" />
          {t('billing.receipt')}
        </Link>
      )}
      {payment.payUrl && (
        <Link to={payment.payUrl} className="btn-primary min-h-10 px-4">
          <CreditCard aria-hidden="true" className="size-4" />
          {t('billing.payNow')}
        </Link>
      )}
    </div>
  );
}

/** What has been given back of a payment: all of it (the booking ended) or a part. */
function Refunded({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  if (!payment.refundedInr) return null;
  const key = payment.refundedInr >= payment.amountInr ? 'ledger:billing.refundedFull' : 'ledger:billing.refundedPart';
  return (
    <span className="block text-xs font-semibold text-amber-800" data-testid="payment-refunded">
      {t(key, { amount: formatInr(payment.refundedInr, lang) })}
    </span>
  );
}

export function BillingTab() {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const itemName = useItemName();
  const query = useMyPayments();
  const method = (m: string | null) => (m ? t(`billing.methods.${m}`, { defaultValue: m }) : null);
  return (
    <Panel id="billing-title" title={t('billing.title')}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Empty>{t('billing.none')}</Empty>
      ) : (
        <>
          {/* Phones: one card per payment. */}
          <ul className="space-y-3 md:hidden" data-testid="payment-cards">
            {query.data.map((p) => (
              <li key={p.registrationId} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{itemName(p)}</p>
                  <StatusBadge status={p.status} kind="payment" />
                </div>
                <p className="text-sm text-slate-600">
                  {formatDate(p.paidAt ?? p.createdAt, lang)} · <span className="font-semibold text-slate-900">{formatInr(p.amountInr, lang)}</span>
                  {p.status === 'paid' && method(p.method) && <> · {t('billing.paidWith', { method: method(p.method) })}</>}
                </p>
                <Refunded payment={p} />
                <Actions payment={p} />
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm" data-testid="payment-table">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">{t('billing.item')}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">{t('billing.date')}</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">{t('billing.amount')}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">{t('billing.status')}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">{t('billing.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {query.data.map((p) => (
                  <tr key={p.registrationId} data-testid="payment-row">
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {itemName(p)}
                      {p.status === 'paid' && method(p.method) && <span className="block text-xs font-normal text-slate-500">{t('billing.paidWith', { method: method(p.method) })}</span>}
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(p.paidAt ?? p.createdAt, lang)}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">
                      {formatInr(p.amountInr, lang)}
                      <Refunded payment={p} />
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={p.status} kind="payment" />
                    </td>
                    <td className="px-4 py-3">
                      <Actions payment={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
