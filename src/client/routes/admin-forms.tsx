import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-forms';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminOnly } from '../features/auth/guards.server.ts';
import { useLoginRedirectOn401 } from '../features/auth/use-login-redirect.ts';
import { FormBuilderPage } from '../features/builder/components/form-builder-page.tsx';
import { DynamicForm } from '../features/forms/components/dynamic-form.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';

/** Admins only: visitors sign in first; members see the builder's Access Denied (status 403). */
export const loader = (args: Route.LoaderArgs) => adminOnly(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('builder');
  const onUnauthorized = useLoginRedirectOn401();
  if (loaderData.denied) return <AccessDenied title={t('pages.adminForms')} message={t('auth:denied.builder')} email={loaderData.email} />;
  return (
    <QueryProvider>
      <PageShell title={t('pages.adminForms')} description={tb('intro')} noIndex>
        <FormBuilderPage onUnauthorized={onUnauthorized} Renderer={DynamicForm} />
      </PageShell>
    </QueryProvider>
  );
}
