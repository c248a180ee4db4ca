import { describe, expect, it } from 'vitest';
import {
  applyDamageStep,
  EPICINIUM_UNIT_STATS,
  epiciniumDestroyedInto,
  epiciniumHitpoints,
  epiciniumSituationProblems,
  indiscriminateBodies,
  resolveDamageStep,
  resolveEpiciniumSituation,
  summariseSituations,
  targetedAttackBodies,
  targetedAttackShots,
  type DamageStepRandom,
  type EpiciniumSituation,
  type EpiciniumSpace,
  type EpiciniumTile,
  type EpiciniumTileType,
} from '../src/index';
import { seeded } from './seeded';
import { enumerateRuns, frac, probabilityOf, withinFiveSigma } from './enumerate';

/** Always picks the first standing body / the last one: deterministic steps. */
const first: DamageStepRandom = { int: (from) => from };
const last: DamageStepRandom = { int: (_from, to) => to };

const tile = (type: EpiciniumTileType, buildingsOrTrees = 0, power = 0): EpiciniumTile => ({ type, buildingsOrTrees, power });
const space = (more: Partial<EpiciniumSpace> = {}): EpiciniumSpace => ({ tile: tile('grass'), bonedrought: false, gas: 0, ...more });
const riflemen = { id: 'r', type: 'rifleman' as const, figures: 3 };
const militia = { id: 'm', type: 'militia' as const, figures: 2 };
const tanks = { id: 't', type: 'tank' as const, figures: 2 };
const zeppelin = { id: 'z', type: 'zeppelin' as const, figures: 1 };
const summary = (bodies: ReturnType<typeof targetedAttackBodies>) => bodies.map((b) => `${b.id}:${b.hitpoints}${b.killable ? '' : ':unkillable'}${b.powered ? ':powered' : ''}`);

describe('a damage step starts for a targeted attack or for an indiscriminate damage effect', () => {
  it('both kinds resolve through the same step: a targeted attack on a unit, an effect on a space', () => {
    const s = space({ tile: tile('forest', 1), ground: militia });
    const attack = resolveEpiciniumSituation({ space: s, attack: { attackers: [{ type: 'rifleman', figures: 1 }], target: 'ground' } }, first);
    const effect = resolveEpiciniumSituation({ space: s, effect: { shots: [{ count: 1, damage: 1 }], targets: 'ground' } }, first);
    expect(attack.step.hits).toHaveLength(1);
    expect(effect.step.hits).toHaveLength(1);
    expect(attack.bodies.map((b) => b.id)).toEqual(['unit:m#1', 'unit:m#2', 'tile#collateral']);
    expect(effect.bodies.map((b) => b.id)).toEqual(['tile#1', 'unit:m#1', 'unit:m#2']);
  });
});

describe('targeted attack: shots', () => {
  it('each attacker supplies figures × firerate shots of its type\'s damage, in order', () => {
    expect(targetedAttackShots([{ type: 'gunner', figures: 2 }, { type: 'rifleman', figures: 3 }, { type: 'tank', figures: 3 }])).toEqual([
      { count: 6, damage: 1 }, { count: 3, damage: 1 }, { count: 0, damage: 0 },
    ]);
    expect(EPICINIUM_UNIT_STATS.gunner.firerate).toBe(3);
  });
});

describe('targeted attack: bodies', () => {
  it('the target unit supplies a body per figure, with its type\'s hitpoints', () => {
    expect(summary(targetedAttackBodies(space({ ground: riflemen }), 'ground'))).toEqual(['unit:r#1:2', 'unit:r#2:2', 'unit:r#3:2']);
  });

  it('a ground target on a tile with buildings or trees: the tile provides a single collateral body with the tile\'s hitpoints', () => {
    expect(summary(targetedAttackBodies(space({ tile: tile('city', 3, 0), ground: militia }), 'ground'))).toEqual(['unit:m#1:1', 'unit:m#2:1', 'tile#collateral:2']);
    expect(summary(targetedAttackBodies(space({ tile: tile('forest', 4), ground: militia }), 'ground')).slice(2)).toEqual(['tile#collateral:1']);
    expect(summary(targetedAttackBodies(space({ tile: tile('industry', 2, 1), ground: militia }), 'ground')).slice(2)).toEqual(['tile#collateral:3:powered']);
  });

  it('no collateral body from a tile without buildings or trees, nor for an air target', () => {
    expect(targetedAttackBodies(space({ tile: tile('grass'), ground: militia }), 'ground')).toHaveLength(2);
    expect(summary(targetedAttackBodies(space({ tile: tile('city', 5, 5), air: zeppelin }), 'air'))).toEqual(['unit:z#1:3']);
  });

  it('a non-mechanical ground target on Trenches: the tile provides 3 collateral bodies with 1 hitpoint each', () => {
    expect(summary(targetedAttackBodies(space({ tile: tile('trenches'), ground: riflemen }), 'ground')).slice(3)).toEqual([
      'tile#trenches-1:1:unkillable', 'tile#trenches-2:1:unkillable', 'tile#trenches-3:1:unkillable',
    ]);
  });

  it('no Trenches bodies for a mechanical ground target or an air target', () => {
    expect(summary(targetedAttackBodies(space({ tile: tile('trenches'), ground: tanks }), 'ground'))).toEqual(['unit:t#1:3', 'unit:t#2:3']);
    expect(summary(targetedAttackBodies(space({ tile: tile('trenches'), ground: riflemen, air: zeppelin }), 'air'))).toEqual(['unit:z#1:3']);
  });

  it('a target bypassing another unit: the bypassed unit supplies a single body with its type\'s hitpoints', () => {
    const s = space({ tile: tile('town', 2, 1), ground: riflemen, bypassing: militia });
    expect(summary(targetedAttackBodies(s, 'bypassing'))).toEqual(['unit:m#1:1', 'unit:m#2:1', 'tile#collateral:2:powered', 'unit:r#bypassed:2']);
  });

  it('a target bypassing another unit on Trenches: neither the Trenches nor the bypassed unit provide any collateral bodies', () => {
    const s = space({ tile: tile('trenches'), ground: riflemen, bypassing: militia });
    expect(summary(targetedAttackBodies(s, 'bypassing'))).toEqual(['unit:m#1:1', 'unit:m#2:1']);
    // …while the unit it bypasses, attacked itself, still has its Trenches.
    expect(targetedAttackBodies(s, 'ground')).toHaveLength(6);
  });

  it('a situation without the targeted unit is refused', () => {
    expect(epiciniumSituationProblems({ space: space({ ground: riflemen }), attack: { attackers: [{ type: 'rifleman', figures: 1 }], target: 'air' } })).toEqual(['attack.target: the space has no air unit']);
    expect(() => targetedAttackBodies(space(), 'ground')).toThrow(RangeError);
  });
});

describe('indiscriminate damage effect: bodies', () => {
  const s = space({ tile: tile('city', 3, 2), ground: militia, air: zeppelin });

  it('the effect determines the shots and the damage of each', () => {
    const situation: EpiciniumSituation = { space: s, effect: { shots: [{ count: 2, damage: 3 }, { count: 1, damage: 1 }], targets: 'ground' } };
    const r = resolveEpiciniumSituation(situation, seeded(0));
    expect(r.shots).toEqual([{ count: 2, damage: 3 }, { count: 1, damage: 1 }]);
    expect(r.step.hits.map((h) => h.damage)).toEqual([3, 3, 1]);
  });

  it('ground only: the tile and the ground unit provide bodies, the air unit does not', () => {
    expect(summary(indiscriminateBodies(s, 'ground'))).toEqual(['tile#1:2:powered', 'tile#2:2:powered', 'tile#3:2', 'unit:m#1:1', 'unit:m#2:1']);
  });

  it('ground and air: any air unit present also provides its bodies', () => {
    expect(summary(indiscriminateBodies(s, 'groundAndAir')).slice(5)).toEqual(['unit:z#1:3']);
  });

  it('trample: only the tile provides bodies', () => {
    expect(summary(indiscriminateBodies(s, 'trample'))).toEqual(['tile#1:2:powered', 'tile#2:2:powered', 'tile#3:2']);
  });

  it('a tile with buildings or trees supplies one body per building or tree, with the tile\'s hitpoints', () => {
    expect(summary(indiscriminateBodies(space({ tile: tile('forest', 3) }), 'ground'))).toEqual(['tile#1:1', 'tile#2:1', 'tile#3:1']);
  });

  it('a tile with no buildings or trees provides a single body with 1 hitpoint (killable only where it can be destroyed: E6)', () => {
    expect(summary(indiscriminateBodies(space({ tile: tile('grass') }), 'trample'))).toEqual(['tile#bare:1']);
    expect(summary(indiscriminateBodies(space({ tile: tile('dirt') }), 'trample'))).toEqual(['tile#bare:1:unkillable']);
  });
});

describe('hitpoint modifiers', () => {
  it('Bonedrought reduces a body\'s hitpoints by 1', () => {
    expect(summary(targetedAttackBodies(space({ ground: riflemen, bonedrought: true }), 'ground'))[0]).toBe('unit:r#1:1');
  });

  it('Gas reduces a body\'s hitpoints by 1 (any Gas: 1 or 2 is one modifier)', () => {
    expect(epiciniumHitpoints(3, { bonedrought: false, gas: 1 }, false)).toBe(2);
    expect(epiciniumHitpoints(3, { bonedrought: false, gas: 2 }, false)).toBe(2);
  });

  it('multiple modifiers all reduce the hitpoints by 1', () => {
    expect(summary(targetedAttackBodies(space({ ground: tanks, bonedrought: true, gas: 1 }), 'ground'))[0]).toBe('unit:t#1:1');
    expect(summary(indiscriminateBodies(space({ tile: tile('industry', 1), bonedrought: true, gas: 1 }), 'trample'))).toEqual(['tile#1:1']);
  });

  it('hitpoints are never reduced below 1', () => {
    expect(summary(targetedAttackBodies(space({ ground: militia, bonedrought: true, gas: 2 }), 'ground'))).toEqual(['unit:m#1:1', 'unit:m#2:1']);
  });

  it('a body of an air unit is not modified', () => {
    expect(summary(targetedAttackBodies(space({ air: zeppelin, bonedrought: true, gas: 2 }), 'air'))).toEqual(['unit:z#1:3']);
  });

  it('tile bodies (buildings, trees) are modified too', () => {
    expect(summary(targetedAttackBodies(space({ tile: tile('barracks', 1), ground: riflemen, gas: 1 }), 'ground'))[3]).toBe('tile#collateral:2');
  });
});

describe('results', () => {
  it('units lose one figure for every body that takes lethal damage', () => {
    const situation: EpiciniumSituation = { space: space({ ground: riflemen }), attack: { attackers: [{ type: 'gunner', figures: 1 }], target: 'ground' } };
    const { outcome } = resolveEpiciniumSituation(situation, first); // 3 shots of 1 on the first standing 2-hp figure: one lethal
    expect(outcome.figuresLost).toEqual({ r: 1 });
    expect(outcome.space.ground).toEqual({ ...riflemen, figures: 2 });
    expect(outcome.killed).toEqual([]);
  });

  it('a unit left with no figures is killed and leaves the space', () => {
    const situation: EpiciniumSituation = { space: space({ ground: militia }), attack: { attackers: [{ type: 'rifleman', figures: 2 }], target: 'ground' } };
    const { outcome } = resolveEpiciniumSituation(situation, first);
    expect(outcome.killed).toEqual(['m']);
    expect(outcome.space.ground).toBeUndefined();
  });

  it('the bypassed unit loses a figure when its body takes lethal damage', () => {
    const s = space({ ground: riflemen, bypassing: { id: 'p', type: 'settler', figures: 1 } });
    // 2 shots of 1, both at the last standing body: the bypassed rifleman's 2-hitpoint body.
    const { outcome } = resolveEpiciniumSituation({ space: s, attack: { attackers: [{ type: 'rifleman', figures: 2 }], target: 'bypassing' } }, last);
    expect(outcome.figuresLost).toEqual({ r: 1, p: 0 });
    expect(outcome.space.ground?.figures).toBe(2);
  });

  it('targeted attack: a tile with buildings or trees loses one if the collateral body took lethal damage, and a powered building if it has any', () => {
    const s = space({ tile: tile('city', 3, 2), ground: { id: 'm', type: 'militia', figures: 1 } });
    const { outcome } = resolveEpiciniumSituation({ space: s, attack: { attackers: [{ type: 'gunner', figures: 1 }], target: 'ground' } }, last);
    expect(outcome.buildingsOrTreesLost).toBe(1);
    expect(outcome.powerLost).toBe(1);
    expect(outcome.space.tile).toEqual(tile('city', 2, 1));
    const unpowered = resolveEpiciniumSituation({ space: { ...s, tile: tile('city', 3, 0) }, attack: { attackers: [{ type: 'gunner', figures: 1 }], target: 'ground' } }, last);
    expect(unpowered.outcome.space.tile).toEqual(tile('city', 2, 0));
  });

  it('indiscriminate: a tile loses a building or tree for every body that took lethal damage; power only for the powered ones lost', () => {
    const s = space({ tile: tile('city', 4, 1) });
    const lostUnpowered = resolveEpiciniumSituation({ space: s, effect: { shots: [{ count: 2, damage: 2 }], targets: 'trample' } }, last);
    expect(lostUnpowered.outcome.space.tile).toEqual(tile('city', 2, 1));
    expect(lostUnpowered.outcome.powerLost).toBe(0);
    const lostPowered = resolveEpiciniumSituation({ space: s, effect: { shots: [{ count: 2, damage: 2 }], targets: 'trample' } }, first);
    expect(lostPowered.outcome.space.tile).toEqual(tile('city', 2, 0));
    expect(lostPowered.outcome.powerLost).toBe(1);
  });

  it('Trenches bodies cost nothing when lethal (E7)', () => {
    const s = space({ tile: tile('trenches'), ground: riflemen });
    const { step, outcome } = resolveEpiciniumSituation({ space: s, attack: { attackers: [{ type: 'militia', figures: 3 }], target: 'ground' } }, last);
    expect(step.lethal).toEqual(['tile#trenches-3', 'tile#trenches-2', 'tile#trenches-1']);
    expect(outcome.space).toEqual(s);
    expect(outcome.destroyed).toBeNull();
  });

  it.each([
    ['forest', 1, 'grass'], ['grass', 0, 'dirt'], ['soil', 0, 'dirt'], ['crops', 0, 'dirt'],
    ['city', 1, 'rubble'], ['town', 1, 'rubble'], ['outpost', 1, 'rubble'], ['industry', 1, 'rubble'], ['barracks', 1, 'rubble'], ['airfield', 1, 'rubble'], ['farm', 1, 'rubble'],
  ] as const)('a %s tile left with no buildings or trees is destroyed and becomes %s… (%s)', (type, n, into) => {
    const { outcome } = resolveEpiciniumSituation({ space: space({ tile: tile(type, n, 0) }), effect: { shots: [{ count: 1, damage: 9 }], targets: 'trample' } }, first);
    expect(outcome.destroyed).toEqual({ from: type, into });
    expect(outcome.space.tile).toEqual(tile(into));
  });

  it('tiles the seed names no transformation for (Dirt, Rubble, Trenches) are not destroyed', () => {
    for (const type of ['dirt', 'rubble', 'trenches'] as const) {
      expect(epiciniumDestroyedInto(type)).toBeNull();
      const { outcome } = resolveEpiciniumSituation({ space: space({ tile: tile(type) }), effect: { shots: [{ count: 1, damage: 9 }], targets: 'trample' } }, first);
      expect(outcome.destroyed).toBeNull();
      expect(outcome.space.tile.type).toBe(type);
    }
  });

  it('a tile is destroyed only when it loses its last building or tree in the step, not for keeping some (E13)', () => {
    const { outcome } = resolveEpiciniumSituation({ space: space({ tile: tile('forest', 2) }), effect: { shots: [{ count: 1, damage: 1 }], targets: 'trample' } }, first);
    expect(outcome.destroyed).toBeNull();
    expect(outcome.space.tile).toEqual(tile('forest', 1));
    const shotAt = resolveEpiciniumSituation({ space: space({ tile: tile('grass'), ground: militia }), attack: { attackers: [{ type: 'gunner', figures: 3 }], target: 'ground' } }, first);
    expect(shotAt.outcome.destroyed).toBeNull();
  });

  it('destroyed units and tiles that leak Gas make the space gain up to 1 Gas', () => {
    const killZeppelin = resolveEpiciniumSituation({ space: space({ air: zeppelin }), effect: { shots: [{ count: 1, damage: 3 }], targets: 'groundAndAir' } }, last);
    expect(killZeppelin.outcome.killed).toEqual(['z']);
    expect(killZeppelin.outcome.gasGained).toBe(1);
    const both = resolveEpiciniumSituation({ space: space({ tile: tile('industry', 1), air: zeppelin }), effect: { shots: [{ count: 2, damage: 3 }], targets: 'groundAndAir' } }, first);
    expect(both.outcome.killed).toEqual(['z']);
    expect(both.outcome.destroyed).toEqual({ from: 'industry', into: 'rubble' });
    expect(both.outcome.gasGained).toBe(1);
    expect(both.outcome.space.gas).toBe(1);
    const full = resolveEpiciniumSituation({ space: space({ air: zeppelin, gas: 2 }), effect: { shots: [{ count: 1, damage: 3 }], targets: 'groundAndAir' } }, last);
    expect(full.outcome.gasGained).toBe(0);
    expect(full.outcome.space.gas).toBe(2);
    const noLeak = resolveEpiciniumSituation({ space: space({ ground: militia }), effect: { shots: [{ count: 2, damage: 1 }], targets: 'ground' } }, last);
    expect(noLeak.outcome.killed).toEqual(['m']);
    expect(noLeak.outcome.gasGained).toBe(0);
  });
});

describe('a whole situation, exactly and by seeded runs', () => {
  // One rifleman figure (1 shot of 1) at one militia figure in a Forest with one tree: two 1-hp bodies.
  const situation: EpiciniumSituation = {
    space: space({ tile: tile('forest', 1), ground: { id: 'm', type: 'militia', figures: 1 } }),
    attack: { attackers: [{ type: 'rifleman', figures: 1 }], target: 'ground' },
  };

  it('the militia is killed with probability 1/2, else the Forest becomes Grass', () => {
    const leaves = enumerateRuns((random) => resolveEpiciniumSituation(situation, random).outcome);
    expect(probabilityOf(leaves, (o) => o.killed.includes('m'))).toEqual(frac(1, 2));
    expect(probabilityOf(leaves, (o) => o.destroyed?.into === 'grass')).toEqual(frac(1, 2));
    expect(probabilityOf(leaves, (o) => o.killed.length === 1 && o.destroyed !== null)).toEqual(frac(0));
  });

  it('3 gunners at 3 riflemen on a City of 2: seeded runs within the 5-sigma bound of the exact distribution', () => {
    const big: EpiciniumSituation = {
      space: space({ tile: tile('city', 2, 1), ground: riflemen, bonedrought: true }),
      attack: { attackers: [{ type: 'gunner', figures: 1 }], target: 'ground' },
    };
    const leaves = enumerateRuns((random) => resolveEpiciniumSituation(big, random).outcome);
    const n = 20_000;
    const s = summariseSituations(big, n, seeded('situation'));
    for (let left = 0; left <= 3; left++) {
      const p = probabilityOf(leaves, (o) => (o.space.ground?.figures ?? 0) === left).toNumber();
      expect(withinFiveSigma(s.figuresLeft.r?.[String(left)] ?? -1, p, n), `${left} left: ${s.figuresLeft.r?.[String(left)]} vs ${p}`).toBe(true);
    }
    const pCity = probabilityOf(leaves, (o) => o.space.tile.buildingsOrTrees === 1).toNumber();
    expect(withinFiveSigma(s.tileAfter['city:1:0'] ?? -1, pCity, n)).toBe(true);
  });

  it('the step is the generic core: same shots, bodies and seed give the same hits', () => {
    const r = resolveEpiciniumSituation(situation, seeded(5));
    expect(resolveDamageStep(r.shots, r.bodies, seeded(5))).toEqual(r.step);
    expect(applyDamageStep(situation.space, r.step)).toEqual(r.outcome);
  });
});
