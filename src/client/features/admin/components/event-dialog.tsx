/**
 * Create New Event and Edit Event (spec §2, §3, §4): every field of an event, the date and time split
 * (IST), duration and seats falling back to 120 and 50 (spec §5), an uploaded image, and optional
 * Hindi and Gujarati text. The same zod schema checks the form here and the request on the server.
 */
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { EVENT_CATEGORIES, DEFAULT_EVENT_DURATION_MIN, DEFAULT_EVENT_MAX_ATTENDEES } from '../../../../shared/constants.ts';
import { webinarInputSchema, type AdminWebinar, type WebinarValues } from '../../../../shared/contracts/admin.ts';
import { GST_STATES, placeOfSupplyLabel } from '../../../../shared/gst-states.ts';
import { istToday } from '../../../../shared/ist.ts';
import { formatInr } from '../../../../shared/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Dialog, DialogBody, DialogCancel, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useSaveWebinar } from '../api/webinars.ts';
import { errorToast } from '../lib/errors.ts';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { ImageField } from './image-field.tsx';
import { useCloseGuard } from './use-close-guard.ts';
import { TranslationsDetails } from './translations-details.tsx';

/** An event's (or a series') words in one more language, as the admin forms hold them (blank: the English shows). */
export interface Localized {
  title: string;
  shortDescription: string;
  description: string;
  location: string;
  ctaButtonText: string;
}
export interface EventFormValues {
  title: string;
  category: string;
  shortDescription: string;
  description: string;
  date: string;
  time: string;
  duration: string;
  maxAttendees: string;
  priceInr: string;
  location: string;
  isOnline: boolean;
  /** A GST state code, '' for the practice's own State. */
  venueState: string;
  isFeatured: boolean;
  isActive: boolean;
  zoomLink: string;
  imagePath: string;
  ctaButtonText: string;
  translations: { hi: Localized; gu: Localized };
}

const FIELDS = Object.keys(webinarInputSchema.shape);
/**
 * The States and Union Territories by name, as the GST portal (and so the tax invoice) names them:
 * "Maharashtra (27)". Kept in English in every language, as the law and the invoice write them.
 */
const VENUE_STATES = Object.keys(GST_STATES)
  .map((code) => ({ value: code, label: placeOfSupplyLabel(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
export const localized = (tr?: Partial<Localized>): Localized => ({
  title: tr?.title ?? '',
  shortDescription: tr?.shortDescription ?? '',
  description: tr?.description ?? '',
  location: tr?.location ?? '',
  ctaButtonText: tr?.ctaButtonText ?? '',
});

/** A new event starts as a free online webinar at 7 PM IST, 120 minutes, 50 seats. */
export function emptyEvent(): EventFormValues {
  return {
    title: '',
    category: 'webinar',
    shortDescription: '',
    description: '',
    date: '',
    time: '19:00',
    duration: String(DEFAULT_EVENT_DURATION_MIN),
    maxAttendees: String(DEFAULT_EVENT_MAX_ATTENDEES),
    priceInr: '0',
    location: '',
    isOnline: true,
    venueState: '',
    isFeatured: false,
    isActive: true,
    zoomLink: '',
    imagePath: '',
    ctaButtonText: '',
    translations: { hi: localized(), gu: localized() },
  };
}

/** An event's stored values in the form: the date and time split from the stored start (IST). */
export function eventFormValues(w: AdminWebinar): EventFormValues {
  return {
    title: w.title,
    category: w.category,
    shortDescription: w.shortDescription ?? '',
    description: w.description,
    date: w.date,
    time: w.time,
    duration: String(w.duration),
    maxAttendees: String(w.maxAttendees),
    priceInr: String(w.priceInr),
    location: w.location ?? '',
    isOnline: w.isOnline,
    venueState: w.venueState ?? '',
    isFeatured: w.isFeatured,
    isActive: w.isActive,
    zoomLink: w.zoomLink ?? '',
    imagePath: w.imagePath ?? '',
    ctaButtonText: w.ctaButtonText ?? '',
    translations: { hi: localized(w.translations.hi), gu: localized(w.translations.gu) },
  };
}

export function EventDialog({
  open,
  onOpenChange,
  mode,
  event,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  /** The event being edited (edit mode). */
  event: AdminWebinar | null;
}) {
  const { t } = useTranslation('admin');
  const uiLang = useLanguage();
  const id = useId();
  const save = useSaveWebinar();
  const [uploading, setUploading] = useState(false);
  const form = useForm<EventFormValues, unknown, WebinarValues>({ resolver: zodResolver(webinarInputSchema, t), defaultValues: emptyEvent() });
  const { register, handleSubmit, formState, reset, setError, control, watch } = form;
  const errors = formState.errors;
  const guard = useCloseGuard(formState.isDirty);

  useEffect(() => {
    if (open) reset(mode === 'edit' && event ? eventFormValues(event) : emptyEvent());
    // Only when the dialog opens: a refetch of the list must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const isOnline = watch('isOnline');
  const priceInr = watch('priceInr');
  const shownPrice = /^\d+$/.test(priceInr.trim()) ? formatInr(Number(priceInr.trim()), uiLang) : formatInr(0, uiLang);
  const moved = mode === 'edit' && event && event.registrations.total - event.registrations.cancelled > 0 && (watch('date') !== event.date || watch('time') !== event.time);

  const submit = handleSubmit(async (values) => {
    if (mode === 'edit' && !event?.id) {
      toast({ title: t('events.noEventSelected'), description: t('events.noEventSelectedHint'), variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: mode === 'edit' ? event!.id : undefined, values });
      toast({ title: t(mode === 'edit' ? 'events.updated' : 'events.created'), description: saved.title });
      onOpenChange(false);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
      errorToast(t(mode === 'edit' ? 'events.updateFailed' : 'events.createFailed'), err, t);
    }
  });

  const translationErrors = errors.translations;
  const field = (name: keyof EventFormValues) => `${id}-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(mode === 'edit' ? 'events.edit' : 'events.create')}
      description={t('events.dialogHint')}
      closeLabel={t('actions.close')}
      guard={guard}
      wide
      testId="event-dialog"
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <TextField id={field('title')} label={t('events.fields.title')} required error={errors.title?.message} {...register('title')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id={field('category')}
              label={t('events.fields.category')}
              options={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`events.categories.${c}`) }))}
              error={errors.category?.message}
              {...register('category')}
            />
            <TextField id={field('ctaButtonText')} label={t('events.fields.ctaButtonText')} hint={t('events.fields.ctaButtonTextHint')} error={errors.ctaButtonText?.message} {...register('ctaButtonText')} />
          </div>
          <TextField id={field('shortDescription')} label={t('events.fields.shortDescription')} hint={t('events.fields.shortDescriptionHint')} error={errors.shortDescription?.message} {...register('shortDescription')} />
          <TextAreaField id={field('description')} label={t('events.fields.description')} rows={4} error={errors.description?.message} {...register('description')} />

          <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t('events.sections.when')}</legend>
            <TextField id={field('date')} type="date" label={t('events.fields.date')} required min={mode === 'create' ? istToday() : undefined} error={errors.date?.message} {...register('date')} />
            <TextField id={field('time')} type="time" label={t('events.fields.time')} required error={errors.time?.message} {...register('time')} />
            <TextField id={field('duration')} type="number" inputMode="numeric" min={1} label={t('events.fields.duration')} hint={t('events.fields.durationHint')} error={errors.duration?.message} {...register('duration')} />
            {moved && (
              <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-3" data-testid="moved-warning">
                {t('events.movedWarning', { count: event!.registrations.total - event!.registrations.cancelled })}
              </p>
            )}
          </fieldset>

          <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t('events.sections.where')}</legend>
            <CheckboxField id={field('isOnline')} label={t('events.fields.isOnline')} className="sm:col-span-2" {...register('isOnline')} />
            <TextField
              id={field('zoomLink')}
              type="url"
              label={t('events.fields.zoomLink')}
              hint={t('events.fields.zoomLinkHint')}
              placeholder="https://"
              error={errors.zoomLink?.message}
              {...register('zoomLink')}
            />
            <TextField
              id={field('location')}
              label={t('events.fields.location')}
              hint={isOnline ? t('events.fields.locationOnlineHint') : undefined}
              error={errors.location?.message}
              {...register('location')}
            />
            {/* An in-person event's State is its place of supply (IGST Act s.12(6)): IGST when it is not the practice's. */}
            {!isOnline && (
              <SelectField
                id={field('venueState')}
                label={t('events.fields.venueState')}
                hint={t('events.fields.venueStateHint')}
                placeholder={t('events.fields.venueStateOwn')}
                options={VENUE_STATES}
                error={errors.venueState?.message}
                {...register('venueState')}
              />
            )}
          </fieldset>

          <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t('events.sections.seats')}</legend>
            <TextField id={field('maxAttendees')} type="number" inputMode="numeric" min={1} label={t('events.fields.maxAttendees')} hint={t('events.fields.maxAttendeesHint')} error={errors.maxAttendees?.message} {...register('maxAttendees')} />
            <TextField
              id={field('priceInr')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t('events.fields.priceInr')}
              hint={t('events.fields.priceInrHint', { shown: shownPrice })}
              error={errors.priceInr?.message}
              {...register('priceInr')}
            />
          </fieldset>

          <Controller
            control={control}
            name="imagePath"
            render={({ field: image }) => (
              <ImageField
                label={t('events.fields.image')}
                value={image.value || undefined}
                onChange={(path) => image.onChange(path ?? '')}
                purpose="event-image"
                onBusyChange={setUploading}
                error={errors.imagePath?.message}
              />
            )}
          />

          <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
            <CheckboxField id={field('isActive')} label={t('events.fields.isActive')} {...register('isActive')} />
            <CheckboxField id={field('isFeatured')} label={t('events.fields.isFeatured')} {...register('isFeatured')} />
          </div>

          <TranslationsDetails className="group rounded-xl border border-slate-200 p-4" forceOpen={!!translationErrors} summary={t('events.sections.translations')} hint={t('events.translationsHint')}>
            {(['hi', 'gu'] as const).map((lang) => (
              <fieldset key={lang} className="mt-4 space-y-4">
                <legend className="text-sm font-semibold text-brand-800">{t(`languages.${lang}`)}</legend>
                <TextField
                  id={`${id}-${lang}-title`}
                  lang={lang}
                  label={t('events.fields.title')}
                  error={translationErrors?.[lang]?.title?.message}
                  {...register(`translations.${lang}.title`)}
                />
                <TextField
                  id={`${id}-${lang}-short`}
                  lang={lang}
                  label={t('events.fields.shortDescription')}
                  error={translationErrors?.[lang]?.shortDescription?.message}
                  {...register(`translations.${lang}.shortDescription`)}
                />
                <TextAreaField
                  id={`${id}-${lang}-description`}
                  lang={lang}
                  rows={3}
                  label={t('events.fields.description')}
                  error={translationErrors?.[lang]?.description?.message}
                  {...register(`translations.${lang}.description`)}
                />
                {!isOnline && (
                  <TextField
                    id={`${id}-${lang}-location`}
                    lang={lang}
                    label={t('events.fields.location')}
                    error={translationErrors?.[lang]?.location?.message}
                    {...register(`translations.${lang}.location`)}
                  />
                )}
                <TextField
                  id={`${id}-${lang}-cta`}
                  lang={lang}
                  label={t('events.fields.ctaButtonText')}
                  error={translationErrors?.[lang]?.ctaButtonText?.message}
                  {...register(`translations.${lang}.ctaButtonText`)}
                />
              </fieldset>
            ))}
          </TranslationsDetails>
        </DialogBody>
        <DialogFooter>
          <DialogCancel>{t('actions.cancel')}</DialogCancel>
          <SubmitButton
            busy={formState.isSubmitting}
            disabled={uploading}
            label={t(mode === 'edit' ? 'actions.saveChanges' : 'events.createButton')}
            busyLabel={t('actions.saving')}
            data-testid="save-event"
          />
        </DialogFooter>
      </form>
    </Dialog>
  );
}
