/** A proportion as a percentage with one decimal: 0.4567 → "45.7%". */
export const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The 95% Wilson score interval of a proportion won/n (z = 1.96); [0, 1] when n = 0. */
export function wilson(won: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = won / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The 95% interval of a difference of two proportions won1/n1 − won0/n0: Newcombe's hybrid score interval
 * (method 10 of Newcombe 1998, from the two Wilson intervals). Unlike the plain Wald interval it stays
 * inside [−1, 1] and is sane at 0% or 100%. Either group empty: [−1, 1].
 */
export function differenceInterval(won1: number, n1: number, won0: number, n0: number): [number, number] {
  if (n1 === 0 || n0 === 0) return [-1, 1];
  const p1 = won1 / n1;
  const p0 = won0 / n0;
  const [l1, u1] = wilson(won1, n1);
  const [l0, u0] = wilson(won0, n0);
  const d = p1 - p0;
  return [d - Math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2)];
}
