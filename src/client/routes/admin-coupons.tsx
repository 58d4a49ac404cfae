import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-coupons';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminGate, deniedData } from '../features/auth/guards.server.ts';
import { AdminCoupons } from '../features/coupons/admin-coupons.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The page carries its own strings and the frame's only (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['admin', 'auth'] };

/** Admins only: visitors sign in first; members see Access Denied (status 403). */
export function loader(args: Route.LoaderArgs) {
  const gate = adminGate(args);
  if (gate.denied) return deniedData(gate);
  return { denied: false as const };
}

/** /admin/coupons: the founder's coupon codes and their uses (issue 54 part 2). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  if (loaderData.denied) return <AccessDenied title={t('coupons.title')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <PageShell title={t('coupons.title')} description={t('coupons.intro')} noIndex>
      <QueryProvider>
        <AdminCoupons />
      </QueryProvider>
    </PageShell>
  );
}
