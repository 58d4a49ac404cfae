import type { preferredLanguage, VisitorLanguage } from '../../../shared/language-address.ts';

/**
 * What this browser knows of the visitor's language (shared/language-address.ts, languageAtLoad):
 * the choice remembered in localStorage under `key` when it is one of `languages`, whether the
 * language cookie of that name is set, and the first of `languages` the browser prefers.
 * Self-contained once given its arguments: use-change-language.ts calls it, and a reading page's
 * wait for its code (lib/first-interaction.ts) is sent its source, as it runs before any module.
 */
export function readVisitorLanguage(key: string, languages: readonly string[], preferred: typeof preferredLanguage): VisitorLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // storage may be disabled: no remembered choice
  }
  return {
    stored: stored && languages.includes(stored) ? stored : null,
    cookie: document.cookie.split(/;\s*/).some((c) => c.startsWith(`${key}=`)),
    preferred: preferred(navigator.languages ?? [navigator.language], languages),
  };
}
