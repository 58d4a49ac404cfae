import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-receipt';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminGate, deniedData } from '../features/auth/guards.server.ts';
import { QueryProvider } from '../lib/query-provider.tsx';
import { ReceiptView } from '../features/dashboard/components/receipt-view.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

export const handle: I18nHandle = { i18n: ['dashboard', 'ledger', 'auth'] };

/** Any payment's receipt, for the admin (from the payments tab); members see Access Denied. */
export function loader(args: Route.LoaderArgs) {
  const gate = adminGate(args);
  if (gate.denied) return deniedData(gate);
  return { denied: false as const, paymentId: args.params.paymentId };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ledger');
  if (loaderData.denied) return <AccessDenied title={t('receipt.title')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <PageShell title={t('receipt.title')} noIndex>
      <QueryProvider>
        <ReceiptView paymentId={loaderData.paymentId} admin />
      </QueryProvider>
    </PageShell>
  );
}
