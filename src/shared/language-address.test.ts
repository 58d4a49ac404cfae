import { describe, expect, it } from 'vitest';
import { hasLanguageAddress, languageAlternates, languageAtLoad, languageOfAddress, languageSwitchPath, localizePath, pageUrl, preferredLanguage, splitLanguage } from './language-address.ts';

describe('language addresses (ADR 0019)', () => {
  it('reads the language of an address and the page it names', () => {
    expect(splitLanguage('/hi/about')).toEqual({ lang: 'hi', path: '/about' });
    expect(splitLanguage('/gu')).toEqual({ lang: 'gu', path: '/' });
    expect(splitLanguage('/about')).toEqual({ lang: null, path: '/about' });
    expect(splitLanguage('/')).toEqual({ lang: null, path: '/' });
    // English has no prefix; a page whose name starts like a language is not one.
    expect(splitLanguage('/en/about')).toEqual({ lang: null, path: '/en/about' });
    expect(splitLanguage('/history')).toEqual({ lang: null, path: '/history' });
  });

  it('takes the language from a public page address, from the account for the dashboard and admin', () => {
    expect(languageOfAddress('/hi/events', 'gu')).toBe('hi');
    expect(languageOfAddress('/events', 'gu')).toBe('en');
    expect(languageOfAddress('/', 'hi')).toBe('en');
    expect(languageOfAddress('/dashboard', 'gu')).toBe('gu');
    expect(languageOfAddress('/admin/forms', 'hi')).toBe('hi');
    expect(languageOfAddress('/admin-setup', 'hi')).toBe('en');
    expect(hasLanguageAddress('/admin-setup')).toBe(true);
    expect(hasLanguageAddress('/api/serve/x.webp')).toBe(false);
  });

  it('writes a link in a language, keeping its query and hash, and leaves other links alone', () => {
    expect(localizePath('/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/', 'gu')).toBe('/gu');
    expect(localizePath('/register?type=course#form', 'hi')).toBe('/hi/register?type=course#form');
    expect(localizePath('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(localizePath('/hi/about', 'en')).toBe('/about');
    expect(localizePath('/hi', 'en')).toBe('/');
    expect(localizePath('/gu/services/reiki?x=1', 'hi')).toBe('/hi/services/reiki?x=1');
    expect(localizePath('/dashboard?tab=billing', 'hi')).toBe('/dashboard?tab=billing');
    expect(localizePath('/admin', 'gu')).toBe('/admin');
    expect(localizePath('/api/login', 'hi')).toBe('/api/login');
    expect(localizePath('?category=healing', 'hi')).toBe('?category=healing');
    expect(localizePath('https://example.com/about', 'hi')).toBe('https://example.com/about');
    expect(localizePath('//example.com/about', 'hi')).toBe('//example.com/about');
  });

  it("links the language switch to each language's address, naming the language where the address alone would not", () => {
    expect(languageSwitchPath('/about?x=1#y', 'hi')).toBe('/hi/about?x=1#y');
    expect(languageSwitchPath('/hi/about?x=1#y', 'gu')).toBe('/gu/about?x=1#y');
    expect(languageSwitchPath('/hi/about?x=1#y', 'en')).toBe('/about?x=1&lang=en#y');
    expect(languageSwitchPath('/gu', 'en')).toBe('/?lang=en');
    expect(languageSwitchPath('/dashboard/bookings', 'hi')).toBe('/dashboard/bookings?lang=hi');
    expect(languageSwitchPath('/admin?tab=events', 'en')).toBe('/admin?tab=events&lang=en');
  });

  it('names absolute addresses and reciprocal alternates with x-default in English', () => {
    expect(pageUrl('https://a.example', 'hi', '/')).toBe('https://a.example/hi');
    expect(pageUrl('https://a.example', 'en', '/')).toBe('https://a.example/');
    expect(languageAlternates('https://a.example', '/about')).toEqual([
      { hreflang: 'en', href: 'https://a.example/about' },
      { hreflang: 'hi', href: 'https://a.example/hi/about' },
      { hreflang: 'gu', href: 'https://a.example/gu/about' },
      { hreflang: 'x-default', href: 'https://a.example/about' },
    ]);
  });

  it("finds the browser's preferred language among the site's (what a first visit is offered)", () => {
    expect(preferredLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(preferredLanguage(['fr-FR', 'GU', 'hi'])).toBe('gu');
    expect(preferredLanguage(['en-IN', 'hi'])).toBe('en');
    expect(preferredLanguage(['fr', 'de'])).toBeNull();
  });

  it('decides what a page does about the language as it loads: only an English page redirects or offers', () => {
    const none = { stored: null, cookie: false, preferred: null };
    expect(languageAtLoad('en', { ...none, stored: 'gu' }, 'en')).toEqual({ redirect: 'gu' });
    expect(languageAtLoad('en', { ...none, preferred: 'hi' }, 'en')).toEqual({ offer: 'hi' });
    // A choice made (English remembered, or a cookie) is not questioned; English preferred needs nothing.
    expect(languageAtLoad('en', { ...none, stored: 'en', preferred: 'hi' }, 'en')).toEqual({});
    expect(languageAtLoad('en', { ...none, cookie: true, preferred: 'hi' }, 'en')).toEqual({});
    expect(languageAtLoad('en', { ...none, preferred: 'en' }, 'en')).toEqual({});
    // A Hindi or Gujarati page is the language its address says.
    expect(languageAtLoad('hi', { stored: 'gu', cookie: false, preferred: 'gu' }, 'en')).toEqual({});
  });
});
