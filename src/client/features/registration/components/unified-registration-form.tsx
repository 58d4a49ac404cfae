/**
 * The unified registration form (spec §2 "Unified registration", §5): personal information, three
 * service cards, the fields of the chosen type (switching in place), three agreements. Checked on
 * submit with the server's own schema, then again on every change.
 */
import { ClipboardCheck, Sparkles, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNavigate } from '../../../lib/localized-links.tsx';
import type { Service, Webinar } from '../../../../shared/contracts/content.ts';
import { formatInr } from '../../../../shared/money.ts';
import type { UnifiedRegistration } from '../../../../shared/contracts/registration.ts';
import { GENDERS, type UnifiedType } from '../../../../shared/registration-choices.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { FormSection } from '../../../components/ui/form/form-section.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextField, type TextFieldProps } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { preloadRegistrationSchemas } from '../../../lib/registration-schemas.ts';
import { useRegistrationForm } from '../../../lib/use-registration-form.ts';
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

/** The catalogue kind each unified type buys (a webinar is an event, not a catalogue item). */
const KIND_OF = { consultancy: 'consultation', course: 'course', webinar: null } as const;

export function UnifiedRegistrationForm({
  initialType,
  webinars,
  initialWebinarId,
  offerings,
  initialServiceId,
}: {
  initialType: UnifiedType;
  webinars: Webinar[];
  initialWebinarId: string;
  /** The active consultations and courses of the catalogue. */
  offerings: Service[];
  initialServiceId: string;
}) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const honeypot = useRef<HTMLInputElement>(null);

  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useRegistrationForm<RegistrationFormValues, UnifiedRegistration>((m) => m.unifiedRegistrationSchema, {
    registrationType: initialType,
    webinarId: initialWebinarId,
    serviceId: initialServiceId,
    userData: emptyUserData,
    agreements: { accuracy: false, confidentiality: false, guidelines: false },
  });
  const type = useWatch({ control, name: 'registrationType' });
  const webinarId = useWatch({ control, name: 'webinarId' });
  const selected = webinars.find((w) => w.id === webinarId) ?? null;
  const needsWebinar = type === 'webinar' && !selected;
  // A free event asks only the short questions (issue 18 §4): choosing one here leads to its short form
  // (the page shows it for ?webinarId= of a free event), as its card and its page do.
  const freeChosen = type === 'webinar' && selected?.priceInr === 0 ? selected.id : null;
  useEffect(() => {
    if (freeChosen) void navigate(`/register?type=webinar&webinarId=${encodeURIComponent(freeChosen)}`, { replace: true, preventScrollReset: true });
  }, [freeChosen, navigate]);
  const kind = KIND_OF[type];
  const choices = kind ? offerings.filter((s) => s.kind === kind) : [];
  const serviceId = useWatch({ control, name: 'serviceId' });
  const chosen = choices.find((s) => s.id === serviceId) ?? null;
  // Switching between consultancy and course: a choice of the other kind no longer applies (one offering: it is the choice).
  useEffect(() => {
    const current = getValues('serviceId');
    if (kind && !choices.some((s) => s.id === current)) setValue('serviceId', choices.length === 1 ? choices[0].id : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  /** What each type costs, from the catalogue: one price, or "from" the lowest. */
  const priceOf = (amounts: number[]) => {
    if (amounts.length === 0) return '';
    const low = Math.min(...amounts);
    return low === Math.max(...amounts) ? formatInr(low, lang) : t('register.fromPrice', { price: formatInr(low, lang) });
  };
  const prices = {
    consultancy: priceOf(offerings.filter((s) => s.kind === 'consultation').map((s) => s.priceInr)),
    webinar: priceOf(webinars.map((w) => w.priceInr)),
    course: priceOf(offerings.filter((s) => s.kind === 'course').map((s) => s.priceInr)),
  };

  const userError = (name: string) => (errors.userData as Record<string, { message?: string } | undefined> | undefined)?.[name]?.message;
  const f = (name: string) => t(`register.fields.${name}`);
  /** A personal detail: reg-<name>, its label and placeholder, userData.<name>. */
  const personal = (name: string, props: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField id={`reg-${name}`} label={f(name)} placeholder={t(`register.placeholders.${name}`)} error={userError(name)} {...props} {...register(`userData.${name}`)} />
  );

  const submit = handleSubmit(async (data) => {
    // The server charges the catalogue price of serviceId; the form sends no amount.
    const { serviceId: chosenId, ...rest } = data as UnifiedRegistration & { serviceId?: string };
    const body = { ...rest, ...(kind && chosenId ? { serviceId: chosenId } : {}), website: honeypot.current?.value || undefined } as UnifiedRegistration;
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
      applyServerErrors(err, setError);
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
          {personal('fullName', { required: true, autoComplete: 'name' })}
          {personal('email', { type: 'email', inputMode: 'email', required: true, autoComplete: 'email' })}
          {personal('phone', { type: 'tel', inputMode: 'tel', required: true, autoComplete: 'tel' })}
          {personal('city', { required: true, autoComplete: 'address-level2' })}
          {personal('dateOfBirth', { type: 'date', required: true, autoComplete: 'bday', placeholder: undefined, max: new Date().toISOString().slice(0, 10) })}
          {personal('timeOfBirth', { type: 'time', placeholder: undefined, hint: f('timeOfBirthHint') })}
          {personal('placeOfBirth', { required: true })}
          <ChoiceField id="reg-gender" legend={f('gender')} options={optionsOf(t, 'gender', GENDERS)} error={userError('gender')} {...register('userData.gender')} />
        </div>
      </FormSection>

      <FormSection id="reg-service" title={t('register.sections.service')} icon={<Sparkles aria-hidden="true" className="size-5 text-brand-700" />}>
        <ServicePicker registration={register('registrationType')} prices={prices} />
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
                options={webinars.map((w) => ({ value: w.id, label: `${w.title} (${formatInr(w.priceInr, lang)})` }))}
                error={errors.webinarId?.message}
                {...register('webinarId')}
              />
            )}
          </div>
        )}
        {kind && (
          <div className="mb-5 space-y-2">
            {choices.length === 0 ? (
              <p className="text-sm text-slate-600">{t('register.noServices')}</p>
            ) : (
              <>
                <SelectField
                  id="reg-serviceId"
                  label={f(type === 'course' ? 'chooseCourse' : 'chooseService')}
                  required
                  placeholder={t('register.choose')}
                  options={choices.map((s) => ({ value: s.id, label: `${s.title} (${formatInr(s.priceInr, lang)})` }))}
                  error={(errors as { serviceId?: { message?: string } }).serviceId?.message}
                  {...register('serviceId')}
                />
                {chosen && (
                  <p className="text-sm text-slate-700" data-testid="reg-service-price">
                    {t('register.servicePrice', { title: chosen.title, price: formatInr(chosen.priceInr, lang) })}
                  </p>
                )}
              </>
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

      <Honeypot ref={honeypot} />

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t('register.requiredNote')}</p>
        <SubmitButton className="btn-primary min-w-64" busy={isSubmitting} spinner disabled={needsWebinar} label={label} busyLabel={label} data-testid="register-submit" />
      </div>
    </form>
  );
}
