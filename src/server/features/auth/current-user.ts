/** An account as the server's guards see it (SessionUser) and as the API shows it (CurrentUser). */
import type { UserRole } from '../../../shared/constants.ts';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import type { UserRow } from '../../db/schema.ts';
import type { SessionUser } from '../../plugins/authz.ts';
import { splitName } from './auth.ts';

/** The fields of a users row (or of better-auth's user, which has them too) a session's user is made of. */
export type AccountFields = Pick<UserRow, 'id' | 'email' | 'name' | 'firstName' | 'lastName' | 'image' | 'role' | 'emailVerified'>;

export function sessionUserOf(row: AccountFields): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    image: row.image ?? null,
    role: (row.role === 'admin' ? 'admin' : 'user') as UserRole,
    emailVerified: Boolean(row.emailVerified),
  };
}

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
