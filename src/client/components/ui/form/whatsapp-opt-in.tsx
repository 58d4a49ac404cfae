/**
 * "Send me updates on WhatsApp" (issue 52; docs/whatsapp.md "Consent"): the unticked box beside a
 * phone number, naming the practice. Posted as `whatsappOptIn` ("on" when ticked, absent when not),
 * which the page's action turns into `whatsappOptIn: true` (routes/*.server.ts); a script-driven form
 * registers it as a boolean. The server stores the consent with these same words in the client's
 * language (registration:whatsappOptIn.label). Shown only when the site can send WhatsApp messages
 * (WHATSAPP_* set): a consent to messages that never come would mislead.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { practice } from '../../../../shared/content/practice.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useWhatsAppUpdates } from '../../../lib/root-data.ts';
import { CheckboxField } from './choice-fields.tsx';

/** The form field's name, in every form and payload. */
export const WHATSAPP_OPT_IN = 'whatsappOptIn';

type Props = {
  id: string;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required' | 'value'>;

export function WhatsAppOptIn({ id, className, ...input }: Props) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  if (!useWhatsAppUpdates()) return null;
  const name = practice.name[lang];
  return (
    <div className={className} data-testid="whatsapp-opt-in">
      <CheckboxField name={WHATSAPP_OPT_IN} {...input} id={id} label={t('registration:whatsappOptIn.label', { practice: name })} />
      <p className="ml-8 text-sm text-slate-600">{t('registration:whatsappOptIn.help', { practice: name })}</p>
    </div>
  );
}
