/**
 * The member's courses on the dashboard (issue 54 part 3): each with its progress, a link to go on,
 * and the certificate once all seven days are done. No course, nothing shown.
 */
import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { api } from '../../../lib/api.ts';
import { Link } from '../../../lib/localized-links.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { MyCourse } from '../../../../shared/contracts/course.ts';

export function MyCourses() {
  const { t } = useTranslation('course');
  const lang = useLanguage();
  const list = useQuery({ queryKey: ['me', 'courses', lang], queryFn: ({ signal }) => api<MyCourse[]>(`/api/me/courses?lang=${lang}`, { signal }) });
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="my-courses" className="mt-8" data-testid="my-courses">
      <h2 id="my-courses" className="text-xl font-bold text-slate-900">
        {t('dashboard.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {list.data.map((c) => (
          <li key={c.slug} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{c.title}</p>
            <p className="mt-1 text-sm text-slate-700">{t('dashboard.progress', { done: c.doneCount, total: c.totalDays })}</p>
            <progress className="mt-2 block h-2 w-full accent-brand-700" value={c.doneCount} max={c.totalDays} aria-label={t('dashboard.progress', { done: c.doneCount, total: c.totalDays })} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={`/course/${encodeURIComponent(c.slug)}`} className="btn-primary">
                <BookOpen aria-hidden="true" className="size-4" />
                {t('dashboard.continue')}
              </Link>
              {c.complete && (
                <Link to={`/course/${encodeURIComponent(c.slug)}/certificate`} className="btn-secondary">
                  <Award aria-hidden="true" className="size-4" />
                  {t('dashboard.certificate')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
