/**
 * A whole number with Indian digit grouping (1,23,456), as Intl.NumberFormat writes it for en-IN,
 * hi-IN and gu-IN (Latin digits in all three). Written by hand for the same reason as ist.ts's
 * dates: the first Intl number formatter a page builds costs it about 10 ms of the main thread while
 * the locale's data loads, and prices and durations are on every card a public page hydrates.
 * Rounds half away from zero, as Intl does.
 */
export function formatIndianInteger(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded);
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return sign + groups.join(',');
}
