import { useTranslation } from '../i18n/react.tsx';
import { useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/dashboard';
import { PageShell } from '../components/layout/page-shell.tsx';
import { requireUser } from '../features/auth/guards.server.ts';
import { refreshCurrentUser, setCurrentUser } from '../features/auth/use-current-user.ts';
import { MemberWelcome } from '../features/dashboard/components/member-welcome.tsx';
import { DashboardView } from '../features/dashboard/components/dashboard-view.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The page carries its own strings and the frame's only (docs/decisions/0011). */
export const handle: I18nHandle = { i18n: ['dashboard', 'ledger', 'agenda', 'testimonials', 'course', 'packages'] };

/**
 * Members only: visitors are sent to sign in and brought back. The member's records are read by the
 * dashboard's own screens; a session's page is rendered for it alone (ADR 0034).
 */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return null;
}

/** Changing tabs changes only ?tab=: the signed-in user is the same, nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function Page() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <PageShell title={t('pages.dashboard')} lead={<MemberWelcome />} noIndex>
      <QueryProvider>
        <DashboardView
          // The welcome line and the navigation bar show the name: both read the user again.
          onProfileSaved={() => {
            refreshCurrentUser();
            void revalidator.revalidate();
          }}
          onAccountDeleted={() => {
            setCurrentUser(null);
            // A full page load: nothing of the member's stays in memory.
            window.location.assign('/');
          }}
        />
      </QueryProvider>
    </PageShell>
  );
}
