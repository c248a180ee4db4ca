import type { DamageStepBody } from './core';
import { epiciniumHitpoints } from './hitpoints';
import { epiciniumDestroyedInto } from './destruction';
import { epiciniumBypassedUnit, epiciniumTargetUnit, type EpiciniumEffectTargets, type EpiciniumSpace, type EpiciniumTarget, type EpiciniumUnit } from './space';
import { BARE_TILE_HITPOINTS, EPICINIUM_TILE_STATS, EPICINIUM_UNIT_STATS, TRENCHES_BODIES, TRENCHES_HITPOINTS } from './stats';

/** What a tile's bodies belong to. A unit's bodies belong to `unit:<id>`. */
export const EPICINIUM_TILE_OWNER = 'tile';

export function epiciniumUnitOwner(unit: EpiciniumUnit): string {
  return `unit:${unit.id}`;
}

/** "Each unit supplies a number of bodies equal to the number of figures it has; each body has a hitpoint value based on the type of the target unit." */
export function epiciniumUnitBodies(space: EpiciniumSpace, unit: EpiciniumUnit): DamageStepBody[] {
  const hitpoints = unitHitpoints(space, unit);
  return Array.from({ length: unit.figures }, (_, k) => ({ id: `${epiciniumUnitOwner(unit)}#${k + 1}`, hitpoints, killable: true, powered: false, belongsTo: epiciniumUnitOwner(unit) }));
}

function unitHitpoints(space: EpiciniumSpace, unit: EpiciniumUnit): number {
  const stats = EPICINIUM_UNIT_STATS[unit.type];
  return epiciniumHitpoints(stats.hitpoints, space, stats.air);
}

function tileHitpoints(space: EpiciniumSpace): number {
  return epiciniumHitpoints(EPICINIUM_TILE_STATS[space.tile.type].hitpoints, space, false);
}

/**
 * Bodies of a targeted attack, in this order: the target's figures; the tile's collateral body; the Trenches'
 * three bodies; the bypassed unit's body.
 */
export function targetedAttackBodies(space: EpiciniumSpace, target: EpiciniumTarget): DamageStepBody[] {
  const unit = epiciniumTargetUnit(space, target);
  if (!unit) throw new RangeError(`targeted attack: the space has no ${target} unit`);
  const stats = EPICINIUM_UNIT_STATS[unit.type];
  const bodies = epiciniumUnitBodies(space, unit);
  const ground = !stats.air;
  const trenches = space.tile.type === 'trenches';
  const bypassed = target === 'bypassing' ? epiciniumBypassedUnit(space) : undefined;

  // "If the target is a ground unit and the tile that belongs to the same space has buildings or trees, it provides a single body."
  if (ground && space.tile.buildingsOrTrees > 0) {
    bodies.push({ id: `${EPICINIUM_TILE_OWNER}#collateral`, hitpoints: tileHitpoints(space), killable: true, powered: space.tile.power > 0, belongsTo: EPICINIUM_TILE_OWNER });
  }
  // "If the target is bypassing another unit and the tile is a Trenches tile, then neither the Trenches nor the bypassed units provide any collateral bodies."
  const bypassOnTrenches = bypassed !== undefined && trenches;
  // "If the target is a non-mechanical ground unit and the tile is a Trenches tile, the tile provides 3 collateral bodies with 1 hitpoint each."
  if (ground && !stats.mechanical && trenches && !bypassOnTrenches) {
    const hitpoints = epiciniumHitpoints(TRENCHES_HITPOINTS, space, false);
    for (let k = 1; k <= TRENCHES_BODIES; k++) bodies.push({ id: `${EPICINIUM_TILE_OWNER}#trenches-${k}`, hitpoints, killable: false, powered: false, belongsTo: EPICINIUM_TILE_OWNER });
  }
  // "If the target is bypassing another unit, the bypassed unit supplies a single body whose hitpoint value is based on the type of the unit."
  if (bypassed && !bypassOnTrenches) {
    bodies.push({ id: `${epiciniumUnitOwner(bypassed)}#bypassed`, hitpoints: unitHitpoints(space, bypassed), killable: true, powered: false, belongsTo: epiciniumUnitOwner(bypassed) });
  }
  return bodies;
}

/**
 * Bodies of an indiscriminate damage effect, in this order: the tile's, the ground unit's, the air unit's.
 * Ground only: the tile and the ground unit. Ground and air: also the air unit. Trample: only the tile.
 */
export function indiscriminateBodies(space: EpiciniumSpace, targets: EpiciniumEffectTargets): DamageStepBody[] {
  const bodies = epiciniumTileBodies(space);
  if (targets !== 'trample' && space.ground) bodies.push(...epiciniumUnitBodies(space, space.ground));
  if (targets === 'groundAndAir' && space.air) bodies.push(...epiciniumUnitBodies(space, space.air));
  return bodies;
}

/**
 * "If the tile has buildings or trees, it supplies a number of bodies equal to the number of buildings or
 * trees, each with a hitpoint value based on the type of the tile. If the tile has no buildings or trees,
 * it provides a single body with 1 hitpoint."
 * The first `power` building bodies are the powered ones (E12). The bare body is killable only where its
 * lethal damage destroys the tile into something else: Grass, Soil, Crops (E6).
 */
export function epiciniumTileBodies(space: EpiciniumSpace): DamageStepBody[] {
  const { buildingsOrTrees, power, type } = space.tile;
  if (buildingsOrTrees === 0) {
    return [{ id: `${EPICINIUM_TILE_OWNER}#bare`, hitpoints: epiciniumHitpoints(BARE_TILE_HITPOINTS, space, false), killable: epiciniumDestroyedInto(type) !== null, powered: false, belongsTo: EPICINIUM_TILE_OWNER }];
  }
  const hitpoints = tileHitpoints(space);
  return Array.from({ length: buildingsOrTrees }, (_, k) => ({ id: `${EPICINIUM_TILE_OWNER}#${k + 1}`, hitpoints, killable: true, powered: k < power, belongsTo: EPICINIUM_TILE_OWNER }));
}
