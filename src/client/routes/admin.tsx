import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { AdminDashboard } from '../features/admin/components/admin-dashboard.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { keepDataWithinPage } from '../lib/revalidate.ts';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminOnly } from '../features/auth/guards.server.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

export const handle: I18nHandle = { i18n: ['admin', 'auth', 'ledger', 'inbox', 'availability', 'scheduling', 'agenda', 'content', 'home', 'testimonials', 'course', 'packages'] };

/** Admins only: visitors sign in first; members see Access Denied (status 403). */
export const loader = (args: Route.LoaderArgs) => adminOnly(args);

/** The tabs keep their state in the query string: changing tab needs no new loader data. */
export const shouldRevalidate = keepDataWithinPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.denied) return <AccessDenied title={t('pages.admin')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <QueryProvider>
      <PageMeta title={t('admin:title')} noIndex />
      <AdminDashboard />
    </QueryProvider>
  );
}
