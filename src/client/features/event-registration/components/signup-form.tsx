/**
 * The short registration for an event or webinar (issue 18 §4): name, e-mail, phone (optional),
 * the language of the e-mails and consent, nothing more for a free event. The same payload from
 * every page (type: 'signup', with the page as `source` and, from /webinar-registration, the
 * admin's extra questions as `answers`), checked with the server's own schema, sent once per
 * Idempotency-Key. A paid event goes on to the payment page, as the long forms do.
 */
import { CheckCircle2, Clock3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/localized-links.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { LANGUAGES } from '../../../../shared/constants.ts';
import type { RegistrationResult, SignupRegistrationInput } from '../../../../shared/contracts/registration.ts';
import { ActionForm, boxOf, ErrorSummary, fieldOf, FormSubmit, useFormFailure } from '../../../components/ui/form/action-form.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { SelectField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { WhatsAppOptIn } from '../../../components/ui/form/whatsapp-opt-in.tsx';
import { api } from '../../../lib/api.ts';
import { VisitorZoneField } from '../../../components/ui/form/visitor-zone-field.tsx';

type Source = NonNullable<SignupRegistrationInput['source']>;

export interface SignupEvent {
  id: string;
  title: string;
  priceInr: number;
  category?: string;
}

/** POST /api/unified-registration with the short payload; the page posts its extra answers too. */
export function postSignup(body: SignupRegistrationInput, lang: string, idempotencyKey: string): Promise<RegistrationResult> {
  return api<RegistrationResult>(`/api/unified-registration?lang=${lang}`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** After a registration: the seat (or the waitlist) is told on the page; a paid one goes on to pay. */
export function SignupDone({ status, name, title }: { status: RegistrationResult['status']; name: string; title: string }) {
  const { t } = useTranslation('event-registration');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const waitlisted = status === 'waitlisted';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" data-testid="event-registration-complete" role="status">
      <span className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${waitlisted ? 'bg-amber-100 text-amber-700' : 'bg-green-100 text-green-700'}`}>
        {waitlisted ? <Clock3 aria-hidden="true" className="size-9" /> : <CheckCircle2 aria-hidden="true" className="size-9" />}
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 outline-none">
        {waitlisted ? t('complete.waitlistTitle') : t('complete.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t(waitlisted ? 'complete.waitlistText' : 'complete.text', { name, title })}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('complete.returnHome')}
      </Link>
    </div>
  );
}

/**
 * The form, posted to its page's action (routes/signup.server.ts) with or without the page's
 * script. `formKey`: the page's key for this rendering of the form (a second post of the same
 * answers is the first one). After a registration the page says so in place (`?registered=`).
 */
export function SignupForm({ event, source, formKey, idPrefix = 'su' }: { event: SignupEvent; source: Source; formKey: string; idPrefix?: string }) {
  const { t } = useTranslation('event-registration');
  const lang = useLanguage();
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const registered = params.get('registered');
  if (!failure && (registered === 'confirmed' || registered === 'waitlisted')) return <SignupDone status={registered} name={params.get('name') ?? ''} title={event.title} />;

  const field = (name: string) => fieldOf(failure, idPrefix, name);
  return (
    <ActionForm formKey={formKey} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="signup-form" preventScrollReset>
      <input type="hidden" name="webinarId" value={event.id} />
      <input type="hidden" name="source" value={source} />
      <VisitorZoneField />
      {event.category && <input type="hidden" name="category" value={event.category} />}
      <h2 className="text-xl font-semibold text-slate-900">{t('signup.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('signup.subtitle', { title: event.title })}</p>
      <div className="mt-4">
        <ErrorSummary
          failure={failure}
          prefix={idPrefix}
          labels={{ fullName: t('fields.fullName'), email: t('fields.email'), phone: t('signup.phone'), language: t('signup.language'), consent: t('signup.consent') }}
        />
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField {...field('fullName')} label={t('fields.fullName')} required autoComplete="name" placeholder={t('placeholders.fullName')} />
        <TextField {...field('email')} type="email" inputMode="email" label={t('fields.email')} required autoComplete="email" placeholder={t('placeholders.email')} />
        <TextField {...field('phone')} type="tel" inputMode="tel" label={t('signup.phone')} autoComplete="tel" placeholder={t('placeholders.phone')} />
        <WhatsAppOptIn {...boxOf(failure, idPrefix, 'whatsappOptIn')} className="sm:col-span-2" />
        <SelectField {...fieldOf(failure, idPrefix, 'language', lang)} label={t('signup.language')} options={LANGUAGES.map((value) => ({ value, label: t(`signup.languages.${value}`) }))} />
        <div className="sm:col-span-2">
          <CheckboxField {...boxOf(failure, idPrefix, 'consent')} label={t('signup.consent')} required />
          <Link to="/privacy-policy" target="_blank" className="ml-8 text-sm font-semibold text-brand-700 underline">
            {t('privacyLink')}
          </Link>
        </div>
      </div>
      <Honeypot />
      <FormSubmit className="btn-primary mt-6 w-full sm:w-auto" label={t('signup.submit')} busyLabel={t('submitting')} data-testid="signup-submit" />
    </ActionForm>
  );
}
