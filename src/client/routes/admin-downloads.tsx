import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-downloads';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminOnly } from '../features/auth/guards.server.ts';
import { AdminDownloads } from '../features/dashboard/admin-downloads/admin-downloads.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The page carries its own strings and the frame's only (docs/decisions/0011), and the admin area's for its pager. */
export const handle: I18nHandle = { i18n: ['dashboard', 'auth', 'admin'] };

/** Admins only: visitors sign in first; members see Access Denied (status 403). */
export const loader = (args: Route.LoaderArgs) => adminOnly(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('dashboard');
  if (loaderData.denied) return <AccessDenied title={t('admin.title')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <PageShell title={t('admin.title')} description={t('admin.intro')} noIndex>
      <QueryProvider>
        <AdminDownloads />
      </QueryProvider>
    </PageShell>
  );
}
