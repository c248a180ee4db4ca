/**
 * The damage step, generic and exact (seed 002, Epicinium's "Damage"):
 *
 * "In order, every source fires a number of shots that each deal a certain amount of damage to a single
 * randomly chosen body. When the total damage a body has taken reaches or exceeds that body's hitpoints,
 * the body has taken lethal damage and is removed from the damage step. If there is still damage left to
 * be distributed when all bodies have taken lethal damage, the remaining damage is randomly distributed
 * over the bodies."
 *
 * Nothing here knows about units or tiles: a body is an id, hitpoints, whether its lethal damage costs
 * anything (`killable`), whether it is `powered`, and what it belongs to. Every hit is returned, so a log
 * can replay the step hit by hit.
 */

/** One source's shots: `count` shots, each dealing `damage`. Sources fire in the order given. */
export interface DamageStepShot {
  readonly count: number;
  readonly damage: number;
}

export interface DamageStepBody {
  readonly id: string;
  readonly hitpoints: number;
  /** Whether lethal damage to this body costs its owner anything (a figure, a building, a tree). Default true. */
  readonly killable?: boolean;
  /** Whether this body is a powered building. Default false. */
  readonly powered?: boolean;
  /** What the body belongs to, e.g. `unit:blue-militia` or `tile`: the owner that pays when it is lethal. */
  readonly belongsTo: string;
}

export interface DamageStepHit {
  /** The shot's number in firing order, from 0, over all sources. */
  readonly shot: number;
  /** The index of the source (the entry in the shot list) that fired it. */
  readonly source: number;
  readonly body: string;
  readonly damage: number;
  /** This hit brought the body's total damage to or over its hitpoints. */
  readonly lethal: boolean;
  /** Fired after every body had taken lethal damage: left-over damage, spread over all bodies. */
  readonly leftover: boolean;
}

export interface DamageStepResult {
  readonly hits: DamageStepHit[];
  /** The ids of the bodies that took lethal damage, in the order they took it. */
  readonly lethal: string[];
  /** Total damage taken, per body id (every body listed). */
  readonly taken: Record<string, number>;
  /** Per `belongsTo` (every owner listed): the number of killable bodies that took lethal damage. */
  readonly lost: Record<string, number>;
  /** Per `belongsTo` (every owner listed): the number of killable powered bodies that took lethal damage. */
  readonly poweredLost: Record<string, number>;
}

/** The randomness the step needs: an integer in [from, to], both included. The engine's `RandomSource` fits. */
export interface DamageStepRandom {
  int(from: number, to: number): number;
}

/** Everything wrong with a step's input, as readable lines; empty when the step can be resolved. */
export function damageStepProblems(shots: readonly DamageStepShot[], bodies: readonly DamageStepBody[]): string[] {
  const problems: string[] = [];
  shots.forEach((s, i) => {
    if (!isWhole(s.count) || s.count < 0) problems.push(`shots[${i}].count must be a whole number ≥ 0 (got ${s.count})`);
    if (!isWhole(s.damage) || s.damage < 0) problems.push(`shots[${i}].damage must be a whole number ≥ 0 (got ${s.damage})`);
  });
  const seen = new Set<string>();
  bodies.forEach((b, i) => {
    if (typeof b.id !== 'string' || b.id.length === 0) problems.push(`bodies[${i}].id must be a non-empty text`);
    else if (seen.has(b.id)) problems.push(`bodies[${i}].id "${b.id}" is used by another body`);
    seen.add(b.id);
    if (!isWhole(b.hitpoints) || b.hitpoints < 1) problems.push(`bodies[${i}].hitpoints must be a whole number ≥ 1 (got ${b.hitpoints})`);
    if (typeof b.belongsTo !== 'string') problems.push(`bodies[${i}].belongsTo must be a text`);
  });
  return problems;
}

export function damageStepTotalShots(shots: readonly DamageStepShot[]): number {
  return shots.reduce((sum, s) => sum + s.count, 0);
}

interface BodyState {
  readonly body: DamageStepBody;
  taken: number;
  lethal: boolean;
}

/**
 * Resolves one damage step. Each shot picks one body uniformly among those that have not taken lethal
 * damage (drawing nothing when only one is left); once every body has, each remaining shot picks one
 * uniformly among all bodies. With no bodies at all there is no step: no hits.
 * Throws a RangeError on input `damageStepProblems` rejects.
 */
export function resolveDamageStep(shots: readonly DamageStepShot[], bodies: readonly DamageStepBody[], random: DamageStepRandom): DamageStepResult {
  const problems = damageStepProblems(shots, bodies);
  if (problems.length > 0) throw new RangeError(`damage step: ${problems[0]}`);

  const all: BodyState[] = bodies.map((body) => ({ body, taken: 0, lethal: false }));
  let standing = all.slice();
  const hits: DamageStepHit[] = [];
  const lethal: string[] = [];
  let shot = 0;

  if (all.length > 0) {
    shots.forEach((source, sourceIndex) => {
      for (let i = 0; i < source.count; i++, shot++) {
        const leftover = standing.length === 0;
        const pool = leftover ? all : standing;
        const target = pool.length === 1 ? (pool[0] as BodyState) : (pool[random.int(0, pool.length - 1)] as BodyState);
        target.taken += source.damage;
        const becameLethal = !target.lethal && target.taken >= target.body.hitpoints;
        if (becameLethal) {
          target.lethal = true;
          standing = standing.filter((s) => s !== target);
          lethal.push(target.body.id);
        }
        hits.push({ shot, source: sourceIndex, body: target.body.id, damage: source.damage, lethal: becameLethal, leftover });
      }
    });
  }

  const lost = new Map<string, number>();
  const poweredLost = new Map<string, number>();
  for (const s of all) {
    const paid = s.lethal && isKillableBody(s.body);
    lost.set(s.body.belongsTo, (lost.get(s.body.belongsTo) ?? 0) + (paid ? 1 : 0));
    poweredLost.set(s.body.belongsTo, (poweredLost.get(s.body.belongsTo) ?? 0) + (paid && isPoweredBody(s.body) ? 1 : 0));
  }
  return {
    hits,
    lethal,
    taken: Object.fromEntries(all.map((s) => [s.body.id, s.taken])),
    lost: Object.fromEntries(lost),
    poweredLost: Object.fromEntries(poweredLost),
  };
}

export function isKillableBody(body: DamageStepBody): boolean {
  return body.killable ?? true;
}

export function isPoweredBody(body: DamageStepBody): boolean {
  return body.powered ?? false;
}

function isWhole(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n);
}
