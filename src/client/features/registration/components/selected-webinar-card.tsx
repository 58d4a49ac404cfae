/** The webinar being registered for (spec §2): image, title, short description, date, duration, price. */
import { CalendarDays, Clock, IndianRupee, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { formatInr } from '../../../../shared/money.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { imageUrl } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { fallbackLang } from '../../../../shared/content-languages.ts';

export function SelectedWebinarCard({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageUrl(webinar.imagePath, 640);
  return (
    <article className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm sm:flex" data-testid="selected-webinar">
      <div className="aspect-[16/9] bg-gradient-to-br from-brand-100 to-brand-50 sm:aspect-auto sm:w-56 sm:shrink-0">
        {src && !imageFailed ? (
          <img src={src} alt="" width={448} height={252} className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full min-h-28 items-center justify-center text-brand-700">
            <CalendarDays aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('register.selectedWebinar')}</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900" lang={fallbackLang(webinar, 'title')}>
          {webinar.title}
        </h2>
        {webinar.shortDescription && (
          <p className="mt-1 text-sm text-slate-600" lang={fallbackLang(webinar, 'shortDescription')}>
            {webinar.shortDescription}
          </p>
        )}
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          <li className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <EventTime iso={webinar.date} />
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {formatDuration(webinar.duration, lang)}
          </li>
          <li className="flex items-center gap-2">
            <IndianRupee aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {formatInr(webinar.priceInr, lang)}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {t('register.seatsLeft', { count: webinar.seatsLeft })}
          </li>
        </ul>
        {webinar.seatsLeft === 0 && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('register.webinarFull')}</p>}
      </div>
    </article>
  );
}
