import { describe, expect, it } from 'vitest';
import { niceMax, ticks } from './chart.ts';

describe('chart scale', () => {
  it('rounds the top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(23)).toBe(25);
    expect(niceMax(420)).toBe(500);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
  });
});
