import type { DamageStepRandom } from '../src/index';

/** An exact probability: a fraction of two big integers, always reduced. */
export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) { n = -n; d = -d; }
    const g = gcd(n < 0n ? -n : n, d);
    this.num = g === 0n ? 0n : n / g;
    this.den = g === 0n ? 1n : d / g;
  }

  plus(o: Fraction): Fraction { return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den); }
  times(o: Fraction): Fraction { return new Fraction(this.num * o.num, this.den * o.den); }
  equals(o: Fraction): boolean { return this.num === o.num && this.den === o.den; }
  toNumber(): number { return Number(this.num) / Number(this.den); }
  toString(): string { return `${this.num}/${this.den}`; }
}

export const frac = (num: number, den = 1): Fraction => new Fraction(num, den);
export const ZERO = frac(0);
export const ONE = frac(1);

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export interface Leaf<T> {
  readonly probability: Fraction;
  readonly value: T;
}

/**
 * Every way a random run can go, with its exact probability. `run` is called once per path of random
 * choices: each `int(from, to)` is a branch of `to − from + 1` equally likely values. The runs are
 * replayed depth-first (the choices so far, then the first value of every new choice), so `run` must
 * be deterministic given its choices. Throws if there are more than `limit` paths.
 */
export function enumerateRuns<T>(run: (random: DamageStepRandom) => T, limit = 200_000): Leaf<T>[] {
  const leaves: Leaf<T>[] = [];
  const explore = (prefix: readonly number[]): void => {
    const widths: number[] = [];
    const path: number[] = [];
    const random: DamageStepRandom = {
      int(from: number, to: number): number {
        const i = path.length;
        const choice = i < prefix.length ? (prefix[i] as number) : 0;
        widths.push(to - from + 1);
        path.push(choice);
        return from + choice;
      },
    };
    const value = run(random);
    const probability = widths.reduce((p, w) => p.times(frac(1, w)), ONE);
    leaves.push({ probability, value });
    if (leaves.length > limit) throw new Error(`more than ${limit} paths`);
    for (let j = prefix.length; j < widths.length; j++) {
      for (let c = 1; c < (widths[j] as number); c++) explore([...path.slice(0, j), c]);
    }
  };
  explore([]);
  return leaves;
}

/** The exact probability that `event` holds for a run. */
export function probabilityOf<T>(leaves: readonly Leaf<T>[], event: (value: T) => boolean): Fraction {
  return leaves.reduce((p, leaf) => (event(leaf.value) ? p.plus(leaf.probability) : p), ZERO);
}

/** Exact distribution of a key over the runs. */
export function distributionOf<T>(leaves: readonly Leaf<T>[], key: (value: T) => string): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  for (const leaf of leaves) {
    const k = key(leaf.value);
    out.set(k, (out.get(k) ?? ZERO).plus(leaf.probability));
  }
  return out;
}

/**
 * The statistical bound used for every seeded Monte Carlo check: an estimate p̂ from n independent trials
 * must lie within 5 standard deviations of the exact p, |p̂ − p| ≤ 5·sqrt(p(1−p)/n) + 1e-12. By the normal
 * approximation to the binomial, a correct implementation misses it with chance < 6·10⁻⁷ per check (and
 * when p is 0 or 1 the estimate must be exact). The runs are seeded, so a pass is repeatable.
 */
export function withinFiveSigma(estimate: number, exact: number, n: number): boolean {
  return Math.abs(estimate - exact) <= 5 * Math.sqrt((exact * (1 - exact)) / n) + 1e-12;
}
