/**
 * Server-side translation for API messages (validation errors, e-mails). Reads the same locale
 * files the pages use, once at start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, isLanguage, type Language } from '../../shared/constants.ts';
import { I18n, type TFunction } from '../../shared/i18n/translator.ts';

export const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/i18n/locales');

export type LocaleResources = Record<Language, Record<string, Record<string, unknown>>>;

export function readLocaleResources(dir = localesDir): LocaleResources {
  const out = {} as LocaleResources;
  for (const lang of LANGUAGES) {
    out[lang] = {};
    for (const file of readdirSync(path.join(dir, lang))) {
      if (!file.endsWith('.json')) continue;
      out[lang][file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'));
    }
  }
  return out;
}

export interface Translator {
  t(lang: Language): TFunction;
}

export function createTranslator(resources: LocaleResources = readLocaleResources()): Translator {
  const instance = new I18n(DEFAULT_LANGUAGE, resources);
  const fixed = new Map(LANGUAGES.map((l) => [l, instance.getFixedT(l)]));
  return { t: (lang) => fixed.get(lang)! };
}

/** The visitor's language: `?lang=`, else the language cookie, else English (spec §4). */
export function languageOf(query: unknown, cookies: Record<string, string | undefined> | undefined): Language {
  const fromQuery = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookies?.[LANGUAGE_STORAGE_KEY];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}
