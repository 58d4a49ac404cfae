import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { QUERY_FRESH_MS } from '../../../shared/constants.ts';

type State = { status: 'loading' } | { status: 'ready'; user: CurrentUser | null };

let cached: { at: number; value: Promise<CurrentUser | null> } | undefined;

/** GET /api/auth/user; 401 (or any failure) means signed out. Fresh for 5 minutes (spec §7). */
export function fetchCurrentUser(force = false): Promise<CurrentUser | null> {
  if (!force && cached && Date.now() - cached.at < QUERY_FRESH_MS) return cached.value;
  const value = fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<CurrentUser>) : null))
    .catch(() => null);
  cached = { at: Date.now(), value };
  return value;
}

/** The signed-in user. Only the avatar area waits for it; the page renders at once. */
export function useCurrentUser(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void fetchCurrentUser().then((user) => live && setState({ status: 'ready', user }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
