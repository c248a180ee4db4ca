import type { ArtillerySlot } from '../core/content';
import { neighbour, type Facing, type Hex, FACINGS } from '../core/hex';
import type { GameState, PlayerState } from '../core/state';
import { artilleryReach } from '../combat/artillery';
import { stormDrift } from '../map/storms';

/** The hexes one Artillery slot covers from where the ship lies (its card's pattern turned to the ship's facing). */
export interface ArtilleryArc {
  readonly slot: ArtillerySlot;
  /** A Bow/Stern card firing astern from the Stern. */
  readonly astern: boolean;
  readonly hexes: readonly { readonly hex: Hex; readonly dice: number }[];
}

/**
 * Every Artillery arc of a ship, slot by slot, for a client to draw when a slot or a target is hovered:
 * only slots with a card and a working Artillery node (what `volleyOptions` fires from), whether or not
 * anything is there to fire at.
 */
export function artilleryArcs(state: GameState, p: PlayerState): ArtilleryArc[] {
  const arcs: ArtilleryArc[] = [];
  for (const o of artilleryReach(state, p)) {
    let arc = arcs.find((a) => a.slot === o.slot && a.astern === o.astern);
    if (!arc) { arc = { slot: o.slot, astern: o.astern, hexes: [] }; arcs.push(arc); }
    (arc.hexes as { hex: Hex; dice: number }[]).push({ hex: o.target, dice: o.dice });
  }
  return arcs;
}

/** Where a Storm may be after its next move (Storms: each Enemy Phase it moves one hex). */
export interface StormMoves {
  readonly storm: number;
  /** On a Fate Die of 0–4: the direction toward the First Player's ship, or null when it stays. */
  readonly drift: Facing | null;
  /** On 5–9 the players choose: each direction and the hexes the Storm would cover then. */
  readonly options: readonly { readonly direction: Facing; readonly hexes: readonly Hex[] }[];
}

export function stormMoves(state: GameState, storm: number): StormMoves | null {
  const hexes = state.tokens.storms[storm];
  if (!hexes) return null;
  return {
    storm,
    drift: stormDrift(state, storm),
    options: FACINGS.map((direction) => ({ direction, hexes: hexes.map((h) => neighbour(h, direction)) })),
  };
}
