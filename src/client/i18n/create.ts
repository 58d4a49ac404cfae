/**
 * One translator per render: per request on the server, once in the browser. Only the visitor's
 * language is loaded; another language is fetched when the visitor switches to it.
 */
import type { Language } from '../../shared/constants.ts';
import { I18n } from '../../shared/i18n/translator.ts';

export type LanguageResources = Record<string, Record<string, unknown>>;

export function createI18n(lang: Language, resources: LanguageResources): I18n {
  return new I18n(lang, { [lang]: resources });
}

/** The element id of the JSON that carries the page language's translations to the browser. */
export const RESOURCES_ELEMENT_ID = 'i18n-resources';

/** JSON that is safe inside a <script> element. */
export function serializeResources(resources: LanguageResources): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
