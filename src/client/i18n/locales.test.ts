import { describe, expect, it } from 'vitest';
import { readLocaleResources } from '../../server/lib/i18n.ts';

type Tree = Record<string, unknown>;
const flatten = (tree: Tree, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(flatten(v as Tree, `${prefix}${k}.`)) : [[`${prefix}${k}`, v]],
    ),
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const resources = readLocaleResources();

  it('has the same namespaces in every language', () => {
    expect(Object.keys(resources.hi).sort()).toEqual(Object.keys(resources.en).sort());
    expect(Object.keys(resources.gu).sort()).toEqual(Object.keys(resources.en).sort());
  });

  for (const ns of Object.keys(resources.en)) {
    const en = flatten(resources.en[ns]);
    for (const lang of ['hi', 'gu'] as const) {
      it(`${lang}/${ns}.json has every key of en, non-empty, with the same placeholders`, () => {
        const other = flatten(resources[lang][ns] ?? {});
        const missing = Object.keys(en).filter((k) => !(k in other));
        expect(missing, `missing in ${lang}/${ns}.json`).toEqual([]);
        const extra = Object.keys(other).filter((k) => !(k in en));
        expect(extra, `keys only in ${lang}/${ns}.json`).toEqual([]);
        for (const [key, value] of Object.entries(other)) {
          expect(typeof value === 'string' ? value.trim() : value, `${lang}/${ns}:${key}`).toBeTruthy();
          if (typeof value === 'string' && typeof en[key] === 'string') {
            expect(placeholders(value), `${lang}/${ns}:${key} placeholders`).toEqual(placeholders(en[key] as string));
          }
        }
      });
    }
  }
});
