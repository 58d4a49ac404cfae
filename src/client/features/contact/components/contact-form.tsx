import { CheckCircle2, Send } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../../shared/constants.ts';
import { ActionForm, ErrorSummary, fieldOf, FormSubmit, useFormFailure } from '../../../components/ui/form/action-form.tsx';
import { Honeypot } from '../../../components/ui/form/honeypot.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';

const PREFIX = 'contact';

/**
 * The message form (spec §2, §4, §5, §8), posted to /contact's action (routes/contact.server.ts),
 * with or without the page's script: a refused message comes back with each field's message and
 * what was typed; a sent one leads to /contact?sent=1, which says so above an empty form.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const failure = useFormFailure();
  const [params] = useSearchParams();
  // A new form after each post (its fields start from what the post kept, or empty once sent).
  const { key } = useLocation();
  const sent = params.get('sent') === '1' && !failure;
  const field = (name: 'name' | 'email' | 'message') => ({ ...fieldOf(failure, PREFIX, name), required: true });
  return (
    <>
      {sent && (
        <p role="status" className="mb-5 flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900" data-testid="contact-sent">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <span className="block font-semibold">{t('toast.sentTitle')}</span>
            {t('toast.sentDescription')}
          </span>
        </p>
      )}
      <ActionForm key={key} className="space-y-5" data-testid="contact-form" preventScrollReset>
        <ErrorSummary failure={failure} prefix={PREFIX} labels={{ name: t('form.name'), email: t('form.email'), message: t('form.message') }} />
        <TextField {...field('name')} label={t('form.name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} placeholder={t('form.namePlaceholder')} />
        <TextField {...field('email')} label={t('form.email')} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} placeholder={t('form.emailPlaceholder')} />
        <TextAreaField {...field('message')} label={t('form.message')} rows={8} maxLength={CONTACT_MESSAGE_MAX} placeholder={t('form.messagePlaceholder')} />
        <Honeypot />
        <FormSubmit className="btn-primary w-full sm:w-auto" icon={<Send aria-hidden="true" className="size-4" />} label={t('form.send')} busyLabel={t('form.sending')} data-testid="contact-submit" />
        <p className="text-sm text-slate-600">
          {t('form.privacyNote')}{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-4">
            {t('common:footer.privacyPolicy')}
          </Link>
        </p>
      </ActionForm>
    </>
  );
}
