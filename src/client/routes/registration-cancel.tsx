import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/registration-cancel';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { CancelView } from '../features/registration/components/cancel-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['registration', 'ledger'] };

/** /registration/cancel?id=...&sig=...&exp=...: the link in a confirmation e-mail (older links have no exp). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { id: params.get('id') ?? '', signature: params.get('sig') ?? '', exp: params.get('exp') ?? undefined };
}

export default function RegistrationCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageMeta title={t('cancel.title')} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('cancel.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('cancel.text')}</p>
        </div>
      </section>
      <div className="container-page max-w-3xl pb-16">
        <CancelView id={loaderData.id} signature={loaderData.signature} exp={loaderData.exp} />
      </div>
    </>
  );
}
