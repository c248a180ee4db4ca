import type { EpiciniumSpace } from './space';

/**
 * Seed: "the body's hitpoints are reduced by 1 if the space is affected by Bonedrought or Gas and the body
 * does not belong to an air unit. If multiple modifiers apply, they all reduce the hitpoints by 1.
 * Hitpoints are never reduced below 1."
 * A space is affected by Gas when it holds 1 Gas or more; 2 Gas is still one modifier (decision E9).
 * Tile bodies (buildings, trees, bare ground, Trenches) are not air units: the modifiers apply to them.
 */
export function epiciniumHitpointModifiers(space: Pick<EpiciniumSpace, 'bonedrought' | 'gas'>, air: boolean): number {
  if (air) return 0;
  return (space.bonedrought ? 1 : 0) + (space.gas >= 1 ? 1 : 0);
}

export function epiciniumHitpoints(base: number, space: Pick<EpiciniumSpace, 'bonedrought' | 'gas'>, air: boolean): number {
  return Math.max(1, base - epiciniumHitpointModifiers(space, air));
}
