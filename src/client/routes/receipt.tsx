import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/receipt';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { ReceiptView } from '../features/dashboard/components/receipt-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['dashboard', 'ledger'] };

/**
 * /receipt/:paymentId?sig=...&exp=...: the receipt (tax invoice with a GSTIN) the receipt e-mail links
 * to, opened without an account by whoever holds the signed link, in the payer's language, printable.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { paymentId: params.paymentId, signature: search.get('sig') ?? '', exp: search.get('exp') ?? '' };
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ledger');
  return (
    <>
      <PageMeta title={t('receipt.title')} noIndex />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <QueryProvider>
          <ReceiptView paymentId={loaderData.paymentId} signed={{ signature: loaderData.signature, exp: loaderData.exp }} />
        </QueryProvider>
      </div>
    </>
  );
}
