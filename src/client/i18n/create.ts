/**
 * One i18next instance per render: per request on the server, once in the browser. Only the
 * visitor's language is loaded; another language is fetched when the visitor switches to it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants.ts';

export type LanguageResources = Record<string, Record<string, unknown>>;

export function createI18n(lang: Language, resources: LanguageResources): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [lang]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The element id of the JSON that carries the page language's translations to the browser. */
export const RESOURCES_ELEMENT_ID = 'i18n-resources';

/** JSON that is safe inside a <script> element. */
export function serializeResources(resources: LanguageResources): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
