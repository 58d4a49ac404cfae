/**
 * Server-side translation for API messages (validation errors, e-mails). Reads the same locale
 * files the pages use, once at start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, isLanguage, type Language } from '../../shared/constants.ts';
import { I18n, type TFunction } from '../../shared/i18n/translator.ts';
import { hasLanguageAddress, isPrefixLanguage, isSingleAddressPage, languageOfAddress, localizePath, splitLanguage } from '../../shared/language-address.ts';

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

/**
 * The page a page request asks for: its pathname without query, trailing slash, or the `.data`
 * suffix of React Router's data requests (`/_.data` is `/`, `/hi/about.data` is `/hi/about`).
 */
export function pagePathOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] || '/';
  const page = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
  return page.length > 1 ? page.replace(/\/+$/, '') || '/' : '/';
}

/**
 * The language a page is rendered in (ADR 0019): its address's for a public page (`/hi/…` Hindi,
 * unprefixed English, whatever the cookie says); the language cookie's for the dashboard and the
 * admin area, which keep one address.
 */
export function pageLanguageOf(url: string, cookies: Record<string, string | undefined> | undefined): Language {
  return languageOfAddress(pagePathOf(url), languageOf(undefined, cookies));
}

/**
 * Where a page request for a public page is sent instead, or null (ADR 0019). Only for GET and
 * HEAD of a document (never React Router's data requests, which follow the address they name):
 * - `/en/…` → the page without the prefix (301: English has none);
 * - `?lang=hi` (the old way to name a language, and the language switch's link to English before
 *   the page's script runs: language-switcher.tsx) → `/hi/…` without it (301), the language named
 *   remembered in its cookie, so that a visitor who had chosen Hindi can go back to English;
 * - an unprefixed page asked with a Hindi or Gujarati language cookie (a returning visitor's
 *   choice) → that language's address (302, for that visitor only). Crawlers send no cookie;
 * - a page of one address asked at a language's (`/hi/dashboard`) or naming one
 *   (`/dashboard?lang=hi`) → that address, the language stored in its cookie (302).
 */
export function addressRedirect(
  method: string,
  url: string,
  cookies: Record<string, string | undefined> | undefined,
): { status: 301 | 302; location: string; language?: Language } | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const [pathname] = url.split(/[?#]/, 1);
  // React Router's own requests (data, the route manifest of lazy discovery) are not pages.
  if (pathname.endsWith('.data') || pathname === '/__manifest' || !pathname.startsWith('/')) return null;
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const { lang, path } = splitLanguage(pathname);
  const search = (q: URLSearchParams) => (q.size ? `?${q}` : '');
  const named = query.get('lang');
  // A page of one address asked in a language, at its address (`/hi/dashboard`, a link typed or
  // shared) or by name (`/dashboard?lang=hi`, the language switch's link: languageSwitchPath): that
  // page, in that language (the language is remembered, as the switcher does).
  const asked = isLanguage(named) ? named : lang;
  if (asked && isSingleAddressPage(path)) {
    if (isLanguage(named)) query.delete('lang');
    return { status: 302, location: path + search(query), language: asked };
  }
  if (!hasLanguageAddress(path)) return null;
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { status: 301, location: localizePath(pathname.slice(3) || '/', DEFAULT_LANGUAGE) + search(query) };
  }
  if (query.has('lang')) {
    query.delete('lang');
    if (!isLanguage(named)) return { status: 301, location: localizePath(path, lang ?? DEFAULT_LANGUAGE) + search(query) };
    return { status: 301, location: localizePath(path, named) + search(query), language: named };
  }
  const chosen = cookies?.[LANGUAGE_STORAGE_KEY];
  if (!lang && isPrefixLanguage(chosen)) return { status: 302, location: localizePath(pathname, chosen) + search(query) };
  return null;
}
