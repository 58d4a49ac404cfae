import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-testimonials';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminOnly } from '../features/auth/guards.server.ts';
import { AdminTestimonials } from '../features/testimonials/admin/admin-testimonials.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The page carries its own strings and the frame's only (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['testimonials', 'auth'] };

/** Admins only: visitors sign in first; members see Access Denied (status 403). */
export const loader = (args: Route.LoaderArgs) => adminOnly(args);

/** /admin/testimonials: the founder's ratings and testimonials, approved or hidden one by one. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('testimonials');
  if (loaderData.denied) return <AccessDenied title={t('admin.title')} message={t('auth:denied.admin')} email={loaderData.email} />;
  return (
    <PageShell title={t('admin.title')} description={t('admin.intro')} noIndex>
      <QueryProvider>
        <AdminTestimonials />
      </QueryProvider>
    </PageShell>
  );
}
