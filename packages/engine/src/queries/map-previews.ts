import type { VisibleState } from '../core/visible';
import { artilleryDef } from '../core/catalog';
import { ARTILLERY_SLOTS, type ArtillerySlot } from '../core/content';
import { FACINGS, neighbour, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';
import { artilleryReach, patternHex } from '../combat/artillery';
import { stormDrift } from '../map/storms';

/** The hexes one Artillery slot covers from where the ship lies (its card's pattern turned to the ship's facing). */
export interface ArtilleryArc {
  readonly slot: ArtillerySlot;
  /** A Bow/Stern card firing astern from the Stern. */
  readonly astern: boolean;
  /** Whether a working Artillery node (crewed, neither destroyed nor disrupted) fires it now. */
  readonly manned: boolean;
  readonly hexes: readonly { readonly hex: Hex; readonly dice: number }[];
}

/**
 * Every Artillery arc of a ship, slot by slot, for a client to draw when a slot or a target is hovered:
 * each slot with a card (a Bow/Stern card ahead and astern), manned or not, whether or not anything is
 * there to fire at. The manned arcs are exactly the hexes `volleyOptions` may fire at.
 */
export function artilleryArcs(state: VisibleState, p: PlayerState): ArtilleryArc[] {
  const pose = p.position;
  if (!pose) return [];
  const reach = artilleryReach(state, p);
  const arcs: ArtilleryArc[] = [];
  for (const slot of ARTILLERY_SLOTS) {
    const card = p.artillery[slot];
    if (!card) continue;
    const targets = artilleryDef(state.catalog, card).targets;
    for (const astern of slot === 'bowStern' ? [false, true] : [false]) {
      arcs.push({
        slot, astern, manned: reach.some((o) => o.slot === slot && o.astern === astern),
        hexes: targets.map((t) => ({ hex: patternHex(pose, t, astern), dice: t.dice })),
      });
    }
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

export function stormMoves(state: VisibleState, storm: number): StormMoves | null {
  const hexes = state.tokens.storms[storm];
  if (!hexes) return null;
  return {
    storm,
    drift: stormDrift(state, storm),
    options: FACINGS.map((direction) => ({ direction, hexes: hexes.map((h) => neighbour(h, direction)) })),
  };
}
