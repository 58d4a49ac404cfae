import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_BROWSER_FILES } from './sequencer.ts';

describe('the test order', () => {
  it('names long browser files that exist (a renamed file would silently lose its early start)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(LONG_BROWSER_FILES.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    expect(new Set(LONG_BROWSER_FILES).size).toBe(LONG_BROWSER_FILES.length);
  });
});
