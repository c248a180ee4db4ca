import { sameItems, emptySlotHexes, enemyShipsAtSea, hexKey, hexTaken, HEXES_PER_TILE, idOnBoard, revealedHexes, type EnemyShipAtSea, type GameView, type Hex, type HexType, type PlayerState, type Seat } from '@everrain/engine';

/**
 * What the heuristic bot reads of its seat's view, once per decision: the engine's answers (revealed hexes,
 * empty slots, enemy ships, which hexes a ship may not end its move in), indexed by hex for the bot's loops.
 * No rule is worked out here: each fact is an engine query over the view (docs/architecture.md, "Queries
 * over a seat's view").
 */
export interface MapHex {
  readonly hex: Hex;
  readonly key: string;
  readonly type: HexType;
  readonly name: string | undefined;
}

export interface Facts {
  readonly v: GameView;
  readonly seat: Seat;
  readonly me: PlayerState;
  /** The revealed hex at `hex` (undefined: none revealed there). */
  hexAt(hex: Hex): MapHex | undefined;
  /** Whether `hex` is on an empty tile slot (revealable when faced). */
  isEmptySlot(hex: Hex): boolean;
  /** The revealed Ports, in slot order (of `hexList`). */
  readonly ports: readonly MapHex[];
  /** The revealed hexes, and the empty tile-slot hexes, as lists in slot order: looped over at every choice of goal. */
  readonly hexList: readonly MapHex[];
  readonly emptySlotList: readonly Hex[];
  /** The Shipwrecks, Altars and Islands of `hexList`, in its order: the places a ship goes to explore. */
  readonly sites: readonly MapHex[];
  /** Whether no ship of this seat may end a move there: another ship, an enemy ship, the Elder One (`hexTaken`). */
  taken(hex: Hex): boolean;
  readonly enemyShips: readonly EnemyShipAtSea[];
}

/**
 * The facts of the last few views asked about, per seat: a decision may ask more than once (the search bot's
 * ranking and plans). A small ring, not a WeakMap keyed by every view: a WeakMap's entry kept each view,
 * and the state it shares, alive until the next full collection, and those were most of what the young
 * generation's collections copied and promoted.
 */
const RECENT = 8;
const recent: (SeatFacts | null)[] = new Array<SeatFacts | null>(RECENT).fill(null);
let recentNext = 0;

/**
 * The revealed hexes and the empty slots by the board's number of their hex (`idOnBoard`), not by key in a
 * Map: the index is made again at every tile revealed, and its Maps were most of what outlived the young
 * generation's collections (issue #25); a number needs no key string made either.
 */
interface MapIndex {
  readonly byId: readonly (MapHex | undefined)[];
  readonly emptyById: readonly boolean[];
  readonly ports: readonly MapHex[];
  readonly hexList: readonly MapHex[];
  readonly emptySlotList: readonly Hex[];
  readonly sites: readonly MapHex[];
}

/**
 * The map's hexes indexed, per catalog and tiles placed: they change only when a tile is revealed, so a
 * game indexes them a few dozen times rather than at every decision (a few maps kept, the last ones asked).
 */
const mapIndexes = new WeakMap<GameView['catalog'], Map<string, MapIndex>>();

/** The index last made or found, and the tiles it is for: most decisions follow one on the same map. */
let last: { readonly catalog: GameView['catalog']; readonly placed: readonly (string | null)[]; readonly index: MapIndex } | null = null;

function mapIndex(v: GameView): MapIndex {
  if (last && last.catalog === v.catalog && sameItems(last.placed, v.map.placed)) return last.index;
  const index = indexFor(v);
  // The list itself kept, not a copy: a state's lists are never changed in place (a bot's view shares them).
  last = { catalog: v.catalog, placed: v.map.placed, index };
  return index;
}

/**
 * The map's hexes come from the engine as the same Hex objects each time (one per hex of the board): their
 * keys and records are made once, not again at every tile revealed (a fresh key string is hashed again).
 */
const keys = new WeakMap<Hex, string>();
const madeFor = new WeakMap<Hex, MapHex>();

function keyOf(hex: Hex): string {
  let key = keys.get(hex);
  if (key === undefined) keys.set(hex, (key = hexKey(hex)));
  return key;
}

function indexFor(v: GameView): MapIndex {
  let byTiles = mapIndexes.get(v.catalog);
  if (!byTiles) mapIndexes.set(v.catalog, (byTiles = new Map()));
  const key = v.map.placed.join(',');
  const hit = byTiles.get(key);
  if (hit) return hit;
  // Made whole at the board's size (a list filled at scattered numbers would be made sparse, and slow).
  const size = v.catalog.board.tileSlots.length * HEXES_PER_TILE;
  const byId: (MapHex | undefined)[] = [];
  const emptyById: boolean[] = [];
  for (let id = 0; id < size; id++) {
    byId.push(undefined);
    emptyById.push(false);
  }
  const hexList: MapHex[] = [];
  for (const h of revealedHexes(v)) {
    let made = madeFor.get(h.hex);
    if (made === undefined || made.type !== h.type || made.name !== h.name) madeFor.set(h.hex, (made = { hex: h.hex, key: keyOf(h.hex), type: h.type, name: h.name }));
    const id = idOnBoard(v, h.hex);
    // As a Map keyed by hex would keep it: a hex listed twice stays where it was first listed, with the later record.
    if (byId[id] === undefined) hexList.push(made);
    else hexList[hexList.indexOf(byId[id]!)] = made;
    byId[id] = made;
  }
  const emptySlotList: Hex[] = [];
  for (const h of emptySlotHexes(v)) {
    const id = idOnBoard(v, h);
    if (!emptyById[id]) emptySlotList.push(h);
    else emptySlotList[emptySlotList.findIndex((x) => idOnBoard(v, x) === id)] = h;
    emptyById[id] = true;
  }
  if (byTiles.size >= 64) byTiles.clear();
  const sites = hexList.filter((h) => h.type === 'shipwreck' || h.type === 'altar' || h.type === 'island');
  const index = { byId, emptyById, ports: hexList.filter((h) => h.type === 'port'), hexList, emptySlotList, sites };
  byTiles.set(key, index);
  return index;
}

export function factsOf(v: GameView, seat: Seat): Facts {
  for (let i = 0; i < RECENT; i++) {
    const f = recent[i];
    if (f !== null && f !== undefined && f.v === v && f.seat === seat) return f;
  }
  const facts = new SeatFacts(v, seat);
  recent[recentNext] = facts;
  recentNext = (recentNext + 1) % RECENT;
  return facts;
}

/** A class, not an object literal: a literal's closure and getter were made anew at every decision. */
class SeatFacts implements Facts {
  readonly me: PlayerState;
  readonly ports: readonly MapHex[];
  readonly hexList: readonly MapHex[];
  readonly emptySlotList: readonly Hex[];
  readonly sites: readonly MapHex[];
  readonly #byId: readonly (MapHex | undefined)[];
  readonly #emptyById: readonly boolean[];
  #ships: readonly EnemyShipAtSea[] | null = null;

  constructor(readonly v: GameView, readonly seat: Seat) {
    this.me = v.players[seat] as PlayerState;
    const index = mapIndex(v);
    this.#byId = index.byId;
    this.#emptyById = index.emptyById;
    this.ports = index.ports;
    this.hexList = index.hexList;
    this.emptySlotList = index.emptySlotList;
    this.sites = index.sites;
  }

  hexAt(hex: Hex): MapHex | undefined {
    const id = idOnBoard(this.v, hex);
    return id < 0 ? undefined : this.#byId[id];
  }

  isEmptySlot(hex: Hex): boolean {
    const id = idOnBoard(this.v, hex);
    return id >= 0 && this.#emptyById[id] === true;
  }

  taken(hex: Hex): boolean {
    return hexTaken(this.v, hex, this.seat);
  }

  /** Asked for by few decisions (battles, goals): found on first read. */
  get enemyShips(): readonly EnemyShipAtSea[] {
    return (this.#ships ??= enemyShipsAtSea(this.v));
  }
}
