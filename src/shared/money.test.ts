import { describe, expect, it } from 'vitest';
import { formatInr } from './money.ts';

describe('formatInr', () => {
  it('writes whole rupees with Indian grouping and no decimals in en, hi and gu', () => {
    for (const lang of ['en', 'hi', 'gu'] as const) {
      expect(formatInr(4999, lang)).toBe('₹4,999');
      expect(formatInr(250000, lang)).toBe('₹2,50,000');
      expect(formatInr(1000000, lang)).toBe('₹10,00,000');
    }
  });

  it('says free in the language, with the words of common:generic.free', () => {
    expect(formatInr(0, 'en')).toBe('Free');
    expect(formatInr(0, 'hi')).toBe('निःशुल्क');
    expect(formatInr(0, 'gu')).toBe('મફત');
  });
});
