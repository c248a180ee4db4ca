import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDamageStep,
  damageStepTotalShots,
  EPICINIUM_TILE_STATS,
  EPICINIUM_TILE_TYPES,
  EPICINIUM_UNIT_STATS,
  EPICINIUM_UNIT_TYPES,
  epiciniumSituationProblems,
  resolveDamageStep,
  resolveEpiciniumSituation,
  type DamageStepBody,
  type DamageStepResult,
  type DamageStepShot,
  type EpiciniumSituation,
  type EpiciniumSpace,
  type EpiciniumUnit,
  type EpiciniumUnitType,
} from '../src/index';
import { seeded } from './seeded';
import { distributionOf, enumerateRuns, frac, ONE, type Fraction } from './enumerate';

const shotArb = fc.record({ count: fc.integer({ min: 0, max: 4 }), damage: fc.integer({ min: 0, max: 3 }) });
const bodiesArb = (min: number, max: number) =>
  fc.array(fc.record({ hitpoints: fc.integer({ min: 1, max: 4 }), killable: fc.boolean(), powered: fc.boolean(), belongsTo: fc.constantFrom('unit:a', 'unit:b', 'tile') }), { minLength: min, maxLength: max })
    .map((list): DamageStepBody[] => list.map((b, i) => ({ id: `b${i}`, ...b })));
const stepArb = fc.record({ shots: fc.array(shotArb, { maxLength: 4 }), bodies: bodiesArb(1, 6), seed: fc.integer() });

const run = (shots: DamageStepShot[], bodies: DamageStepBody[], seed: number): DamageStepResult => resolveDamageStep(shots, bodies, seeded(seed));

describe('invariants of the damage step (property-based)', () => {
  it('hits = shots: every shot fired hits exactly one body', () => {
    fc.assert(fc.property(stepArb, ({ shots, bodies, seed }) => {
      expect(run(shots, bodies, seed).hits).toHaveLength(damageStepTotalShots(shots));
    }), { numRuns: 300 });
  });

  it('no shot hits a lethal body while another is not lethal; left-over hits come only after all are lethal; replaying the hits gives the result', () => {
    fc.assert(fc.property(stepArb, ({ shots, bodies, seed }) => {
      const r = run(shots, bodies, seed);
      const hp = new Map(bodies.map((b) => [b.id, b.hitpoints]));
      const taken = new Map(bodies.map((b) => [b.id, 0]));
      const lethal: string[] = [];
      for (const h of r.hits) {
        const someStanding = lethal.length < bodies.length;
        expect(h.leftover).toBe(!someStanding);
        if (someStanding) expect(lethal).not.toContain(h.body);
        const total = (taken.get(h.body) ?? 0) + h.damage;
        taken.set(h.body, total);
        const becomes = !lethal.includes(h.body) && total >= (hp.get(h.body) ?? Infinity);
        expect(h.lethal).toBe(becomes);
        if (becomes) lethal.push(h.body);
      }
      expect(r.lethal).toEqual(lethal);
      expect(r.taken).toEqual(Object.fromEntries(taken));
    }), { numRuns: 300 });
  });

  it('lethal bodies ≤ shots (and ≤ bodies); when every shot can kill any body, lethal = min(shots, bodies)', () => {
    fc.assert(fc.property(stepArb, ({ shots, bodies, seed }) => {
      const r = run(shots, bodies, seed);
      expect(r.lethal.length).toBeLessThanOrEqual(damageStepTotalShots(shots));
      expect(r.lethal.length).toBeLessThanOrEqual(bodies.length);
      const killers = shots.map((s) => ({ count: s.count, damage: 4 }));
      expect(run(killers, bodies, seed).lethal).toHaveLength(Math.min(damageStepTotalShots(killers), bodies.length));
    }), { numRuns: 200 });
  });

  it('figures lost = lethal killable bodies, per owner; powered lost = lethal killable powered bodies', () => {
    fc.assert(fc.property(stepArb, ({ shots, bodies, seed }) => {
      const r = run(shots, bodies, seed);
      for (const owner of new Set(bodies.map((b) => b.belongsTo))) {
        const mine = bodies.filter((b) => b.belongsTo === owner && r.lethal.includes(b.id) && b.killable !== false);
        expect(r.lost[owner]).toBe(mine.length);
        expect(r.poweredLost[owner]).toBe(mine.filter((b) => b.powered === true).length);
      }
    }), { numRuns: 200 });
  });

  it('same seed, same result', () => {
    fc.assert(fc.property(stepArb, ({ shots, bodies, seed }) => {
      expect(run(shots, bodies, seed)).toEqual(run(shots, bodies, seed));
    }), { numRuns: 100 });
  });
});

/** The seed's rule written out a second time, as exact probabilities by recursion over the shots. */
function oracle(shots: readonly DamageStepShot[], bodies: readonly DamageStepBody[]): Map<string, Fraction> {
  const damages = shots.flatMap((s) => Array.from({ length: s.count }, () => s.damage));
  const out = new Map<string, Fraction>();
  const go = (i: number, taken: number[], lethal: number[], p: Fraction): void => {
    if (bodies.length === 0 || i === damages.length) {
      const key = JSON.stringify({ lethal: lethal.map((j) => bodies[j]?.id), taken });
      out.set(key, (out.get(key) ?? frac(0)).plus(p));
      return;
    }
    const standing = bodies.map((_, j) => j).filter((j) => !lethal.includes(j));
    const pool = standing.length > 0 ? standing : bodies.map((_, j) => j);
    for (const j of pool) {
      const next = taken.slice();
      next[j] = (next[j] ?? 0) + (damages[i] ?? 0);
      const becomes = !lethal.includes(j) && (next[j] ?? 0) >= (bodies[j]?.hitpoints ?? Infinity);
      go(i + 1, next, becomes ? [...lethal, j] : lethal, p.times(frac(1, pool.length)));
    }
  };
  go(0, bodies.map(() => 0), [], ONE);
  return out;
}

describe('the exact distribution of the step equals the seed rule computed independently', () => {
  it('for every small case, enumerating the implementation\'s random choices gives the oracle\'s probabilities', () => {
    const small = fc.record({
      shots: fc.array(fc.record({ count: fc.integer({ min: 0, max: 2 }), damage: fc.integer({ min: 0, max: 3 }) }), { maxLength: 3 }),
      bodies: bodiesArb(0, 3),
    }).filter(({ shots }) => damageStepTotalShots(shots) <= 4);
    fc.assert(fc.property(small, ({ shots, bodies }) => {
      const leaves = enumerateRuns((random) => resolveDamageStep(shots, bodies, random));
      const implementation = distributionOf(leaves, (r) => JSON.stringify({ lethal: r.lethal, taken: bodies.map((b) => r.taken[b.id]) }));
      const expected = oracle(shots, bodies);
      expect([...implementation.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, p] of expected) expect(implementation.get(key)?.toString(), key).toBe(p.toString());
    }), { numRuns: 120 });
  });
});

const unitArb = (types: readonly EpiciniumUnitType[], id: string): fc.Arbitrary<EpiciniumUnit> =>
  fc.constantFrom(...types).chain((type) => fc.integer({ min: 1, max: EPICINIUM_UNIT_STATS[type].maxFigures }).map((figures) => ({ id, type, figures })));
const groundTypes = EPICINIUM_UNIT_TYPES.filter((t) => !EPICINIUM_UNIT_STATS[t].air);
const airTypes = EPICINIUM_UNIT_TYPES.filter((t) => EPICINIUM_UNIT_STATS[t].air);

const spaceArb: fc.Arbitrary<EpiciniumSpace> = fc.record({
  tile: fc.constantFrom(...EPICINIUM_TILE_TYPES).chain((type) => {
    const stats = EPICINIUM_TILE_STATS[type];
    return fc.integer({ min: 0, max: stats.maxBuildingsOrTrees }).chain((n) =>
      fc.integer({ min: 0, max: stats.has === 'buildings' ? n : 0 }).map((power) => ({ type, buildingsOrTrees: n, power })));
  }),
  ground: fc.option(unitArb(groundTypes, 'g'), { nil: undefined }),
  air: fc.option(unitArb(airTypes, 'a'), { nil: undefined }),
  bonedrought: fc.boolean(),
  gas: fc.integer({ min: 0, max: 2 }),
}).chain((space) => (space.ground ? fc.option(unitArb(groundTypes, 'p'), { nil: undefined }).map((bypassing) => ({ ...space, bypassing })) : fc.constant(space)));

const situationArb: fc.Arbitrary<EpiciniumSituation> = fc.oneof(
  fc.record({
    space: spaceArb,
    attack: fc.record({
      attackers: fc.array(unitArb(groundTypes, 'x').map(({ type, figures }) => ({ type, figures })), { minLength: 1, maxLength: 2 }),
      target: fc.constantFrom('ground' as const, 'air' as const, 'bypassing' as const),
    }),
  }),
  fc.record({ space: spaceArb, effect: fc.record({ shots: fc.array(shotArb, { maxLength: 3 }), targets: fc.constantFrom('ground' as const, 'groundAndAir' as const, 'trample' as const) }) }),
).filter((s) => epiciniumSituationProblems(s).length === 0);

describe('invariants of the Epicinium model (property-based)', () => {
  it('figures lost = lethal killable bodies of the unit; a unit with no figures is killed and gone; tiles never go negative', () => {
    fc.assert(fc.property(situationArb, fc.integer(), (situation, seed) => {
      const { bodies, step, outcome } = resolveEpiciniumSituation(situation, seeded(seed));
      const units = [situation.space.ground, situation.space.air, situation.space.bypassing].flatMap((u) => (u ? [u] : []));
      for (const u of units) {
        const lethalKillable = bodies.filter((b) => b.belongsTo === `unit:${u.id}` && b.killable !== false && step.lethal.includes(b.id)).length;
        expect(outcome.figuresLost[u.id]).toBe(lethalKillable);
        const after = [outcome.space.ground, outcome.space.air, outcome.space.bypassing].find((x) => x?.id === u.id);
        if (lethalKillable >= u.figures) {
          expect(outcome.killed).toContain(u.id);
          expect(after).toBeUndefined();
        } else {
          expect(after?.figures).toBe(u.figures - lethalKillable);
        }
      }
      const tile = outcome.space.tile;
      expect(tile.buildingsOrTrees).toBeGreaterThanOrEqual(0);
      expect(tile.power).toBeGreaterThanOrEqual(0);
      expect(tile.power).toBeLessThanOrEqual(tile.buildingsOrTrees);
      expect(outcome.gasGained).toBeLessThanOrEqual(1);
      expect(outcome.space.gas).toBeLessThanOrEqual(2);
      expect(step.hits).toHaveLength(damageStepTotalShots(resolveEpiciniumSituation(situation, seeded(seed)).shots));
    }), { numRuns: 300 });
  });

  it('same seed, same outcome; applying the same step twice gives the same space', () => {
    fc.assert(fc.property(situationArb, fc.integer(), (situation, seed) => {
      const a = resolveEpiciniumSituation(situation, seeded(seed));
      const b = resolveEpiciniumSituation(situation, seeded(seed));
      expect(a).toEqual(b);
      expect(applyDamageStep(situation.space, a.step)).toEqual(a.outcome);
    }), { numRuns: 100 });
  });
});
