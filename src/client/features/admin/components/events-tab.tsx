/**
 * Events (spec §2): upcoming first, 50 a page (a day's events when the Schedule sent the admin here),
 * Create New Event, Edit Event, delete with confirmation. An event people registered for is not deleted: the dialog says so and
 * offers to deactivate it instead (registration closes, their registrations stay).
 */
import { Ban, CalendarDays, ImageOff, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { imageUrl } from '../../../lib/format.ts';
import { formatInr } from '../../../../shared/money.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { EVENT_SORTS, webinarInputOf, type AdminWebinar, type EventSort } from '../../../../shared/contracts/admin.ts';
import { SearchField } from '../../../components/ui/form/search-field.tsx';
import { useAdminWebinars, useCancelWebinar, useDeleteWebinar, useSaveWebinar } from '../api/webinars.ts';
import { errorToast } from '../lib/errors.ts';
import { formatDateTime, formatDay } from '../lib/format.ts';
import { EventDialog } from './event-dialog.tsx';
import { usePageFor } from '../lib/use-page-for.ts';
import { Pager } from './pager.tsx';
import { SeriesPanel } from './series-panel.tsx';
import { SortField } from './sort-field.tsx';
import { Badge, EmptyState, ErrorState, Loading, TabHeader } from './states.tsx';
import { TranslationStatus } from './translation-status.tsx';

function Thumbnail({ path }: { path: string | null }) {
  const [broken, setBroken] = useState(false);
  const src = imageUrl(path, 320);
  return (
    <div className="flex aspect-[16/9] w-20 shrink-0 items-center justify-center self-start overflow-hidden rounded-lg bg-gradient-to-br from-brand-100 to-brand-50 text-brand-700 sm:w-36 sm:self-center">
      {src && !broken ? <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} /> : path ? <ImageOff aria-hidden="true" className="size-6" /> : <CalendarDays aria-hidden="true" className="size-6" />}
    </div>
  );
}

function EventRow({ event, onEdit, onDelete, onCancel }: { event: AdminWebinar; onEdit: () => void; onDelete: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const live = event.registrations.total - event.registrations.cancelled;
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="event-row">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
      <Thumbnail path={event.imagePath} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900" data-testid="event-title">
          {event.title}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {formatDateTime(event.startsAt, lang)} {t('ist')} · {formatDuration(event.duration, lang)}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone="brand">{t(`events.categories.${event.category}`)}</Badge>
          <Badge tone="blue">{event.isOnline ? t('events.online') : t('events.inPerson')}</Badge>
          {event.isFeatured && <Badge tone="amber">{t('events.featured')}</Badge>}
          {event.cancelledAt ? <Badge tone="red">{t('events.cancel.badge')}</Badge> : !event.isActive && <Badge tone="red">{t('events.inactive')}</Badge>}
          {event.isPast && <Badge tone="slate">{t('events.past')}</Badge>}
          <Badge tone={event.priceInr > 0 ? 'green' : 'slate'}>{formatInr(event.priceInr, lang)}</Badge>
          <TranslationStatus missing={event.missingLanguages} />
        </div>
        <p className="mt-2 text-sm text-slate-700">
          {t('events.registered', { count: live })} · {t('events.seatsLeft', { count: event.seatsLeft, max: event.maxAttendees })}
          {event.registrations.waitlisted > 0 && <> · {t('events.waitlisted', { count: event.registrations.waitlisted })}</>}
        </p>
      </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:flex-nowrap lg:flex-row">
        <button type="button" className="btn-secondary flex-1" onClick={onEdit} data-testid="edit-event">
          <Pencil aria-hidden="true" className="size-4" />
          {t('actions.edit')}
          <span className="sr-only">: {event.title}</span>
        </button>
        {!event.isPast && !event.cancelledAt && (
          <button type="button" className="btn flex-1 border border-red-200 text-red-700 hover:bg-red-50" onClick={onCancel} data-testid="cancel-event">
            <Ban aria-hidden="true" className="size-4" />
            {t('events.cancel.button')}
            <span className="sr-only">: {event.title}</span>
          </button>
        )}
        <button type="button" className="btn flex-1 border border-red-200 text-red-700 hover:bg-red-50" onClick={onDelete} data-testid="delete-event">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('actions.delete')}
          <span className="sr-only">: {event.title}</span>
        </button>
      </div>
    </li>
  );
}

export function EventsTab({ day, clearDay }: { day: string | null; clearDay: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const validDay = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const [sort, setSort] = useState<EventSort>('upcoming');
  // Another day, search or order starts on page 1.
  const [page, setPage] = usePageFor({ day: validDay, q, sort });
  const webinars = useAdminWebinars({ page, from: validDay ?? undefined, to: validDay ?? undefined, q: q || undefined, sort });
  const remove = useDeleteWebinar();
  const save = useSaveWebinar();
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; event: AdminWebinar | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminWebinar | null>(null);
  const [cancelling, setCancelling] = useState<AdminWebinar | null>(null);
  const cancelEvent = useCancelWebinar();

  const list = webinars.data?.items ?? [];

  async function confirmDelete(event: AdminWebinar) {
    try {
      await remove.mutateAsync(event.id);
      toast({ title: t('events.deleted'), description: event.title });
    } catch (err) {
      errorToast(t('events.deleteFailed'), err, t);
    }
  }

  async function deactivate(event: AdminWebinar) {
    try {
      await save.mutateAsync({ id: event.id, values: { ...webinarInputOf(event), isActive: false } });
      toast({ title: t('events.deactivated'), description: event.title });
    } catch (err) {
      errorToast(t('events.updateFailed'), err, t);
    }
  }

  async function confirmCancel(event: AdminWebinar) {
    try {
      await cancelEvent.mutateAsync(event.id);
      toast({ title: t('events.cancel.done'), description: event.title });
    } catch (err) {
      errorToast(t('events.cancel.failed'), err, t);
    }
  }

  const held = deleting ? deleting.registrations.total : 0;

  return (
    <section aria-labelledby="events-heading">
      <TabHeader
        id="events-heading"
        title={t('events.title')}
        description={webinars.data ? t('events.count', { count: webinars.data.total }) : undefined}
        actions={
          <button type="button" className="btn-primary" onClick={() => setDialog({ mode: 'create', event: null })} data-testid="create-event">
            <Plus aria-hidden="true" className="size-4" />
            {t('events.create')}
          </button>
        }
      />
      {!validDay && <SeriesPanel />}
      {validDay && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="day-filter">
          {t('events.onDay', { day: formatDay(validDay, lang) })}
          <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50" onClick={clearDay}>
            <X aria-hidden="true" className="size-4" />
            {t('events.showAllDays')}
          </button>
        </p>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end lg:max-w-3xl">
        <SearchField label={t('events.search')} value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('events.searchPlaceholder')} data-testid="events-search" />
        <SortField value={sort} orders={{ list: 'events', values: EVENT_SORTS }} onChange={setSort} testId="events-sort" />
      </div>
      {webinars.isPending ? (
        <Loading />
      ) : webinars.isError ? (
        <ErrorState error={webinars.error} onRetry={() => webinars.refetch()} />
      ) : webinars.data.total === 0 ? (
        <EmptyState
          action={
            <button type="button" className="btn-primary" onClick={() => setDialog({ mode: 'create', event: null })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('events.create')}
            </button>
          }
        >
          {q ? t('events.noMatch') : validDay ? t('events.emptyDay') : t('events.empty')}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="events-list">
            {list.map((event) => (
              <EventRow key={event.id} event={event} onEdit={() => setDialog({ mode: 'edit', event })} onDelete={() => setDeleting(event)} onCancel={() => setCancelling(event)} />
            ))}
          </ul>
          <Pager page={webinars.data.page} pageSize={webinars.data.pageSize} total={webinars.data.total} onPage={setPage} list={t('events.title')} testId="events-pager" />
        </>
      )}

      <EventDialog open={!!dialog} onOpenChange={(open) => !open && setDialog(null)} mode={dialog?.mode ?? 'create'} event={dialog?.event ?? null} />

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        testId="delete-event-dialog"
        title={held > 0 ? t('events.cannotDeleteTitle') : t('events.deleteTitle')}
        description={
          deleting &&
          (held > 0 ? (
            <>
              <p>{t('events.cannotDelete', { count: held, title: deleting.title })}</p>
              {!deleting.isActive && <p>{t('events.alreadyInactive')}</p>}
            </>
          ) : (
            t('events.deleteConfirm', { title: deleting.title })
          ))
        }
        cancelLabel={t('actions.cancel')}
        confirm={held > 0 || !deleting ? undefined : { label: t('actions.delete'), destructive: true, onConfirm: () => void confirmDelete(deleting) }}
        alternative={held > 0 && deleting?.isActive ? { label: t('events.deactivateInstead'), onSelect: () => void deactivate(deleting) } : undefined}
      />

      <ConfirmDialog
        open={!!cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        testId="cancel-event-dialog"
        title={t('events.cancel.title')}
        description={cancelling && t('events.cancel.body', { count: cancelling.registrations.total - cancelling.registrations.cancelled })}
        cancelLabel={t('actions.cancel')}
        confirm={cancelling ? { label: t('events.cancel.confirm'), destructive: true, onConfirm: () => void confirmCancel(cancelling) } : undefined}
      />
    </section>
  );
}
