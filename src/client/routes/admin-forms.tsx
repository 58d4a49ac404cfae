import { useTranslation } from 'react-i18next';
import type { Route } from './+types/admin-forms';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AccessDenied } from '../features/auth/components/access-denied.tsx';
import { adminGate, deniedData } from '../features/auth/guards.server.ts';

/** Admins only: visitors sign in first; members see the builder's Access Denied (status 403). */
export function loader(args: Route.LoaderArgs) {
  const gate = adminGate(args);
  if (gate.denied) return deniedData(gate);
  return { denied: false as const };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.denied) return <AccessDenied title={t('pages.adminForms')} message={t('auth:denied.builder')} email={loaderData.email} />;
  return (
    <PageShell title={t('pages.adminForms')} noIndex>
      <p className="text-slate-600">{t('generic.comingSoon')}</p>
    </PageShell>
  );
}
