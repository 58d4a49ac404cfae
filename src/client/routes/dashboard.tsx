import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dashboard';
import { PageShell } from '../components/layout/page-shell.tsx';
import { requireUser } from '../features/auth/guards.server.ts';

/** Members only: visitors are sent to sign in and brought back. */
export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { user };
}

export default function Page() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.dashboard')} noIndex>
      <p className="text-slate-600">{t('generic.comingSoon')}</p>
    </PageShell>
  );
}
