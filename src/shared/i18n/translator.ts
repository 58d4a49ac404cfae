/**
 * Translation: the part of i18next this site uses, as one small module for the server (e-mails, API
 * messages, page renders) and the browser. i18next itself was 15 KB gzip of every public page's
 * JavaScript (with react-i18next 18 KB, a tenth of the page-weight budget of ADR 0011) and about a quarter of the
 * CPU of a server render; the locale files use only what is here. ADR 0013 tells the story.
 *
 * Keys and files keep i18next's format, so the locale files did not change:
 * - `ns:a.b.c` names namespace `ns` (a locale file) and a path in it; without `ns:` the namespaces of
 *   the caller are searched in order (`useTranslation(['home', 'about'])`), else `common`;
 * - `{{name}}` is replaced by the option of that name (left as it is when the option is missing);
 *   values are not HTML-escaped (React escapes what it renders; e-mails escape their HTML);
 * - with a numeric `count`, `key_one`, `key_other` (the CLDR plural categories of the language,
 *   from Intl.PluralRules) are tried before `key`;
 * - `returnObjects: true` answers the object or array at the key, its strings interpolated;
 * - a key found nowhere answers `defaultValue`, else the key without its namespace;
 * - the page's language first, then English (the server holds every language; a browser holds
 *   only the page's until the visitor switches).
 *
 * A server render records the paths it found (`used`), so that a content page carries only the
 * strings it shows (client/i18n/page-namespaces.ts); the browser fills in the rest of those
 * namespaces when it needs them (`onMiss`, `completeBundle`).
 */
import { DEFAULT_LANGUAGE } from '../constants.ts';

export type Namespaces = Record<string, Record<string, unknown>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

const DEFAULT_NS = 'common';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

function interpolateDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, options));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, options)]));
  return value;
}

/** The value at a dotted path of a namespace. */
export function lookup(bundle: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    // Own properties only: a key such as `constructor` is not a translation.
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export type Listener = () => void;

/** One set of loaded translations and the current language (per request on the server, once in a browser). */
export class I18n {
  language: string;
  /** Loaded translations: language → namespace → strings (i18next's `store.data`). */
  readonly store: { data: Record<string, Namespaces> };
  /** When set: the paths found in the current language, per namespace (a server render records them). */
  used?: Map<string, Set<string>>;
  /** Called when a lookup finds nothing (the browser then fetches the strings its page left out). */
  onMiss?: () => void;
  /** A lookup found nothing since the last `completeBundle` (so new strings must re-render). */
  private missed = false;
  private readonly listeners = new Set<Listener>();
  private version = 0;

  constructor(language: string, data: Record<string, Namespaces>) {
    this.language = language;
    this.store = { data };
  }

  /** Translates in the current language, namespaces `ns` (or `common`) when the key names none. */
  readonly t: TFunction = ((key: string, options?: TOptions) => this.translate(this.language, undefined, key, options)) as TFunction;

  /** A `t` bound to a language (null: the current one at each call) and namespaces. */
  getFixedT(language: string | null, ns?: string | readonly string[]): TFunction {
    const namespaces = ns === undefined ? undefined : typeof ns === 'string' ? [ns] : ns;
    return ((key: string, options?: TOptions) => this.translate(language ?? this.language, namespaces, key, options)) as TFunction;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return Boolean(this.store.data[language]?.[ns]);
  }

  /** Adds a namespace's strings; `overwrite` false keeps the strings already there. */
  addResourceBundle(language: string, ns: string, bundle: Record<string, unknown>, overwrite = false): void {
    const namespaces = (this.store.data[language] ??= {});
    namespaces[ns] = overwrite ? { ...namespaces[ns], ...bundle } : { ...bundle, ...namespaces[ns] };
    this.changed();
  }

  /**
   * Replaces a namespace that holds only part of its strings with all of them. Nothing rendered
   * changes unless a lookup has missed meanwhile, so only then do components re-render.
   */
  completeBundle(language: string, ns: string, bundle: Record<string, unknown>): void {
    (this.store.data[language] ??= {})[ns] = bundle;
    if (!this.missed) return;
    this.missed = false;
    this.changed();
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.changed();
  }

  /** Called after every change of language or strings (React re-renders what it shows). */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Grows with every change: a snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version;

  private record(language: string, ns: string, path: string) {
    if (!this.used || language !== this.language) return;
    let paths = this.used.get(ns);
    if (!paths) this.used.set(ns, (paths = new Set()));
    paths.add(path);
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private translate(language: string, namespaces: readonly string[] | undefined, key: string, options: TOptions | undefined): unknown {
    const colon = key.indexOf(':');
    const path = colon >= 0 ? key.slice(colon + 1) : key;
    const searched = colon >= 0 ? [key.slice(0, colon)] : (namespaces ?? [DEFAULT_NS]);
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
      const bundles = this.store.data[lang];
      if (!bundles) continue;
      const paths = count === undefined ? [path] : [`${path}_${pluralOf(lang, count)}`, path];
      for (const ns of searched) {
        for (const p of paths) {
          const found = lookup(bundles[ns], p);
          if (typeof found === 'string') {
            this.record(lang, ns, p);
            return interpolate(found, options);
          }
          if (found !== undefined && found !== null && options?.returnObjects) {
            this.record(lang, ns, p);
            return interpolateDeep(found, options);
          }
        }
      }
    }
    this.missed = true;
    this.onMiss?.();
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  }
}
