import { useTranslation } from '../i18n/react.tsx';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PaymentView } from '../features/payment/components/payment-view.tsx';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import type { Route } from './+types/payment';
import { paymentAction, paymentLoader, type PaymentActionData, type PaymentLoaderData } from './payment.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['payment', 'registration'] };

/** One registration's payment: kept by no cache (the page cache included). */
export const headers = () => ({ 'cache-control': 'no-store' });

/** What is paid for, read on the server (routes/payment.server.ts): the page works without its script. */
export const loader = (args: Route.LoaderArgs) => paymentLoader(args);

/** The method choice and the UTR, posted with or without the page's script (with it, by features/payment/lib/use-action-post.ts). */
export const action = (args: Route.ActionArgs) => paymentAction(args);

/** With the script: the same post; one that gets no answer is said, nothing else changes. */
export const clientAction = keepWhatWasTyped;

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
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
        <PaymentView page={loaderData as PaymentLoaderData} posted={actionData as PaymentActionData | undefined} />
      </div>
    </>
  );
}
