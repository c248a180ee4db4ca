import type { DamageStepShot } from './core';
import { damageStepProblems } from './core';
import { EPICINIUM_GAS_MAX, EPICINIUM_TILE_STATS, EPICINIUM_UNIT_STATS, type EpiciniumTileType, type EpiciniumUnitType } from './stats';

/** A unit in a space: its figures are its bodies. */
export interface EpiciniumUnit {
  readonly id: string;
  readonly type: EpiciniumUnitType;
  readonly figures: number;
}

export interface EpiciniumTile {
  readonly type: EpiciniumTileType;
  /** Its buildings (City, Industry, …) or trees (Forest); 0 for a bare tile. */
  readonly buildingsOrTrees: number;
  /** How many of its buildings are powered (≤ buildingsOrTrees). */
  readonly power: number;
}

/** One space: a tile, at most one ground and one air unit, and what affects the space. */
export interface EpiciniumSpace {
  readonly tile: EpiciniumTile;
  readonly ground?: EpiciniumUnit;
  readonly air?: EpiciniumUnit;
  /** A unit moving through the space, bypassing the unit of its own layer (ground or air). */
  readonly bypassing?: EpiciniumUnit;
  readonly bonedrought: boolean;
  /** Gas in the space, 0 … EPICINIUM_GAS_MAX; 1 or more affects it. */
  readonly gas: number;
}

/** An attacker outside the space: it fires figures × firerate shots of its type's damage. */
export interface EpiciniumAttacker {
  readonly type: EpiciniumUnitType;
  readonly figures: number;
}

export type EpiciniumTarget = 'ground' | 'air' | 'bypassing';

/** A targeted attack (active, focussed, or an attack of opportunity) on one unit of the space. */
export interface EpiciniumTargetedAttack {
  readonly attackers: readonly EpiciniumAttacker[];
  readonly target: EpiciniumTarget;
}

/** What an indiscriminate damage effect hits: ground only, ground and air, or the tile alone (trample). */
export type EpiciniumEffectTargets = 'ground' | 'groundAndAir' | 'trample';

/** An indiscriminate damage effect (Bombard, the Decay phase, trample …): it sets its own shots. */
export interface EpiciniumIndiscriminateEffect {
  readonly shots: readonly DamageStepShot[];
  readonly targets: EpiciniumEffectTargets;
}

export type EpiciniumSituation =
  | { readonly space: EpiciniumSpace; readonly attack: EpiciniumTargetedAttack; readonly effect?: undefined }
  | { readonly space: EpiciniumSpace; readonly effect: EpiciniumIndiscriminateEffect; readonly attack?: undefined };

/** The unit the target bypasses: the one in the bypassing unit's own layer. */
export function epiciniumBypassedUnit(space: EpiciniumSpace): EpiciniumUnit | undefined {
  if (!space.bypassing) return undefined;
  return EPICINIUM_UNIT_STATS[space.bypassing.type].air ? space.air : space.ground;
}

/** The unit a targeted attack aims at. */
export function epiciniumTargetUnit(space: EpiciniumSpace, target: EpiciniumTarget): EpiciniumUnit | undefined {
  return target === 'ground' ? space.ground : target === 'air' ? space.air : space.bypassing;
}

/** Everything that makes a situation impossible under the stats table, as readable lines. */
export function epiciniumSituationProblems(situation: EpiciniumSituation): string[] {
  const problems = epiciniumSpaceProblems(situation.space);
  if (situation.attack) {
    situation.attack.attackers.forEach((a, i) => problems.push(...figureProblems(`attack.attackers[${i}]`, a)));
    if (!epiciniumTargetUnit(situation.space, situation.attack.target)) problems.push(`attack.target: the space has no ${situation.attack.target} unit`);
  } else if (situation.effect) {
    problems.push(...damageStepProblems(situation.effect.shots, []).map((p) => `effect.${p}`));
  }
  return problems;
}

export function epiciniumSpaceProblems(space: EpiciniumSpace): string[] {
  const problems: string[] = [];
  const tile = EPICINIUM_TILE_STATS[space.tile.type];
  const { buildingsOrTrees, power } = space.tile;
  if (!Number.isSafeInteger(buildingsOrTrees) || buildingsOrTrees < 0 || buildingsOrTrees > tile.maxBuildingsOrTrees) {
    problems.push(`space.tile.buildingsOrTrees: a ${space.tile.type} tile has 0 … ${tile.maxBuildingsOrTrees} (got ${buildingsOrTrees})`);
  }
  const maxPower = tile.has === 'buildings' ? buildingsOrTrees : 0;
  if (!Number.isSafeInteger(power) || power < 0 || power > maxPower) {
    problems.push(`space.tile.power: must be 0 … ${maxPower}, the powered buildings of this tile (got ${power})`);
  }
  if (!Number.isSafeInteger(space.gas) || space.gas < 0 || space.gas > EPICINIUM_GAS_MAX) problems.push(`space.gas: must be 0 … ${EPICINIUM_GAS_MAX} (got ${space.gas})`);
  const layers = [['ground', space.ground, false], ['air', space.air, true]] as const;
  for (const [layer, unit, air] of layers) {
    if (!unit) continue;
    problems.push(...figureProblems(`space.${layer}`, unit));
    if (EPICINIUM_UNIT_STATS[unit.type].air !== air) problems.push(`space.${layer}: a ${unit.type} is ${air ? 'not an air' : 'an air'} unit`);
  }
  if (space.bypassing) {
    problems.push(...figureProblems('space.bypassing', space.bypassing));
    if (!epiciniumBypassedUnit(space)) problems.push('space.bypassing: there is no unit in its layer to bypass');
  }
  const ids = [space.ground, space.air, space.bypassing].flatMap((u) => (u ? [u.id] : []));
  if (new Set(ids).size !== ids.length) problems.push('space: two units have the same id');
  if (ids.some((id) => id.length === 0)) problems.push('space: a unit id is empty');
  return problems;
}

function figureProblems(where: string, unit: { readonly type: EpiciniumUnitType; readonly figures: number }): string[] {
  const max = EPICINIUM_UNIT_STATS[unit.type].maxFigures;
  return Number.isSafeInteger(unit.figures) && unit.figures >= 1 && unit.figures <= max
    ? []
    : [`${where}.figures: a ${unit.type} has 1 … ${max} figures (got ${unit.figures})`];
}
