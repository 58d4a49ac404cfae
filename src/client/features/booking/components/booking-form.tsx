/**
 * The short details form of a booking: who is coming (the consultation's required personal details,
 * checked with the server's own schema), the session's mode when the service offers both, the
 * language of the e-mails and one consent for the three agreements. Sent with the slot; a paid
 * session goes on to the payment page, a free one is confirmed at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/localized-links.tsx';
import { LANGUAGES, type Language } from '../../../../shared/constants.ts';
import type { UnifiedRegistration } from '../../../../shared/contracts/registration.ts';
import type { Slot } from '../../../../shared/contracts/scheduling.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextField, type TextFieldProps } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { preloadRegistrationSchemas } from '../../../lib/registration-schemas.ts';
import { useRegistrationForm } from '../../../lib/use-registration-form.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { rememberPendingPayment } from '../../registration/api/create-registration.ts';
import { bookSlot, isSlotRefusal, type SessionMode } from '../api/book-slot.ts';
import type { BookableService } from '../types.ts';

interface Values {
  registrationType: 'consultancy';
  serviceId: string;
  userData: Record<string, unknown>;
  agreements: { accuracy: boolean; confidentiality: boolean; guidelines: boolean };
  language: Language;
}

type Personal = 'fullName' | 'email' | 'phone' | 'city' | 'dateOfBirth' | 'placeOfBirth';

/** `slot` null: the visitor is choosing another time; what was typed stays, and nothing is sent until one is chosen. */
export function BookingForm({ service, slot, onSlotRefused }: { service: BookableService; slot: Slot | null; onSlotRefused: (message: string) => void }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const honeypot = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<SessionMode>('online');
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useRegistrationForm<Values, UnifiedRegistration>((m) => m.unifiedRegistrationSchema, {
    registrationType: 'consultancy',
    serviceId: service.id,
    userData: { fullName: '', email: '', phone: '', city: '', dateOfBirth: '', placeOfBirth: '', gender: 'prefer-not-to-say' },
    agreements: { accuracy: false, confidentiality: false, guidelines: false },
    language: lang,
  });
  const agreed = useWatch({ control, name: 'agreements.accuracy' });
  const language = useWatch({ control, name: 'language' });
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(new Date().toISOString().slice(0, 10)), []);

  const userError = (name: string) => (errors.userData as Record<string, { message?: string } | undefined> | undefined)?.[name]?.message;
  const agreementError = errors.agreements?.accuracy?.message ?? errors.agreements?.confidentiality?.message ?? errors.agreements?.guidelines?.message;
  const personal = (name: Personal, props: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField id={`book-${name}`} label={t(`registration:register.fields.${name}`)} required error={userError(name)} {...props} {...register(`userData.${name}`)} />
  );

  const submit = handleSubmit(async (data) => {
    if (!slot) return;
    const registration = { ...data, website: honeypot.current?.value || undefined } as UnifiedRegistration;
    const booking = { serviceId: service.id, slotStart: slot.start, ...(service.mode === 'both' ? { sessionMode: mode } : {}) };
    const emailLanguage: Language = (LANGUAGES as readonly string[]).includes(language) ? language : lang;
    try {
      const result = await bookSlot(registration, booking, emailLanguage, keyFor({ registration, booking, emailLanguage }));
      if (result.status === 'confirmed') {
        await navigate('/registration-success?type=consultancy&free=true');
      } else {
        rememberPendingPayment({ service: 'consultancy', registrationId: result.id });
        await navigate(`/payment?service=consultancy&registrationId=${encodeURIComponent(result.id)}`);
      }
    } catch (err) {
      if (isSlotRefusal(err)) {
        onSlotRefused(err.message);
        return;
      }
      applyServerErrors(err, setError);
      const description = err instanceof ApiError && err.status === 0 ? t('errors.offline') : err instanceof ApiError && err.status < 500 ? err.message : t('errors.tryLater');
      toast({ variant: 'destructive', title: t('errors.bookingFailed'), description });
    }
  });

  return (
    <form onSubmit={submit} onFocus={preloadRegistrationSchemas} noValidate aria-busy={isSubmitting} className="space-y-5" data-testid="booking-form">
      <div className="grid gap-5 sm:grid-cols-2">
        {personal('fullName', { autoComplete: 'name' })}
        {personal('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {personal('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {personal('city', { autoComplete: 'address-level2' })}
        {personal('dateOfBirth', { type: 'date', autoComplete: 'bday', max: today })}
        {personal('placeOfBirth')}
        <SelectField
          id="book-language"
          label={t('form.language')}
          hint={t('form.languageHint')}
          options={LANGUAGES.map((value) => ({ value, label: t(`form.languages.${value}`), lang: value }))}
          {...register('language')}
        />
      </div>
      {service.mode === 'both' && (
        <ChoiceField
          id="book-mode"
          legend={t('form.mode')}
          columns={2}
          required
          value={mode}
          onValueChange={(value) => setMode(value as SessionMode)}
          options={[
            { value: 'online', label: t('mode.online') },
            { value: 'in_person', label: t('mode.in_person') },
          ]}
        />
      )}
      <div>
        <CheckboxField
          id="book-consent"
          label={t('form.consent')}
          required
          checked={!!agreed}
          error={agreementError}
          onChange={(e) => {
            for (const name of ['accuracy', 'confidentiality', 'guidelines'] as const) setValue(`agreements.${name}`, e.target.checked, { shouldValidate: isSubmitted });
          }}
          data-testid="booking-consent"
        />
        <p className="ml-8 flex flex-wrap gap-x-4 text-sm">
          <Link to="/refund-policy" target="_blank" className="font-semibold text-brand-700 underline">
            {t('form.refundPolicy')}
          </Link>
          <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-700 underline">
            {t('form.privacyPolicy')}
          </Link>
        </p>
      </div>
      <Honeypot ref={honeypot} />
      <SubmitButton
        className="btn-primary w-full sm:w-auto"
        busy={isSubmitting}
        spinner
        label={service.priceInr > 0 ? t('form.submitPaid') : t('form.submitFree')}
        busyLabel={t('form.submitting')}
        disabled={!slot}
        data-testid="booking-submit"
      />
    </form>
  );
}
