/**
 * Guards for page loaders (server only). Visitors are sent to sign in and brought back; signed-in
 * members on admin pages get `denied: true` and the page shows Access Denied (spec §2, §6).
 *
 *   export function loader(args: Route.LoaderArgs) {
 *     const gate = adminGate(args);
 *     if (gate.denied) return deniedData(gate);
 *     ...admin data...
 *   }
 *
 * An admin page that loads nothing of its own (its data comes from the API) answers the gate alone:
 *
 *   export const loader = (args: Route.LoaderArgs) => adminOnly(args);
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { localizePath } from '../../../shared/language-address.ts';
import { appContext } from '../../lib/app-context.ts';

export interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** `/login?returnTo=<this page>`, the sign-in page in the page's language (`/hi/login?…`). */
export function loginRedirectPath({ request, context }: GuardArgs): string {
  const url = new URL(request.url);
  return localizePath(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`, context.get(appContext).lang);
}

/** The signed-in user, or null (no redirect). */
export function optionalUser({ context }: Pick<GuardArgs, 'context'>): CurrentUser | null {
  return context.get(appContext).user;
}

/** The signed-in user; a visitor is redirected to sign in and back. */
export function requireUser(args: GuardArgs): CurrentUser {
  const user = optionalUser(args);
  if (!user) throw redirect(loginRedirectPath(args));
  return user;
}

export type AdminGate = { denied: false; user: CurrentUser } | { denied: true; user: CurrentUser };

/** Admin pages: visitors sign in first; members are denied (the page shows why). */
export function adminGate(args: GuardArgs): AdminGate {
  const user = requireUser(args);
  return user.isAdmin ? { denied: false, user } : { denied: true, user };
}

/** What an admin page's loader answers a member: status 403, and who they are signed in as. */
export function deniedData(gate: AdminGate) {
  return data({ denied: true as const, email: gate.user.email }, { status: 403 });
}

/** The loader of an admin page that needs no data of its own: the gate's answer, nothing else. */
export function adminOnly(args: GuardArgs) {
  const gate = adminGate(args);
  if (gate.denied) return deniedData(gate);
  return { denied: false as const };
}
