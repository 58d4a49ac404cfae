import { describe, expect, it } from 'vitest';
import { formatAmountInr, formatInr } from './money.ts';

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

  it('writes what Intl.NumberFormat writes for INR in en-IN, hi-IN and gu-IN, negative amounts and halves included', () => {
    const amounts = [0, 1, 99, 999, 1000, 4999.5, -4999.5, 99_999, 1_00_000, 12_34_567, 9_99_99_999, -250, 123_456_789_012];
    for (let n = 7_919; n < 3_000_000; n += 7_919) amounts.push(n, -n);
    for (const [lang, locale] of [['en', 'en-IN'], ['hi', 'hi-IN'], ['gu', 'gu-IN']] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
      for (const amount of amounts) expect(formatAmountInr(amount, lang)).toBe(intl.format(amount));
    }
  });
});
