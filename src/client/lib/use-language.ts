import { useTranslation } from '../i18n/react.tsx';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants.ts';

/** The page's current language as one of the three the site offers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
