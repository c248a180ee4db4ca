/**
 * Unit and tile stats for Epicinium's damage step.
 *
 * Where the figures came from: the seed text gives none. These are the default values of Epicinium's own
 * ruleset (A Bunch of Hacks, `src/logic/bible.cpp`, `Bible::initialize`, read in the public repository
 * abunchofhacks/Epicinium): unit hitpoints, attack shots per figure ("firerate"), attack damage, maximum
 * figures, air and mechanical flags, which units and tiles leak Gas when destroyed, the hitpoints and
 * maximum count of a tile's buildings or trees, and the Gas maximum of a space. Only the numbers were
 * taken; the rules are the seed's. "populated" marks the tiles with buildings: the seed's "City tiles and
 * other populated tiles become Rubble tiles" (in that ruleset every one of them is destroyed into Rubble).
 */

export const EPICINIUM_UNIT_TYPES = ['rifleman', 'gunner', 'sapper', 'tank', 'settler', 'militia', 'zeppelin'] as const;
export type EpiciniumUnitType = (typeof EPICINIUM_UNIT_TYPES)[number];

export const EPICINIUM_TILE_TYPES = [
  'grass', 'dirt', 'forest', 'soil', 'crops', 'trenches', 'rubble',
  'city', 'town', 'outpost', 'industry', 'barracks', 'airfield', 'farm',
] as const;
export type EpiciniumTileType = (typeof EPICINIUM_TILE_TYPES)[number];

export interface EpiciniumUnitStats {
  readonly maxFigures: number;
  /** Hitpoints of each of its bodies, before modifiers. */
  readonly hitpoints: number;
  /** Shots per figure in a targeted attack. */
  readonly firerate: number;
  /** Damage of each of those shots. */
  readonly damage: number;
  readonly air: boolean;
  readonly mechanical: boolean;
  /** Being killed makes its space gain Gas. */
  readonly leaksGas: boolean;
}

export interface EpiciniumTileStats {
  /** What the tile has that bodies stand for. */
  readonly has: 'buildings' | 'trees' | 'nothing';
  readonly maxBuildingsOrTrees: number;
  /** Hitpoints of each building or tree body, before modifiers (0 when it has nothing). */
  readonly hitpoints: number;
  /** A tile of buildings: destroyed, it becomes Rubble. Its buildings may be powered. */
  readonly populated: boolean;
  /** Being destroyed makes its space gain Gas. */
  readonly leaksGas: boolean;
}

const unit = (maxFigures: number, hitpoints: number, firerate: number, damage: number, more: Partial<Pick<EpiciniumUnitStats, 'air' | 'mechanical' | 'leaksGas'>> = {}): EpiciniumUnitStats =>
  ({ maxFigures, hitpoints, firerate, damage, air: false, mechanical: false, leaksGas: false, ...more });

export const EPICINIUM_UNIT_STATS: Readonly<Record<EpiciniumUnitType, EpiciniumUnitStats>> = {
  rifleman: unit(3, 2, 1, 1),
  gunner: unit(3, 2, 3, 1),
  sapper: unit(3, 1, 1, 1),
  tank: unit(3, 3, 0, 0, { mechanical: true }),
  settler: unit(1, 1, 0, 0),
  militia: unit(3, 1, 1, 1),
  zeppelin: unit(1, 3, 0, 0, { air: true, mechanical: true, leaksGas: true }),
};

const bare = (): EpiciniumTileStats => ({ has: 'nothing', maxBuildingsOrTrees: 0, hitpoints: 0, populated: false, leaksGas: false });
const buildings = (max: number, hitpoints: number, leaksGas = false): EpiciniumTileStats =>
  ({ has: 'buildings', maxBuildingsOrTrees: max, hitpoints, populated: true, leaksGas });

export const EPICINIUM_TILE_STATS: Readonly<Record<EpiciniumTileType, EpiciniumTileStats>> = {
  grass: bare(),
  dirt: bare(),
  soil: bare(),
  crops: bare(),
  trenches: bare(),
  rubble: bare(),
  forest: { has: 'trees', maxBuildingsOrTrees: 5, hitpoints: 1, populated: false, leaksGas: false },
  city: buildings(5, 2),
  town: buildings(5, 2),
  outpost: buildings(2, 2),
  industry: buildings(3, 3, true),
  barracks: buildings(3, 3),
  airfield: buildings(1, 3, true),
  farm: buildings(2, 2),
};

/** The most Gas a space can hold. */
export const EPICINIUM_GAS_MAX = 2;
/** A tile without buildings or trees: "a single body with 1 hitpoint". */
export const BARE_TILE_HITPOINTS = 1;
/** Trenches under a non-mechanical ground target: "3 collateral bodies with 1 hitpoint each". */
export const TRENCHES_BODIES = 3;
export const TRENCHES_HITPOINTS = 1;
