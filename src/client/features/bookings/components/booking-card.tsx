/** One booked session as its client sees it: what, when (IST and their own time), where, and what they may still do. */
import { MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MyBooking } from '../../../../shared/contracts/bookings.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatIstDateTime } from '../../../../shared/ist.ts';
import { formatDuration } from '../../../../shared/duration.ts';

export function BookingCard({ booking, children }: { booking: MyBooking; children?: ReactNode }) {
  const { t } = useTranslation('agenda');
  const lang = useLanguage();
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  const statusKey = ['confirmed', 'cancelled', 'refunded', 'pending_payment', 'awaiting_verification'].includes(booking.status) ? booking.status : 'other';
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="booking-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold break-words text-slate-900">{booking.title}</h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t(`status.${statusKey}`)}</span>
      </div>
      <p className="text-slate-800">
        <EventTime iso={booking.start} /> · {formatDuration(minutes, lang)}
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        {booking.mode === 'online' ? <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />}
        {booking.mode === 'online' ? (
          booking.meetingLink ? (
            <a href={booking.meetingLink} className="break-all font-semibold text-brand-800 underline underline-offset-2" target="_blank" rel="noreferrer">
              {t('client.joinLink')}
            </a>
          ) : (
            t('client.onlineLater')
          )
        ) : (
          booking.address || t('client.inPersonLater')
        )}
      </p>
      {booking.status === 'confirmed' && !booking.isPast && (
        <p className="text-xs text-slate-600">
          {booking.canChange ? t('client.changeUntil', { date: formatIstDateTime(booking.cutoffAt, lang) }) : t('client.tooLate', { hours: booking.cutoffHours })}
        </p>
      )}
      {children}
    </article>
  );
}
