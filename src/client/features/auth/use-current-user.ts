/**
 * The signed-in user as the frame shows it. The server says who it is: in the page's own element
 * for the HTML (frame-user.tsx), in the root loader's data for every navigation after it (root.tsx).
 * So the first paint carries Log In or the avatar menu and waits for nothing; every navigation
 * brings the server's word again. Between two, the page may say it changed (signed in
 * without a navigation, a saved name, a new role): that stands until the root data next changes.
 */
import { useEffect, useReducer } from 'react';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFrameUser } from './frame-user.tsx';

/** What the page said since the root data it replaces (`over`) arrived. */
let override: { user: CurrentUser | null; over: CurrentUser | null | undefined } | undefined;
/** The root data's user the last render saw (what an override set now replaces). */
let lastRootUser: CurrentUser | null | undefined;
const listeners = new Set<() => void>();

/** After signing in or out (or anything that changes the user): every avatar area shows `user` at once. */
export function setCurrentUser(user: CurrentUser | null): void {
  override = { user, over: lastRootUser };
  listeners.forEach((l) => l());
}

/** Asks the server again (after a role change, say); a visitor (401) is signed out. */
export function refreshCurrentUser(): void {
  api<CurrentUser>('/api/auth/user').then(
    (user) => setCurrentUser(user),
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) setCurrentUser(null);
    },
  );
}

/** The signed-in user, or null: at once, from the server's render on. */
export function useCurrentUser(): CurrentUser | null {
  const frameUser = useFrameUser();
  const rootData = useRootData();
  // A page's HTML: its element's user; after a navigation: the root loader's.
  const rootUser = rootData?.user !== undefined ? rootData.user : frameUser;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    listeners.add(rerender);
    return () => void listeners.delete(rerender);
  }, []);
  // In the browser only: the server keeps no member's data between requests.
  if (typeof window !== 'undefined') lastRootUser = rootUser;
  return override && override.over === rootUser ? override.user : rootUser;
}
