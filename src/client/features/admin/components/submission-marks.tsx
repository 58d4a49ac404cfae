/** The consent mark (tick, cross or dash) and the payment badge of the submissions table (spec §2). */
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { SubmissionRow } from '../../../../shared/contracts/admin.ts';
import { Badge, type Tone } from './states.tsx';

const PAYMENT_TONES: Record<NonNullable<SubmissionRow['paymentStatus']>, Tone> = { paid: 'green', pending: 'amber', free: 'slate', failed: 'red' };

export function ConsentMark({ consent }: { consent: boolean | null }) {
  const { t } = useTranslation('admin');
  const [Icon, label, color] = consent === null ? [Minus, t('submissions.notGiven'), 'text-slate-400'] : consent ? [Check, t('submissions.yes'), 'text-emerald-700'] : [X, t('submissions.no'), 'text-red-700'];
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex ${color}`} data-testid="consent-mark" data-consent={String(consent)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

export function PaymentBadge({ status }: { status: SubmissionRow['paymentStatus'] }) {
  const { t } = useTranslation('admin');
  if (!status) return <span aria-label={t('submissions.notGiven')}>-</span>;
  return <Badge tone={PAYMENT_TONES[status]}>{t(`submissions.payment.${status}`)}</Badge>;
}

