import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../../shared/constants.ts';
import type { ContactMessageInput } from '../../../../shared/contracts/contact.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
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
    // Read now: React may put a controlled field back to its rendered value before the update runs.
    const { value } = e.target;
    setValues((v) => ({ ...v, [field]: value }));
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

  const common = (name: Field) => ({ id: `${id}-${name}`, name, required: true, value: values[name], onChange: set(name), error: errors[name] });

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={preloadToasts} noValidate className="space-y-5" data-testid="contact-form">
      <TextField {...common('name')} label={t('form.name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} placeholder={t('form.namePlaceholder')} />
      <TextField {...common('email')} label={t('form.email')} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} placeholder={t('form.emailPlaceholder')} />
      <TextAreaField {...common('message')} label={t('form.message')} rows={8} maxLength={CONTACT_MESSAGE_MAX} placeholder={t('form.messagePlaceholder')} />
      <Honeypot value={values.website} onChange={set('website')} />
      <SubmitButton className="btn-primary w-full sm:w-auto" busy={sending} icon={<Send aria-hidden="true" className="size-4" />} label={t('form.send')} busyLabel={t('form.sending')} data-testid="contact-submit" />
      <p className="text-sm text-slate-600">
        {t('form.privacyNote')}{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-4">
          {t('common:footer.privacyPolicy')}
        </Link>
      </p>
    </form>
  );
}
