import { useTranslation } from '../i18n/react.tsx';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PaymentView } from '../features/payment/components/payment-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['payment', 'registration'] };

export default function Payment() {
  const { t } = useTranslation('payment');
  return (
    <>
      <PageMeta title={t('title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-5xl py-8 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('subtitle')}</p>
        </div>
      </section>
      <div className="container-page max-w-5xl pb-16">
        <PaymentView />
      </div>
    </>
  );
}
