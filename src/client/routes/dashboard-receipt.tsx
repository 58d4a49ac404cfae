import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/dashboard-receipt';
import { PageShell } from '../components/layout/page-shell.tsx';
import { requireUser } from '../features/auth/guards.server.ts';
import { QueryProvider } from '../lib/query-provider.tsx';
import { ReceiptView } from '../features/dashboard/components/receipt-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The page carries its own strings and the frame's only (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['dashboard', 'ledger'] };

/** A member's printable receipt (in the payer's language); visitors sign in first. */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return { paymentId: args.params.paymentId };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ledger');
  return (
    <PageShell title={t('receipt.title')} noIndex>
      <QueryProvider>
        <ReceiptView paymentId={loaderData.paymentId} />
      </QueryProvider>
    </PageShell>
  );
}
