/**
 * One translator per render: per request on the server, once in the browser. Only the visitor's
 * language is loaded; another language is fetched when the visitor switches to it.
 */
import type { Language } from '../../shared/constants.ts';
import { I18n } from '../../shared/i18n/translator.ts';
import { jsonInScript } from '../../shared/script-json.ts';

export type LanguageResources = Record<string, Record<string, unknown>>;

export function createI18n(lang: Language, resources: LanguageResources): I18n {
  return new I18n(lang, { [lang]: resources });
}

/** The element id of the JSON that carries the page language's translations to the browser. */
export const RESOURCES_ELEMENT_ID = 'i18n-resources';

/** The translations as JSON that is safe inside a <script> element. */
export const serializeResources = (resources: LanguageResources): string => jsonInScript(resources);
