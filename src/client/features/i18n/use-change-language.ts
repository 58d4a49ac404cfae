import { useCallback, useEffect } from 'react';
// The language switch moves between addresses itself: React Router's own navigate, not the
// localizing one (which would keep the current language).
// eslint-disable-next-line no-restricted-imports
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { getI18n, useTranslation } from '../../i18n/react.tsx';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../../shared/constants.ts';
import type { I18n } from '../../../shared/i18n/translator.ts';
import {
  hasLanguageAddress,
  languageAtLoad,
  languageCookie,
  localizePath,
  preferredLanguage,
  splitLanguage,
  type VisitorLanguage,
} from '../../../shared/language-address.ts';
import { loadLanguage } from '../../i18n/load.ts';

/** Remembers the choice in localStorage and in a cookie (the server reads it, ADR 0019). */
export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  document.cookie = languageCookie(lang, location.protocol === 'https:');
}

/**
 * What this browser knows of the visitor's language (shared/language-address.ts, languageAtLoad):
 * the choice remembered in localStorage when it is one of the site's languages, whether the
 * language cookie is set, and the first of the site's languages the browser prefers.
 */
export function visitorLanguage(): VisitorLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage may be disabled: no remembered choice
  }
  return {
    stored: stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : null,
    cookie: document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LANGUAGE_STORAGE_KEY}=`)),
    preferred: preferredLanguage(navigator.languages ?? [navigator.language]),
  };
}

/**
 * Shows the page in `lang` when it is in another: loads the namespaces of it not loaded yet,
 * re-renders, sets `<html lang>` and remembers the choice. Moving between pages of one language
 * remembers nothing (an English reader who made no choice may still be offered theirs).
 */
export async function showLanguage(i18n: I18n, lang: Language): Promise<void> {
  if (lang === i18n.language) return;
  const resources = await loadLanguage(lang, Object.keys(i18n.store.data[lang] ?? {}));
  for (const [ns, bundle] of Object.entries(resources)) i18n.addResourceBundle(lang, ns, bundle);
  rememberLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * The language switch. On a public page: the same page at the other language's address, query and
 * hash kept, without reloading the document (the route's middleware, routes/language.tsx, shows the
 * language; the loaders bring the content in it). On the dashboard and admin pages, which keep one
 * address: in place, and the page's data reloaded so content from the database follows.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    async (lang: Language) => {
      try {
        // The strings first, so the page re-renders in the language as soon as they are there.
        await showLanguage(i18n, lang);
        if (hasLanguageAddress(splitLanguage(pathname).path)) {
          await navigate(localizePath(pathname + search + hash, lang), { preventScrollReset: true });
        } else {
          await revalidator.revalidate();
        }
      } catch (err) {
        // Spec §8: a failed language change is logged only.
        console.error('language change failed', err);
      }
    },
    [i18n, revalidator, navigate, pathname, search, hash],
  );
}

/**
 * After the first render in the browser (spec §4, ADR 0019):
 * - a public page's address is its language, and becomes the visitor's remembered choice; an
 *   English page read before any choice remembers nothing (the visitor may still be offered their
 *   browser's language: language-offer.tsx);
 * - a visitor whose choice is Hindi or Gujarati but whose cookie was lost (so the server could not
 *   send them there) is taken to the page's address in their language;
 * - on the dashboard and admin pages the remembered choice is the language, as before.
 */
export function useStoredLanguage() {
  const changeLanguage = useChangeLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const i18n = getI18n();
    const visitor = visitorLanguage();
    const stored = isLanguage(visitor.stored) ? visitor.stored : null;
    const { lang: prefix, path } = splitLanguage(pathname);
    if (!hasLanguageAddress(path)) {
      if (stored && stored !== i18n.language) void changeLanguage(stored);
      else if (!stored && isLanguage(i18n.language)) rememberLanguage(i18n.language);
      return;
    }
    const { redirect } = languageAtLoad(prefix ?? DEFAULT_LANGUAGE, visitor, DEFAULT_LANGUAGE);
    if (isLanguage(redirect)) void navigate(localizePath(pathname + search + hash, redirect), { replace: true });
    else if ((prefix || stored) && isLanguage(i18n.language)) rememberLanguage(i18n.language);
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
