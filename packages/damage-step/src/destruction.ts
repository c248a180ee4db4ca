import { EPICINIUM_TILE_STATS, type EpiciniumTileType } from './stats';

/**
 * Seed: "Forest tiles become Grass tiles, Grass, Soil and Crops tiles become Dirt tiles, and City tiles and
 * other populated tiles become Rubble tiles." Null for the tiles the seed does not name (Dirt, Rubble,
 * Trenches): nothing to become, so they cannot be destroyed (E14).
 */
export function epiciniumDestroyedInto(type: EpiciniumTileType): EpiciniumTileType | null {
  if (type === 'forest') return 'grass';
  if (type === 'grass' || type === 'soil' || type === 'crops') return 'dirt';
  if (EPICINIUM_TILE_STATS[type].populated) return 'rubble';
  return null;
}
