/** Users (spec §2): the accounts, 50 a page, with an Admin or User badge, a search and an order (newest, oldest, name, e-mail) on the server, Create New User, Export Users (every account). */
import { Download, UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useUsers } from '../api/users.ts';
import { formatDate } from '../lib/format.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { usePageFor } from '../lib/use-page-for.ts';
import { Pager } from './pager.tsx';
import { DayRangeFields } from './day-range-fields.tsx';
import { SortField } from './sort-field.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';

export function UsersTab() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('newest');
  const [days, setDays] = useState<DayRange>({});
  const q = useDeferredValue(query.trim());
  // Another search, filter or order starts on page 1.
  const [page, setPage] = usePageFor({ q, sort, days });
  const users = useUsers({ page, q: q || undefined, sort, ...days });
  const shown = users.data?.items ?? [];

  return (
    <section aria-labelledby="users-heading">
      <TabHeader
        id="users-heading"
        title={t('users.title')}
        description={users.data ? t('users.count', { count: users.data.total }) : undefined}
        actions={
          <>
            <button type="button" className="btn-primary" onClick={() => setCreating(true)} data-testid="create-user">
              <UserPlus aria-hidden="true" className="size-4" />
              {t('users.create')}
            </button>
            <a href="/api/admin/export/users" target="_blank" rel="noopener" className="btn-secondary" data-testid="export-users">
              <Download aria-hidden="true" className="size-4" />
              {t('users.export')}
            </a>
          </>
        }
      />
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchField
              className="w-full max-w-md"
              label={t('users.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('users.search')}
            />
            <SortField
              className="w-full sm:w-56"
              value={sort}
              onChange={setSort}
              testId="users-sort"
            />
            <DayRangeFields
              value={days}
              onChange={setDays}
              testId="users-days"
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState>{query || days.from || days.to ? t('users.noMatch') : t('users.empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="users-list">
              {shown.map((u) => (
                <li key={u.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{[u.firstName, u.lastName].filter(Boolean).join(' ') || u.name}</p>
                    <p className="truncate text-sm text-slate-600">{u.email}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {u.isAdmin ? (
                      <Badge tone="brand" testId="user-badge">
                        {t('users.badges.admin')}
                      </Badge>
                    ) : (
                      <Badge tone="slate" testId="user-badge">
                        {t('users.badges.user')}
                      </Badge>
                    )}
                    {u.membership === 'premium' && <Badge tone="amber">{t('users.badges.premium')}</Badge>}
                    <span className="text-xs text-slate-500">{t('users.joined', { date: formatDate(u.createdAt, lang) })}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {users.data && <Pager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} list={t('users.title')} testId="users-pager" />}
        </>
      )}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
