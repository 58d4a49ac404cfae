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

export function setPartialNamespaces(namespaces: readonly string[]): void {
  partial = namespaces;
}

/**
 * The page carries only the strings its server render showed; this loads the rest of its own
 * namespaces (strings that appear only after an interaction: a toast, an error, a dialog). The root
 * runs it once React has hydrated, so it never delays the first paint or hydration.
 */
export function completePage(i18n: I18n): Promise<void> {
  const lang = i18n.language;
  if (!isLanguage(lang) || !partial.length) return Promise.resolve();
  completingPage ??= (async () => {
    const full = await loadWhere(lang, (ns) => partial.includes(ns));
    for (const [ns, bundle] of Object.entries(full)) i18n.completeBundle(lang, ns, bundle);
    partial = [];
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
    await completePage(i18n);
    const present = Object.keys(i18n.store.data[lang] ?? {});
    const rest = await loadLanguage(lang, present);
    for (const [ns, bundle] of Object.entries(rest)) i18n.addResourceBundle(lang, ns, bundle);
  })().catch((err) => {
    completing = undefined;
    console.error('could not load the rest of the translations', err);
  });
  return completing;
}
