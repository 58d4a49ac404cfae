/** Loads a language's translations in the browser (each namespace of each language is its own small chunk). */
import type { I18n } from '../../shared/i18n/translator.ts';
import { isLanguage, type Language } from '../../shared/constants.ts';
import type { LanguageResources } from './create.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The namespaces of a language, or only those not in `except`. */
export async function loadLanguage(lang: Language, except: readonly string[] = []): Promise<LanguageResources> {
  const entries = Object.entries(files)
    .filter(([file]) => file.startsWith(`./locales/${lang}/`))
    .map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -5), load] as const)
    .filter(([ns]) => !except.includes(ns));
  const loaded = await Promise.all(entries.map(async ([ns, load]) => [ns, (await load()).default] as const));
  return Object.fromEntries(loaded);
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
    const rest = await loadLanguage(lang, present);
    for (const [ns, bundle] of Object.entries(rest)) i18n.addResourceBundle(lang, ns, bundle);
  })().catch((err) => {
    completing = undefined;
    console.error('could not load the rest of the translations', err);
  });
  return completing;
}
