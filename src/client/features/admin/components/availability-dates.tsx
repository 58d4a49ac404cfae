/**
 * The days that do not follow the weekly hours (a day off, or other hours, with a note) and the
 * time the founder blocks by hand (from a day and time to another, IST). Each listed with delete;
 * the server keeps only upcoming ones in the lists.
 */
import { CalendarOff, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AvailabilityException, TimeRange } from '../../../../shared/contracts/scheduling.ts';
import { istParts, istToday } from '../../../../shared/ist.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAddBlock, useDeleteBlock, useDeleteException, useSaveException, type CalendarBlock } from '../api/scheduling.ts';
import { blockInput, exceptionInput, type FieldErrors } from '../lib/availability.ts';
import { errorToast, messageOf } from '../lib/errors.ts';
import { formatDateTime, formatDay } from '../lib/format.ts';
import { RangesEditor } from './ranges-editor.tsx';
import { EmptyState } from './states.tsx';

const rangesText = (ranges: TimeRange[]) => ranges.map((r) => `${r.start}–${r.end}`).join(', ');

export function AvailabilityExceptions({ exceptions }: { exceptions: AvailabilityException[] }) {
  const { t } = useTranslation('availability');
  const lang = useLanguage();
  const id = useId();
  const save = useSaveException();
  const remove = useDeleteException();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'off' | 'hours'>('off');
  const [ranges, setRanges] = useState<TimeRange[]>([{ start: '10:00', end: '13:00' }]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = exceptionInput(date, kind === 'off', ranges, note, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(checked.value);
      // A day off over booked sessions is saved, with a warning: the list above names them.
      if (saved.conflicts.length) toast({ title: t('conflicts.warned', { count: saved.conflicts.length }), description: formatDay(checked.value.date, lang), variant: 'destructive' });
      else toast({ title: t('exceptions.saved'), description: formatDay(checked.value.date, lang) });
      setDate('');
      setNote('');
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(messageOf(err, t));
    }
  };

  const onDelete = async (day: string) => {
    try {
      await remove.mutateAsync(day);
      toast({ title: t('exceptions.deleted'), description: formatDay(day, lang) });
    } catch (err) {
      errorToast(t('exceptions.deleteFailed'), err, t);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="availability-exceptions">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('exceptions.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('exceptions.hint')}</p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-date`} type="date" required min={istToday()} label={t('exceptions.date')} value={date} error={errors.date} onChange={(e) => setDate(e.target.value)} data-testid="exception-date" />
          <TextField id={`${id}-note`} label={t('exceptions.note')} hint={t('exceptions.noteHint')} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <ChoiceField
          id={`${id}-kind`}
          legend={t('exceptions.kind')}
          columns={2}
          value={kind}
          onValueChange={(v) => setKind(v as 'off' | 'hours')}
          options={[
            { value: 'off', label: t('exceptions.dayOff') },
            { value: 'hours', label: t('exceptions.otherHours') },
          ]}
        />
        {kind === 'hours' && <RangesEditor id={`${id}-ranges`} label={t('exceptions.otherHours')} ranges={ranges} onChange={setRanges} errors={errors} path="ranges" />}
        <FormError message={failure} />
        <SubmitButton busy={save.isPending} label={t('exceptions.save')} busyLabel={t('saving')} className="btn-primary w-full sm:w-auto" data-testid="save-exception" />
      </form>

      <UpcomingList
        title={t('exceptions.upcoming')}
        empty={t('exceptions.none')}
        testId="exceptions"
        items={exceptions.map((x) => ({
          key: x.date,
          label: t('exceptions.delete', { day: formatDay(x.date, lang) }),
          onDelete: () => void onDelete(x.date),
          content: (
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{formatDay(x.date, lang)}</p>
              <p className="text-sm text-slate-600">
                {x.ranges.length === 0 ? t('exceptions.dayOff') : t('exceptions.hoursList', { hours: rangesText(x.ranges) })}
                {x.note ? ` · ${x.note}` : ''}
              </p>
            </div>
          ),
        }))}
        row="exception-row"
        deleting={remove.isPending}
      />
    </section>
  );
}

/** The upcoming days off or blocks under their form: each with its delete button (named by what it deletes), or the empty state. */
function UpcomingList({ title, empty, testId, row, items, deleting }: {
  title: string;
  empty: string;
  /** exceptions or blocks: the test ids `${testId}-empty` and `${testId}-list`. */
  testId: string;
  row: string;
  items: Array<{ key: string; label: string; onDelete: () => void; content: ReactNode }>;
  deleting: boolean;
}) {
  const { t } = useTranslation('availability');
  return (
    <>
      <h4 className="mt-8 font-semibold text-slate-900">{title}</h4>
      {items.length === 0 ? (
        <div className="mt-3">
          <EmptyState testId={`${testId}-empty`}>{empty}</EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid={`${testId}-list`}>
          {items.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={row}>
              {item.content}
              <button type="button" className="btn-secondary min-h-11" onClick={item.onDelete} disabled={deleting} aria-label={item.label}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const emptyBlock = () => ({ startDate: '', startTime: '10:00', endDate: '', endTime: '13:00', note: '' });

export function AvailabilityBlocks({ blocks }: { blocks: CalendarBlock[] }) {
  const { t } = useTranslation('availability');
  const lang = useLanguage();
  const id = useId();
  const add = useAddBlock();
  const remove = useDeleteBlock();
  const [form, setForm] = useState(emptyBlock);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof ReturnType<typeof emptyBlock>) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value, ...(name === 'startDate' && !f.endDate ? { endDate: e.target.value } : {}) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = blockInput(form, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await add.mutateAsync(checked.value);
      if (saved.conflicts.length) toast({ title: t('conflicts.warned', { count: saved.conflicts.length }), variant: 'destructive' });
      else toast({ title: t('blocks.saved') });
      setForm(emptyBlock());
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(messageOf(err, t));
    }
  };

  const onDelete = async (block: CalendarBlock) => {
    try {
      await remove.mutateAsync(block.id);
      toast({ title: t('blocks.deleted') });
    } catch (err) {
      errorToast(t('blocks.deleteFailed'), err, t);
    }
  };

  const when = (b: CalendarBlock) => {
    const [start, end] = [istParts(b.start), istParts(b.end)];
    return start.date === end.date ? `${formatDateTime(b.start, lang)} – ${end.time} IST` : `${formatDateTime(b.start, lang)} – ${formatDateTime(b.end, lang)} IST`;
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="availability-blocks">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('blocks.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('blocks.hint')}</p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('blocks.from')}</legend>
          <TextField id={`${id}-startDate`} type="date" required min={istToday()} label={t('blocks.day')} value={form.startDate} error={errors.start} onChange={set('startDate')} />
          <TextField id={`${id}-startTime`} type="time" required step={300} label={t('blocks.time')} value={form.startTime} onChange={set('startTime')} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('blocks.until')}</legend>
          <TextField id={`${id}-endDate`} type="date" required min={form.startDate || istToday()} label={t('blocks.day')} value={form.endDate} error={errors.end} onChange={set('endDate')} />
          <TextField id={`${id}-endTime`} type="time" required step={300} label={t('blocks.time')} value={form.endTime} onChange={set('endTime')} />
        </fieldset>
        <TextField id={`${id}-note`} label={t('blocks.note')} hint={t('blocks.noteHint')} value={form.note} error={errors.note} onChange={set('note')} />
        <FormError message={failure} />
        <SubmitButton busy={add.isPending} label={t('blocks.save')} busyLabel={t('saving')} className="btn-primary w-full sm:w-auto" data-testid="save-block" />
      </form>

      <UpcomingList
        title={t('blocks.upcoming')}
        empty={t('blocks.none')}
        testId="blocks"
        items={blocks.map((b) => ({
          key: b.id,
          label: t('blocks.delete', { when: when(b) }),
          onDelete: () => void onDelete(b),
          content: (
            <div className="flex min-w-0 items-start gap-2">
              <CalendarOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <div>
                <p className="font-medium text-slate-900">{when(b)}</p>
                {b.note && <p className="text-sm text-slate-600">{b.note}</p>}
              </div>
            </div>
          ),
        }))}
        row="block-row"
        deleting={remove.isPending}
      />
    </section>
  );
}
