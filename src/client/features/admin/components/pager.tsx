/**
 * Previous / Next under an admin list, with "Page 2 of 5" and which rows are shown (the server
 * answers 50 at most a page). Plain buttons: Tab and Enter or Space work; at either end the button
 * stays focusable and says it is unavailable (aria-disabled), so the focus is not lost when the last
 * page is reached; the page line is read out when it changes. Wraps on a 360 px screen.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { pageCount } from '../../../../shared/contracts/paging.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatNumber } from '../lib/format.ts';

const BUTTON = 'btn-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  list,
  testId = 'pager',
}: {
  /** The page shown (the answer's, not the one asked for while it loads). */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's name ("Users: pages"). */
  list: string;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const pages = pageCount(total, pageSize);

  // A page that no longer exists (its last rows were deleted, a filter shrank the list): the last one.
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);

  if (total <= pageSize && page === 1) return null;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  const n = (x: number) => formatNumber(x, lang);
  return (
    <nav aria-label={t('paging.label', { list })} className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid={testId}>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid={`${testId}-status`}>
        <span className="font-semibold text-slate-800">{t('paging.pageOf', { page: n(page), pages: n(pages) })}</span>
        <span className="ml-2">({t('paging.range', { from: n(from), to: n(to), total: n(total) })})</span>
      </p>
      <div className="flex gap-2">
        <button type="button" className={BUTTON} onClick={() => page > 1 && onPage(page - 1)} aria-disabled={page <= 1} data-testid={`${testId}-previous`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('paging.previous')}
        </button>
        <button type="button" className={BUTTON} onClick={() => page < pages && onPage(page + 1)} aria-disabled={page >= pages} data-testid={`${testId}-next`}>
          {t('paging.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
