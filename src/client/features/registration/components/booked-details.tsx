/**
 * What was booked, as the pages after paying say it (issue 51 "After paying, the page says what
 * happened"): the session or event, its time in IST and the visitor's own zone (EventTime), its
 * length, and how to join (online: the personal joining link comes by e-mail and is on the
 * dashboard) or where to come (the practice's address, the event's place). The payment page's
 * confirmed state and /registration-success show the same block.
 */
import { CalendarDays, Clock, MapPin, Video } from 'lucide-react';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/** The booked time of a summary, if it has one: a consultation's slot or an event's start. */
export function bookedTimeOf(summary: RegistrationSummary): { start: string; minutes: number } | null {
  if (summary.slot) return { start: summary.slot.start, minutes: Math.round((Date.parse(summary.slot.end) - Date.parse(summary.slot.start)) / 60_000) };
  if (summary.event) return { start: summary.event.date, minutes: summary.event.duration };
  return null;
}

export function BookedDetails({ summary, headingLevel = 'h3' }: { summary: RegistrationSummary; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const time = bookedTimeOf(summary);
  if (!time) return null;
  const title = summary.event?.title ?? summary.offering;
  const online = summary.event ? summary.event.isOnline : summary.slot?.mode !== 'in_person';
  const place = summary.event ? summary.event.location : (summary.slot?.address ?? null);
  let how: string;
  if (online) how = summary.event ? t('booked.eventOnline') : t('booked.sessionOnline');
  else how = place ? t('booked.inPerson', { place }) : t('booked.inPersonLater');
  const Heading = headingLevel;
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-left text-slate-800" data-testid="booked-details">
      <Heading className="font-semibold text-slate-900">{t('booked.title')}</Heading>
      {title && <p className="mt-1 font-medium text-brand-900">{title}</p>}
      <ul className="mt-3 space-y-2 text-sm">
        <li className="flex gap-2" data-testid="booked-time">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <EventTime iso={time.start} />
        </li>
        <li className="flex gap-2" data-testid="booked-duration">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {formatDuration(time.minutes, lang)}
        </li>
        <li className="flex gap-2" data-testid="booked-place">
          {online ? <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />}
          {how}
        </li>
      </ul>
    </div>
  );
}
