/**
 * Avatar text (spec §3 "Current user"): first letter of firstName, else the uppercase first letter of
 * email, else "U". Kept apart from the zod contracts so that the navigation bar, which every page
 * loads, does not pull zod into the browser.
 */
export function avatarInitial(user: { firstName?: string | null; email?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first[0];
  const email = user?.email?.trim();
  if (email) return email[0].toUpperCase();
  return 'U';
}
