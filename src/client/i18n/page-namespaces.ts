/**
 * Which translation namespaces a page embeds (see docs/decisions/0001, 0011 and 0014). A route module
 * may declare the namespaces it uses as `export const handle = { i18n: ['events'] }`; the page then
 * carries only those and the frame's. A route that declares nothing gets every namespace, as before.
 * A content page may also declare `embed: 'shown'`: it then carries, of its own namespaces, only the
 * strings its server render used, and the browser fetches the rest of them when it first needs them
 * (load.ts, completePage). Before the first client-side navigation renders, the root's client
 * middleware loads the rest of the language (load.ts, completeLanguage).
 */
import { lookup } from '../../shared/i18n/translator.ts';
import { serializeResources, type LanguageResources } from './create.ts';

/** What the frame itself uses on every page (navigation, footer, toasts, error pages). */
export const FRAME_NAMESPACES = ['common', 'validation'] as const;

/** A route's handle: the strings its page uses. */
export interface I18nHandle {
  i18n?: readonly string[];
  /**
   * 'shown': of its own namespaces, the page carries only the strings its render showed. Only for
   * pages where no interaction shows a string of their own that the render did not: a toast or a
   * validation message made from a string that had not arrived yet would keep showing its key.
   */
  embed?: 'shown';
}

type Match = { id: string; handle?: unknown };
const pagesOf = (matches: readonly Match[]) => matches.filter((m) => m.id !== 'root').map((m) => (m.handle ?? {}) as I18nHandle);

/** The namespaces of the matched routes, or null (everything) when a page route declares none. */
export function pageNamespaces(matches: readonly Match[]): string[] | null {
  const declared: string[] = [...FRAME_NAMESPACES];
  for (const handle of pagesOf(matches)) {
    if (!handle.i18n) return null;
    declared.push(...handle.i18n);
  }
  return [...new Set(declared)];
}

/** Whether every matched page route carries only the strings it shows (`embed: 'shown'`). */
export function embedsShownOnly(matches: readonly Match[]): boolean {
  const pages = pagesOf(matches);
  return pages.length > 0 && pages.every((handle) => handle.embed === 'shown');
}

/** The resources to embed: only the listed namespaces, or all of them. */
export function pickNamespaces(resources: LanguageResources, namespaces: string[] | null): LanguageResources {
  if (!namespaces) return resources;
  return Object.fromEntries(Object.entries(resources).filter(([ns]) => namespaces.includes(ns)));
}

/** `bundle` cut down to the given paths (each path's value whole: an object asked for with returnObjects stays whole). */
export function onlyPaths(bundle: Record<string, unknown>, paths: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const value = lookup(bundle, path);
    if (value === undefined) continue;
    const parts = path.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (next && typeof next === 'object' && !Array.isArray(next) ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

/**
 * What a page embeds: the frame's namespaces whole; of the page's own namespaces, the strings the
 * render used when `used` is given (those namespaces are then `partial`, completed when needed).
 */
export function embeddedStrings(
  resources: LanguageResources,
  namespaces: string[] | null,
  used: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): { resources: LanguageResources; partial: string[] } {
  const picked = pickNamespaces(resources, namespaces);
  if (!namespaces || !used) return { resources: picked, partial: [] };
  const partial: string[] = [];
  const out: LanguageResources = {};
  for (const [ns, bundle] of Object.entries(picked)) {
    if ((FRAME_NAMESPACES as readonly string[]).includes(ns)) out[ns] = bundle;
    else {
      out[ns] = onlyPaths(bundle, used.get(ns) ?? []);
      partial.push(ns);
    }
  }
  return { resources: out, partial };
}

/** The JSON of the strings whole namespaces embed, made once per language and set of namespaces (the server renders many pages with the same). */
const embeddedJsonOf = new WeakMap<LanguageResources, Map<string, string>>();

/**
 * `embeddedStrings` as the JSON a page carries, and its partial namespaces. Without `used`, the
 * answer depends only on the language's strings and the namespaces: on the server (whose strings
 * never change while it runs) it is serialized once.
 */
export function embeddedJson(
  resources: LanguageResources,
  namespaces: string[] | null,
  used: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): { json: string; partial: string[] } {
  if ((!used || !namespaces) && typeof document === 'undefined') {
    let byNamespaces = embeddedJsonOf.get(resources);
    if (!byNamespaces) embeddedJsonOf.set(resources, (byNamespaces = new Map()));
    const key = namespaces ? namespaces.join(' ') : '*';
    let json = byNamespaces.get(key);
    if (json === undefined) byNamespaces.set(key, (json = serializeResources(pickNamespaces(resources, namespaces))));
    return { json, partial: [] };
  }
  const { resources: picked, partial } = embeddedStrings(resources, namespaces, used);
  return { json: serializeResources(picked), partial };
}
