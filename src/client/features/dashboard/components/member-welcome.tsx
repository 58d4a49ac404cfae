import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useCurrentUser } from '../../auth/use-current-user.ts';

/** The dashboard's welcome line, for the signed-in member: it follows a saved name at once. */
export function MemberWelcome() {
  return <MemberWelcomeFor user={useCurrentUser()} />;
}

/** The welcome line for a given user: the server renders it alone to put into the dashboard rendered once (entry.server.tsx). */
export function MemberWelcomeFor({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const name = user?.firstName;
  return <>{name ? t('dashboard:welcome', { name }) : t('dashboard:welcomeNoName')}</>;
}
