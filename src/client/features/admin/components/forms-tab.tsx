/**
 * Forms (spec §2, issue 20 item 6): the submissions table over dynamic-form responses and
 * registrations together. A few columns (form type, name, e-mail, up to two answers the founder
 * chooses, payment, date); View opens a drawer with every answer. Filters (form type, date from and
 * to, text over name, email, phone and form id) and the order (newest, oldest, name, e-mail) are
 * applied by the server, 50 rows a page; the empty state; a CSV export of every matching row with
 * every column, named by date.
 */
import { Download, Eye } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { SUBMISSION_FILTER_TYPES, type SubmissionColumn, type SubmissionRow, type SubmissionsQuery } from '../../../../shared/contracts/admin.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { submissionsSearch, useSubmissions } from '../api/submissions.ts';
import { formatDateTime } from '../lib/format.ts';
import { EXTRA_COLUMNS, useSubmissionColumns } from '../lib/submission-columns.ts';
import { usePageFor } from '../lib/use-page-for.ts';
import { DayRangeFields } from './day-range-fields.tsx';
import { Pager } from './pager.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader, type Tone } from './states.tsx';
import { SortField } from './sort-field.tsx';
import { SubmissionDialog } from './submission-dialog.tsx';
import { PaymentBadge } from './submission-marks.tsx';

const BADGE_TONES: Record<SubmissionRow['badge'], Tone> = {
  personalConsultancy: 'brand',
  stage1: 'blue',
  stage2: 'blue',
  stage3: 'blue',
  webinar: 'blue',
  event: 'green',
  course: 'amber',
  other: 'slate',
};
export function FormsTab() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const id = useId();
  const [type, setType] = useState<SubmissionsQuery['type']>('all');
  const [days, setDays] = useState<DayRange>({});
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ListSort>('newest');
  const { columns: extras, choose } = useSubmissionColumns();
  const shownExtras = extras.filter((c): c is SubmissionColumn => !!c);
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const query = useDeferredValue(q.trim());
  const filters: SubmissionsQuery = { type, ...days, q: query || undefined };
  // The page belongs to the filters it was chosen with: other filters start on page 1.
  const [page, setPage] = usePageFor([filters, lang, sort]);
  const submissions = useSubmissions(filters, lang, page, sort);
  const rows = submissions.data?.items ?? [];
  const total = submissions.data?.total ?? 0;
  const first = submissions.data ? (submissions.data.page - 1) * submissions.data.pageSize : 0;
  const filtered = type !== 'all' || !!days.from || !!days.to || !!query;
  const changed = filtered || sort !== 'newest';
  const exportUrl = `/api/admin/export/responses?${submissionsSearch(filters, lang)}`;

  const clear = () => {
    setType('all');
    setDays({});
    setQ('');
    setSort('newest');
  };

  return (
    <section aria-labelledby="forms-heading">
      <TabHeader
        id="forms-heading"
        title={t('submissions.title')}
        description={t('submissions.description')}
        actions={
          <a
            href={exportUrl}
            target="_blank"
            rel="noopener"
            download
            className="btn-secondary"
            data-testid="export-responses"
            onClick={(e) => {
              if (!submissions.isPending && total === 0) {
                e.preventDefault();
                toast({ title: t('submissions.noDataTitle'), description: t('submissions.noData'), variant: 'destructive' });
              }
            }}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('submissions.export')}
          </a>
        }
      />
      <form role="search" className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[12rem_10rem_10rem_1fr_auto] lg:items-end" onSubmit={(e) => e.preventDefault()} data-testid="submission-filters">
        <SelectField
          id={`${id}-type`}
          className="col-span-2 lg:col-span-1"
          label={t('submissions.filters.type')}
          value={type}
          onChange={(e) => setType(e.target.value as SubmissionsQuery['type'])}
          options={SUBMISSION_FILTER_TYPES.map((v) => ({ value: v, label: t(`submissions.filters.types.${v}`) }))}
        />
        <DayRangeFields value={days} onChange={setDays} testId="submissions-days" />
        <SearchField
          id={`${id}-q`}
          className="col-span-2 lg:col-span-1"
          label={t('submissions.filters.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('submissions.filters.searchPlaceholder')}
        />
        <button type="button" className="btn-secondary col-span-2 lg:col-span-1" onClick={clear} disabled={!changed}>
          {t('submissions.filters.clear')}
        </button>
        <SortField id={`${id}-sort`} className="col-span-2 lg:col-span-1" value={sort} onChange={setSort} testId="submissions-sort" />
        {extras.map((column, slot) => (
          <SelectField
            key={slot}
            id={`${id}-column-${slot}`}
            className={slot === 0 ? 'col-span-2 sm:col-span-1' : 'col-span-2 sm:col-span-1 lg:col-span-2'}
            label={t('submissions.extraColumn', { n: slot + 1 })}
            value={column ?? ''}
            onChange={(e) => choose(slot, (e.target.value || null) as SubmissionColumn | null)}
            options={[{ value: '', label: t('submissions.noColumn') }, ...EXTRA_COLUMNS.map((c) => ({ value: c, label: t(`submissions.columns.${c}`) }))]}
            data-testid={`submissions-column-${slot}`}
          />
        ))}
      </form>

      {submissions.isPending ? (
        <Loading />
      ) : submissions.isError ? (
        <ErrorState error={submissions.error} onRetry={() => submissions.refetch()} />
      ) : total === 0 ? (
        <EmptyState testId="submissions-empty">
          <p className="font-semibold text-slate-800">{t('submissions.empty')}</p>
          {filtered && <p className="mt-1 text-sm">{t('submissions.emptyFiltered')}</p>}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 flex items-center gap-2 text-sm text-slate-600" aria-live="polite" data-testid="submission-count">
            {t('submissions.count', { count: total })}
            {submissions.isFetching && <Spinner className="size-3.5 text-brand-700" />}
          </p>
          <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('submissions.tableLabel')}>
            <table className="min-w-max text-left text-sm" data-testid="submissions-table">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2.5">
                    {t('submissions.columns.number')}
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    <span className="sr-only">{t('submissions.details')}</span>
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    {t('submissions.columns.formType')}
                  </th>
                  {(['fullName', 'email', ...shownExtras] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2.5">
                      {t(`submissions.columns.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2.5">
                    {t('submissions.columns.paymentStatus')}
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    {t('submissions.columns.submittedAt')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row, i) => (
                  <tr key={`${row.source}-${row.id}`} className="align-top hover:bg-slate-50" data-testid="submission-row">
                    <td className="px-3 py-2.5 text-slate-500">{first + i + 1}</td>
                    <td className="px-3 py-1">
                      <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50" onClick={() => setOpen(row)}>
                        <Eye aria-hidden="true" className="size-4" />
                        {t('submissions.view')}
                        <span className="sr-only">: {row.values.fullName ?? row.reference}</span>
                      </button>
                    </td>
                    <td className="px-3 py-2.5">
                      <Badge tone={BADGE_TONES[row.badge]} testId="form-type-badge">
                        {t(`submissions.badges.${row.badge}`)}
                      </Badge>
                    </td>
                    {(['fullName', 'email', ...shownExtras] as const).map((c) => (
                      <td key={c} className="max-w-56 truncate px-3 py-2.5 text-slate-800" title={row.values[c] ?? undefined} data-column={c}>
                        {row.values[c] || '-'}
                      </td>
                    ))}
                    <td className="px-3 py-2.5">
                      <PaymentBadge status={row.paymentStatus} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-slate-700">{formatDateTime(row.submittedAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {submissions.data && <Pager page={submissions.data.page} pageSize={submissions.data.pageSize} total={total} onPage={setPage} list={t('submissions.title')} testId="submissions-pager" />}
        </>
      )}
      <SubmissionDialog row={open} onClose={() => setOpen(null)} />
    </section>
  );
}
