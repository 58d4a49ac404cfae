import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/admin-setup';
import { PageShell } from '../components/layout/page-shell.tsx';
import { AdminSetupPanel } from '../features/auth/components/admin-setup-panel.tsx';
import { optionalUser } from '../features/auth/guards.server.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['auth'] };

export function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const notice = url.searchParams.get('error') ? 'linkInvalid' : url.searchParams.get('verified') ? 'verified' : null;
  return { email: optionalUser(args)?.email ?? null, notice } as const;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.adminSetup')} noIndex>
      <AdminSetupPanel email={loaderData.email} notice={loaderData.notice} />
    </PageShell>
  );
}
