/**
 * Which translation namespaces a page embeds (see docs/decisions/0001 and 0011). A route module may
 * declare the namespaces it uses as `export const handle = { i18n: ['events'] }`; the page then
 * carries only those and the frame's. A route that declares nothing gets every namespace, as before.
 * Before the first client-side navigation renders, the root's client middleware loads the rest of
 * the language (load.ts, completeLanguage).
 */
import type { LanguageResources } from './create.ts';

/** What the frame itself uses on every page (navigation, footer, toasts, error pages). */
export const FRAME_NAMESPACES = ['common', 'validation'] as const;

export interface I18nHandle {
  i18n?: readonly string[];
}

/** The namespaces of the matched routes, or null (everything) when a page route declares none. */
export function pageNamespaces(matches: ReadonlyArray<{ id: string; handle?: unknown }>): string[] | null {
  const pages = matches.filter((m) => m.id !== 'root');
  const declared: string[] = [...FRAME_NAMESPACES];
  for (const match of pages) {
    const list = (match.handle as I18nHandle | undefined)?.i18n;
    if (!list) return null;
    declared.push(...list);
  }
  return [...new Set(declared)];
}

/** The resources to embed: only the listed namespaces, or all of them. */
export function pickNamespaces(resources: LanguageResources, namespaces: string[] | null): LanguageResources {
  if (!namespaces) return resources;
  return Object.fromEntries(Object.entries(resources).filter(([ns]) => namespaces.includes(ns)));
}
