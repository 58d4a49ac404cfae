/**
 * The Monthly Meditation Circle form (spec §3 "Event registration payload", §5 "Event
 * registration"): every field and message, checked with the server's own schema, sent to
 * POST /api/unified-registration once per Idempotency-Key; then "Registration Complete!".
 */
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Link } from '../../../lib/localized-links.tsx';
import type { Webinar } from '../../../../shared/contracts/content.ts';
import type { EventRegistration, RegistrationResult } from '../../../../shared/contracts/registration.ts';
import { COMMUNICATION_PREFERENCES, EVENT_GENDERS, EVENT_TIME_ZONES, MEDITATION_EXPERIENCE } from '../../../../shared/registration-choices.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { WhatsAppOptIn } from '../../../components/ui/form/whatsapp-opt-in.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { api, ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { preloadRegistrationSchemas } from '../../../lib/registration-schemas.ts';
import { useRegistrationForm } from '../../../lib/use-registration-form.ts';
import { PhotoField } from './photo-field.tsx';
import { SignupDone } from './signup-form.tsx';

type Values = Record<string, unknown>;

const defaults = {
  fullName: '',
  email: '',
  phone: '',
  age: '',
  gender: '',
  city: '',
  meditationExperience: '',
  reasonForJoining: '',
  expectations: '',
  specialRequirements: '',
  timeZone: '',
  communicationPreference: '',
  emergencyContact: '',
  consent: false,
  privacyAgreement: false,
  whatsappOptIn: false,
};

export function EventRegistrationForm({ event }: { event: Webinar }) {
  const { t } = useTranslation('event-registration');
  const lang = useLanguage();
  const keyFor = useIdempotencyKey();
  const honeypot = useRef<HTMLInputElement>(null);
  const sentAt = useRef<{ key: string; date: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState<{ status: RegistrationResult['status']; name: string } | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useRegistrationForm<Values, EventRegistration>((m) => m.eventRegistrationSchema, { ...defaults, type: 'event', eventId: event.slug ?? event.id, eventTitle: event.title });
  const err = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  const f = (name: string) => t(`fields.${name}`);
  const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));

  const submit = handleSubmit(async (data) => {
    const answers = { ...data, website: honeypot.current?.value || undefined };
    const key = keyFor(answers);
    // A retry of the same answers is the same request, sent at the same moment.
    if (sentAt.current?.key !== key) sentAt.current = { key, date: new Date().toISOString() };
    const body: EventRegistration = { ...answers, registrationDate: sentAt.current.date };
    try {
      const result = await api<RegistrationResult>(`/api/unified-registration?lang=${lang}`, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      toast({ title: t('successTitle') });
      setDone({ status: result.status, name: data.fullName });
    } catch (error) {
      applyServerErrors(error, setError);
      // A reason the visitor can act on ("already registered", a field) is shown as the server says it.
      const description = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('failedDescription');
      toast({ variant: 'destructive', title: t('failedTitle'), description });
    }
  });

  if (done) return <SignupDone status={done.status} name={done.name} title={event.title} />;

  return (
    <form onSubmit={submit} onFocus={preloadRegistrationSchemas} noValidate className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-busy={isSubmitting} data-testid="event-registration-form">
      <h2 className="text-xl font-semibold text-slate-900">{t('formTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('formSubtitle')}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField id="ev-fullName" label={f('fullName')} required autoComplete="name" placeholder={t('placeholders.fullName')} error={err('fullName')} {...register('fullName')} />
        <TextField id="ev-email" type="email" inputMode="email" label={f('email')} required autoComplete="email" placeholder={t('placeholders.email')} error={err('email')} {...register('email')} />
        <TextField id="ev-phone" type="tel" inputMode="tel" label={f('phone')} required autoComplete="tel" placeholder={t('placeholders.phone')} error={err('phone')} {...register('phone')} />
        <WhatsAppOptIn id="ev-whatsappOptIn" className="sm:col-span-2" {...register('whatsappOptIn')} />
        <TextField id="ev-age" inputMode="numeric" label={f('age')} required placeholder={t('placeholders.age')} error={err('age')} {...register('age')} />
        <SelectField id="ev-gender" label={f('gender')} required placeholder={t('choose')} options={options('gender', EVENT_GENDERS)} error={err('gender')} {...register('gender')} />
        <TextField id="ev-city" label={f('city')} required autoComplete="address-level2" placeholder={t('placeholders.city')} error={err('city')} {...register('city')} />
        <SelectField
          id="ev-meditationExperience"
          label={f('meditationExperience')}
          required
          placeholder={t('choose')}
          options={options('meditationExperience', MEDITATION_EXPERIENCE)}
          error={err('meditationExperience')}
          {...register('meditationExperience')}
        />
        <SelectField id="ev-timeZone" label={f('timeZone')} required placeholder={t('choose')} options={options('timeZone', EVENT_TIME_ZONES)} error={err('timeZone')} {...register('timeZone')} />
        <TextAreaField
          id="ev-reasonForJoining"
          className="sm:col-span-2"
          label={f('reasonForJoining')}
          required
          placeholder={t('placeholders.reasonForJoining')}
          error={err('reasonForJoining')}
          {...register('reasonForJoining')}
        />
        <TextAreaField id="ev-expectations" label={f('expectations')} rows={3} placeholder={t('placeholders.text')} error={err('expectations')} {...register('expectations')} />
        <TextAreaField id="ev-specialRequirements" label={f('specialRequirements')} rows={3} placeholder={t('placeholders.text')} error={err('specialRequirements')} {...register('specialRequirements')} />
        <ChoiceField
          id="ev-communicationPreference"
          className="sm:col-span-2"
          legend={f('communicationPreference')}
          required
          columns={2}
          options={options('communicationPreference', COMMUNICATION_PREFERENCES)}
          error={err('communicationPreference')}
          {...register('communicationPreference')}
        />
        <TextField
          id="ev-emergencyContact"
          className="sm:col-span-2"
          label={f('emergencyContact')}
          required
          placeholder={t('placeholders.emergencyContact')}
          error={err('emergencyContact')}
          {...register('emergencyContact')}
        />
        <PhotoField
          id="ev-profilePhoto"
          className="sm:col-span-2"
          value={watch('profilePhoto') as string | undefined}
          onChange={(path) => setValue('profilePhoto', path, { shouldValidate: false })}
          onBusyChange={setUploading}
          error={err('profilePhoto')}
        />
        <CheckboxField id="ev-consent" className="sm:col-span-2" label={f('consent')} required error={err('consent')} {...register('consent')} />
        <div className="sm:col-span-2">
          <CheckboxField id="ev-privacyAgreement" label={f('privacyAgreement')} required error={err('privacyAgreement')} {...register('privacyAgreement')} />
          <Link to="/privacy-policy" target="_blank" className="ml-8 text-sm font-semibold text-brand-700 underline">
            {t('privacyLink')}
          </Link>
        </div>
      </div>

      <Honeypot ref={honeypot} />

      <SubmitButton className="btn-primary mt-6 w-full sm:w-auto" busy={isSubmitting} spinner disabled={uploading} label={t('submit')} busyLabel={t('submitting')} data-testid="event-submit" />
    </form>
  );
}
