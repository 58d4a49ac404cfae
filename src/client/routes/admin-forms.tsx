import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-forms';
import { QUERY_CACHE_MS, QUERY_FRESH_MS } from '../../shared/constants.ts';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminGate, deniedData } from '../features/auth/guards.server.ts';
import { useLoginRedirectOn401 } from '../features/auth/use-login-redirect.ts';
import { FormBuilderPage } from '../features/builder/components/form-builder-page.tsx';
import { DynamicForm } from '../features/forms/components/dynamic-form.tsx';

/** Admins only: visitors sign in first; members see the builder's Access Denied (status 403). */
export function loader(args: Route.LoaderArgs) {
  const gate = adminGate(args);
  if (gate.denied) return deniedData(gate);
  return { denied: false as const };
}

/** Spec §9: fresh 5 minutes, cached 10, no retries, no refetch on focus, mount or reconnect. */
function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_FRESH_MS, gcTime: QUERY_CACHE_MS, retry: false, refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('builder');
  const [queryClient] = useState(newQueryClient);
  const onUnauthorized = useLoginRedirectOn401();
  if (loaderData.denied) return <AccessDenied title={t('pages.adminForms')} message={t('auth:denied.builder')} email={loaderData.email} />;
  return (
    <QueryClientProvider client={queryClient}>
      <PageShell title={t('pages.adminForms')} description={tb('intro')} noIndex>
        <FormBuilderPage onUnauthorized={onUnauthorized} Renderer={DynamicForm} />
      </PageShell>
    </QueryClientProvider>
  );
}
