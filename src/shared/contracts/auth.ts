import { z } from 'zod';

/** The signed-in user as `GET /api/auth/user` returns it (spec §3 "Current user"). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Avatar text: first letter of firstName, else the uppercase first letter of email, else "U". */
export function avatarInitial(user: Pick<CurrentUser, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first[0];
  const email = user?.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}
