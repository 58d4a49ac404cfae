import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv, UTF8_BOM } from './csv.ts';

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=HYPERLINK("http://evil.example","x")', '+91 98765 43210', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(dangerous)).toBe(`'${dangerous}`);
    }
    for (const harmless of ['Priya', 'a=b', 'x@example.com', '', '91 98765']) expect(csvCell(harmless)).toBe(harmless);
    expect(csvCell(-5)).toBe('-5');
    // A negative amount written with its decimals stays a number; anything more is still neutralised.
    for (const amount of ['-1500.00', '-5', '-0.50']) expect(csvCell(amount)).toBe(amount);
    for (const formula of ['-1500.00+1', '-1e3', '-1,5', '- 5', '-5\r=1']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2025-01-31T10:00:00Z'))).toBe('2025-01-31T10:00:00.000Z');
  });

  it('starts with a UTF-8 BOM, quotes what needs quoting and keeps Hindi and Gujarati', () => {
    const csv = toCsv(
      [
        { header: 'नाम', value: (r: { name: string; note: string }) => r.name },
        { header: 'Note', value: (r) => r.note },
      ],
      [
        { name: 'प्रिया शर्मा', note: 'says "hello", twice' },
        { name: 'કિરણ', note: '=1+1' },
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['नाम,Note', 'प्रिया शर्मा,"says ""hello"", twice"', "કિરણ,'=1+1", '']);
  });

  it('names the file by the day', () => {
    expect(csvFileName('users', new Date('2025-01-31T23:00:00Z'))).toBe('users-2025-01-31.csv');
  });
});
