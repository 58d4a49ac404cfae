import { describe, expect, it } from 'vitest';
import { I18n } from './translator.ts';

const data = {
  en: {
    common: { hello: 'Hello {{name}}', nav: { home: 'Home' }, seats_one: '{{count}} seat left', seats_other: '{{count}} seats left', only: 'English only' },
    legal: { section: { title: 'Terms of {{name}}', items: ['Be kind to {{name}}', 'Pay on time'] } },
    home: { title: 'Welcome' },
  },
  hi: {
    common: { hello: 'नमस्ते {{name}}', nav: { home: 'होम' }, seats_one: '{{count}} सीट बाकी', seats_other: '{{count}} सीटें बाकी' },
    home: { title: 'स्वागत है' },
  },
};

describe('the translator', () => {
  it('finds a key in the page language, in the common namespace unless one is named', () => {
    const i18n = new I18n('hi', data);
    expect(i18n.t('hello', { name: 'Meera' })).toBe('नमस्ते Meera');
    expect(i18n.t('nav.home')).toBe('होम');
    expect(i18n.t('home:title')).toBe('स्वागत है');
  });

  it('searches the namespaces it was given, in order', () => {
    const i18n = new I18n('en', data);
    const t = i18n.getFixedT(null, ['home', 'common']);
    expect(t('title')).toBe('Welcome');
    expect(t('nav.home')).toBe('Home');
  });

  it('falls back to English, then to defaultValue, then to the key without its namespace', () => {
    const i18n = new I18n('hi', data);
    expect(i18n.t('only')).toBe('English only');
    expect(i18n.t('missing.key', { defaultValue: 'workshop' })).toBe('workshop');
    expect(i18n.t('home:missing.key')).toBe('missing.key');
  });

  it('chooses the plural form by the language’s own rules (Hindi: 0 and 1 are "one")', () => {
    const en = new I18n('en', data);
    expect(en.t('seats', { count: 1 })).toBe('1 seat left');
    expect(en.t('seats', { count: 0 })).toBe('0 seats left');
    const hi = new I18n('hi', data);
    expect(hi.t('seats', { count: 0 })).toBe('0 सीट बाकी');
    expect(hi.t('seats', { count: 4 })).toBe('4 सीटें बाकी');
  });

  it('leaves a placeholder without a value as it is, and does not escape values', () => {
    const i18n = new I18n('en', data);
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('hello', { name: '<b>Ravi & co</b>' })).toBe('Hello <b>Ravi & co</b>');
  });

  it('answers objects and arrays with returnObjects, their strings interpolated', () => {
    const i18n = new I18n('en', data);
    expect(i18n.t('legal:section', { returnObjects: true, name: 'Antarman' })).toEqual({ title: 'Terms of Antarman', items: ['Be kind to Antarman', 'Pay on time'] });
    expect(i18n.t('legal:section')).toBe('section');
  });

  it('tells subscribers when the language or the strings change, and a fixed t follows the language', () => {
    const i18n = new I18n('en', { en: data.en });
    const t = i18n.getFixedT(null);
    let changes = 0;
    const unsubscribe = i18n.subscribe(() => changes++);
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
    i18n.addResourceBundle('hi', 'common', data.hi.common);
    void i18n.changeLanguage('hi');
    expect(t('nav.home')).toBe('होम');
    expect(changes).toBe(2);
    expect(i18n.getVersion()).toBe(2);
    unsubscribe();
    void i18n.changeLanguage('en');
    expect(changes).toBe(2);
  });

  it('keeps the strings it has when a bundle is added again without overwrite', () => {
    const i18n = new I18n('en', { en: { common: { a: 'first' } } });
    i18n.addResourceBundle('en', 'common', { a: 'second', b: 'new' });
    expect([i18n.t('a'), i18n.t('b')]).toEqual(['first', 'new']);
    i18n.addResourceBundle('en', 'common', { a: 'third' }, true);
    expect(i18n.t('a')).toBe('third');
  });

  it('records the paths it found in the page language, the plural form and whole objects included', () => {
    const i18n = new I18n('hi', data);
    i18n.used = new Map();
    i18n.t('nav.home');
    i18n.t('common:seats', { count: 1 });
    i18n.t('home:title');
    i18n.t('legal:section', { returnObjects: true, name: 'x' }); // found in English only: not recorded
    i18n.t('nowhere');
    expect(Object.fromEntries([...i18n.used].map(([ns, paths]) => [ns, [...paths]]))).toEqual({ common: ['nav.home', 'seats_one'], home: ['title'] });
  });

  it('completes a partial bundle silently, unless a lookup missed meanwhile', () => {
    const i18n = new I18n('en', { en: { home: { title: 'Welcome' } } });
    let changes = 0;
    i18n.subscribe(() => changes++);
    i18n.completeBundle('en', 'home', { title: 'Welcome', intro: 'Hello' });
    expect([changes, i18n.t('home:intro')]).toEqual([0, 'Hello']);
    let misses = 0;
    i18n.onMiss = () => misses++;
    expect(i18n.t('home:later')).toBe('later');
    expect(misses).toBe(1);
    i18n.completeBundle('en', 'home', { title: 'Welcome', intro: 'Hello', later: 'Later' });
    expect([changes, i18n.t('home:later')]).toEqual([1, 'Later']);
  });
});
