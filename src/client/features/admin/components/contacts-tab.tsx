/**
 * Contact Management (spec §2, §4): Export Contacts (a new tab) and Bulk Reply, the Total Contacts and
 * Pending Responses cards (counted by the server), the messages 50 a page with 100-character previews
 * and Replied/Pending badges, a way to mark one Replied (with undo), and the empty state.
 */
import { CheckCheck, ChevronDown, Download, Mail, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { CONTACT_PREVIEW_CHARS } from '../../../../shared/constants.ts';
import type { AdminContact } from '../../../../shared/contracts/admin.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useContactCounts, useContacts, useSetResponded } from '../api/contacts.ts';
import { errorToast } from '../lib/errors.ts';
import { formatDateTime, formatNumber, preview } from '../lib/format.ts';
import { BulkReplyDialog } from './bulk-reply-dialog.tsx';
import { Pager } from './pager.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';

function ContactRow({ contact }: { contact: AdminContact }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const setResponded = useSetResponded();
  const [expanded, setExpanded] = useState(false);
  const long = [...contact.message].length > CONTACT_PREVIEW_CHARS;

  async function mark(responded: boolean) {
    try {
      await setResponded.mutateAsync({ id: contact.id, responded });
      if (responded) {
        toast({
          title: t('contacts.markedReplied'),
          description: contact.name,
          action: { label: t('actions.undo'), onClick: () => void mark(false) },
        });
      } else {
        toast({ title: t('contacts.markedPending'), description: contact.name });
      }
    } catch (err) {
      errorToast(t('contacts.markFailed'), err, t);
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="contact-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{contact.name}</p>
          {contact.responded ? (
            <Badge tone="green" testId="contact-badge">
              {t('contacts.replied')}
            </Badge>
          ) : (
            <Badge tone="amber" testId="contact-badge">
              {t('contacts.pending')}
            </Badge>
          )}
        </div>
        <a href={`mailto:${contact.email}`} className="break-all text-sm text-brand-700 underline-offset-2 hover:underline">
          {contact.email}
        </a>
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700" data-testid="contact-message">
          {expanded ? contact.message : preview(contact.message, CONTACT_PREVIEW_CHARS)}
        </p>
        {long && (
          <button type="button" className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
            {expanded ? t('contacts.showLess') : t('contacts.readAll')}
          </button>
        )}
        <p className="mt-1 text-xs text-slate-500">
          {formatDateTime(contact.createdAt, lang)}
          {contact.responded && contact.respondedAt && <> · {t('contacts.repliedOn', { date: formatDateTime(contact.respondedAt, lang) })}</>}
        </p>
      </div>
      {!contact.responded && (
        <button type="button" className="btn-secondary shrink-0" onClick={() => void mark(true)} disabled={setResponded.isPending} data-testid="mark-replied">
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('contacts.markReplied')}
          <span className="sr-only">: {contact.name}</span>
        </button>
      )}
    </li>
  );
}

export function ContactsTab() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const contacts = useContacts({ page });
  const stats = useContactCounts();
  const [replying, setReplying] = useState(false);
  const list = contacts.data?.items ?? [];
  const counts = stats.data;

  const openBulkReply = () => {
    if (counts?.pending === 0) toast({ title: t('contacts.noUnresponded'), description: t('contacts.noUnrespondedHint') });
    else setReplying(true);
  };

  return (
    <section aria-labelledby="contacts-heading">
      <TabHeader
        id="contacts-heading"
        title={t('contacts.title')}
        actions={
          <>
            <a href="/api/admin/export/contacts" target="_blank" rel="noopener" className="btn-secondary" data-testid="export-contacts">
              <Download aria-hidden="true" className="size-4" />
              {t('contacts.export')}
            </a>
            <button type="button" className="btn-primary" onClick={openBulkReply} disabled={contacts.isPending || stats.isPending} data-testid="bulk-reply">
              <Send aria-hidden="true" className="size-4" />
              {t('contacts.bulkReply')}
            </button>
          </>
        }
      />
      {/* The cards and the list appear together: the counts are asked alongside the page. */}
      {contacts.isPending || stats.isPending ? (
        <Loading />
      ) : contacts.isError || stats.isError ? (
        <ErrorState error={contacts.error ?? stats.error} onRetry={() => void Promise.all([contacts.refetch(), stats.refetch()])} />
      ) : (
        <>
          <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="total-contacts">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Mail aria-hidden="true" className="size-4 text-brand-700" />
                {t('contacts.total')}
              </p>
              <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="total-contacts-value">
                {counts ? formatNumber(counts.total, lang) : '–'}
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="pending-contacts">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <MailCheck aria-hidden="true" className="size-4 text-amber-600" />
                {t('contacts.pendingResponses')}
              </p>
              <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="pending-contacts-value">
                {counts ? formatNumber(counts.pending, lang) : '–'}
              </p>
            </div>
          </div>
          {contacts.data.total === 0 ? (
            <EmptyState testId="contacts-empty">{t('contacts.empty')}</EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="contacts-list">
                {list.map((c) => (
                  <ContactRow key={c.id} contact={c} />
                ))}
              </ul>
              <Pager page={contacts.data.page} pageSize={contacts.data.pageSize} total={contacts.data.total} onPage={setPage} list={t('contacts.title')} testId="contacts-pager" />
            </>
          )}
        </>
      )}
      <BulkReplyDialog open={replying} onOpenChange={setReplying} />
    </section>
  );
}
