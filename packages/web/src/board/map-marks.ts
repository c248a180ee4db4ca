/**
 * What a screen draws over the map and the ship boards for a moment, without changing the game: the enemy's
 * turn played back step by step (a piece sailing from one hex to another, a hex in focus, damage landing on a
 * node), an Artillery arc while a slot or target is hovered, a Storm's possible moves. The map and the ship
 * boards draw these; the playback and the panels only say what to draw. Hexes are `hexKey` strings ("q,r").
 */
export type MapMark =
  /** A piece moving: drawn as a ghost of the piece gliding from `from` to `to`, with an arrow. */
  | { readonly kind: 'move'; readonly piece: 'enemy' | 'elderOne' | 'storm' | 'ship' | 'expedition'; readonly from: string; readonly to: string; readonly label?: string }
  /** A hex in focus (a pulse ring), e.g. where an enemy spawned or a die's effect lands. */
  | { readonly kind: 'focus'; readonly hex: string; readonly tone?: 'enemy' | 'player' | 'neutral'; readonly label?: string }
  /** Hexes shaded as an area: an Artillery arc (`tone: 'arc'`) or a Storm's possible moves (`tone: 'storm'`). */
  | { readonly kind: 'area'; readonly hexes: readonly string[]; readonly tone: 'arc' | 'storm' | 'route' | 'neutral'; readonly label?: string };

/** A mark on a ship board: a Zone or a node in focus (damage landing, a creature arriving). */
export interface ShipMark {
  readonly seat: number;
  readonly zone: number;
  readonly kind: 'damage' | 'creature' | 'crew' | 'focus';
  readonly label?: string;
}
