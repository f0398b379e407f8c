/** A proportion with its 95% Wilson score interval; all null when there is nothing to divide. */
export interface Proportion {
  k: number;
  n: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

/**
 * Wilson score interval for k successes in n trials (z = 1.96 for 95%). Unlike the normal
 * approximation it stays inside [0, 1] and is honest for small n: 6 of 20 is 30%, but anything
 * from about 15% to 52% fits those 20 items.
 */
export function wilson(k: number, n: number, z = 1.959964): Proportion {
  if (n <= 0) return { k, n, rate: null, low: null, high: null };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At k = 0 or k = n the exact bound is 0 or 1; do not let rounding report 0.9999999999999999.
  return { k, n, rate: p, low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}
