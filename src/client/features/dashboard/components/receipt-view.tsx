/**
 * A printable receipt of one paid payment. On paper only the receipt shows: the site's navigation,
 * footer and the buttons are left out (print styles below; the receipt itself uses none of those elements).
 */
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { practice } from '../../../../shared/content/practice.ts';
import { useReceipt } from '../api/get-my-payments.ts';
import { formatDate, formatInr, formatIstDateTime } from '../lib/format.ts';
import { ErrorState, Loading } from './states.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

const PRINT_CSS = `@media print {
  header, footer, nav, [data-print=hide] { display: none !important; }
  main { padding: 0 !important; }
  [data-print=receipt] { border: 0 !important; box-shadow: none !important; max-width: none !important; }
}`;

export function ReceiptView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const query = useReceipt(paymentId);
  const back = (
    <Link to="/dashboard?tab=billing" className="btn-secondary" data-print="hide">
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
  const method = r.method ? t(`billing.methods.${r.method}`, { defaultValue: r.method }) : '—';
  const rows: Array<[string, string]> = [
    [t('receipt.number'), r.receiptNumber],
    [t('receipt.date'), formatDate(r.paidAt, lang)],
    [t('receipt.billedTo'), `${r.billedTo.name}, ${r.billedTo.email}`],
    [t('receipt.item'), r.eventTitle ?? t(`billing.types.${r.type}`)],
    ...(r.eventDate ? ([[t('receipt.eventDate'), t('when.ist', { date: formatIstDateTime(r.eventDate, lang) })]] as Array<[string, string]>) : []),
    [t('receipt.method'), method],
    ...(r.reference ? ([[t('receipt.reference'), r.reference]] as Array<[string, string]>) : []),
    [t('receipt.registration'), r.registrationId],
  ];
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
      <article className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-print="receipt" data-testid="receipt">
        <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
          <div>
            <p className="text-lg font-bold text-brand-900">{practice.name[lang]}</p>
            <p className="text-sm text-slate-600">
              {practice.email} · {practice.phoneDisplay}
            </p>
          </div>
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('receipt.title')}</p>
        </div>
        <dl className="divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
          <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold text-slate-900">{t('receipt.total')}</dt>
            <dd className="text-xl font-bold text-slate-900 sm:col-span-2" data-testid="receipt-total">
              {formatInr(r.amountInr, lang)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t('receipt.note', { practice: practice.name[lang] })}</p>
      </article>
    </div>
  );
}
