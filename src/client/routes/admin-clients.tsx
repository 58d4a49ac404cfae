import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-clients';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminOnly } from '../features/auth/guards.server.ts';
import { ClientsPage } from '../features/clients/components/clients-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { keepDataWithinPage } from '../lib/revalidate.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** Its own strings, the admin area's (states, pager) and the frame's (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['clients', 'admin', 'auth'] };

/** Admins only: visitors sign in first; members see Access Denied (status 403). */
export const loader = (args: Route.LoaderArgs) => adminOnly(args);

/** The search, the tag and the open client live in the query string: they need no new loader data. */
export const shouldRevalidate = keepDataWithinPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('clients');
  if (loaderData.denied) return <AccessDenied title={t('title')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <PageShell title={t('title')} description={t('intro')} noIndex>
      <QueryProvider>
        <ClientsPage />
      </QueryProvider>
    </PageShell>
  );
}
