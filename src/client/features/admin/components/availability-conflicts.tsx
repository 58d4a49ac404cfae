/**
 * Booked sessions that the founder's day off, changed hours or blocked time leave outside her hours
 * (issue 51). Saving such a change never moves or cancels anything: it warns, and this list shows
 * each session with a link to its day in the agenda, where she reschedules or cancels it (and the
 * client is told). Nothing is shown when there is nothing to act on.
 */
import { AlertTriangle } from 'lucide-react';
import { istParts } from '../../../../shared/ist.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useConflicts } from '../api/scheduling.ts';
import { formatDay } from '../lib/format.ts';

export function AvailabilityConflicts() {
  const { t } = useTranslation('availability');
  const lang = useLanguage();
  const conflicts = useConflicts();
  const list = conflicts.data?.conflicts ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="availability-conflicts" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6" data-testid="availability-conflicts">
      <h3 id="availability-conflicts" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t('conflicts.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('conflicts.hint')}</p>
      <ul className="mt-4 divide-y divide-amber-200">
        {list.map((c) => {
          const { date, time } = istParts(c.start);
          const day = formatDay(date, lang);
          return (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="conflict-row">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {c.name}
                  {c.service ? <span className="font-normal text-slate-700"> · {c.service}</span> : null}
                </p>
                <p className="text-sm text-slate-700">{t('conflicts.when', { day, time })}</p>
              </div>
              <Link to={`/admin?tab=agenda&day=${date}`} className="btn-secondary min-h-11" aria-label={t('conflicts.actLabel', { name: c.name, day })}>
                {t('conflicts.act')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
