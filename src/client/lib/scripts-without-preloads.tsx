import { Children, isValidElement, useEffect, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';
import { markPageHydrated } from './page-hydrated.ts';

/**
 * React Router's <Scripts> without its <link rel="modulepreload"> tags. The module scripts still
 * load (async, after the HTML), but preloaded modules that finish before the first paint compete
 * with it and count as render-blocking on slow phones (see ARCHITECTURE.md, "Known pitfalls").
 * Server and browser filter the same way, so hydration sees identical markup.
 *
 * Without the preloads the page becomes interactive a moment after the load event, so this also
 * says when React has hydrated (lib/page-hydrated.ts): islands, browser tests and tools wait for it.
 */
export function ScriptsWithoutPreloads(props: ScriptsProps): ReactNode {
  // Called as a function so that its output can be filtered; its hooks run as part of this component.
  const rendered = Scripts(props);
  useEffect(markPageHydrated, []);
  if (!rendered) return null;
  const kept = Children.toArray((rendered.props as { children?: ReactNode }).children).filter(
    (child) => !(isValidElement(child) && child.type === 'link'),
  );
  return <>{kept}</>;
}
