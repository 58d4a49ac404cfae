/** What is paid for and how much (the server's amount), and until when the seat is held. */
import { CalendarDays, Clock3 } from 'lucide-react';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { formatInr, formatIstClock } from '../lib/format.ts';

export function OrderSummary({ summary, holdExpiresAt }: { summary: RegistrationSummary; holdExpiresAt: string | null }) {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const amount = summary.amountInr === 0 ? t('free') : formatInr(summary.amountInr, lang);
  return (
    <section aria-labelledby="payment-summary" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
      <h2 id="payment-summary" className="text-lg font-semibold text-slate-900">
        {t('summaryTitle')}
      </h2>
      <p className="mt-4 font-semibold text-brand-900" data-testid="payment-service">
        {t(`services.${summary.type}`)}
      </p>
      {summary.event ? (
        <div className="mt-1 space-y-1 text-sm text-slate-600">
          <p className="font-medium text-slate-800">{summary.event.title}</p>
          <p className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <EventTime iso={summary.event.date} />
          </p>
          <p>{formatDuration(summary.event.duration, lang)}</p>
        </div>
      ) : (
        <div className="mt-1 space-y-1 text-sm text-slate-600">
          {/* The consultation or the course, by its name in the page's language. */}
          {summary.offering && <p className="font-medium text-slate-800" data-testid="payment-offering">{summary.offering}</p>}
          {summary.slot ? (
            <>
              <p className="flex gap-2" data-testid="payment-slot">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <EventTime iso={summary.slot.start} />
              </p>
              <p>{formatDuration(Math.round((Date.parse(summary.slot.end) - Date.parse(summary.slot.start)) / 60_000), lang)}</p>
            </>
          ) : (
            <p>{t(`details.${summary.type}`)}</p>
          )}
        </div>
      )}
      <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
        {summary.coupon && (
          <>
            <div className="flex justify-between gap-4 text-slate-700">
              <dt>{t('coupon.price')}</dt>
              <dd data-testid="payment-price">{formatInr(summary.coupon.catalogueInr, lang)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-green-800">
              <dt>{t('coupon.discount', { code: summary.coupon.code })}</dt>
              <dd data-testid="payment-discount">− {formatInr(summary.coupon.discountInr, lang)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold text-slate-900">{t('total')}</dt>
          <dd className="font-bold text-brand-900" data-testid="payment-total">
            {amount}
          </dd>
        </div>
      </dl>
      {holdExpiresAt && summary.status === 'pending_payment' && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="payment-hold">
          <Clock3 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('hold', { time: formatIstClock(holdExpiresAt, lang) })}
        </p>
      )}
    </section>
  );
}
