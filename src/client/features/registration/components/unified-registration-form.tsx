/**
 * The unified registration form (spec §2 "Unified registration", §5): personal information, three
 * service cards, the fields of the chosen type (switching in place), three agreements. Checked on
 * submit with the server's own schema, then again on every change.
 */
import { ClipboardCheck, Loader2, Sparkles, UserRound } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { isLanguage } from '../../../../shared/constants.ts';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import type { UnifiedRegistration } from '../../../../shared/contracts/registration.ts';
import { GENDERS, type UnifiedType } from '../../../../shared/registration-choices.ts';
import { CheckboxField, ChoiceField, FormSection, SelectField, TextField, HydratedButton } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { loadRegistrationSchemas, preloadRegistrationSchemas } from '../../../lib/registration-schemas.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { createRegistration, rememberPendingPayment } from '../api/create-registration.ts';
import type { RegistrationFormValues } from '../lib/form-values.ts';
import { optionsOf } from '../lib/options.ts';
import { SelectedWebinarCard } from './selected-webinar-card.tsx';
import { ServicePicker } from './service-picker.tsx';
import { ConsultancyFields, CourseFields, WebinarFields } from './type-fields.tsx';

const emptyUserData = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  dateOfBirth: '',
  timeOfBirth: '',
  placeOfBirth: '',
  gender: 'prefer-not-to-say',
  expectations: [],
  sciencesInterest: [],
  consultancyConsent: false,
  receiveUpdates: false,
  webinarConsent: false,
  courseConsent: false,
};

export function UnifiedRegistrationForm({ initialType, webinars, initialWebinarId }: { initialType: UnifiedType; webinars: Webinar[]; initialWebinarId: string }) {
  const { t, i18n } = useTranslation('registration');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const honeypot = useRef<HTMLInputElement>(null);

  const resolver = useMemo(() => zodResolver<RegistrationFormValues, UnifiedRegistration>(() => loadRegistrationSchemas().then((m) => m.unifiedRegistrationSchema), i18n.t), [i18n]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues, unknown, UnifiedRegistration>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: {
      registrationType: initialType,
      webinarId: initialWebinarId,
      userData: emptyUserData,
      agreements: { accuracy: false, confidentiality: false, guidelines: false },
    },
  });
  const type = useWatch({ control, name: 'registrationType' });
  const webinarId = useWatch({ control, name: 'webinarId' });
  const selected = webinars.find((w) => w.id === webinarId) ?? null;
  const needsWebinar = type === 'webinar' && !selected;

  const userError = (name: string) => (errors.userData as Record<string, { message?: string } | undefined> | undefined)?.[name]?.message;
  const f = (name: string) => t(`register.fields.${name}`);

  const submit = handleSubmit(async (data) => {
    const body: UnifiedRegistration = { ...data, website: honeypot.current?.value || undefined };
    try {
      const result = await createRegistration(body, lang, keyFor(body));
      if (result.status === 'waitlisted') {
        await navigate(`/registration-success?type=${data.registrationType}&waitlisted=true`);
      } else if (result.status === 'confirmed') {
        await navigate(`/registration-success?type=${data.registrationType}&free=true`);
      } else {
        rememberPendingPayment({ service: data.registrationType, registrationId: result.id });
        await navigate(`/payment?service=${data.registrationType}&registrationId=${encodeURIComponent(result.id || 'unknown')}`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [path, message] of Object.entries(err.fields)) setError(path as never, { type: 'server', message });
      }
      const description = err instanceof ApiError && err.status > 0 ? err.message : err instanceof ApiError && err.message === 'offline' ? t('common:generic.offline') : t('register.tryLater');
      toast({ variant: 'destructive', title: t('register.failedTitle'), description });
    }
  });

  const label = isSubmitting ? t('register.processing') : needsWebinar ? t('register.selectWebinar') : t('register.submit');

  return (
    <form onSubmit={submit} onFocus={preloadRegistrationSchemas} noValidate className="space-y-6" aria-busy={isSubmitting} data-testid="unified-registration-form">
      {type === 'webinar' && selected && <SelectedWebinarCard webinar={selected} />}

      <FormSection id="reg-personal" title={t('register.sections.personal')} icon={<UserRound aria-hidden="true" className="size-5 text-brand-700" />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="reg-fullName" label={f('fullName')} required autoComplete="name" placeholder={t('register.placeholders.fullName')} error={userError('fullName')} {...register('userData.fullName')} />
          <TextField id="reg-email" type="email" inputMode="email" label={f('email')} required autoComplete="email" placeholder={t('register.placeholders.email')} error={userError('email')} {...register('userData.email')} />
          <TextField id="reg-phone" type="tel" inputMode="tel" label={f('phone')} required autoComplete="tel" placeholder={t('register.placeholders.phone')} error={userError('phone')} {...register('userData.phone')} />
          <TextField id="reg-city" label={f('city')} required autoComplete="address-level2" placeholder={t('register.placeholders.city')} error={userError('city')} {...register('userData.city')} />
          <TextField id="reg-dateOfBirth" type="date" label={f('dateOfBirth')} required autoComplete="bday" max={new Date().toISOString().slice(0, 10)} error={userError('dateOfBirth')} {...register('userData.dateOfBirth')} />
          <TextField id="reg-timeOfBirth" type="time" label={f('timeOfBirth')} hint={f('timeOfBirthHint')} error={userError('timeOfBirth')} {...register('userData.timeOfBirth')} />
          <TextField id="reg-placeOfBirth" label={f('placeOfBirth')} required placeholder={t('register.placeholders.placeOfBirth')} error={userError('placeOfBirth')} {...register('userData.placeOfBirth')} />
          <ChoiceField id="reg-gender" legend={f('gender')} options={optionsOf(t, 'gender', GENDERS)} error={userError('gender')} {...register('userData.gender')} />
        </div>
      </FormSection>

      <FormSection id="reg-service" title={t('register.sections.service')} icon={<Sparkles aria-hidden="true" className="size-5 text-brand-700" />}>
        <ServicePicker registration={register('registrationType')} />
      </FormSection>

      <FormSection id="reg-details" title={t(`register.sections.${type}`)} icon={<ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />}>
        {type === 'webinar' && (
          <div className="mb-5">
            {webinars.length === 0 ? (
              <p className="text-sm text-slate-600">{t('register.noWebinars')}</p>
            ) : (
              <SelectField
                id="reg-webinarId"
                label={f('chooseWebinar')}
                required
                placeholder={t('register.choose')}
                options={webinars.map((w) => ({ value: w.id, label: `${w.title} (${w.priceInr === 0 ? t('common:generic.free') : w.price})` }))}
                error={errors.webinarId?.message}
                {...register('webinarId')}
              />
            )}
          </div>
        )}
        {type === 'consultancy' && <ConsultancyFields register={register} errors={errors} />}
        {type === 'webinar' && <WebinarFields register={register} errors={errors} />}
        {type === 'course' && <CourseFields register={register} errors={errors} />}
      </FormSection>

      <FormSection id="reg-agreement" title={t('register.sections.agreement')}>
        <div className="space-y-4">
          {(['accuracy', 'confidentiality', 'guidelines'] as const).map((name) => (
            <CheckboxField key={name} id={`reg-agreement-${name}`} label={t(`register.agreements.${name}`)} required error={errors.agreements?.[name]?.message} {...register(`agreements.${name}`)} />
          ))}
        </div>
      </FormSection>

      {/* A field people never see; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t('register.requiredNote')}</p>
        <HydratedButton className="btn-primary min-w-64" disabled={isSubmitting || needsWebinar} data-testid="register-submit">
          {isSubmitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {label}
        </HydratedButton>
      </div>
    </form>
  );
}
