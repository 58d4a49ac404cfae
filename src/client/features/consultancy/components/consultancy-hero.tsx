import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { whatsappLinkOf } from '../../../../shared/content/site-view.ts';
import { useSite } from '../../../lib/root-data.ts';

export function ConsultancyHero({ founder, bookAnchor }: { founder: string; bookAnchor: string }) {
  const { t } = useTranslation('consultancy');
  const { whatsapp } = useSite().contact;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-12 sm:py-16">
        <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">{t('hero.badge')}</p>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title', { founder })}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('hero.description')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${bookAnchor}`} className="btn-primary">
            {t('hero.book')}
          </a>
          {whatsapp && (
            <a href={whatsappLinkOf(whatsapp)} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('hero.chat')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
