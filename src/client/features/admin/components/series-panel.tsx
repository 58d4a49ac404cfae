/**
 * Recurring events (issue 18 §4), above the events list: each series with its rule in words and its
 * next occurrences, and a form to create or change one (rule, IST time, template, hi/gu text).
 * Saving makes the next occurrences; their upcoming ones take the new template (a changed joining
 * link is e-mailed to their seats by the server). Each occurrence is then an event of the list.
 */
import { Pencil, Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { AdminSeries, SeriesInput } from '../../../../shared/contracts/series.ts';
import type { SeriesRule } from '../../../../shared/series.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAdminSeries, useSaveSeries } from '../api/series.ts';
import { errorToast } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { localized, type Localized } from './event-dialog.tsx';
import { ErrorState, Loading } from './states.tsx';

interface SeriesForm {
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  kind: 'monthly' | 'weekly';
  week: string;
  weekday: string;
  time: string;
  duration: string;
  maxAttendees: string;
  isOnline: boolean;
  location: string;
  zoomLink: string;
  ctaButtonText: string;
  isActive: boolean;
  translations: { hi: Localized; gu: Localized };
}

function formOf(s: AdminSeries | null): SeriesForm {
  return {
    slug: s?.slug ?? '',
    title: s?.title ?? '',
    shortDescription: s?.shortDescription ?? '',
    description: s?.description ?? '',
    kind: s?.rule.kind ?? 'monthly',
    week: String(s?.rule.kind === 'monthly' ? s.rule.week : 1),
    weekday: String(s?.rule.weekday ?? 0),
    time: s?.rule.time ?? '07:00',
    duration: String(s?.duration ?? 60),
    maxAttendees: String(s?.maxAttendees ?? 20),
    isOnline: s?.isOnline ?? true,
    location: s?.location ?? '',
    zoomLink: s?.zoomLink ?? '',
    ctaButtonText: s?.ctaButtonText ?? '',
    isActive: s?.isActive ?? true,
    translations: { hi: localized(s?.translations.hi), gu: localized(s?.translations.gu) },
  };
}

function inputOf(v: SeriesForm): SeriesInput {
  const rule: SeriesRule =
    v.kind === 'monthly' ? { kind: 'monthly', week: Number(v.week) as 1 | 2 | 3 | 4 | -1, weekday: Number(v.weekday), time: v.time } : { kind: 'weekly', weekday: Number(v.weekday), time: v.time };
  return {
    slug: v.slug,
    rule,
    title: v.title,
    shortDescription: v.shortDescription,
    description: v.description,
    duration: v.duration,
    maxAttendees: v.maxAttendees,
    isOnline: v.isOnline,
    location: v.location,
    zoomLink: v.zoomLink,
    ctaButtonText: v.ctaButtonText,
    isActive: v.isActive,
    translations: v.translations,
  };
}

/** "First Sunday of every month, 07:00 IST" in the admin's language. */
function useRuleText() {
  const { t } = useTranslation('admin');
  return (rule: SeriesRule) =>
    rule.kind === 'monthly'
      ? t('series.ruleMonthly', { week: t(`series.weeks.${rule.week}`), weekday: t(`series.weekdays.${rule.weekday}`), time: rule.time })
      : t('series.ruleWeekly', { weekday: t(`series.weekdays.${rule.weekday}`), time: rule.time });
}

function SeriesEditor({ series, onDone }: { series: AdminSeries | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveSeries();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SeriesForm>({ defaultValues: formOf(series) });
  const err = (path: string) => {
    const found = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
    return found?.message;
  };
  const kind = watch('kind');
  const isOnline = watch('isOnline');
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: t(`series.weekdays.${d}`) }));

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: series?.id, values: inputOf(values) });
      toast({ title: t('series.saved'), description: values.title });
      onDone();
    } catch (error) {
      // The rule's fields come back as rule.week, rule.time: shown under week and time.
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) for (const [k, m] of Object.entries(fields)) if (k.startsWith('rule.')) setError(k.slice(5) as keyof SeriesForm, { type: 'server', message: m });
      applyServerErrors(error, setError);
      errorToast(t('series.saveFailed'), error, t);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6" data-testid="series-form" aria-busy={isSubmitting}>
      <TextField id="series-title" label={t('series.fields.title')} required error={err('title')} {...register('title')} />
      <TextField id="series-slug" label={t('series.fields.slug')} hint={t('series.fields.slugHint')} required error={err('slug')} {...register('slug')} />
      <SelectField
        id="series-kind"
        label={t('series.fields.kind')}
        options={[
          { value: 'monthly', label: t('series.kinds.monthly') },
          { value: 'weekly', label: t('series.kinds.weekly') },
        ]}
        {...register('kind')}
      />
      {kind === 'monthly' && (
        <SelectField
          id="series-week"
          label={t('series.fields.week')}
          options={['1', '2', '3', '4', '-1'].map((w) => ({ value: w, label: t(`series.weeks.${w}`) }))}
          error={err('week')}
          {...register('week')}
        />
      )}
      <SelectField id="series-weekday" label={t('series.fields.weekday')} options={weekdays} error={err('weekday')} {...register('weekday')} />
      <TextField id="series-time" type="time" label={t('series.fields.time')} required error={err('time')} {...register('time')} />
      <TextField id="series-duration" inputMode="numeric" label={t('series.fields.duration')} error={err('duration')} {...register('duration')} />
      <TextField id="series-seats" inputMode="numeric" label={t('series.fields.maxAttendees')} error={err('maxAttendees')} {...register('maxAttendees')} />
      <CheckboxField id="series-online" className="sm:col-span-2" label={t('series.fields.isOnline')} {...register('isOnline')} />
      {isOnline ? (
        <TextField id="series-link" type="url" className="sm:col-span-2" label={t('series.fields.zoomLink')} hint={t('series.fields.zoomLinkHint')} error={err('zoomLink')} {...register('zoomLink')} />
      ) : (
        <TextField id="series-location" className="sm:col-span-2" label={t('series.fields.location')} error={err('location')} {...register('location')} />
      )}
      <TextField id="series-short" className="sm:col-span-2" label={t('series.fields.shortDescription')} error={err('shortDescription')} {...register('shortDescription')} />
      <TextAreaField id="series-description" className="sm:col-span-2" label={t('series.fields.description')} error={err('description')} {...register('description')} />
      <TextField id="series-cta" className="sm:col-span-2" label={t('series.fields.ctaButtonText')} hint={t('series.fields.ctaButtonTextHint')} error={err('ctaButtonText')} {...register('ctaButtonText')} />
      {(['hi', 'gu'] as const).map((lang) => (
        <fieldset key={lang} className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">{t(`series.translations.${lang}`)}</legend>
          <TextField id={`series-${lang}-title`} label={t('series.fields.title')} error={err(`translations.${lang}.title`)} {...register(`translations.${lang}.title`)} />
          <TextField id={`series-${lang}-short`} label={t('series.fields.shortDescription')} {...register(`translations.${lang}.shortDescription`)} />
          <TextAreaField id={`series-${lang}-description`} rows={3} label={t('series.fields.description')} {...register(`translations.${lang}.description`)} />
          {!isOnline && <TextField id={`series-${lang}-location`} label={t('series.fields.location')} error={err(`translations.${lang}.location`)} {...register(`translations.${lang}.location`)} />}
          <TextField id={`series-${lang}-cta`} label={t('series.fields.ctaButtonText')} error={err(`translations.${lang}.ctaButtonText`)} {...register(`translations.${lang}.ctaButtonText`)} />
        </fieldset>
      ))}
      <CheckboxField id="series-active" className="sm:col-span-2" label={t('series.fields.isActive')} {...register('isActive')} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton className="btn-primary" busy={isSubmitting} spinner label={t('series.save')} busyLabel={t('series.saving')} data-testid="series-save" />
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}

export function SeriesPanel() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const ruleText = useRuleText();
  const series = useAdminSeries();
  const [editing, setEditing] = useState<{ series: AdminSeries | null } | null>(null);

  return (
    <section aria-labelledby="series-heading" className="mb-8" data-testid="series-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="series-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Repeat aria-hidden="true" className="size-5 text-brand-700" />
          {t('series.title')}
        </h3>
        <button type="button" className="btn-secondary" onClick={() => setEditing({ series: null })} data-testid="create-series">
          <Plus aria-hidden="true" className="size-4" />
          {t('series.create')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('series.description')}</p>
      {editing && <SeriesEditor key={editing.series?.id ?? 'new'} series={editing.series} onDone={() => setEditing(null)} />}
      {series.isPending ? (
        <Loading />
      ) : series.isError ? (
        <ErrorState error={series.error} onRetry={() => series.refetch()} />
      ) : series.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('series.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {series.data.map((s) => (
            <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="series-row">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{s.title}</p>
                <p className="text-sm text-slate-700">{ruleText(s.rule)}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {s.upcoming.length ? t('series.next', { dates: s.upcoming.map((o) => formatDateTime(o.startsAt, lang)).join(' · ') }) : t('series.noneUpcoming')}
                </p>
                {!s.isActive && <p className="text-sm font-semibold text-red-700">{t('series.inactive')}</p>}
              </div>
              <button type="button" className="btn-secondary" onClick={() => setEditing({ series: s })} data-testid="edit-series">
                <Pencil aria-hidden="true" className="size-4" />
                {t('actions.edit')}
                <span className="sr-only">: {s.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
