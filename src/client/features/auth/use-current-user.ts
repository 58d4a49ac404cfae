import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { QUERY_FRESH_MS } from '../../../shared/constants.ts';

type State = { status: 'loading' } | { status: 'ready'; user: CurrentUser | null };

let cached: { at: number; value: Promise<CurrentUser | null> } | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** GET /api/auth/user; 401 (or any failure) means signed out. Fresh for 5 minutes (spec §7). */
export function fetchCurrentUser(force = false): Promise<CurrentUser | null> {
  if (!force && cached && Date.now() - cached.at < QUERY_FRESH_MS) return cached.value;
  const value = fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<CurrentUser>) : null))
    .catch(() => null);
  cached = { at: Date.now(), value };
  return value;
}

/** After signing in (or anything that changes the user): every avatar area shows `user` at once. */
export function setCurrentUser(user: CurrentUser | null): void {
  cached = { at: Date.now(), value: Promise.resolve(user) };
  notify();
}

/** Forgets the cached user and asks the server again (after a role change, say). */
export function refreshCurrentUser(): void {
  void fetchCurrentUser(true);
  notify();
}

/** The signed-in user. Only the avatar area waits for it; the page renders at once. */
export function useCurrentUser(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const read = () => {
      const pending = fetchCurrentUser();
      // An answer that was overtaken (signed in meanwhile) is dropped; the newer one follows.
      void pending.then((user) => live && cached?.value === pending && setState({ status: 'ready', user }));
    };
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, []);
  return state;
}
