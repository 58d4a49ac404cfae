/** Loads a language's translations in the browser (each namespace of each language is its own small chunk). */
import type { I18n } from '../../shared/i18n/translator.ts';
import { isLanguage, type Language } from '../../shared/constants.ts';
import type { LanguageResources } from './create.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The namespaces of a language that `wanted` accepts (all of them by default). */
async function loadWhere(lang: Language, wanted: (ns: string) => boolean): Promise<LanguageResources> {
  const entries = Object.entries(files)
    .filter(([file]) => file.startsWith(`./locales/${lang}/`))
    .map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -5), load] as const)
    .filter(([ns]) => wanted(ns));
  const loaded = await Promise.all(entries.map(async ([ns, load]) => [ns, (await load()).default] as const));
  return Object.fromEntries(loaded);
}

/** The namespaces of a language, or only those not in `except`. */
export function loadLanguage(lang: Language, except: readonly string[] = []): Promise<LanguageResources> {
  return loadWhere(lang, (ns) => !except.includes(ns));
}

/** Namespaces the page embedded only part of (page-namespaces.ts, embeddedStrings). */
let partial: readonly string[] = [];
let completingPage: Promise<void> | undefined;

/**
 * A content page carries only the strings its server render showed (ADR 0014). The rest of its own
 * namespaces are fetched when first needed: before the next navigation or data refresh renders (the
 * root's client middleware), or as soon as a lookup misses (a state change that shows a new string
 * re-renders once they are there). A page that is only read fetches none.
 */
export function setPartialNamespaces(i18n: I18n, namespaces: readonly string[]): void {
  partial = namespaces;
  if (namespaces.length) i18n.onMiss = () => queueMicrotask(() => void completePage(i18n));
}

export function hasPartialNamespaces(): boolean {
  return partial.length > 0;
}

/** Loads the rest of the page's partial namespaces (once; again after a failure). */
export function completePage(i18n: I18n): Promise<void> {
  const lang = i18n.language;
  if (!isLanguage(lang) || !partial.length) return Promise.resolve();
  completingPage ??= (async () => {
    const full = await loadWhere(lang, (ns) => partial.includes(ns));
    for (const [ns, bundle] of Object.entries(full)) i18n.completeBundle(lang, ns, bundle);
    partial = [];
    i18n.onMiss = undefined;
  })().catch((err) => {
    completingPage = undefined;
    console.error('could not load the rest of the page translations', err);
  });
  return completingPage;
}

let completing: Promise<void> | undefined;

/**
 * A page embeds only the namespaces it needs; this adds the rest of its language, so that a page
 * reached by client-side navigation finds its strings. The root's client middleware runs it before
 * the first client-side navigation renders (later ones find it done); a page that is only read
 * never downloads strings it does not show.
 */
export function completeLanguage(i18n: I18n): Promise<void> {
  const lang = i18n.language;
  if (!isLanguage(lang)) return Promise.resolve();
  completing ??= (async () => {
    const present = Object.keys(i18n.store.data[lang] ?? {});
    const [rest] = await Promise.all([loadLanguage(lang, present), completePage(i18n)]);
    for (const [ns, bundle] of Object.entries(rest)) i18n.addResourceBundle(lang, ns, bundle);
  })().catch((err) => {
    completing = undefined;
    console.error('could not load the rest of the translations', err);
  });
  return completing;
}
