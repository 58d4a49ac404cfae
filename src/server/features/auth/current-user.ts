import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { splitName } from './auth.ts';

/** The spec's "Current user" (§3) of a signed-in account; isAdmin follows the one role column. */
export function currentUserOf(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName ?? splitName(user.name).firstName,
    lastName: user.lastName ?? null,
    email: user.email,
    profileImageUrl: user.image ?? null,
    isAdmin: user.role === 'admin',
  };
}
