import { Children, cloneElement, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { Scripts, useMatches, type ScriptsProps } from 'react-router';
import { AFTER_FIRST_PAINT } from './first-paint.ts';
import { whenPageCodeNeededSource, type HydrationHandle } from './first-interaction.ts';
import { markPageHydrated } from './page-hydrated.ts';

/**
 * React Router's <Scripts>, with the page's code fetched only after the first paint
 * (docs/decisions/0030):
 * - without its <link rel="modulepreload"> tags (docs/decisions/0011);
 * - its module script, which imports the route modules and then the entry, waits for the first
 *   contentful paint (lib/first-paint.ts) before it asks for any of them. Modules that arrived
 *   before it shared a slow phone's network with the stylesheet and the first screen's image, and
 *   their evaluation and hydration could run before anything was shown; Lighthouse counts such a
 *   module as render-blocking;
 * - on a reading page (its route's handle says `hydrate: 'at-first-interaction'`), it then waits
 *   for the visitor's first interaction, unless the page must change by itself
 *   (lib/first-interaction.ts, docs/decisions/0032).
 * Server and browser render the same markup but for that wait, which only the server writes (the
 * script keeps the server's text: React does not rewrite a hydrated element's inner HTML).
 *
 * Without the preloads the page becomes interactive a moment after the load event, so this also
 * says when React has hydrated (lib/page-hydrated.ts): islands, browser tests and tools wait for it.
 */
export function ScriptsAfterFirstPaint(props: ScriptsProps): ReactNode {
  // Called as a function so that its output can be filtered; its hooks run as part of this component.
  const rendered = Scripts(props);
  const matches = useMatches();
  useEffect(markPageHydrated, []);
  if (!rendered) return null;
  const children = Children.toArray(rendered.props.children);
  const reading = (matches.at(-1)?.handle as HydrationHandle | undefined)?.hydrate === 'at-first-interaction';
  const waitFor = import.meta.env.SSR && reading ? whenPageCodeNeededSource(preloadedModules(children)) : undefined;
  return <>{deferredScripts(children, waitFor)}</>;
}

/** The modules <Scripts> would have the browser preload: the page's, the entry's and their imports. */
function preloadedModules(children: ReactNode[]): string[] {
  const hrefs: string[] = [];
  for (const child of children) {
    if (!isValidElement(child)) continue;
    const element = child as ReactElement<{ rel?: string; href?: string; children?: ReactNode }>;
    if (element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href) hrefs.push(element.props.href);
    else if (element.props.children) hrefs.push(...preloadedModules(Children.toArray(element.props.children)));
  }
  return hrefs;
}

type ScriptElement = ReactElement<{ type?: string; dangerouslySetInnerHTML?: { __html: string }; suppressHydrationWarning?: boolean; children?: ReactNode }>;

/**
 * The children of <Scripts> without links, their module script made to start after the first
 * paint, and then to wait for `waitFor` (the source of a function `(then) => void`) if given.
 */
function deferredScripts(children: ReactNode, waitFor?: string): ReactNode[] {
  return Children.toArray(children)
    .filter((child) => !(isValidElement(child) && child.type === 'link'))
    .map((child) => {
      if (!isValidElement(child)) return child;
      const element = child as ScriptElement;
      // <Scripts> renders its two inline scripts inside a fragment of their own.
      if (element.type !== 'script') return element.props.children ? cloneElement(element, {}, ...deferredScripts(element.props.children, waitFor)) : element;
      const source = element.props.dangerouslySetInnerHTML?.__html;
      if (element.props.type !== 'module' || !source) return element;
      return cloneElement(element, { dangerouslySetInnerHTML: { __html: importAfterFirstPaint(source, waitFor) }, suppressHydrationWarning: true });
    });
}

const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;

/**
 * A module script's source whose `import * as name from "url";` lines are made dynamic imports,
 * all started together after the first contentful paint, and after `waitFor` has called back when
 * given. Returned unchanged when it holds an import of another form, so that a change in React
 * Router's script can only cost speed.
 */
export function importAfterFirstPaint(source: string, waitFor?: string): string {
  const imports = [...source.matchAll(STATIC_IMPORT)];
  const rest = source.replace(STATIC_IMPORT, '');
  if (imports.length === 0 || /^\s*import\s*["'{*\w]/m.test(rest)) return source;
  const names = imports.map(([, name]) => name).join(', ');
  const urls = imports.map(([, , url]) => `import(${url})`).join(', ');
  return (
    `await new Promise(${AFTER_FIRST_PAINT});\n` +
    (waitFor ? `await new Promise(${waitFor});\n` : '') +
    `const [${names}] = await Promise.all([${urls}]);` +
    rest
  );
}
