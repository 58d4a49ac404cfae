import { CalendarDays, Clock, IndianRupee, Star, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { WebinarSchedule } from '../lib/next-webinar.ts';
import { VisitorTime } from '../../events/components/visitor-time.tsx';

export interface NextWebinarSummary {
  title: string;
  shortDescription: string | null;
  /** Display price; null when free. */
  price: string | null;
  schedule: WebinarSchedule;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd directly in the dl's group (as assistive technology expects); the icon sits in the dt.
    <div className="relative pl-8">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="absolute left-0 top-0.5 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Date and time of the next webinar, from the database, with the format, price and rating. */
export function NextWebinarCard({ webinar }: { webinar: NextWebinarSummary | null }) {
  const { t } = useTranslation('webinar-page');
  return (
    <aside aria-labelledby="next-webinar-title" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-md" data-testid="next-webinar">
      <p id="next-webinar-title" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('next.title')}
      </p>
      {webinar ? (
        <>
          <h2 className="mt-2 text-xl font-bold text-slate-900">{webinar.title}</h2>
          {webinar.shortDescription && <p className="mt-2 text-sm text-slate-600">{webinar.shortDescription}</p>}
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <Fact icon={<CalendarDays aria-hidden="true" className="size-5" />} label={t('next.date')}>
              {webinar.schedule.date}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" className="size-5" />} label={t('next.time')}>
              <span data-testid="next-webinar-time">
                {t('next.timeRange', { start: webinar.schedule.start, end: webinar.schedule.end })}
              </span>
              <VisitorTime iso={webinar.schedule.startsAt} />
            </Fact>
            <Fact icon={<Video aria-hidden="true" className="size-5" />} label={t('next.format')}>
              {t('next.onlineVideoCall')}
            </Fact>
            <Fact icon={<IndianRupee aria-hidden="true" className="size-5" />} label={t('next.price')}>
              {webinar.price ?? t('common:generic.free')}
            </Fact>
          </dl>
        </>
      ) : (
        <p className="mt-3 text-slate-700">{t('next.noDate')}</p>
      )}
      <p className="mt-5 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
        <span className="flex text-accent-500" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        {t('next.rating')}
      </p>
    </aside>
  );
}
