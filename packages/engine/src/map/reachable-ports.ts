import type { BoardDefinition, ContentSet } from '../core/content';

/**
 * What a game of a given length can ever show (D18): Act I, and one more Act for each Act boundary
 * below the track's end (a short game's track ends where Act III would begin).
 */
export function lastActOf(board: BoardDefinition, end: number): number {
  return 1 + board.actBoundaries.filter((b) => b < end).length;
}

/** The Ports printed on map tiles of the Acts the game can reach (Act IV may reveal any tile, D2). */
export function reachablePorts(content: ContentSet, end: number): Set<string> {
  const last = lastActOf(content.board, end);
  return new Set(content.tiles.filter((t) => t.act <= last).flatMap((t) => t.hexes.filter((h) => h.type === 'port' && h.name).map((h) => h.name as string)));
}

/**
 * A Passenger can be delivered only if their Port can appear in this game: the others are left out of
 * the Denizen deck at setup (D72). Any other card (a Denizen, a Story card) is kept.
 */
export function keepsDenizenCard(content: ContentSet, ports: ReadonlySet<string>, id: string): boolean {
  const destination = content.denizens.find((d) => d.id === id)?.passenger?.destination;
  return destination === undefined || ports.has(destination);
}
