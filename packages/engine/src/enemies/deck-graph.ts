import type { VisibleState } from '../core/visible';
import { catalogMemo } from '../core/catalog-memo';
import { zoneDef } from '../core/catalog';
import type { EnemyShipBoardLayout } from '../core/content';
import { enemyCountInZone } from './enemies';
import { activeBoarding } from '../core/queue';
import type { GameState, PlayerState, Seat } from '../core/state';

/** The Enemy ship board laid out for the boarding under way, if any. */
export function enemyBoardInPlay(state: VisibleState): EnemyShipBoardLayout | undefined {
  const boarding = activeBoarding(state);
  return boarding ? state.catalog.shipBoard.enemyShipBoards[boarding.board] : undefined;
}

export interface DeckZone {
  readonly zone: number;
  readonly name: string;
  readonly adjacent: readonly number[];
  /** A zone of the player's own ship (with a node that can be destroyed), not of a boarded enemy ship. */
  readonly own: boolean;
}

/** A deck's zones in order and by number, worked out once per catalog and Enemy ship board (frozen, shared). */
export interface DeckGraph {
  readonly zones: readonly DeckZone[];
  readonly byZone: ReadonlyMap<number, DeckZone>;
}

const graphs = catalogMemo<DeckGraph>();

/**
 * The zones crew and enemies can stand in aboard a player's ship: its own ten, plus — while it boards an
 * enemy ship (Boarding, an advanced rule) — the Enemy ship board's nodes, joined by the gangways. They
 * depend only on the catalog and the board being boarded, so each is laid out once and shared.
 */
export function deckGraph(state: GameState, seat: Seat): DeckGraph {
  const boarding = activeBoarding(state);
  const board = boarding?.seat === seat ? boarding.board : undefined;
  const known = graphs(state.catalog).child(board === undefined ? null : String(board));
  return (known.value ??= layOut(state, board));
}

function layOut(state: GameState, board: number | undefined): DeckGraph {
  const layout = state.catalog.shipBoard;
  const enemyBoard = board === undefined ? undefined : layout.enemyShipBoards[board];
  const gangways = enemyBoard?.gangways ?? [];
  const own = layout.zones.map((z): DeckZone => Object.freeze({
    zone: z.zone,
    name: z.name,
    adjacent: Object.freeze([...z.adjacent, ...gangways.filter((g) => g.deck === z.zone).map((g) => g.enemy)]),
    own: true,
  }));
  const enemy = (enemyBoard?.zones ?? []).map((z): DeckZone => Object.freeze({
    zone: z.zone,
    name: z.name,
    adjacent: Object.freeze([...z.adjacent, ...gangways.filter((g) => g.enemy === z.zone).map((g) => g.deck)]),
    own: false,
  }));
  const zones = Object.freeze([...own, ...enemy]);
  return Object.freeze({ zones, byZone: new Map(zones.map((z) => [z.zone, z])) });
}

export function deckZones(state: GameState, seat: Seat): readonly DeckZone[] {
  return deckGraph(state, seat).zones;
}

export function deckZone(state: GameState, seat: Seat, zone: number): DeckZone {
  const found = deckGraph(state, seat).byZone.get(zone);
  if (found) return found;
  const def = zoneDef(state.catalog, zone);
  return { zone: def.zone, name: def.name, adjacent: def.adjacent, own: true };
}

/** Who stands in a zone: crew On Deck there. */
export function crewInZone(p: PlayerState, zone: number): number {
  let n = 0;
  for (const c of p.crew) if (c.position.area === 'deck' && c.position.zone === zone) n += 1;
  return n;
}

/** Crew and enemies together: a zone holds at most shipBoard.maxMiniaturesPerZone. */
export function miniaturesInZone(state: GameState, p: PlayerState, zone: number): number {
  return crewInZone(p, zone) + enemyCountInZone(state, p.seat, zone);
}

export function zoneHasRoom(state: GameState, p: PlayerState, zone: number): boolean {
  return miniaturesInZone(state, p, zone) < state.catalog.shipBoard.maxMiniaturesPerZone;
}
