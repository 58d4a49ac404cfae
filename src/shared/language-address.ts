/**
 * Each language at its own address (ADR 0019): English at `/…`, Hindi at `/hi/…`, Gujarati at
 * `/gu/…`, for every public page. The member's dashboard and the admin area keep one address and
 * the account's language (the language cookie). The server (which language to render, redirects,
 * sitemap, e-mail links) and the browser (links, the language switch) read addresses through here.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './constants.ts';

/** Languages whose pages live under a prefix: every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** Pages with one address for all languages: the signed-in areas (first segment). */
const SINGLE_ADDRESS_PAGES = new Set(['admin', 'dashboard']);
/** Paths with one address for all languages: those pages, the API, files (first segment). */
const SINGLE_ADDRESS = new Set([...SINGLE_ADDRESS_PAGES, 'api', 'assets', 'images', 'calendar']);

const firstSegment = (path: string) => path.split('/', 2)[1] ?? '';

/** Whether a path (without prefix) is a page of one address for all languages (`/dashboard…`, `/admin…`). */
export const isSingleAddressPage = (path: string): boolean => SINGLE_ADDRESS_PAGES.has(firstSegment(path));

/** The language cookie as the browser keeps a visitor's choice (the server reads it, ADR 0019). */
export const languageCookie = (lang: Language, secure: boolean): string => `${LANGUAGE_STORAGE_KEY}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

/** A language that has a prefix of its own (`hi`, `gu`). */
export function isPrefixLanguage(value: unknown): value is Language {
  return isLanguage(value) && value !== DEFAULT_LANGUAGE;
}

/** Whether a path (without prefix, query or hash) is a public page that exists in each language. */
export function hasLanguageAddress(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !SINGLE_ADDRESS.has(firstSegment(path));
}

/**
 * A pathname read as an address: the language of its prefix (null without one) and the page's path
 * without it. `/hi/about` → hi, `/about`; `/gu` → gu, `/`; `/about` → null, `/about`.
 */
export function splitLanguage(pathname: string): { lang: Language | null; path: string } {
  const first = firstSegment(pathname);
  if (!isPrefixLanguage(first)) return { lang: null, path: pathname };
  return { lang: first, path: pathname.slice(first.length + 1) || '/' };
}

/**
 * The language a page is shown in: its address's for a public page (English without a prefix),
 * else `fallback` (the account's or the cookie's, for the dashboard and the admin area).
 */
export function languageOfAddress(pathname: string, fallback: Language): Language {
  const { lang, path } = splitLanguage(pathname);
  if (lang) return lang;
  return hasLanguageAddress(path) ? DEFAULT_LANGUAGE : fallback;
}

/**
 * A link on this site in `lang`: `/about?x=1#y` → `/hi/about?x=1#y` for Hindi, the prefix taken off
 * for English. Paths without language addresses (the dashboard, the admin area, the API), other
 * sites and relative links are left as they are.
 */
export function localizePath(to: string, lang: Language): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  const { path } = splitLanguage(pathname);
  if (!hasLanguageAddress(path) || lang === DEFAULT_LANGUAGE) return path + rest;
  return `/${lang}${path === '/' ? '' : path}${rest}`;
}

/**
 * The language switch's link from the page `to` (pathname, query, hash) to it in `lang`: that
 * language's address. Where the address alone would not carry the choice to the server, the link
 * also names the language (`?lang=en`), which the server remembers (server/lib/i18n.ts): English's
 * unprefixed address, asked with a Hindi cookie, would lead back to Hindi, and a page of one address
 * has no other. `/hi/about?x=1` → `/about?x=1&lang=en`, `/gu/about?x=1`; `/dashboard` → `/dashboard?lang=hi`.
 */
export function languageSwitchPath(to: string, lang: Language): string {
  const localized = localizePath(to, lang);
  const { path } = splitLanguage(localized.split(/[?#]/, 1)[0]);
  if (hasLanguageAddress(path) && lang !== DEFAULT_LANGUAGE) return localized;
  const url = new URL(localized, 'http://site');
  url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}

/** The absolute address of a page in a language (`publicUrl` without a trailing slash). */
export function pageUrl(publicUrl: string, lang: Language, path: string): string {
  return publicUrl + localizePath(path, lang);
}

/** `hreflang` alternates of a public page: each language's address, and x-default (English). */
export function languageAlternates(publicUrl: string, path: string): Array<{ hreflang: string; href: string }> {
  const each = LANGUAGES.map((l) => ({ hreflang: l as string, href: pageUrl(publicUrl, l, path) }));
  return [...each, { hreflang: 'x-default', href: pageUrl(publicUrl, DEFAULT_LANGUAGE, path) }];
}

/** The first of the site's languages among a browser's preferred ones (`navigator.languages`). */
export function preferredLanguage(browserLanguages: readonly string[], languages: readonly string[] = LANGUAGES): Language | null {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (languages.includes(base)) return base as Language;
  }
  return null;
}

/** What a visitor's browser knows of their language: the remembered choice (a site language), the cookie, the preferred. */
export interface VisitorLanguage {
  stored: string | null;
  cookie: boolean;
  preferred: string | null;
}

/**
 * What a page in `pageLang` does about the visitor's language as soon as it loads (ADR 0019). Only
 * an English page does anything: it takes a visitor whose remembered choice is Hindi or Gujarati to
 * that language's address (`redirect`; the server would have, had the cookie been kept), or offers
 * a visitor who has made no choice the language their browser prefers (`offer`). Read by the
 * language offer and the stored-language redirect.
 */
export function languageAtLoad(pageLang: string, visitor: VisitorLanguage, defaultLanguage: string): { redirect?: string; offer?: string } {
  if (pageLang !== defaultLanguage) return {};
  const { stored, cookie, preferred } = visitor;
  if (stored && stored !== defaultLanguage) return { redirect: stored };
  if (!stored && !cookie && preferred && preferred !== defaultLanguage) return { offer: preferred };
  return {};
}
