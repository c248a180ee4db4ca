import type { DamageStepResult } from './core';
import { EPICINIUM_TILE_OWNER, epiciniumUnitOwner } from './bodies';
import { epiciniumDestroyedInto } from './destruction';
import type { EpiciniumSpace, EpiciniumTile, EpiciniumUnit } from './space';
import { EPICINIUM_GAS_MAX, EPICINIUM_TILE_STATS, EPICINIUM_UNIT_STATS, type EpiciniumTileType } from './stats';

/** A space after a damage step, and what the step cost it. Plain data. */
export interface EpiciniumOutcome {
  readonly space: EpiciniumSpace;
  /** Per unit id (every unit of the space): figures lost. */
  readonly figuresLost: Record<string, number>;
  /** Ids of the units left with no figures: killed, and gone from the space. */
  readonly killed: string[];
  readonly buildingsOrTreesLost: number;
  readonly powerLost: number;
  readonly destroyed: { readonly from: EpiciniumTileType; readonly into: EpiciniumTileType } | null;
  readonly gasGained: number;
}

type UnitSlot = 'ground' | 'air' | 'bypassing';
const SLOTS: readonly UnitSlot[] = ['ground', 'air', 'bypassing'];

/**
 * Applies a resolved step to the space its bodies were built from:
 * - "Units lose one figure for every body that takes lethal damage." "If a damage step causes a unit to be
 *   left with no figures, the unit is killed."
 * - The tile loses one building or tree per lethal killable tile body — the collateral body of a targeted
 *   attack, or a building/tree body of an indiscriminate effect — and one power per such body that was
 *   powered.
 * - "If a tile has no buildings or trees at the end of a damage step, it is destroyed": a tile that lost a
 *   lethal killable body in this step (its last building or tree, or its bare body) and has none left (E13).
 * - "When certain units and tiles are destroyed, they cause the space they are in to gain up to 1 Gas": at
 *   most 1 per step, never above the maximum (E15).
 */
export function applyDamageStep(space: EpiciniumSpace, result: DamageStepResult): EpiciniumOutcome {
  const figuresLost: Record<string, number> = {};
  const killed: string[] = [];
  const units: Partial<Record<UnitSlot, EpiciniumUnit>> = {};
  let leaks = false;
  for (const slot of SLOTS) {
    const unit = space[slot];
    if (!unit) continue;
    const lost = Math.min(unit.figures, own(result.lost, epiciniumUnitOwner(unit)));
    figuresLost[unit.id] = lost;
    if (lost >= unit.figures) {
      killed.push(unit.id);
      leaks ||= EPICINIUM_UNIT_STATS[unit.type].leaksGas;
    } else {
      units[slot] = { ...unit, figures: unit.figures - lost };
    }
  }

  const before = space.tile;
  const tileLost = own(result.lost, EPICINIUM_TILE_OWNER);
  const buildingsOrTreesLost = Math.min(before.buildingsOrTrees, tileLost);
  const powerLost = Math.min(before.power, own(result.poweredLost, EPICINIUM_TILE_OWNER));
  let tile: EpiciniumTile = { type: before.type, buildingsOrTrees: before.buildingsOrTrees - buildingsOrTreesLost, power: before.power - powerLost };
  const into = epiciniumDestroyedInto(before.type);
  let destroyed: EpiciniumOutcome['destroyed'] = null;
  if (tileLost > 0 && tile.buildingsOrTrees === 0 && into !== null) {
    destroyed = { from: before.type, into };
    tile = { type: into, buildingsOrTrees: 0, power: 0 };
    leaks ||= EPICINIUM_TILE_STATS[before.type].leaksGas;
  }

  const gasGained = leaks ? Math.min(1, Math.max(0, EPICINIUM_GAS_MAX - space.gas)) : 0;
  return {
    space: { tile, ...units, bonedrought: space.bonedrought, gas: space.gas + gasGained },
    figuresLost,
    killed,
    buildingsOrTreesLost,
    powerLost,
    destroyed,
    gasGained,
  };
}

function own(record: Record<string, number>, key: string): number {
  return Object.hasOwn(record, key) ? (record[key] ?? 0) : 0;
}
