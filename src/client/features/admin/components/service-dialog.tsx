/**
 * Create New Service and Edit Service (spec §3 "Service"): the icon chosen from the spec's list with
 * a live preview, features one per line (blank lines dropped), the price in whole rupees (0 = free),
 * its kind (a consultation or the course), its page's slug, the SAC code, how long it lasts as the
 * founder says it (blank: the session's minutes, said in each language), the order (0), and the
 * Hindi and Gujarati text of everything written (ADR 0021). A consultation's length in
 * minutes and its mode (online, in person or both) decide the times its booking page offers (issue 19).
 */
import { Clock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { DEFAULT_SAC_CODE, DEFAULT_SERVICE_SORT_ORDER, OFFERING_KINDS, SERVICE_ICON_NAMES } from '../../../../shared/constants.ts';
import { formatDuration } from '../../../../shared/duration.ts';
import { formatInr } from '../../../../shared/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ADMIN_SERVICE_CATEGORIES, serviceInputSchema, type AdminService, type ServiceValues } from '../../../../shared/contracts/admin.ts';
import { Dialog, DialogBody, DialogCancel, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { GroupFrame } from '../../../components/ui/form/parts.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ServiceIcon } from '../../services/components/service-icon.tsx';
import { useSaveService } from '../api/services.ts';
import { errorToast } from '../lib/errors.ts';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { useCloseGuard } from './use-close-guard.ts';
import { TranslationsDetails } from './translations-details.tsx';

interface Localized {
  title: string;
  description: string;
  features: string;
  duration: string;
}
export interface ServiceFormValues {
  iconName: string;
  title: string;
  category: string;
  description: string;
  features: string;
  priceInr: string;
  kind: string;
  slug: string;
  sacCode: string;
  duration: string;
  /** The session's length in minutes (the booking page's slots); blank: 60. */
  durationMinutes: string;
  mode: string;
  /** Booking it asks the date, time and place of birth (issue 51). */
  askBirthDetails: boolean;
  sortOrder: string;
  isActive: boolean;
  translations: { hi: Localized; gu: Localized };
}

const FIELDS = [...Object.keys(serviceInputSchema.shape), 'durationMinutes', 'mode'];
export const SERVICE_MODES = ['online', 'in_person', 'both'] as const;
const DEFAULT_DURATION_MINUTES = 60;

/** The scheduling fields of a service as the server answers them (60 minutes online when it says nothing). */
const schedulingOf = (s: AdminService) => {
  const extra = s as AdminService & { durationMinutes?: number; mode?: string };
  return { durationMinutes: String(extra.durationMinutes ?? DEFAULT_DURATION_MINUTES), mode: extra.mode ?? 'online' };
};

/** The contract's check, with the minutes typed as text sent as a number (blank: the server's default). */
function serviceResolver(t: Parameters<typeof zodResolver>[1]): Resolver<ServiceFormValues, unknown, ServiceValues> {
  const check = zodResolver<ServiceFormValues, ServiceValues>(serviceInputSchema, t);
  return (values, context, options) => {
    const minutes = values.durationMinutes.trim();
    const durationMinutes = minutes === '' ? undefined : /^\d+$/.test(minutes) ? Number(minutes) : minutes;
    return check({ ...values, durationMinutes } as unknown as ServiceFormValues, context, options);
  };
}
const localized = (tr?: { title?: string; description?: string; features?: string[]; duration?: string }): Localized => ({
  title: tr?.title ?? '',
  description: tr?.description ?? '',
  features: (tr?.features ?? []).join('\n'),
  duration: tr?.duration ?? '',
});

export const emptyService = (): ServiceFormValues => ({
  iconName: 'Sparkles',
  title: '',
  category: '',
  description: '',
  features: '',
  priceInr: '',
  kind: 'consultation',
  slug: '',
  sacCode: '',
  duration: '',
  durationMinutes: String(DEFAULT_DURATION_MINUTES),
  mode: 'online',
  askBirthDetails: false,
  sortOrder: String(DEFAULT_SERVICE_SORT_ORDER),
  isActive: true,
  translations: { hi: localized(), gu: localized() },
});

export const serviceFormValues = (s: AdminService): ServiceFormValues => ({
  iconName: s.iconName,
  title: s.title,
  category: s.category,
  description: s.description,
  features: s.features.join('\n'),
  priceInr: String(s.priceInr),
  kind: s.kind,
  slug: s.slug ?? '',
  sacCode: s.sacCode ?? '',
  duration: s.duration,
  ...schedulingOf(s),
  askBirthDetails: s.askBirthDetails,
  sortOrder: String(s.sortOrder),
  isActive: s.isActive,
  translations: { hi: localized(s.translations.hi), gu: localized(s.translations.gu) },
});

export function ServiceDialog({ open, onOpenChange, service }: { open: boolean; onOpenChange: (open: boolean) => void; service: AdminService | null }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const id = useId();
  const save = useSaveService();
  const form = useForm<ServiceFormValues, unknown, ServiceValues>({ resolver: serviceResolver(t), defaultValues: emptyService() });
  const { register, handleSubmit, formState, reset, setError, watch } = form;
  const errors = formState.errors;
  const guard = useCloseGuard(formState.isDirty);
  const editing = !!service;

  useEffect(() => {
    if (open) reset(service ? serviceFormValues(service) : emptyService());
    // Only when the dialog opens: a refetch of the list must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const preview = watch();
  const features = preview.features.split(/\r?\n/).map((f) => f.trim()).filter(Boolean);
  const previewPrice = /^\d+$/.test(preview.priceInr.trim()) ? Number(preview.priceInr.trim()) : 0;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: service?.id, values });
      toast({ title: t(editing ? 'services.updated' : 'services.created'), description: saved.title });
      onOpenChange(false);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
      errorToast(t(editing ? 'services.updateFailed' : 'services.createFailed'), err, t);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'services.edit' : 'services.create')}
      closeLabel={t('actions.close')}
      guard={guard}
      wide
      testId="service-dialog"
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <GroupFrame id={`${id}-icon`} legend={t('services.fields.icon')} error={errors.iconName?.message} radio>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-9">
              {SERVICE_ICON_NAMES.map((name) => (
                <label
                  key={name}
                  title={name}
                  className="flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-slate-200 p-2 text-slate-700 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input type="radio" value={name} className="sr-only" {...register('iconName')} />
                  <ServiceIcon name={name} className="size-5" />
                  <span className="sr-only">{name}</span>
                </label>
              ))}
            </div>
          </GroupFrame>

          <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50/40 p-4" aria-label={t('services.preview')} role="group" data-testid="service-preview">
            <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-brand-800">{t('services.preview')}</p>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ServiceIcon name={preview.iconName} />
                </span>
                <span className="inline-flex items-center gap-1 text-sm text-slate-500">
                  <Clock aria-hidden="true" className="size-4" />
                  {preview.duration || formatDuration(/^\d+$/.test(preview.durationMinutes.trim()) ? Number(preview.durationMinutes.trim()) : DEFAULT_DURATION_MINUTES, lang)}
                </span>
              </div>
              <p className="mt-3 font-semibold text-slate-900">{preview.title || t('services.previewTitle')}</p>
              {features.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {features.slice(0, 3).map((f, i) => (
                    <li key={`${i}-${f}`} className="flex gap-2">
                      <span aria-hidden="true" className="text-brand-600">
                        ✓
                      </span>
                      {f}
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 font-semibold text-brand-800">{formatInr(previewPrice, lang)}</p>
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id={`${id}-title`} label={t('services.fields.title')} required error={errors.title?.message} {...register('title')} />
            <SelectField
              id={`${id}-category`}
              label={t('services.fields.category')}
              required
              placeholder={t('services.fields.chooseCategory')}
              options={ADMIN_SERVICE_CATEGORIES.map((c) => ({ value: c, label: t(`services.categories.${c}`) }))}
              error={errors.category?.message}
              {...register('category')}
            />
          </div>
          <TextAreaField id={`${id}-description`} label={t('services.fields.description')} rows={3} error={errors.description?.message} {...register('description')} />
          <TextAreaField
            id={`${id}-features`}
            label={t('services.fields.features')}
            hint={t('services.fields.featuresHint')}
            rows={5}
            error={errors.features?.message ?? (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)}
            {...register('features')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={`${id}-priceInr`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label={t('services.fields.priceInr')}
              hint={t('services.fields.priceInrHint')}
              error={errors.priceInr?.message}
              {...register('priceInr')}
            />
            <SelectField
              id={`${id}-kind`}
              label={t('services.fields.kind')}
              hint={t('services.fields.kindHint')}
              options={OFFERING_KINDS.map((k) => ({ value: k, label: t(`services.kinds.${k}`) }))}
              error={errors.kind?.message}
              {...register('kind')}
            />
            <TextField id={`${id}-slug`} label={t('services.fields.slug')} hint={t('services.fields.slugHint')} error={errors.slug?.message} {...register('slug')} />
            <TextField
              id={`${id}-sacCode`}
              inputMode="numeric"
              label={t('services.fields.sacCode')}
              hint={t('services.fields.sacCodeHint', { value: DEFAULT_SAC_CODE })}
              error={errors.sacCode?.message}
              {...register('sacCode')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id={`${id}-duration`} label={t('services.fields.duration')} hint={t('services.fields.durationHint')} error={errors.duration?.message} {...register('duration')} />
            <TextField
              id={`${id}-sortOrder`}
              type="number"
              inputMode="numeric"
              label={t('services.fields.sortOrder')}
              hint={t('services.fields.sortOrderHint')}
              error={errors.sortOrder?.message}
              {...register('sortOrder')}
            />
          </div>
          {preview.kind === 'consultation' && (
            <div className="grid gap-5 sm:grid-cols-2" data-testid="service-scheduling">
              <TextField
                id={`${id}-durationMinutes`}
                type="number"
                inputMode="numeric"
                min={5}
                max={600}
                step={5}
                label={t('availability:service.durationMinutes')}
                hint={t('availability:service.durationMinutesHint')}
                error={(errors as { durationMinutes?: { message?: string } }).durationMinutes?.message}
                {...register('durationMinutes')}
              />
              <SelectField
                id={`${id}-mode`}
                label={t('availability:service.mode')}
                hint={t('availability:service.modeHint')}
                options={SERVICE_MODES.map((m) => ({ value: m, label: t(`availability:service.modes.${m}`) }))}
                error={(errors as { mode?: { message?: string } }).mode?.message}
                {...register('mode')}
              />
              <CheckboxField id={`${id}-askBirthDetails`} className="sm:col-span-2" label={t('availability:service.askBirthDetails')} {...register('askBirthDetails')} />
            </div>
          )}
          <CheckboxField id={`${id}-isActive`} label={t('services.fields.isActive')} {...register('isActive')} />

          <TranslationsDetails className="rounded-xl border border-slate-200 p-4" forceOpen={!!errors.translations} summary={t('services.translations')} hint={t('services.translationsHint')}>
            {(['hi', 'gu'] as const).map((lang) => (
              <fieldset key={lang} className="mt-4 space-y-4">
                <legend className="text-sm font-semibold text-brand-800">{t(`languages.${lang}`)}</legend>
                <TextField id={`${id}-${lang}-title`} lang={lang} label={t('services.fields.title')} error={errors.translations?.[lang]?.title?.message} {...register(`translations.${lang}.title`)} />
                <TextAreaField id={`${id}-${lang}-description`} lang={lang} rows={3} label={t('services.fields.description')} error={errors.translations?.[lang]?.description?.message} {...register(`translations.${lang}.description`)} />
                <TextAreaField
                  id={`${id}-${lang}-features`}
                  lang={lang}
                  rows={4}
                  label={t('services.fields.features')}
                  hint={t('services.fields.featuresHint')}
                  {...register(`translations.${lang}.features`)}
                />
                <TextField id={`${id}-${lang}-duration`} lang={lang} label={t('services.fields.duration')} error={errors.translations?.[lang]?.duration?.message} {...register(`translations.${lang}.duration`)} />
              </fieldset>
            ))}
          </TranslationsDetails>
        </DialogBody>
        <DialogFooter>
          <DialogCancel>{t('actions.cancel')}</DialogCancel>
          <SubmitButton busy={formState.isSubmitting} label={t(editing ? 'actions.saveChanges' : 'services.createButton')} busyLabel={t('actions.saving')} data-testid="save-service" />
        </DialogFooter>
      </form>
    </Dialog>
  );
}
