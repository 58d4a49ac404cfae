import { CalendarDays, CheckCircle, Clock, MapPin, Users, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import { formatInr } from '../../../../shared/money.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { imageUrl } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatIstDateTime } from '../../../../shared/ist.ts';
import { VisitorTime } from './visitor-time.tsx';
import { fallbackLang } from '../../../../shared/content-languages.ts';

/** The register button's text: the event's own, else Join Free Webinar for free webinars, else Register Now (a full event: Join the waitlist). */
export function registerLabelKey(webinar: Pick<Webinar, 'category' | 'priceInr'>): string {
  return webinar.category === 'webinar' && webinar.priceInr === 0 ? 'events:joinFreeWebinar' : 'events:registerNow';
}

export function WebinarCard({ webinar, headingLevel = 3 }: { webinar: Webinar; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [imageFailed, setImageFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const src = imageUrl(webinar.imagePath, 640);
  // An image that failed before hydration attached onError is caught here.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setImageFailed(true);
  }, [src]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = !webinar.isPast && webinar.seatsLeft === 0;
  // A full event still takes registrations, onto the waitlist: the button says so (issue 51).
  const registerLabel = full ? t('events:joinWaitlist') : webinar.ctaButtonText || t(registerLabelKey(webinar));
  return (
    <article className="content-auto flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="event-card" data-category={webinar.category}>
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-100 to-brand-50">
        {src && !imageFailed ? (
          <img ref={imgRef} src={src} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" onError={() => setImageFailed(true)} />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700" data-testid="image-placeholder">
            <CalendarDays aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-800">
            {webinar.isOnline ? t('events:online') : t('events:inPerson')}
          </span>
          {webinar.isFeatured && <span className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-slate-900">{t('events:featured')}</span>}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`events:categories.${webinar.category}`)}</p>
        <Heading className="mt-1 text-lg font-semibold text-slate-900" lang={fallbackLang(webinar, 'title')}>
          {webinar.title}
        </Heading>
        {webinar.shortDescription && (
          <p className="mt-2 text-sm text-slate-600" lang={fallbackLang(webinar, 'shortDescription')}>
            {webinar.shortDescription}
          </p>
        )}
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          <li className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              <time dateTime={webinar.date}>
                {formatIstDateTime(webinar.date, lang)} {t('generic.ist')}
              </time>
              <VisitorTime iso={webinar.date} />
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {formatDuration(webinar.duration, lang)}
          </li>
          <li className="flex gap-2">
            {webinar.isOnline ? (
              <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            ) : (
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            )}
            {webinar.isOnline ? t('events:onlineVideoCall') : <span lang={fallbackLang(webinar, 'location')}>{webinar.location}</span>}
          </li>
          <li className="flex gap-2">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              {!webinar.isPast && (
                <span className={full ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'} data-testid="seats-left">
                  {full ? t('events:fullyBooked') : t('events:seatsLeft', { count: webinar.seatsLeft, max: webinar.maxAttendees })}
                </span>
              )}
              <span className="block text-slate-600">{t('events:maxAttendees', { count: webinar.maxAttendees })}</span>
            </span>
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <span className="font-semibold text-brand-800">{formatInr(webinar.priceInr, lang)}</span>
          {webinar.isPast ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
              <CheckCircle aria-hidden="true" className="size-4" />
              {t('events:completed')}
            </span>
          ) : (
            <Link to={`/register?webinarId=${webinar.id}&type=webinar`} aria-label={`${registerLabel}: ${webinar.title}`} className={full ? 'btn-secondary' : 'btn-primary'} lang={webinar.ctaButtonText && !full ? fallbackLang(webinar, 'ctaButtonText') : undefined} data-testid="event-register">
              {registerLabel}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
