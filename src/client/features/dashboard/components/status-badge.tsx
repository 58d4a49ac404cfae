import { useTranslation } from '../../../i18n/react.tsx';

const TONES: Record<string, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  waitlisted: 'bg-sky-50 text-sky-900 ring-sky-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A registration's status (confirmed, awaiting payment, ...) or a payment's (paid, pending, ...). */
export function StatusBadge({ status, kind = 'registration' }: { status: string; kind?: 'registration' | 'payment' }) {
  const { t } = useTranslation('dashboard');
  const label = kind === 'payment' ? t(`billing.statuses.${status}`) : t(`status.${status}`);
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.ended}`} data-testid="status-badge">
      {label}
    </span>
  );
}
