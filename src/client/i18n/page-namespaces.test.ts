import { describe, expect, it } from 'vitest';
import { serializeResources } from './create.ts';
import { embeddedJson, embeddedStrings, embedsShownOnly, onlyPaths, pageNamespaces } from './page-namespaces.ts';

const resources = {
  common: { nav: { home: 'Home', about: 'About' } },
  validation: { required: 'Required' },
  home: { title: 'Welcome', hero: { badge: 'New', alt: 'A picture' }, steps: ['One', 'Two'], toast: { sent: 'Sent' } },
  legal: { title: 'Terms' },
};

describe('what a page embeds', () => {
  it('cuts a bundle down to the paths asked for, objects and lists whole', () => {
    expect(onlyPaths(resources.home, ['hero.badge', 'steps', 'title', 'nowhere.at.all'])).toEqual({ hero: { badge: 'New' }, title: 'Welcome', steps: ['One', 'Two'] });
    expect(onlyPaths(resources.home, ['hero', 'hero.badge'])).toEqual({ hero: resources.home.hero });
  });

  it("keeps the frame's namespaces whole and the page's to what its render used", () => {
    const namespaces = pageNamespaces([{ id: 'root' }, { id: 'routes/home', handle: { i18n: ['home'] } }]);
    const used = new Map([['home', new Set(['title', 'hero.badge'])], ['common', new Set(['nav.home'])]]);
    expect(embeddedStrings(resources, namespaces, used)).toEqual({
      resources: { common: resources.common, validation: resources.validation, home: { title: 'Welcome', hero: { badge: 'New' } } },
      partial: ['home'],
    });
  });

  it('embeds whole namespaces when nothing was recorded or the route declares none', () => {
    const namespaces = pageNamespaces([{ id: 'routes/home', handle: { i18n: ['home'] } }]);
    expect(embeddedStrings(resources, namespaces, undefined)).toEqual({ resources: { common: resources.common, validation: resources.validation, home: resources.home }, partial: [] });
    expect(embeddedStrings(resources, pageNamespaces([{ id: 'routes/admin' }]), new Map())).toEqual({ resources, partial: [] });
  });

  it("trims only when every page route carries just the strings it shows", () => {
    const home = { id: 'routes/home', handle: { i18n: ['home'], embed: 'shown' } };
    expect(embedsShownOnly([{ id: 'root' }, home])).toBe(true);
    expect(embedsShownOnly([{ id: 'root' }, { id: 'routes/contact', handle: { i18n: ['contact'] } }])).toBe(false);
    expect(embedsShownOnly([{ id: 'root' }, home, { id: 'routes/child' }])).toBe(false);
    expect(embedsShownOnly([{ id: 'root' }])).toBe(false);
  });

  it('serializes whole namespaces once per language and set of namespaces, and what a render used each time', () => {
    const namespaces = ['common', 'validation', 'legal'];
    const whole = embeddedJson(resources, namespaces, undefined);
    expect(JSON.parse(whole.json)).toEqual({ common: resources.common, validation: resources.validation, legal: resources.legal });
    expect(whole.partial).toEqual([]);
    expect(embeddedJson(resources, [...namespaces], undefined).json).toBe(whole.json);
    const used = new Map([['legal', new Set(['title'])]]);
    const shown = embeddedJson(resources, namespaces, used);
    expect(shown).toEqual({ json: serializeResources(embeddedStrings(resources, namespaces, used).resources), partial: ['legal'] });
  });
});
