/**
 * The inbox (issue 20 item 5), in the place of the contacts list: every contact message and
 * consultation request as a conversation, searched and filtered on the server, 50 a page; one
 * opened shows its thread and a composer; Bulk Reply and the export stay; below, how the founder
 * hears of new ones and her reusable replies.
 */
import { Download, Send } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONVERSATION_KINDS, CONVERSATION_STATES, NOTIFY_MODES, type ConversationKind, type ConversationState, type NotifyMode } from '../../../../shared/contracts/inbox.ts';
import type { DayRange, ListSort } from '../../../../shared/contracts/paging.ts';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useContactCounts } from '../api/contacts.ts';
import { useInbox, useInboxSettings, useSaveInboxSettings } from '../api/inbox.ts';
import { errorToast } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { BulkReplyDialog } from './bulk-reply-dialog.tsx';
import { InboxThread, STATE_TONES } from './inbox-thread.tsx';
import { usePageFor } from '../lib/use-page-for.ts';
import { Pager } from './pager.tsx';
import { ReplyTemplates } from './reply-templates.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';
import { DayRangeFields } from './day-range-fields.tsx';
import { SortField } from './sort-field.tsx';

function NotifySetting() {
  const { t } = useTranslation('inbox');
  const settings = useInboxSettings();
  const save = useSaveInboxSettings();
  const [choice, setChoice] = useState<NotifyMode | null>(null);
  const id = useId();
  const current = choice ?? settings.data?.notify;
  if (!current) return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ notify: current! });
      toast({ title: t('settings.saved') });
    } catch (err) {
      errorToast(t('settings.failed'), err, t);
    }
  }

  return (
    <form onSubmit={submit} className="mt-10 flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="inbox-settings">
      <SelectField
        id={id}
        className="min-w-0 flex-1 sm:max-w-md"
        label={t('settings.title')}
        hint={t('settings.hint')}
        value={current}
        onChange={(e) => setChoice(e.target.value as NotifyMode)}
        options={NOTIFY_MODES.map((mode) => ({ value: mode, label: t(`settings.${mode}`) }))}
      />
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}

export function InboxTab() {
  const { t } = useTranslation('inbox');
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(params.get('conversation'));
  const [query, setQuery] = useState('');
  // The overview's to-do list opens the conversations waiting for an answer (?state=new).
  const [state, setState] = useState<ConversationState | ''>(() => ((CONVERSATION_STATES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as ConversationState) : ''));
  const [kind, setKind] = useState<ConversationKind | ''>('');
  const [sort, setSort] = useState<ListSort>('newest');
  const [days, setDays] = useState<DayRange>({});
  const [replying, setReplying] = useState(false);
  const q = useDeferredValue(query.trim());
  // Another search, filter or order starts on page 1.
  const [page, setPage] = usePageFor({ q, state, kind, sort, days });
  const inbox = useInbox({ page, q: q || undefined, state: state || undefined, kind: kind || undefined, sort, ...days });
  const counts = useContactCounts();
  const filtered = !!(q || state || kind || days.from || days.to);

  const openBulkReply = () => {
    if (counts.data?.pending === 0) toast({ title: ta('contacts.noUnresponded'), description: ta('contacts.noUnrespondedHint') });
    else setReplying(true);
  };

  return (
    <section aria-labelledby="inbox-heading">
      <TabHeader
        id="inbox-heading"
        title={t('title')}
        description={t('intro')}
        actions={
          <>
            <a href="/api/admin/export/contacts" target="_blank" rel="noopener" className="btn-secondary" data-testid="export-contacts">
              <Download aria-hidden="true" className="size-4" />
              {ta('contacts.export')}
            </a>
            <button type="button" className="btn-secondary" onClick={openBulkReply} disabled={counts.isPending} data-testid="bulk-reply">
              <Send aria-hidden="true" className="size-4" />
              {ta('contacts.bulkReply')}
            </button>
          </>
        }
      />
      {openId ? (
        <InboxThread id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))] xl:items-end">
            <SearchField
              label={t('search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('searchPlaceholder')}
              data-testid="inbox-search"
            />
            <SelectField
              label={t('stateFilter')}
              value={state}
              onChange={(e) => setState(e.target.value as ConversationState | '')}
              options={[{ value: '', label: t('all') }, ...CONVERSATION_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))]}
              data-testid="inbox-state"
            />
            <SelectField
              label={t('kindFilter')}
              value={kind}
              onChange={(e) => setKind(e.target.value as ConversationKind | '')}
              options={[{ value: '', label: t('all') }, ...CONVERSATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
              data-testid="inbox-kind"
            />
            <SortField
              value={sort}
              onChange={setSort}
              testId="inbox-sort"
            />
            <DayRangeFields
              value={days}
              onChange={setDays}
              testId="inbox-days"
            />
          </div>
          {inbox.isPending ? (
            <Loading />
          ) : inbox.isError ? (
            <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : inbox.data.total === 0 ? (
            <EmptyState testId="inbox-empty">{filtered ? t('noMatch') : t('empty')}</EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="inbox-list">
                {inbox.data.items.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="flex w-full flex-col gap-1 p-4 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                      onClick={() => setOpenId(c.id)}
                      aria-label={t('open', { name: c.name })}
                      data-testid="inbox-item"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="break-words font-semibold text-slate-900">{c.name}</span>
                        <Badge tone={STATE_TONES[c.state]}>{t(`states.${c.state}`)}</Badge>
                        <Badge tone="blue">{t(`kinds.${c.kind}`)}</Badge>
                      </span>
                      <span className="break-all text-sm text-slate-600">{c.email}</span>
                      <span className="line-clamp-2 whitespace-pre-wrap break-words text-sm text-slate-700">{c.preview || t('noMessage')}</span>
                      <span className="text-xs text-slate-500">{formatDateTime(c.lastMessageAt, lang)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={inbox.data.page} pageSize={inbox.data.pageSize} total={inbox.data.total} onPage={setPage} list={t('title')} testId="inbox-pager" />
            </>
          )}
          <NotifySetting />
          <ReplyTemplates />
        </>
      )}
      <BulkReplyDialog open={replying} onOpenChange={setReplying} />
    </section>
  );
}
