import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { whatsappLinkOf } from '../../../../shared/content/site-view.ts';
import { useSite } from '../../../lib/root-data.ts';

/** E-mail and chat-app links for visitors who would rather talk before booking. */
export function ConsultancyContact() {
  const { t } = useTranslation('consultancy');
  const { email, whatsapp } = useSite().contact;
  if (!email && !whatsapp) return null;
  return (
    <section aria-labelledby="consultancy-contact" className="content-auto container-page pb-16">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="consultancy-contact" className="text-xl font-bold text-slate-900">
            {t('contact.title')}
          </h2>
          <p className="mt-2 max-w-xl text-slate-600">{t('contact.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {email && (
            <a href={`mailto:${email}`} className="btn-secondary">
              <Mail aria-hidden="true" className="size-4" />
              <span>
                {t('contact.email')}
                <span className="sr-only">: {email}</span>
              </span>
            </a>
          )}
          {whatsapp && (
            <a href={whatsappLinkOf(whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-primary">
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('contact.chat')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
