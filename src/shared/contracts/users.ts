/** Accounts as the admin sees them (spec §3 "User (admin-created)", §7 Users). */
import { z } from 'zod';
import { accountEmail, accountName, newPassword } from './auth.ts';
import { MEMBERSHIPS } from '../constants.ts';
import { dayRangeShape, listSortSchema, pageQuerySchema, searchParam } from './paging.ts';

export const USER_TYPES = ['Free', 'Premium', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** POST /api/admin/users */
export const createUserSchema = z.object({
  name: accountName,
  email: accountEmail,
  password: newPassword,
  type: z.enum(USER_TYPES, { error: 'auth:errors.userTypeInvalid' }).default('Free'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** One account in GET /api/users (spec: id, firstName or name, lastName, email, createdAt, isAdmin). */
export const listedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  isAdmin: z.boolean(),
  membership: z.enum(MEMBERSHIPS),
});
export type ListedUser = z.infer<typeof listedUserSchema>;

/** GET /api/users: a page of accounts, newest first (or oldest, by name, by e-mail); `q` searches name and e-mail. */
export const usersQuerySchema = pageQuerySchema.extend({
  q: searchParam(),
  sort: listSortSchema,
  ...dayRangeShape,
});
export type UsersQuery = z.input<typeof usersQuerySchema>;
