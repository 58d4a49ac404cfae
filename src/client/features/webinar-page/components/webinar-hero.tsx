import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';

/** The heading band of the webinar page; the next-webinar card sits beside the text. */
export function WebinarHero({ founder, formAnchor, aside }: { founder: string; formAnchor: string; aside: ReactNode }) {
  const { t } = useTranslation('webinar-page');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">{t('hero.badge')}</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{t('hero.description', { founder })}</p>
          <a href={`#${formAnchor}`} className="btn-primary mt-8">
            {t('hero.register')}
          </a>
        </div>
        {aside}
      </div>
    </section>
  );
}
