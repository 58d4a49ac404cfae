/**
 * The founder's agenda (issue 19 item 7): a day or a week of bookings in IST, each with the client's
 * answers, outcome buttons, private notes, its own meeting link, and reschedule or cancel on the
 * client's behalf; blocks and events of those days beside them; and the private calendar feed address.
 */
import { ChevronLeft, ChevronRight, Copy, Link2, MapPin, Video } from 'lucide-react';
import { useState } from 'react';
import type { AgendaBooking, SessionOutcome } from '../../../../shared/contracts/bookings.ts';
import { addDays, formatIstTime, isIsoDay, istInstant, istParts, istToday } from '../../../../shared/ist.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminCancelBooking, useAdminReschedule, useAgenda, useCalendarFeed, useMakeCalendarFeed, usePatchBooking, useRevokeCalendarFeed } from '../api/agenda.ts';
import { errorToast, messageOf } from '../lib/errors.ts';
import { formatDay } from '../lib/format.ts';
import { Badge, EmptyState, ErrorState, Loading, type Tone } from './states.tsx';

/** Monday of the IST week of `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const STATUS_TONE: Record<string, Tone> = { confirmed: 'green', pending_payment: 'amber', awaiting_verification: 'amber', cancelled: 'slate', refunded: 'slate' };

type Item = { kind: 'booking'; at: string; booking: AgendaBooking } | { kind: 'block'; at: string; end: string; note: string | null; id: string } | { kind: 'event'; at: string; end: string; title: string; id: string };

/** `day`: the IST day to open on (a link from a conflict with her hours: ?tab=agenda&day=YYYY-MM-DD). */
export function AgendaTab({ day: opening }: { day?: string | null } = {}) {
  const { t } = useTranslation('agenda');
  const lang = useLanguage();
  const [view, setView] = useState<'day' | 'week'>('day');
  const [anchor, setAnchor] = useState(() => (opening && /^\d{4}-\d{2}-\d{2}$/.test(opening) && isIsoDay(opening) ? opening : istToday()));
  const from = view === 'day' ? anchor : mondayOf(anchor);
  const to = view === 'day' ? anchor : addDays(from, 6);
  const agenda = useAgenda(from, to);
  const step = view === 'day' ? 1 : 7;

  const days = Array.from({ length: view === 'day' ? 1 : 7 }, (_, i) => addDays(from, i));
  const itemsOf = (day: string): Item[] => {
    if (!agenda.data) return [];
    const onDay = (iso: string) => istParts(iso).date === day;
    return [
      ...agenda.data.bookings.filter((b) => onDay(b.start)).map((b): Item => ({ kind: 'booking', at: b.start, booking: b })),
      ...agenda.data.blocks.filter((b) => onDay(b.start)).map((b): Item => ({ kind: 'block', at: b.start, end: b.end, note: b.note, id: b.id })),
      ...agenda.data.events.filter((e) => onDay(e.start)).map((e): Item => ({ kind: 'event', at: e.start, end: e.end, title: e.title, id: e.id })),
    ].sort((a, b) => a.at.localeCompare(b.at));
  };

  return (
    <div className="space-y-8" data-testid="agenda-tab">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t('admin.viewLabel')} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {(['day', 'week'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === v ? 'bg-brand-700 text-white' : 'text-slate-700'}`} data-testid={`agenda-view-${v}`}>
              {t(`admin.${v}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button type="button" className="btn-secondary px-2.5" aria-label={t(view === 'day' ? 'admin.previousDay' : 'admin.previousWeek')} onClick={() => setAnchor(addDays(anchor, -step))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className="btn-secondary" onClick={() => setAnchor(istToday())}>
            {t('admin.today')}
          </button>
          <button type="button" className="btn-secondary px-2.5" aria-label={t(view === 'day' ? 'admin.nextDay' : 'admin.nextWeek')} onClick={() => setAnchor(addDays(anchor, step))}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <h2 className="text-lg font-bold text-slate-900" aria-live="polite">
        {view === 'day' ? formatDay(from, lang) : t('admin.weekOf', { from: formatDay(from, lang, 'short'), to: formatDay(to, lang, 'short') })}
      </h2>

      {agenda.isPending ? (
        <Loading />
      ) : agenda.isError ? (
        <ErrorState error={agenda.error} onRetry={() => void agenda.refetch()} />
      ) : (
        <div className="space-y-6">
          {days.map((day) => {
            const items = itemsOf(day);
            if (view === 'week' && items.length === 0) return null;
            return (
              <section key={day} aria-label={formatDay(day, lang)} className="space-y-3">
                {view === 'week' && <h3 className="font-semibold text-slate-800">{formatDay(day, lang)}</h3>}
                {items.length === 0 ? (
                  <EmptyState testId="agenda-empty">{t('admin.emptyDay')}</EmptyState>
                ) : (
                  <ul className="space-y-3">
                    {items.map((item) => (
                      <li key={`${item.kind}-${item.kind === 'booking' ? item.booking.id : item.id}`}>
                        {item.kind === 'booking' ? (
                          <BookingRow booking={item.booking} />
                        ) : (
                          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                            <span className="font-semibold">
                              {formatIstTime(item.at, lang)} – {formatIstTime(item.end, lang)}
                            </span>
                            <Badge tone={item.kind === 'event' ? 'blue' : 'slate'}>{t(item.kind === 'event' ? 'admin.event' : 'admin.block')}</Badge>
                            <span className="break-words">{item.kind === 'event' ? item.title : item.note}</span>
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {view === 'week' && days.every((d) => itemsOf(d).length === 0) && <EmptyState testId="agenda-empty">{t('admin.emptyWeek')}</EmptyState>}
        </div>
      )}
      <FeedPanel />
    </div>
  );
}

function BookingRow({ booking }: { booking: AgendaBooking }) {
  const { t } = useTranslation('agenda');
  const lang = useLanguage();
  const patch = usePatchBooking();
  const move = useAdminReschedule();
  const cancel = useAdminCancelBooking();
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState(booking.notes ?? '');
  const [link, setLink] = useState(booking.meetingLink ?? '');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(istParts(booking.start).date);
  const [time, setTime] = useState(istParts(booking.start).time);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const live = booking.status === 'confirmed';
  const answers = Object.entries(booking.answers).filter(([k, v]) => !HIDDEN_ANSWERS.has(k) && v !== '' && v !== null && typeof v !== 'object');

  const setOutcome = (outcome: SessionOutcome | null) =>
    patch.mutate({ id: booking.id, patch: { sessionOutcome: outcome } }, { onError: (err) => errorToast(t('admin.saveFailed'), err, t) });

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="agenda-booking">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {formatIstTime(booking.start, lang)} – {formatIstTime(booking.end, lang)} · <span className="break-words">{booking.client.name}</span>
          </p>
          <p className="text-sm text-slate-600 break-words">{booking.serviceTitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={STATUS_TONE[booking.status] ?? 'slate'}>{t(`status.${booking.status in STATUS_TONE ? booking.status : 'other'}`)}</Badge>
          {booking.outcome && <Badge tone={booking.outcome === 'completed' ? 'green' : 'red'}>{t(`admin.outcome.${booking.outcome}`)}</Badge>}
          {/* Whether the client opened their joining link in its window (issue 53): what a no-show decision rests on. */}
          {booking.joinedAt ? (
            <Badge tone="green" testId="agenda-joined">{t('admin.joinedAt', { time: formatIstTime(booking.joinedAt, lang) })}</Badge>
          ) : (
            booking.mode === 'online' && live && Date.parse(booking.start) <= Date.now() && <Badge tone="slate" testId="agenda-not-joined">{t('admin.notJoined')}</Badge>
          )}
        </div>
      </div>
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
        {booking.mode === 'online' ? <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        {booking.mode === 'online' ? (booking.effectiveLink ? <span className="break-all">{booking.effectiveLink}</span> : t('admin.noLink')) : t('admin.inPerson')}
      </p>
      <button type="button" className="mt-3 text-sm font-semibold text-brand-800 underline underline-offset-2" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="agenda-details">
        {open ? t('admin.hideDetails') : t('admin.showDetails')}
      </button>
      {open && (
        <div className="mt-4 space-y-5 border-t border-slate-100 pt-4">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-slate-600">{t('admin.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${booking.client.email}`} className="text-brand-800 underline">{booking.client.email}</a>
            </dd>
            {booking.client.phone && (
              <>
                <dt className="font-semibold text-slate-600">{t('admin.phone')}</dt>
                <dd>
                  <a href={`tel:${booking.client.phone}`} className="text-brand-800 underline">{booking.client.phone}</a>
                </dd>
              </>
            )}
            {answers.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold text-slate-600 break-words">{key}</dt>
                <dd className="whitespace-pre-wrap break-words">{String(value)}</dd>
              </div>
            ))}
          </dl>

          <div role="group" aria-label={t('admin.outcomeLabel')} className="flex flex-wrap gap-2">
            {(['completed', 'no_show'] as const).map((o) => (
              <button key={o} type="button" aria-pressed={booking.outcome === o} disabled={patch.isPending} className={booking.outcome === o ? 'btn-primary' : 'btn-secondary'} onClick={() => setOutcome(booking.outcome === o ? null : o)} data-testid={`outcome-${o}`}>
                {t(`admin.outcome.${o}`)}
              </button>
            ))}
          </div>

          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              patch.mutate({ id: booking.id, patch: { sessionNotes: notes } }, { onSuccess: () => toast({ title: t('admin.notesSaved') }), onError: (err) => errorToast(t('admin.saveFailed'), err, t) });
            }}
          >
            <TextAreaField label={t('admin.notes')} hint={t('admin.notesHint')} value={notes} maxLength={10_000} onChange={(e) => setNotes(e.target.value)} rows={4} data-testid="agenda-notes" />
            <button type="submit" className="btn-secondary" disabled={patch.isPending}>
              {t('admin.saveNotes')}
            </button>
          </form>

          {booking.mode === 'online' && (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                setLinkError(undefined);
                patch.mutate(
                  { id: booking.id, patch: { meetingLink: link.trim() || null } },
                  { onSuccess: () => toast({ title: t('admin.linkSaved') }), onError: (err) => setLinkError(messageOf(err, t)) },
                );
              }}
            >
              <TextField label={t('admin.meetingLink')} hint={t('admin.meetingLinkHint')} type="url" inputMode="url" value={link} error={linkError} onChange={(e) => setLink(e.target.value)} />
              <button type="submit" className="btn-secondary" disabled={patch.isPending}>
                <Link2 aria-hidden="true" className="size-4" />
                {t('admin.saveLink')}
              </button>
            </form>
          )}

          {live && (
            <div className="space-y-3">
              {moving ? (
                <form
                  className="space-y-3 rounded-lg border border-slate-200 p-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    setMoveError(null);
                    const at = istInstant(date, time);
                    if (!at) return setMoveError(t('admin.moveInvalid'));
                    move.mutate(
                      { id: booking.id, slotStart: at.toISOString() },
                      { onSuccess: () => { setMoving(false); toast({ title: t('admin.moved') }); }, onError: (err) => setMoveError(messageOf(err, t)) },
                    );
                  }}
                >
                  <p className="text-sm text-slate-700">{t('admin.moveHint')}</p>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField label={t('admin.newDate')} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
                    <TextField label={t('admin.newTime')} type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} required />
                  </div>
                  {moveError && (
                    <p role="alert" className="text-sm text-red-800">
                      {moveError}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" className="btn-primary" disabled={move.isPending}>
                      {t('admin.moveConfirm')}
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => setMoving(false)}>
                      {t('admin.moveCancel')}
                    </button>
                  </div>
                </form>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-secondary" onClick={() => setMoving(true)} data-testid="agenda-reschedule">
                    {t('admin.reschedule')}
                  </button>
                  <button type="button" className="btn-secondary text-red-800" onClick={() => setConfirmCancel(true)} data-testid="agenda-cancel">
                    {t('admin.cancel')}
                  </button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('admin.cancelTitle')}
        description={t('admin.cancelText', { name: booking.client.name })}
        cancelLabel={t('admin.keep')}
        confirm={{
          label: t('admin.cancelConfirm'),
          destructive: true,
          busyLabel: t('admin.cancelling'),
          onConfirm: () => cancel.mutate(booking.id, { onSuccess: () => { setConfirmCancel(false); toast({ title: t('admin.cancelled') }); } }),
        }}
        busy={cancel.isPending}
        error={cancel.isError ? messageOf(cancel.error, t) : null}
      />
    </article>
  );
}

/** Keys of a registration's form data that are bookkeeping, not the client's answers (its payment is the ledger's, not in formData). */
const HIDDEN_ANSWERS = new Set(['registrationType', 'webinarId', 'serviceId', 'serviceTitle', 'agreements', 'consent', 'locale', 'type', 'fullName', 'email', 'phone']);

function FeedPanel() {
  const { t } = useTranslation('agenda');
  const status = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('admin.feed.copied') });
    } catch {
      toast({ title: t('admin.feed.copyFailed'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="feed-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="calendar-feed">
      <h2 id="feed-title" className="text-lg font-bold text-slate-900">
        {t('admin.feed.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('admin.feed.text')}</p>
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600">{status.data.active ? t('admin.feed.active') : t('admin.feed.none')}</p>
          {url && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField label={t('admin.feed.address')} value={url} readOnly className="flex-1" onFocus={(e) => e.currentTarget.select()} data-testid="feed-url" />
              <button type="button" className="btn-secondary" onClick={() => void copy()}>
                <Copy aria-hidden="true" className="size-4" />
                {t('admin.feed.copy')}
              </button>
            </div>
          )}
          {url && <p className="text-xs text-slate-600">{t('admin.feed.once')}</p>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={make.isPending}
              onClick={() => make.mutate(undefined, { onSuccess: (r) => setUrl(r.url), onError: (err) => errorToast(t('admin.saveFailed'), err, t) })}
              data-testid="feed-make"
            >
              {status.data.active ? t('admin.feed.replace') : t('admin.feed.make')}
            </button>
            {status.data.active && (
              <button type="button" className="btn-secondary" onClick={() => setConfirmRevoke(true)}>
                {t('admin.feed.revoke')}
              </button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title={t('admin.feed.revokeTitle')}
        description={t('admin.feed.revokeText')}
        cancelLabel={t('admin.keep')}
        confirm={{ label: t('admin.feed.revoke'), destructive: true, onConfirm: () => revoke.mutate(undefined, { onSuccess: () => { setConfirmRevoke(false); setUrl(null); } }) }}
        busy={revoke.isPending}
        error={revoke.isError ? messageOf(revoke.error, t) : null}
      />
    </section>
  );
}
