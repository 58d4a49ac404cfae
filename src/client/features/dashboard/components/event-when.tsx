/** An event's start in IST and in the member's own zone (spec: "its date in IST and the member's zone"). */
import { CalendarClock, Clock, MapPin, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { MyEvent } from '../../../../shared/contracts/dashboard.ts';
import { formatIstDateTime } from '../lib/format.ts';
import { formatVisitorTime } from '../../../../shared/ist.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatDuration } from '../../../../shared/duration.ts';

export function EventWhen({ event }: { event: Pick<MyEvent, 'date' | 'duration' | 'isOnline' | 'location'> }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  // The member's zone is the browser's: known only after hydration (undefined until then; null: the clock reads IST).
  const [local, setLocal] = useState<string | null | undefined>(undefined);
  useEffect(() => setLocal(formatVisitorTime(event.date, lang)), [event.date, lang]);
  return (
    <ul className="space-y-1 text-sm text-slate-700">
      <li className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="font-medium text-slate-900" data-testid="event-date-ist">
            {t('when.ist', { date: formatIstDateTime(event.date, lang) })}
          </span>
          {local !== undefined && (
            <span className="block text-slate-600" data-testid="event-date-local">
              {local === null ? t('when.sameZone') : t('when.local', { date: local })}
            </span>
          )}
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {formatDuration(event.duration, lang)}
      </li>
      <li className="flex items-center gap-2">
        {event.isOnline ? <Video aria-hidden="true" className="size-4 shrink-0 text-brand-700" /> : <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
        {event.isOnline ? t('when.online') : t('when.inPerson', { place: event.location ?? '' })}
      </li>
    </ul>
  );
}
