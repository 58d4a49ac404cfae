import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../../shared/constants.ts';
import { loadLanguage } from '../../i18n/load.ts';

/** Remembers the choice in localStorage and in a cookie (so the server renders it next time). */
export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * Switches the language in place: loads its translations, re-renders, updates <html lang>, and
 * reloads route data so that content from the database arrives in the new language too.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  return useCallback(
    async (lang: Language) => {
      try {
        if (!i18n.hasResourceBundle(lang, 'common')) {
          const resources = await loadLanguage(lang);
          for (const [ns, bundle] of Object.entries(resources)) i18n.addResourceBundle(lang, ns, bundle, true);
        }
        rememberLanguage(lang);
        await i18n.changeLanguage(lang);
        document.documentElement.lang = lang;
        await revalidator.revalidate();
      } catch (err) {
        // Spec §8: a failed language change is logged only.
        console.error('language change failed', err);
      }
    },
    [i18n, revalidator],
  );
}

/**
 * The stored choice (localStorage) is the visitor's language (spec §4). The server rendered the
 * cookie's language; when the cookie was lost but the stored choice remains, switch after load.
 */
export function useStoredLanguage() {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  useEffect(() => {
    let stored: string | null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isLanguage(stored) && stored !== i18n.language) void changeLanguage(stored);
    else if (!isLanguage(stored) && isLanguage(i18n.language)) rememberLanguage(i18n.language);
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
