/**
 * What the root route's loader gives every page (root.tsx): the page's language and the site's
 * address. Its own module, so that pages and the frame read it without importing root.tsx.
 */
import { useRouteLoaderData } from 'react-router';
import type { Language } from '../../shared/constants.ts';

export interface RootLoaderData {
  lang: Language;
  publicUrl: string;
}

/** The root loader's data (undefined only outside the route tree, as in an error boundary's render). */
export const useRootData = () => useRouteLoaderData('root') as RootLoaderData | undefined;
