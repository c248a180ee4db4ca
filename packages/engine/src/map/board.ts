import type { VisibleState } from '../core/visible';
import { tileDef } from '../core/catalog';
import type { BoardDefinition, HexType, MapHexDefinition, MapTileDefinition } from '../core/content';
import { fromOffset, sameHex, type Hex } from '../core/hex';
import type { PlayerState, Seat } from '../core/state';

/**
 * The game board: tile slots on a lattice of 3×2-hex tiles (docs/board.md). Slot (q, r) in the slot
 * lattice covers offset columns 3a…3a+2 and rows 2b…2b+1, where a = q + r and b = r; every slot has
 * the same shape, and each slot borders six others.
 */
export const TILE_WIDTH = 3;
export const TILE_HEIGHT = 2;

export function slotHexes(slot: { q: number; r: number }): Hex[] {
  const a = slot.q + slot.r;
  const b = slot.r;
  const hexes: Hex[] = [];
  for (let row = 0; row < TILE_HEIGHT; row++) {
    for (let col = 0; col < TILE_WIDTH; col++) hexes.push(fromOffset({ col: TILE_WIDTH * a + col, row: TILE_HEIGHT * b + row }));
  }
  return hexes;
}

interface HexPlace {
  readonly slot: number;
  readonly index: number;
}

/** Hexes of a board are keyed by number, not by string: placeOf is asked thousands of times an action. */
const KEY_SPAN = 1024;
const KEY_LIMIT = KEY_SPAN / 2;

function placeKey(q: number, r: number): number {
  return (q + KEY_LIMIT) * KEY_SPAN + (r + KEY_LIMIT);
}

/**
 * Each slot's hexes, worked out once per board and shared (frozen): the map's queries list them at every
 * decision a bot makes after a tile is revealed, and a caller that keys its own index by the Hex objects
 * finds the same ones each time.
 */
const slotHexCache = new WeakMap<BoardDefinition, readonly (readonly Hex[])[]>();

function hexesBySlot(board: BoardDefinition): readonly (readonly Hex[])[] {
  let bySlot = slotHexCache.get(board);
  if (bySlot === undefined) {
    bySlot = board.tileSlots.map((slot) => Object.freeze(slotHexes(slot).map((hex) => Object.freeze(hex))));
    slotHexCache.set(board, bySlot);
  }
  return bySlot;
}

const placeCache = new WeakMap<BoardDefinition, Map<number, HexPlace>>();
let lastBoard: BoardDefinition | null = null;
let lastPlaces: Map<number, HexPlace> = new Map();

function places(board: BoardDefinition): Map<number, HexPlace> {
  if (board === lastBoard) return lastPlaces;
  let map = placeCache.get(board);
  if (!map) {
    const built = new Map<number, HexPlace>();
    board.tileSlots.forEach((slot, slotIndex) => {
      slotHexes(slot).forEach((hex, index) => {
        if (!inKeyRange(hex.q, hex.r)) throw new Error(`board hex (${hex.q}, ${hex.r}) is too far out for the place index`);
        built.set(placeKey(hex.q, hex.r), { slot: slotIndex, index });
      });
    });
    map = built;
    placeCache.set(board, map);
  }
  lastBoard = board;
  lastPlaces = map;
  return map;
}

function inKeyRange(q: number, r: number): boolean {
  return Number.isInteger(q) && Number.isInteger(r) && q > -KEY_LIMIT && q < KEY_LIMIT && r > -KEY_LIMIT && r < KEY_LIMIT;
}

/** Which slot a hex belongs to, or undefined off the board's edge. */
export function placeOf(state: Pick<VisibleState, 'catalog'>, hex: Hex): HexPlace | undefined {
  const map = places(state.catalog.board);
  return inKeyRange(hex.q, hex.r) ? map.get(placeKey(hex.q, hex.r)) : undefined;
}

export function isOnBoard(state: VisibleState, hex: Hex): boolean {
  return placeOf(state, hex) !== undefined;
}

/** The printed hex at this position, or undefined if no tile is placed there. */
export function mapHexAt(state: VisibleState, hex: Hex): MapHexDefinition | undefined {
  const place = placeOf(state, hex);
  if (!place) return undefined;
  return placedTiles(state)[place.slot]?.hexes[place.index];
}

/** The tiles placed last looked up, by slot: the list of tiles placed is shared from state to state until a tile is placed. */
let lastTiles: { readonly catalog: VisibleState['catalog']; readonly placed: VisibleState['map']['placed']; readonly tiles: readonly (MapTileDefinition | null)[] } | null = null;

/** Each slot's tile, looked up in the catalog once per list of tiles placed rather than at every hex asked about. */
function placedTiles(state: VisibleState): readonly (MapTileDefinition | null)[] {
  const { catalog } = state;
  const { placed } = state.map;
  if (lastTiles === null || lastTiles.placed !== placed || lastTiles.catalog !== catalog) {
    lastTiles = { catalog, placed, tiles: placed.map((tile) => (tile === null || tile === undefined ? null : tileDef(catalog, tile))) };
  }
  return lastTiles.tiles;
}

export function hexTypeAt(state: VisibleState, hex: Hex): HexType | undefined {
  return mapHexAt(state, hex)?.type;
}

export function isEmptySlotHex(state: VisibleState, hex: Hex): boolean {
  const place = placeOf(state, hex);
  return place !== undefined && state.map.placed[place.slot] === null;
}

/** The hexes of the empty tile slots (a ship facing one may reveal a tile there), in slot order. */
export function emptySlotHexes(state: VisibleState): Hex[] {
  const bySlot = hexesBySlot(state.catalog.board);
  const out: Hex[] = [];
  for (let slot = 0; slot < bySlot.length; slot++) if (state.map.placed[slot] === null) out.push(...bySlot[slot]!);
  return out;
}

/** All revealed hexes with their types, in slot order. */
export function revealedHexes(state: VisibleState): { hex: Hex; type: HexType; name?: string }[] {
  const out: { hex: Hex; type: HexType; name?: string }[] = [];
  const bySlot = hexesBySlot(state.catalog.board);
  for (let slot = 0; slot < bySlot.length; slot++) {
    const tile = state.map.placed[slot];
    if (tile === null || tile === undefined) continue;
    const def = tileDef(state.catalog, tile);
    const hexes = bySlot[slot]!;
    for (let i = 0; i < hexes.length; i++) {
      const printed = def.hexes[i];
      if (printed) out.push(printed.name ? { hex: hexes[i]!, type: printed.type, name: printed.name } : { hex: hexes[i]!, type: printed.type });
    }
  }
  return out;
}

/** The seat whose ship is on this hex, if any. */
export function shipAt(state: VisibleState, hex: Hex, except?: Seat): Seat | undefined {
  for (const p of state.players) {
    if (p.seat !== except && p.position && p.position.hex.q === hex.q && p.position.hex.r === hex.r) return p.seat;
  }
  return undefined;
}

/**
 * A hex a ship cannot end its move in: another player's ship, an enemy ship or the Elder One is there.
 * (Ships may pass through such hexes; see navigation.)
 */
export function hexTaken(state: VisibleState, hex: Hex, except?: Seat): boolean {
  if (shipAt(state, hex, except) !== undefined) return true;
  if (state.elderOne.hex && state.elderOne.hex.q === hex.q && state.elderOne.hex.r === hex.r) return true;
  return state.enemies.some((e) => e.position.area === 'sea' && e.position.hex.q === hex.q && e.position.hex.r === hex.r);
}

/** The name of the Port a ship lies in. */
export function portName(state: VisibleState, p: PlayerState): string {
  return (p.position && mapHexAt(state, p.position.hex)?.name) ?? 'the Port';
}

/** Whether an Explored token lies on this hex. */
export function isExplored(state: VisibleState, hex: Hex): boolean {
  return state.tokens.explored.some((h) => sameHex(h, hex));
}
