import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountInr, formatInr, formatPaise, splitInclusiveGst } from './money.ts';

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

describe('splitInclusiveGst', () => {
  const RATES_IN_USE = [18, 5];

  it('gives ₹1,500 at 18% equal CGST and SGST of ₹114.41 and a taxable value of ₹1,271.18', () => {
    expect(splitInclusiveGst(150_000, 18, true)).toEqual({ taxablePaise: 127_118, cgstPaise: 11_441, sgstPaise: 11_441, igstPaise: 0 });
    expect(splitInclusiveGst(150_000, 18, false)).toEqual({ taxablePaise: 127_119, cgstPaise: 0, sgstPaise: 0, igstPaise: 22_881 });
  });

  it('keeps CGST equal to SGST to the paisa and the parts adding up to the amount paid, for every whole-rupee amount up to ₹1,00,000 at both rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_00_000 }), fc.constantFrom(...RATES_IN_USE), fc.boolean(), (rupees, rate, intraState) => {
        const total = rupees * 100;
        const split = splitInclusiveGst(total, rate, intraState);
        const exactTax = (total * rate) / (100 + rate);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total);
        expect(split.cgstPaise).toBe(split.sgstPaise);
        for (const part of Object.values(split)) expect(Number.isInteger(part) && part >= 0).toBe(true);
        if (intraState) {
          expect(split.igstPaise).toBe(0);
          // Each half is the nearest paisa to half the exact tax.
          expect(Math.abs(split.cgstPaise - exactTax / 2)).toBeLessThanOrEqual(0.5);
        } else {
          expect(split.cgstPaise).toBe(0);
          expect(Math.abs(split.igstPaise - exactTax)).toBeLessThanOrEqual(0.5);
        }
      }),
      { numRuns: 20_000 },
    );
    // And every amount, not only a sample, for the halves and the sum.
    for (const rate of RATES_IN_USE) {
      for (let rupees = 1; rupees <= 1_00_000; rupees++) {
        const s = splitInclusiveGst(rupees * 100, rate, true);
        if (s.cgstPaise !== s.sgstPaise || s.taxablePaise + 2 * s.cgstPaise !== rupees * 100) expect.fail(`₹${rupees} at ${rate}%: ${JSON.stringify(s)}`);
      }
    }
  });

  it('writes paise with two decimals in each language', () => {
    expect(formatPaise(11_441, 'en')).toBe('₹114.41');
    expect(formatPaise(1_27_118, 'hi')).toBe('₹1,271.18');
  });
});
