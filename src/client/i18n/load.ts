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

/** One namespace of a language (the language offer's strings, in the language it offers). */
export async function loadNamespace(lang: Language, ns: string): Promise<Record<string, unknown> | undefined> {
  return (await loadWhere(lang, (n) => n === ns))[ns];
}

/** The page's language and the namespaces of it that the page embedded only part of (page-namespaces.ts). */
let partial: { lang: Language; namespaces: readonly string[] } | undefined;
let completingPage: Promise<void> | undefined;

/**
 * A content page carries only the strings its server render showed (ADR 0014). The rest of its own
 * namespaces are fetched when first needed: before the next navigation or data refresh renders (the
 * root's client middleware), or as soon as a lookup misses (a state change that shows a new string
 * re-renders once they are there). A page that is only read fetches none.
 */
export function setPartialNamespaces(i18n: I18n, namespaces: readonly string[]): void {
  const lang = i18n.language;
  if (!isLanguage(lang) || !namespaces.length) return;
  partial = { lang, namespaces };
  i18n.onMiss = () => queueMicrotask(() => void completePage(i18n));
}

/**
 * Loads the rest of the page's partial namespaces, in the page's language (the visitor may have
 * switched since): once, and again after a failure. Nothing to do when the page carried them whole.
 */
export function completePage(i18n: I18n): Promise<void> {
  const page = partial;
  if (!page) return Promise.resolve();
  completingPage ??= (async () => {
    const full = await loadWhere(page.lang, (ns) => page.namespaces.includes(ns));
    for (const [ns, bundle] of Object.entries(full)) i18n.completeBundle(page.lang, ns, bundle);
    partial = undefined;
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
