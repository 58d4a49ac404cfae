import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../../shared/constants.ts';
import type { ContactMessageInput } from '../../../../shared/contracts/contact.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { preloadToasts, toast } from '../../../components/ui/toast.tsx';
import { api, ApiError } from '../../../lib/api.ts';

type Field = 'name' | 'email' | 'message';
const EMPTY = { name: '', email: '', message: '', website: '' };

/**
 * The message form (spec §2, §4, §5, §8): idle → sending (button disabled, spinner, "Sending...") →
 * success (toast, fields cleared) or error (toast, fields kept). Empty fields: a toast and no request.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (field !== 'website') setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const missing = (['name', 'email', 'message'] as const).filter((f) => !values[f].trim());
    if (missing.length > 0) {
      toast({ title: t('toast.missingTitle'), description: t('toast.missingDescription'), variant: 'destructive' });
      focusField(missing[0]);
      return;
    }
    const emailInput = formRef.current?.querySelector<HTMLInputElement>('[name="email"]');
    if (emailInput && !emailInput.validity.valid) {
      setErrors({ email: t('errors.emailInvalid') });
      focusField('email');
      return;
    }
    setSending(true);
    try {
      const body: ContactMessageInput = values;
      await api('/api/contact', { method: 'POST', body });
      setValues(EMPTY);
      setErrors({});
      toast({ title: t('toast.sentTitle'), description: t('toast.sentDescription') });
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        const fields = err.fields;
        setErrors({ name: fields.name, email: fields.email, message: fields.message });
      }
      toast({ title: t('toast.errorTitle'), description: t('toast.errorDescription'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const input =
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';
  const field = (name: Field, label: string, control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode) => {
    const fieldId = `${id}-${name}`;
    const errorId = `${fieldId}-error`;
    return (
      <div>
        <label htmlFor={fieldId} className="font-medium text-slate-900">
          {label}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">({t('form.required')})</span>
        </label>
        {control({ id: fieldId, 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? errorId : undefined })}
        {errors[name] && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={preloadToasts} noValidate className="space-y-5" data-testid="contact-form">
      {field('name', t('form.name'), (p) => (
        <input {...p} name="name" type="text" autoComplete="name" required maxLength={CONTACT_NAME_MAX} placeholder={t('form.namePlaceholder')} value={values.name} onChange={set('name')} className={input} />
      ))}
      {field('email', t('form.email'), (p) => (
        <input {...p} name="email" type="email" autoComplete="email" required maxLength={CONTACT_EMAIL_MAX} placeholder={t('form.emailPlaceholder')} value={values.email} onChange={set('email')} className={input} />
      ))}
      {field('message', t('form.message'), (p) => (
        <textarea {...p} name="message" rows={8} required maxLength={CONTACT_MESSAGE_MAX} placeholder={t('form.messagePlaceholder')} value={values.message} onChange={set('message')} className={input} />
      ))}
      {/* Honeypot: off screen and out of the tab order; people never see it, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto" data-testid="contact-submit">
        {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        {sending ? t('form.sending') : t('form.send')}
      </button>
      <p className="text-sm text-slate-600">
        {t('form.privacyNote')}{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-4">
          {t('common:footer.privacyPolicy')}
        </Link>
      </p>
    </form>
  );
}
