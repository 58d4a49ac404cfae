/**
 * What cancelling refunds, said before the person confirms (issue 51): the amount, or that nothing
 * is refunded and why (too close to the start, too long after paying, a course the founder decides
 * on, already refunded). The figures and the reason are the server's (GET .../refund-preview, which
 * applies shared/refund-policy.ts); this only words them. Nothing paid: nothing to say.
 */
import { useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '../../../../shared/contracts/ledger.ts';
import { formatAmountInr } from '../../../../shared/money.ts';
import { REFUND_POLICY } from '../../../../shared/refund-policy.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { api } from '../../../lib/api.ts';
import { Link } from '../../../lib/localized-links.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

export function RefundText({ preview }: { preview: RefundPreview }) {
  const { t } = useTranslation('ledger');
  const lang = useLanguage();
  if (preview.paidInr <= 0 || preview.reason === 'not_paid') return null;
  const amount = formatAmountInr(preview.refundInr > 0 ? preview.refundInr : preview.paidInr, lang);
  const hours = preview.reason === 'session_too_late' ? REFUND_POLICY.bookingFullRefundHours : REFUND_POLICY.eventFullRefundHours;
  const text = preview.refundInr > 0 ? t('policy.previewFull', { amount }) : t(`policy.previewWhy.${preview.reason ?? 'none'}`, { amount, hours, days: REFUND_POLICY.undatedFullRefundDays });
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-slate-900" data-testid="cancel-refund-preview">
      {text}{' '}
      <Link to="/refund-policy" target="_blank" className="font-semibold text-brand-800 underline underline-offset-2">
        {t('policy.previewLink')}
      </Link>
    </p>
  );
}

/**
 * The refund of a registration, read fresh when a cancel dialog opens: the member's own
 * (`/api/me/registrations/:id/refund-preview`) or through a signed link (`/api/registrations/:id/refund-preview?sig=&exp=`).
 */
export function RefundNote({ path }: { path: string }) {
  const { t } = useTranslation('ledger');
  const lang = useLanguage();
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  const query = useQuery({ queryKey: ['refund-preview', url], queryFn: ({ signal }) => api<RefundPreview>(url, { signal }), staleTime: 0, retry: false });
  if (query.isPending) return <p className="text-sm text-slate-600">{t('policy.previewLoading')}</p>;
  if (query.isError) return <p className="text-sm text-slate-700">{t('policy.previewUnknown')}</p>;
  return <RefundText preview={query.data} />;
}
