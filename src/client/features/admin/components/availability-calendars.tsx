/**
 * The founder's own calendars (issue 53 §1): she pastes the secret iCal address of her Google or
 * Outlook calendar (any https ICS address) with a name; the busy times in it then block slots. Each
 * calendar is listed by its name and host (the address itself is never shown again) with when it was
 * last read, how many events it had, what went wrong last, and a warning once it has not been read
 * for a day (then it no longer blocks anything).
 */
import { CalendarCheck, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CalendarFeed } from '../../../../shared/contracts/scheduling.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAddCalendar, useCalendars, useDeleteCalendar } from '../api/scheduling.ts';
import type { FieldErrors } from '../lib/availability.ts';
import { errorToast, messageOf } from '../lib/errors.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { Badge, EmptyState, ErrorState, Loading } from './states.tsx';

/** The translation key of a feed's last error ('http_404' → calendars.errors.http with its status). */
const errorKeyOf = (code: string) => (code.startsWith('http_') ? 'http' : code);

export function AvailabilityCalendars() {
  const { t } = useTranslation('availability');
  const lang = useLanguage();
  const id = useId();
  const calendars = useCalendars();
  const add = useAddCalendar();
  const remove = useDeleteCalendar();
  const [form, setForm] = useState({ url: '', label: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const missing: FieldErrors = {};
    if (!/^https?:\/\/\S+$/i.test(form.url.trim())) missing.url = t('scheduling:errors.calendarUrl');
    if (!form.label.trim()) missing.label = t('scheduling:errors.calendarLabel');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const added = await add.mutateAsync({ url: form.url.trim(), label: form.label.trim() });
      toast({ title: added.lastError ? t('calendars.addedWithError') : t('calendars.added'), description: added.label, ...(added.lastError ? { variant: 'destructive' as const } : {}) });
      setForm({ url: '', label: '' });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(messageOf(err, t));
    }
  };

  const onDelete = async (feed: CalendarFeed) => {
    try {
      await remove.mutateAsync(feed.id);
      toast({ title: t('calendars.deleted'), description: feed.label });
    } catch (err) {
      errorToast(t('calendars.deleteFailed'), err, t);
    }
  };

  const state = (feed: CalendarFeed) => {
    if (!feed.blocking) return <Badge tone="red">{feed.lastSuccessAt ? t('calendars.stale') : t('calendars.neverRead')}</Badge>;
    if (feed.lastError) return <Badge tone="amber">{t('calendars.lastCopy')}</Badge>;
    return <Badge tone="green">{t('calendars.ok')}</Badge>;
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="availability-calendars">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('calendars.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('calendars.hint')}</p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            required
            label={t('calendars.url')}
            hint={t('calendars.urlHint')}
            value={form.url}
            error={errors.url}
            onChange={(e) => setForm((f) => ({ ...f, url: e.target.value }))}
            data-testid="calendar-url"
          />
          <TextField
            id={`${id}-label`}
            required
            maxLength={80}
            label={t('calendars.label')}
            hint={t('calendars.labelHint')}
            value={form.label}
            error={errors.label}
            onChange={(e) => setForm((f) => ({ ...f, label: e.target.value }))}
            data-testid="calendar-label"
          />
        </div>
        <FormError message={failure} />
        <SubmitButton busy={add.isPending} label={t('calendars.save')} busyLabel={t('calendars.reading')} className="btn-primary w-full sm:w-auto" data-testid="save-calendar" />
      </form>

      <h4 className="mt-8 font-semibold text-slate-900">{t('calendars.connected')}</h4>
      {calendars.isPending ? (
        <Loading />
      ) : calendars.isError ? (
        <ErrorState error={calendars.error} onRetry={() => calendars.refetch()} />
      ) : calendars.data.calendars.length === 0 ? (
        <div className="mt-3">
          <EmptyState testId="calendars-empty">{t('calendars.none')}</EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="calendars-list">
          {calendars.data.calendars.map((feed) => (
            <li key={feed.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="calendar-row">
              <div className="flex min-w-0 items-start gap-2">
                {feed.blocking && !feed.lastError ? (
                  <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                ) : (
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                )}
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {feed.label} {state(feed)}
                  </p>
                  <p className="text-sm break-all text-slate-600">{feed.host}</p>
                  <p className="text-sm text-slate-600">
                    {feed.lastSuccessAt
                      ? t('calendars.lastRead', { when: `${formatDateTime(feed.lastSuccessAt, lang)} IST`, count: feed.eventCount, n: formatNumber(feed.eventCount, lang) })
                      : t('calendars.notRead')}
                  </p>
                  {feed.lastError && (
                    <p className="text-sm text-red-700" data-testid="calendar-error">
                      {t(`calendars.errors.${errorKeyOf(feed.lastError)}`, { status: feed.lastError.slice(5) })}
                    </p>
                  )}
                  {!feed.blocking && feed.lastSuccessAt && <p className="text-sm font-medium text-red-700">{t('calendars.staleHint')}</p>}
                </div>
              </div>
              <button type="button" className="btn-secondary min-h-11" onClick={() => void onDelete(feed)} disabled={remove.isPending} aria-label={t('calendars.delete', { label: feed.label })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
