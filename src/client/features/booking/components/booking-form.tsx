/**
 * The details of a booking, in the one form that also holds the chosen time (`slotStart`): who is
 * coming (name, e-mail, phone; the date, time and place of birth only for a service that asks them), the session's mode when the service
 * offers both, the language of the e-mails and one consent for the three agreements. A real
 * `<form method="post">` to the page's action (routes/book.server.ts), enhanced by React Router
 * when the script runs: one submission, one validation (the server's), with or without JavaScript.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/localized-links.tsx';
import { LANGUAGES } from '../../../../shared/constants.ts';
import { ActionForm, ErrorSummary, FormSubmit, boxOf, choiceOf, fieldOf, type FormFailure } from '../../../components/ui/form/action-form.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { SelectField, TextField, type TextFieldProps } from '../../../components/ui/form/text-fields.tsx';
import { WhatsAppOptIn } from '../../../components/ui/form/whatsapp-opt-in.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BookableService } from '../types.ts';

type Personal = 'fullName' | 'email' | 'phone' | 'dateOfBirth' | 'timeOfBirth' | 'placeOfBirth';

/** The fields' ids: `book-<name>` (`userData.fullName` is `book-fullName`). */
const idOf = (name: string) => `book-${name.replace(/^userData\./, '').replace(/^agreements\..*/, 'consent').replaceAll('.', '-')}`;

export function BookingForm({
  service,
  failure,
  formKey,
  today,
  slots,
  credits = 0,
}: {
  service: BookableService;
  failure: FormFailure | undefined;
  formKey: string;
  today?: string;
  slots: ReactNode;
  /** The signed-in member's sessions left of their packages for this service: ticked, the booking costs ₹0. */
  credits?: number;
}) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const personal = (name: Personal, props: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField label={t(`registration:register.fields.${name}`)} required {...props} {...fieldOf(failure, 'book', `userData.${name}`)} id={idOf(name)} />
  );
  const agreementError = failure?.fields['agreements.accuracy'] ?? failure?.fields['agreements.confidentiality'] ?? failure?.fields['agreements.guidelines'];
  const labels: Record<string, string> = {
    slotStart: t('slots.label'),
    ...Object.fromEntries((['fullName', 'email', 'phone', 'dateOfBirth', 'timeOfBirth', 'placeOfBirth'] as const).map((n) => [`userData.${n}`, t(`registration:register.fields.${n}`)])),
    'agreements.accuracy': t('form.consent'),
    'agreements.confidentiality': t('form.consent'),
    'agreements.guidelines': t('form.consent'),
    sessionMode: t('form.mode'),
    useCredit: t('packages:book.useCredit', { count: credits }),
  };
  return (
    <ActionForm formKey={formKey} className="space-y-5" data-testid="booking-form" preventScrollReset>
      <ErrorSummary failure={failure} prefix="book" labels={labels} idOf={idOf} />
      {slots}
      <div className="grid gap-5 sm:grid-cols-2">
        {personal('fullName', { autoComplete: 'name' })}
        {personal('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {personal('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        <WhatsAppOptIn {...boxOf(failure, 'book', 'whatsappOptIn')} className="sm:col-span-2" />
        {/* Only a service that reads the birth chart asks for it (issue 51); every other booking is name, e-mail and phone. */}
        {service.askBirthDetails && (
          <>
            {personal('dateOfBirth', { type: 'date', autoComplete: 'bday', max: today })}
            {personal('timeOfBirth', { type: 'time', required: false, hint: t('registration:register.fields.timeOfBirthHint') })}
            {personal('placeOfBirth')}
          </>
        )}
        <SelectField
          label={t('form.language')}
          hint={t('form.languageHint')}
          options={LANGUAGES.map((value) => ({ value, label: t(`form.languages.${value}`), lang: value }))}
          {...fieldOf(failure, 'book', 'language', lang)}
        />
      </div>
      {service.mode === 'both' && (
        <ChoiceField
          legend={t('form.mode')}
          columns={2}
          required
          options={[
            { value: 'online', label: t('mode.online') },
            { value: 'in_person', label: t('mode.in_person') },
          ]}
          {...choiceOf(failure, 'book', 'sessionMode', 'online')}
        />
      )}
      <div>
        <CheckboxField label={t('form.consent')} required data-testid="booking-consent" {...boxOf(failure, 'book', 'consent')} error={agreementError} />
        <p className="ml-8 flex flex-wrap gap-x-4 text-sm">
          <Link to="/refund-policy" target="_blank" className="font-semibold text-brand-700 underline">
            {t('form.refundPolicy')}
          </Link>
          <Link to="/privacy-policy" target="_blank" className="font-semibold text-brand-700 underline">
            {t('form.privacyPolicy')}
          </Link>
        </p>
      </div>
      {credits > 0 && (
        // Ticked unless they unticked it: the session is paid with a package credit (₹0), no payment page.
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="booking-credit">
          <CheckboxField label={t('packages:book.useCredit', { count: credits })} {...boxOf(failure, 'book', 'useCredit', true)} value="1" />
          <p className="ml-8 text-sm text-slate-600">{t('packages:book.useCreditHint')}</p>
        </div>
      )}
      <Honeypot />
      <FormSubmit className="btn-primary w-full sm:w-auto" label={service.priceInr > 0 && credits === 0 ? t('form.submitPaid') : t('form.submitFree')} busyLabel={t('form.submitting')} data-testid="booking-submit" />
    </ActionForm>
  );
}
