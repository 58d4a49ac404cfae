/** Accounts as the admin sees them (spec §3 "User (admin-created)", §7 Users). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { MEMBERSHIPS } from '../constants.ts';
import { pageQuerySchema } from './paging.ts';

export const USER_TYPES = ['Free', 'Premium', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** POST /api/admin/users */
export const createUserSchema = z.object({
  name: z
    .string({ error: 'auth:errors.nameRequired' })
    .trim()
    .min(1, 'auth:errors.nameRequired')
    .min(2, 'auth:errors.nameTooShort')
    .max(NAME_MAX_LENGTH, 'auth:errors.nameTooLong'),
  email: z
    .string({ error: 'auth:errors.emailRequired' })
    .trim()
    .min(1, 'auth:errors.emailRequired')
    .max(EMAIL_MAX_LENGTH, 'auth:errors.emailInvalid')
    .check(z.email('auth:errors.emailInvalid'))
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: 'auth:errors.passwordRequired' })
    .min(PASSWORD_MIN_LENGTH, 'auth:errors.passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'auth:errors.passwordTooLong'),
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

/** GET /api/users: a page of accounts, newest first; `q` searches name and e-mail. */
export const usersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200, 'admin:errors.tooLong').optional(),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;
