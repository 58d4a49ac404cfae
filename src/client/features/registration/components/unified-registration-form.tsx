/**
 * The unified registration form (spec §2 "Unified registration", §5): personal information, three
 * service cards, the fields of the chosen type, three agreements. Posted to /register's action
 * (routes/register.server.ts), with or without the page's script: a refused form comes back with
 * each field's message and what was typed; a registration leads to the payment page or the
 * success page. The three types' fields are all in the page and the chosen card shows its own by
 * CSS (`:has(:checked)`), so switching works in place before the script arrives and without it.
 */
import { ClipboardCheck, Sparkles, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useNavigate } from '../../../lib/localized-links.tsx';
import type { Service, Webinar } from '../../../../shared/contracts/content.ts';
import { formatInr } from '../../../../shared/money.ts';
import { GENDERS, UNIFIED_TYPES, type UnifiedType } from '../../../../shared/registration-choices.ts';
import { ActionForm, boxOf, choiceOf, ErrorSummary, fieldOf, FormSubmit, useFormFailure, useSending } from '../../../components/ui/form/action-form.tsx';
import { CheckboxField, ChoiceField } from '../../../components/ui/form/choice-fields.tsx';
import { FormSection } from '../../../components/ui/form/form-section.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { SelectField, TextField, type TextFieldProps } from '../../../components/ui/form/text-fields.tsx';
import { WhatsAppOptIn } from '../../../components/ui/form/whatsapp-opt-in.tsx';
import { optionsOf } from '../lib/options.ts';
import { SelectedWebinarCard } from './selected-webinar-card.tsx';
import { ServicePicker } from './service-picker.tsx';
import { ConsultancyFields, CourseFields, regId, WebinarFields } from './type-fields.tsx';
import { VisitorZoneField } from '../../../components/ui/form/visitor-zone-field.tsx';

/** The catalogue kind each unified type buys (a webinar is an event, not a catalogue item). */
const KIND_OF = { consultancy: 'consultation', course: 'course', webinar: null } as const;

/** Shown only while its type's card is chosen (the class names are whole here, for Tailwind). */
const SHOWN_FOR: Record<UnifiedType, string> = {
  consultancy: 'hidden [form:has(#reg-type-consultancy:checked)_&]:block',
  webinar: 'hidden [form:has(#reg-type-webinar:checked)_&]:block',
  course: 'hidden [form:has(#reg-type-course:checked)_&]:block',
};

const AGREEMENTS = ['accuracy', 'confidentiality', 'guidelines'] as const;

const BIRTH_FIELDS = ['userData.dateOfBirth', 'userData.timeOfBirth', 'userData.placeOfBirth'] as const;
/** The birth details' wrapper while the chosen consultation does not ask them: shown (as grid items) for a webinar or the course only. */
const BIRTH_SHOWN_FOR_TYPES = 'hidden [form:has(#reg-type-webinar:checked)_&]:contents [form:has(#reg-type-course:checked)_&]:contents';

/** A field's id from its name in the form (userData.fullName → reg-fullName). */
const idOfName = (name: string) => {
  const [group, field] = name.split('.');
  if (group === 'userData' && field) return regId(field);
  if (group === 'agreements' && field) return `reg-agreement-${field}`;
  if (group.startsWith('serviceId')) return 'reg-serviceId';
  return regId(name);
};

export function UnifiedRegistrationForm({
  initialType,
  webinars,
  initialWebinarId,
  offerings,
  initialServiceId,
  formKey,
}: {
  initialType: UnifiedType;
  webinars: Webinar[];
  initialWebinarId: string;
  /** The active consultations and courses of the catalogue. */
  offerings: Service[];
  initialServiceId: string;
  /** This rendering's key (a second post of the same answers is the first one). */
  formKey: string;
}) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const sending = useSending();
  const kept = (name: string) => {
    const value = failure?.values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const first = (kept('registrationType') as UnifiedType | undefined) ?? initialType;
  const [type, setType] = useState<UnifiedType>(UNIFIED_TYPES.includes(first) ? first : initialType);
  const [webinarId, setWebinarId] = useState(kept('webinarId') ?? initialWebinarId);
  const [serviceIds, setServiceIds] = useState<Record<'consultancy' | 'course', string>>(() => {
    const of = (kind: 'consultation' | 'course', type: 'consultancy' | 'course') => {
      const choices = offerings.filter((s) => s.kind === kind);
      const given = kept(`serviceId:${type}`) ?? (type === initialType ? initialServiceId : '');
      return choices.some((s) => s.id === given) ? given : choices.length === 1 ? choices[0].id : '';
    };
    return { consultancy: of('consultation', 'consultancy'), course: of('course', 'course') };
  });
  // Until the script runs, nothing is disabled: the server says what is missing.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  // A consultation asks the date, time and place of birth only when its service reads them (services.askBirthDetails,
  // which the server enforces too); a webinar and the course always ask them. What a refusal sent back stays shown.
  const consultancyAsksBirth = offerings.find((s) => s.id === serviceIds.consultancy)?.askBirthDetails === true || BIRTH_FIELDS.some((name) => failure?.fields[name] || kept(name));
  const birthShown = consultancyAsksBirth ? 'contents' : BIRTH_SHOWN_FOR_TYPES;

  const selected = webinars.find((w) => w.id === webinarId) ?? null;
  const needsWebinar = type === 'webinar' && !selected;
  // A free event asks only the short questions (issue 18 §4): choosing one here leads to its short form
  // (the page shows it for ?webinarId= of a free event), as its card and its page do.
  const freeChosen = type === 'webinar' && selected?.priceInr === 0 ? selected.id : null;
  useEffect(() => {
    if (freeChosen) void navigate(`/register?type=webinar&webinarId=${encodeURIComponent(freeChosen)}`, { replace: true, preventScrollReset: true });
  }, [freeChosen, navigate]);

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

  const f = (name: string) => t(`register.fields.${name}`);
  /** A personal detail: reg-<name>, its label and placeholder, userData.<name>. */
  const personal = (name: string, props: Omit<TextFieldProps, 'label'> = {}) => (
    <TextField {...fieldOf(failure, 'reg', `userData.${name}`)} id={regId(name)} label={f(name)} placeholder={t(`register.placeholders.${name}`)} {...props} />
  );

  /** The consultation or course to buy: its own select per type (serviceId:<type>), the one of the chosen type is sent. */
  const offeringChoice = (unified: 'consultancy' | 'course') => {
    const choices = offerings.filter((s) => s.kind === KIND_OF[unified]);
    const chosen = choices.find((s) => s.id === serviceIds[unified]) ?? null;
    return (
      <div className="mb-5 space-y-2">
        {choices.length === 0 ? (
          <p className="text-sm text-slate-600">{t('register.noServices')}</p>
        ) : (
          <>
            <SelectField
              id={unified === type ? 'reg-serviceId' : `reg-serviceId-${unified}`}
              name={`serviceId:${unified}`}
              label={f(unified === 'course' ? 'chooseCourse' : 'chooseService')}
              required
              placeholder={t('register.choose')}
              options={choices.map((s) => ({ value: s.id, label: `${s.title} (${formatInr(s.priceInr, lang)})` }))}
              defaultValue={serviceIds[unified]}
              onChange={(e) => {
                const value = e.target.value;
                setServiceIds((ids) => ({ ...ids, [unified]: value }));
              }}
              error={unified === (failure?.values.registrationType ?? initialType) ? failure?.fields.serviceId : undefined}
            />
            {chosen && (
              <p className="text-sm text-slate-700" data-testid={unified === type ? 'reg-service-price' : undefined}>
                {t('register.servicePrice', { title: chosen.title, price: formatInr(chosen.priceInr, lang) })}
              </p>
            )}
          </>
        )}
      </div>
    );
  };

  const label = sending ? t('register.processing') : scripted && needsWebinar ? t('register.selectWebinar') : t('register.submit');
  const summaryLabels = Object.fromEntries(
    Object.keys(failure?.fields ?? {}).map((name) => {
      const [group, field] = name.split('.');
      if (group === 'agreements') return [name, t(`register.agreements.${field}`)];
      if (group === 'userData') return [name, f(field)];
      if (name === 'webinarId') return [name, f('chooseWebinar')];
      if (name === 'serviceId') return [name, f(type === 'course' ? 'chooseCourse' : 'chooseService')];
      return [name, ''];
    }),
  );

  return (
    <ActionForm formKey={formKey} className="space-y-6" aria-busy={sending} data-testid="unified-registration-form" preventScrollReset>
      <ErrorSummary failure={failure} prefix="reg" labels={summaryLabels} idOf={idOfName} />
      <VisitorZoneField />
      {type === 'webinar' && selected && <SelectedWebinarCard webinar={selected} />}

      <FormSection id="reg-personal" title={t('register.sections.personal')} icon={<UserRound aria-hidden="true" className="size-5 text-brand-700" />}>
        <div className="grid gap-5 sm:grid-cols-2">
          {personal('fullName', { required: true, autoComplete: 'name' })}
          {personal('email', { type: 'email', inputMode: 'email', required: true, autoComplete: 'email' })}
          {personal('phone', { type: 'tel', inputMode: 'tel', required: true, autoComplete: 'tel' })}
          <WhatsAppOptIn {...boxOf(failure, 'reg', 'whatsappOptIn')} className="sm:col-span-2" />
          {personal('city', { required: true, autoComplete: 'address-level2' })}
          {/* The birth details: always for a webinar or the course, for a consultation only when its service asks them (issue 51). */}
          <div className={birthShown} data-testid="reg-birth-details">
            {personal('dateOfBirth', { type: 'date', required: true, autoComplete: 'bday', placeholder: undefined, max: new Date().toISOString().slice(0, 10) })}
            {personal('timeOfBirth', { type: 'time', placeholder: undefined, hint: f('timeOfBirthHint') })}
            {personal('placeOfBirth', { required: true })}
          </div>
          <ChoiceField {...choiceOf(failure, 'reg', 'userData.gender', 'prefer-not-to-say')} id="reg-gender" legend={f('gender')} options={optionsOf(t, 'gender', GENDERS)} />
        </div>
      </FormSection>

      <FormSection id="reg-service" title={t('register.sections.service')} icon={<Sparkles aria-hidden="true" className="size-5 text-brand-700" />}>
        <ServicePicker initial={type} onChoose={setType} prices={prices} />
      </FormSection>

      {UNIFIED_TYPES.map((shown) => (
        <div key={shown} className={SHOWN_FOR[shown]} data-testid={`reg-details-${shown}`}>
          <FormSection id={`reg-details-${shown}-title`} title={t(`register.sections.${shown}`)} icon={<ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />}>
            {shown === 'webinar' && (
              <div className="mb-5">
                {webinars.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('register.noWebinars')}</p>
                ) : (
                  <SelectField
                    {...fieldOf(failure, 'reg', 'webinarId', initialWebinarId)}
                    id="reg-webinarId"
                    label={f('chooseWebinar')}
                    required
                    placeholder={t('register.choose')}
                    options={webinars.map((w) => ({ value: w.id, label: `${w.title} (${formatInr(w.priceInr, lang)})` }))}
                    onChange={(e) => setWebinarId(e.target.value)}
                  />
                )}
              </div>
            )}
            {shown !== 'webinar' && offeringChoice(shown)}
            {shown === 'consultancy' && <ConsultancyFields failure={failure} />}
            {shown === 'webinar' && <WebinarFields failure={failure} />}
            {shown === 'course' && <CourseFields failure={failure} />}
          </FormSection>
        </div>
      ))}

      <FormSection id="reg-agreement" title={t('register.sections.agreement')}>
        <div className="space-y-4">
          {AGREEMENTS.map((name) => (
            <CheckboxField key={name} {...boxOf(failure, 'reg', `agreements.${name}`)} id={`reg-agreement-${name}`} label={t(`register.agreements.${name}`)} required />
          ))}
        </div>
      </FormSection>

      <Honeypot />

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{t('register.requiredNote')}</p>
        <FormSubmit className="btn-primary min-w-64" disabled={scripted && needsWebinar} label={label} busyLabel={label} data-testid="register-submit" />
      </div>
    </ActionForm>
  );
}
