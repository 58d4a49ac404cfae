/** Loads a language's translations in the browser (each namespace of each language is its own small chunk). */
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
 * A page embeds only the namespaces it needs; this adds the rest of its language, so that any page
 * reached by client-side navigation finds its strings. Started once after hydration.
 */
export function completeLanguage(i18n: I18n, lang: Language): Promise<void> {
  completing ??= (async () => {
    const present = Object.keys(i18n.store.data[lang] ?? {});
    const rest = await loadLanguage(lang, present);
    for (const [ns, bundle] of Object.entries(rest)) i18n.addResourceBundle(lang, ns, bundle, true, false);
  })().catch((err) => {
    completing = undefined;
    console.error('could not load the rest of the translations', err);
  });
  return completing;
}

/** Resolves when completeLanguage has finished (at once if it never started: nothing is missing). */
export function languageComplete(): Promise<void> {
  return completing ?? Promise.resolve();
}

/** In the root component: completes the page's language once, after hydration. */
export function useCompleteLanguage(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (isLanguage(i18n.language)) void completeLanguage(i18n, i18n.language);
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
