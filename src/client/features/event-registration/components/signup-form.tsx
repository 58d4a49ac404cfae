/**
 * The short registration for an event or webinar (issue 18 §4): name, e-mail, phone (optional),
 * the language of the e-mails and consent, nothing more for a free event. The same payload from
 * every page (type: 'signup', with the page as `source` and, from /webinar-registration, the
 * admin's extra questions as `answers`), checked with the server's own schema, sent once per
 * Idempotency-Key. A paid event goes on to the payment page, as the long forms do.
 */
import { CheckCircle2, Clock3 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/localized-links.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { LANGUAGES } from '../../../../shared/constants.ts';
import type { RegistrationResult, SignupRegistrationInput } from '../../../../shared/contracts/registration.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { CheckboxField } from '../../../components/ui/form/choice-fields.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { api, ApiError } from '../../../lib/api.ts';
import { useIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { preloadRegistrationSchemas } from '../../../lib/registration-schemas.ts';
import { useRegistrationForm } from '../../../lib/use-registration-form.ts';

type Values = Record<string, unknown>;
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
 * `toSuccessPage`: /register goes on to the success page as its long form does; the event pages
 * say it in place.
 */
export function SignupForm({ event, source, idPrefix = 'su', toSuccessPage = false }: { event: SignupEvent; source: Source; idPrefix?: string; toSuccessPage?: boolean }) {
  const { t } = useTranslation('event-registration');
  const lang = useLanguage();
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey();
  const honeypot = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<{ status: RegistrationResult['status']; name: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useRegistrationForm<Values, SignupRegistrationInput>((m) => m.signupRegistrationSchema, {
    type: 'signup',
    webinarId: event.id,
    source,
    fullName: '',
    email: '',
    phone: '',
    language: lang,
    consent: false,
  });
  const err = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = handleSubmit(async (data) => {
    const body: SignupRegistrationInput = { ...data, website: honeypot.current?.value || undefined };
    try {
      const result = await postSignup(body, lang, keyFor(body));
      const service = event.category === 'webinar' ? 'webinar' : 'event';
      if (result.status === 'pending_payment') {
        await navigate(`/payment?service=${service}&registrationId=${encodeURIComponent(result.id)}`);
        return;
      }
      if (toSuccessPage) {
        await navigate(`/registration-success?type=${service}&${result.status === 'waitlisted' ? 'waitlisted' : 'free'}=true`);
        return;
      }
      toast({ title: t('successTitle') });
      setDone({ status: result.status, name: data.fullName });
    } catch (error) {
      applyServerErrors(error, setError);
      const description = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('failedDescription');
      toast({ variant: 'destructive', title: t('failedTitle'), description });
    }
  });

  if (done) return <SignupDone status={done.status} name={done.name} title={event.title} />;

  return (
    <form onSubmit={submit} onFocus={preloadRegistrationSchemas} noValidate className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-busy={isSubmitting} data-testid="signup-form">
      <h2 className="text-xl font-semibold text-slate-900">{t('signup.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('signup.subtitle', { title: event.title })}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField id={id('fullName')} label={t('fields.fullName')} required autoComplete="name" placeholder={t('placeholders.fullName')} error={err('fullName')} {...register('fullName')} />
        <TextField id={id('email')} type="email" inputMode="email" label={t('fields.email')} required autoComplete="email" placeholder={t('placeholders.email')} error={err('email')} {...register('email')} />
        <TextField id={id('phone')} type="tel" inputMode="tel" label={t('signup.phone')} autoComplete="tel" placeholder={t('placeholders.phone')} error={err('phone')} {...register('phone')} />
        <SelectField
          id={id('language')}
          label={t('signup.language')}
          options={LANGUAGES.map((value) => ({ value, label: t(`signup.languages.${value}`) }))}
          error={err('language')}
          {...register('language')}
        />
        <div className="sm:col-span-2">
          <CheckboxField id={id('consent')} label={t('signup.consent')} required error={err('consent')} {...register('consent')} />
          <Link to="/privacy-policy" target="_blank" className="ml-8 text-sm font-semibold text-brand-700 underline">
            {t('privacyLink')}
          </Link>
        </div>
      </div>
      <Honeypot ref={honeypot} />
      <SubmitButton className="btn-primary mt-6 w-full sm:w-auto" busy={isSubmitting} spinner label={t('signup.submit')} busyLabel={t('submitting')} data-testid="signup-submit" />
    </form>
  );
}
