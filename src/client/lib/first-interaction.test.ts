import { describe, expect, it } from 'vitest';
import { whenPageCodeNeededSource } from './first-interaction.ts';

describe('whenPageCodeNeededSource', () => {
  it('is one expression the browser can run: the wait and the three language functions it is given, with the modules', () => {
    const source = whenPageCodeNeededSource(['/assets/entry.client-a.js']);
    const wait: unknown = new Function(`return ${source}`)();
    expect(typeof wait).toBe('function');
    expect(source).toContain('"modules":["/assets/entry.client-a.js"]');
    expect(source).toMatch(/function preferredLanguage\(/);
    expect(source).toMatch(/function languageAtLoad\(/);
    expect(source).toMatch(/function readVisitorLanguage\(/);
  });
});
