/** Admin activity from the audit log, 15 a page: who did what, to what, and when, as sentences (spec: audit visible to the admin; issue 51). */
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAuditLog } from '../api/overview.ts';
import { activitySentence } from '../lib/activity.ts';
import { formatDateTime } from '../lib/format.ts';
import { Pager } from './pager.tsx';
import { ErrorState, Loading } from './states.tsx';

const PAGE_SIZE = 15;

export function ActivityList() {
  const { t } = useTranslation(['admin', 'content']);
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page, PAGE_SIZE);
  return (
    <section aria-labelledby="activity-heading" data-testid="activity-list">
      <h3 id="activity-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-brand-700" />
        {t('activity.title')}
      </h3>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <div className="mt-3">
          <ErrorState error={audit.error} onRetry={() => audit.refetch()} />
        </div>
      ) : audit.data.total === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('activity.empty')}</p>
      ) : (
        <>
          <ol className="mt-3 divide-y divide-slate-100">
            {audit.data.items.map((entry) => (
              <li key={entry.id} className="py-2.5 text-sm">
                <p className="text-slate-800">
                  {activitySentence(entry, t, lang)}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {entry.actorEmail === 'ADMIN_EMAIL' ? t('activity.startup') : (entry.actorEmail ?? t('activity.someone'))} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>
                </p>
              </li>
            ))}
          </ol>
          <Pager page={audit.data.page} pageSize={audit.data.pageSize} total={audit.data.total} onPage={setPage} list={t('activity.title')} testId="activity-pager" />
        </>
      )}
    </section>
  );
}
