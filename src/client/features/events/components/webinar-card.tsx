import { CalendarDays, Clock, MapPin, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage } from '../../../../shared/constants.ts';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { formatEventDate, imageUrl } from '../../../lib/format.ts';

export function WebinarCard({ webinar }: { webinar: Webinar }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageUrl(webinar.imagePath);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-100 to-brand-50">
        {src && !imageFailed ? (
          <img src={src} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700" data-testid="image-placeholder">
            <CalendarDays aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="absolute left-3 top-3 flex gap-2">
          <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-slate-800">
            {webinar.isOnline ? t('events:online') : t('events:inPerson')}
          </span>
          {webinar.isFeatured && (
            <span className="rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-slate-900">{t('events:featured')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900">{webinar.title}</h3>
        {webinar.shortDescription && <p className="mt-2 text-sm text-slate-600">{webinar.shortDescription}</p>}
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {formatEventDate(webinar.date, lang)} {t('generic.ist')}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {t('generic.minutes', { count: webinar.duration })}
          </li>
          <li className="flex items-center gap-2">
            {webinar.isOnline ? (
              <Video aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            ) : (
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            )}
            {webinar.isOnline ? t('events:onlineVideoCall') : webinar.location}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {t('events:seatsLeft', { count: webinar.seatsLeft, max: webinar.maxAttendees })}
          </li>
        </ul>
        <div className="mt-5 flex items-center justify-between gap-3 pt-2">
          <span className="font-semibold text-brand-800">{webinar.priceInr === 0 ? t('generic.free') : webinar.price}</span>
          {!webinar.isPast && (
            <Link to={`/register?webinarId=${webinar.id}&type=webinar`} className="btn-primary">
              {webinar.ctaButtonText || t('events:registerNow')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
