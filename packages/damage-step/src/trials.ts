import { isKillableBody, resolveDamageStep, type DamageStepBody, type DamageStepHit, type DamageStepRandom, type DamageStepResult, type DamageStepShot } from './core';

/** What many independent steps over the same shots and bodies did, as fractions of the trials. */
export interface DamageStepSummary {
  readonly trials: number;
  /** Per body id: the fraction of trials in which it took lethal damage. */
  readonly lethal: Record<string, number>;
  /** Number of lethal bodies ("0" … bodies) → fraction of trials. */
  readonly lethalCount: Record<string, number>;
  /** Per `belongsTo`: figures lost (lethal killable bodies, "0" … its killable bodies) → fraction of trials. */
  readonly figuresLost: Record<string, Record<string, number>>;
  /** With exactly one trial: that step's hits, in firing order. */
  readonly hits?: DamageStepHit[];
}

/** Counts of step results over the same bodies; `summary` turns them into fractions. */
export class DamageStepTally {
  private readonly lethal: Map<string, number>;
  private readonly lethalCount: number[];
  private readonly owners = new Map<string, number[]>();
  private steps = 0;
  private lastHits: DamageStepHit[] = [];

  constructor(bodies: readonly DamageStepBody[]) {
    this.lethal = new Map(bodies.map((b) => [b.id, 0]));
    this.lethalCount = new Array<number>(bodies.length + 1).fill(0);
    for (const b of bodies) {
      if (!this.owners.has(b.belongsTo)) this.owners.set(b.belongsTo, [0]);
      if (isKillableBody(b)) this.owners.get(b.belongsTo)?.push(0);
    }
  }

  add(result: DamageStepResult): void {
    this.steps += 1;
    for (const id of result.lethal) this.lethal.set(id, (this.lethal.get(id) ?? 0) + 1);
    this.lethalCount[result.lethal.length] = (this.lethalCount[result.lethal.length] ?? 0) + 1;
    for (const [owner, counts] of this.owners) {
      const n = Object.hasOwn(result.lost, owner) ? (result.lost[owner] ?? 0) : 0;
      counts[n] = (counts[n] ?? 0) + 1;
    }
    this.lastHits = result.hits;
  }

  summary(): DamageStepSummary {
    const trials = this.steps;
    return {
      trials,
      lethal: Object.fromEntries([...this.lethal].map(([id, n]) => [id, n / trials])),
      lethalCount: fractionsByValue(this.lethalCount, trials),
      figuresLost: Object.fromEntries([...this.owners].map(([owner, counts]) => [owner, fractionsByValue(counts, trials)])),
      ...(trials === 1 ? { hits: this.lastHits } : {}),
    };
  }
}

/** Runs `trials` steps one after another on the same random stream and counts what happened. */
export function summariseDamageSteps(
  shots: readonly DamageStepShot[],
  bodies: readonly DamageStepBody[],
  trials: number,
  random: DamageStepRandom,
): DamageStepSummary {
  checkDamageStepTrials(trials);
  const tally = new DamageStepTally(bodies);
  for (let t = 0; t < trials; t++) tally.add(resolveDamageStep(shots, bodies, random));
  return tally.summary();
}

export function checkDamageStepTrials(trials: number): void {
  if (!Number.isSafeInteger(trials) || trials < 1) throw new RangeError(`trials must be a whole number ≥ 1 (got ${trials})`);
}

/** Counts indexed by value → `{ "0": fraction, "1": fraction, … }`. */
export function fractionsByValue(counts: readonly number[], trials: number): Record<string, number> {
  return Object.fromEntries(counts.map((n, value) => [String(value), n / trials]));
}
