/**
 * The founder's clients (issue 53 §2): everyone who registered, booked, paid, wrote or answered a
 * form, one person per e-mail address, the latest active first; a search by name, e-mail or phone
 * and a tag filter. The search is a GET form (it works before the page's code has run); the chosen
 * client opens below the list (?id=), so the address of a client's page can be kept and shared.
 */
import { ChevronRight, UserRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Pager } from '../../admin/components/pager.tsx';
import { Badge, EmptyState, ErrorState, Loading } from '../../admin/components/states.tsx';
import { formatDate, formatNumber } from '../../admin/lib/format.ts';
import { useClients } from '../api.ts';
import { ClientDetailView } from './client-detail.tsx';

export function ClientsPage() {
  const { t } = useTranslation('clients');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const tag = params.get('tag') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const id = params.get('id') || undefined;
  const clients = useClients({ page, q, tag });

  const update = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { preventScrollReset: true },
    );

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    update({ q: String(data.get('q') ?? '').trim() || undefined, tag: String(data.get('tag') ?? '') || undefined, page: undefined, id: undefined });
  };

  if (id) return <ClientDetailView id={id} onBack={() => update({ id: undefined })} />;

  return (
    <section aria-labelledby="clients-heading" data-testid="clients-page">
      <h2 id="clients-heading" className="sr-only">
        {t('title')}
      </h2>
      <form method="get" onSubmit={search} className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <SearchField className="w-full max-w-md" name="q" label={t('search')} defaultValue={q ?? ''} key={`q-${q ?? ''}`} data-testid="clients-search" />
        <SelectField
          className="w-full sm:w-56"
          name="tag"
          label={t('tag')}
          defaultValue={tag ?? ''}
          key={`tag-${tag ?? ''}`}
          placeholder={t('allTags')}
          options={(clients.data?.tags ?? (tag ? [tag] : [])).map((x) => ({ value: x, label: x }))}
          data-testid="clients-tag"
        />
        <button type="submit" className="btn-primary min-h-11">
          {t('searchButton')}
        </button>
      </form>

      {clients.isPending ? (
        <Loading />
      ) : clients.isError ? (
        <ErrorState error={clients.error} onRetry={() => clients.refetch()} />
      ) : clients.data.items.length === 0 ? (
        <EmptyState testId="clients-empty">{q || tag ? t('noMatch') : t('empty')}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{t('count', { count: clients.data.total, n: formatNumber(clients.data.total, lang) })}</p>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="clients-list">
            {clients.data.items.map((c) => (
              <li key={c.id}>
                <a
                  href={`?id=${c.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    update({ id: c.id });
                  }}
                  className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                  aria-label={t('open', { name: c.name })}
                  data-testid="client-row"
                >
                  <UserRound aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {c.name}
                      {c.hasAccount && <Badge tone="blue">{t('account')}</Badge>}
                      {c.tags.map((x) => (
                        <Badge key={x} tone="brand">
                          {x}
                        </Badge>
                      ))}
                    </span>
                    <span className="block truncate text-sm text-slate-600">
                      {c.email}
                      {c.phone ? ` · ${c.phone}` : ''}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {t('lastActivity', { when: formatDate(c.lastActivityAt, lang) })} · {t('registrations', { count: c.registrations, n: formatNumber(c.registrations, lang) })}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                </a>
              </li>
            ))}
          </ul>
          <Pager page={clients.data.page} pageSize={clients.data.pageSize} total={clients.data.total} onPage={(p) => update({ page: p > 1 ? String(p) : undefined })} list={t('title')} testId="clients-pager" />
        </>
      )}
    </section>
  );
}
