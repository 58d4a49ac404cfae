/**
 * What the root route's loader gives every page (root.tsx): the page's language, the site's
 * address, and who the frame is rendered for. Its own module, so that pages and the frame read it
 * without importing root.tsx.
 */
import { useRouteLoaderData } from 'react-router';
import type { Language } from '../../shared/constants.ts';
import type { CurrentUser } from '../../shared/contracts/auth.ts';

export interface RootLoaderData {
  lang: Language;
  publicUrl: string;
  /**
   * The signed-in user of the request (name, avatar, role), or null: the server renders the frame
   * for them (Log In, or the avatar menu), so the first paint waits for nothing (ADR 0022).
   */
  user: CurrentUser | null;
}

/** The root loader's data (undefined only outside the route tree, as in an error boundary's render). */
export const useRootData = () => useRouteLoaderData('root') as RootLoaderData | undefined;
