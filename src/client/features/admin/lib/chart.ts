/** Scales for the Overview's bar chart: a round top value and a few evenly spaced ticks. */

/** The smallest "nice" number (1, 2, 5 × 10^n) at or above `max`; at least 4 so an empty chart still has a scale. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** 0, a quarter, half, three quarters and the top. */
export const ticks = (top: number) => [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f * 100) / 100);
