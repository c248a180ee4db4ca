import type { VisibleState } from '../core/visible';
import { neighbour, turn, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';
import { placeOf, slotHexes } from '../map/board';
import { ignoresRoughSeas } from '../ship/improvements';
import { stepCost } from '../orders/navigation';
import { tileDef } from '../core/catalog';
import type { Voyage, VoyageLeg, VoyageStep } from '../orders/voyage';

/**
 * The voyage from a ship's pose (the cheapest Navigation points to every pose of the revealed map, and the
 * first step of it): the answers of orders/voyage.ts's search, worked out on a chart of the map's steps that is drawn once per map: the hex each
 * pose faces and what a turn and a move ahead cost from each hex (`stepCostFrom`), which change only when a
 * tile is revealed, a Storm moves or the ship gains or loses the Improvement that ignores Rough Seas. A bot
 * asks for a voyage at nearly every decision of its turn, from a new pose after every step; on the chart
 * each costs a few microseconds instead of a walk over the map through the board's lookups.
 * Same search, same order of steps tried, same ties: the same legs as orders/voyage.ts (voyage-chart.test.ts).
 */
export function voyageFrom(state: VisibleState, p: PlayerState): Voyage | undefined {
  const start = p.position;
  if (!start) return undefined;
  const c = chartOf(state, p);
  const startId = idOnBoard(state, start.hex);
  const pose = startId < 0 ? -1 : startId * 6 + start.facing;
  const known = c.voyages.get(pose);
  if (known) return known;
  const made = new ChartVoyage(c, pose);
  if (c.voyages.size >= RECENT_VOYAGES) c.voyages.delete(c.voyages.keys().next().value as number);
  c.voyages.set(pose, made);
  return made;
}

/** A voyage with a search of its own, not the one kept for the pose: for a test that asks one leg first. */
export function voyageAfresh(state: VisibleState, p: PlayerState): Voyage | undefined {
  const start = p.position;
  if (!start) return undefined;
  const c = chartOf(state, p);
  const startId = idOnBoard(state, start.hex);
  return new ChartVoyage(c, startId < 0 ? -1 : startId * 6 + start.facing);
}

/** The board's hexes are numbered slot × 6 + index (a tile has six), a pose hex × 6 + facing. */
const HEXES_PER_TILE = 6;
const STEP_CODE: readonly (VoyageStep | null)[] = [null, 'ahead', 'turnStarboard', 'turnPort'];

interface Chart {
  readonly key: string;
  readonly catalog: VisibleState['catalog'];
  /** The state the chart was drawn on: its board numbers the hexes (the same board while the catalog is). */
  readonly drawnOn: VisibleState;
  readonly poses: number;
  /** The pose a move ahead leads to from each pose (-1: no revealed hex ahead). */
  readonly ahead: Int32Array;
  /** What a turn and a move ahead cost from each hex, in hundredths of a point (a free turn in a Port: one hundredth). */
  readonly turnCost: Int32Array;
  readonly aheadCost: Int32Array;
  /** The board's hex numbers ahead of each hex in each facing (Geometry.next). */
  readonly next: Int32Array;
  /** The voyages worked out on this chart lately, by the pose they start from. */
  readonly voyages: Map<number, Voyage>;
}

const charts = new Map<string, Chart>();
const CHARTS_KEPT = 16;
const RECENT_VOYAGES = 64;

/** The chart last asked for, and for what: a decision asks for the same chart several times. */
let lastAsked: { state: VisibleState; p: PlayerState; chart: Chart } | null = null;

/**
 * What the last chart found for a ship that ignores Rough Seas, and for one that does not, was for: read off
 * the next state asked about without making its key (the seats take turns, their ships may differ).
 */
const lastFound: ({ catalog: VisibleState['catalog']; placed: readonly (string | null)[]; storms: readonly (readonly Hex[])[]; chart: Chart } | null)[] = [null, null];

function chartOf(state: VisibleState, p: PlayerState): Chart {
  if (lastAsked && lastAsked.state === state && lastAsked.p === p) return lastAsked.chart;
  const rough = ignoresRoughSeas(state, p);
  const last = lastFound[rough ? 1 : 0];
  const same = last !== null && last !== undefined && last.catalog === state.catalog && samePlaced(last.placed, state.map.placed) && sameStorms(last.storms, state.tokens.storms);
  const chart = same ? last.chart : chartFor(state, p, rough);
  if (!same) lastFound[rough ? 1 : 0] = { catalog: state.catalog, placed: state.map.placed.slice(), storms: state.tokens.storms.map((storm) => storm.slice()), chart };
  lastAsked = { state, p, chart };
  return chart;
}

function samePlaced(a: readonly (string | null)[], b: readonly (string | null)[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameStorms(a: readonly (readonly Hex[])[], b: readonly (readonly Hex[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j]!.q !== y[j]!.q || x[j]!.r !== y[j]!.r) return false;
  }
  return true;
}

function chartFor(state: VisibleState, p: PlayerState, rough: boolean): Chart {
  const storms = state.tokens.storms.map((storm) => storm.map((h) => `${h.q},${h.r}`).join(';')).join('|');
  const key = `${rough ? 1 : 0}/${state.map.placed.join(',')}/${storms}`;
  const known = charts.get(key);
  if (known && known.catalog === state.catalog) return known;
  const made = drawChart(state, p, key);
  if (charts.size >= CHARTS_KEPT) charts.delete(charts.keys().next().value as string);
  charts.set(key, made);
  return made;
}

/**
 * The board's geometry, the same for every chart of a board: each hex's number and the hex number a move
 * ahead from it reaches in each facing (-1: off the board), worked out once per board instead of at each draw.
 */
interface Geometry {
  readonly hexes: readonly Hex[];
  /** Whether the hex numbered so is its own (a hex two slots shared would be the later slot's). */
  readonly own: Uint8Array;
  /** Per hex number × 6 + facing: the hex number ahead, or -1. */
  readonly next: Int32Array;
}

const geometries = new WeakMap<VisibleState['catalog']['board'], Geometry>();

function geometryOf(state: VisibleState): Geometry {
  const board = state.catalog.board;
  const known = geometries.get(board);
  if (known) return known;
  const hexes: Hex[] = [];
  for (const def of board.tileSlots) hexes.push(...slotHexes(def));
  const next = new Int32Array(hexes.length * 6).fill(-1);
  const own = new Uint8Array(hexes.length);
  hexes.forEach((hex, id) => {
    const place = placeOf(state, hex);
    own[id] = place && place.slot * HEXES_PER_TILE + place.index === id ? 1 : 0;
    for (let facing = 0 as Facing; facing < 6; facing = (facing + 1) as Facing) {
      const beyond = placeOf(state, neighbour(hex, facing));
      if (beyond) next[id * 6 + facing] = beyond.slot * HEXES_PER_TILE + beyond.index;
    }
  });
  const made = { hexes, own, next };
  geometries.set(board, made);
  return made;
}

/** A hex's number on the board (-1: off it); `state` only lends its board. */
function idOnBoard(state: VisibleState, hex: Hex): number {
  const place = placeOf(state, hex);
  return place ? place.slot * HEXES_PER_TILE + place.index : -1;
}

/** Costs in hundredths of a point, a free turn in a Port as one hundredth. */
function hundredths(points: number): number {
  return points === 0 ? 1 : points * 100;
}

function revealedAt(placed: VisibleState['map']['placed'], id: number): boolean {
  if (id < 0) return false;
  const tile = placed[(id / HEXES_PER_TILE) | 0];
  return tile !== null && tile !== undefined;
}

function drawChart(state: VisibleState, p: PlayerState, key: string): Chart {
  const hexCount = state.catalog.board.tileSlots.length * HEXES_PER_TILE;
  const geometry = geometryOf(state);
  const placed = state.map.placed;
  const ahead = new Int32Array(hexCount * 6).fill(-1);
  const turnCost = new Int32Array(hexCount).fill(-1);
  const aheadCost = new Int32Array(hexCount).fill(-1);
  // What stepCostFrom reads, read once for the whole chart: the hex's type off its tile, the Improvement, the Storms.
  const ignoresRough = ignoresRoughSeas(state, p);
  const storms = new Set<number>();
  for (const storm of state.tokens.storms) for (const h of storm) storms.add(idOnBoard(state, h));
  for (let slot = 0; slot < hexCount / HEXES_PER_TILE; slot++) {
    const tile = placed[slot];
    const def = tile === null || tile === undefined ? undefined : tileDef(state.catalog, tile);
    for (let index = 0; index < HEXES_PER_TILE; index++) {
      const id = slot * HEXES_PER_TILE + index;
      if (!geometry.own[id]) continue;
      const type = def?.hexes[index]?.type;
      const storm = storms.has(id);
      turnCost[id] = hundredths(stepCost(type, 'turnStarboard', ignoresRough, storm));
      aheadCost[id] = hundredths(stepCost(type, 'ahead', ignoresRough, storm));
      for (let facing = 0; facing < 6; facing++) {
        const next = geometry.next[id * 6 + facing]!;
        if (revealedAt(placed, next)) ahead[id * 6 + facing] = next * 6 + facing;
      }
    }
  }
  return { key, catalog: state.catalog, drawnOn: state, poses: hexCount * 6, ahead, turnCost, aheadCost, next: geometry.next, voyages: new Map() };
}

/** The dearest cost in hundredths whose leg rounds to `within` points or less. */
function limitOf(within: number): number {
  return within === Infinity ? Infinity : 100 * Math.floor(within) + 49;
}

/**
 * Dijkstra over poses with a binary heap, as `voyageFrom` searches: the same pushes in the same order (turn
 * to starboard, to port, then ahead), so equal costs come out in the same order and the same first step wins.
 * The search goes only as far as the legs asked for need (a bot's goal is most often a few steps off) and
 * picks up where it stopped when a farther one is asked: a pose's cost is final once it leaves the heap,
 * and every push costs more than the pose it comes from, so stopping between two pops changes no answer.
 */
class ChartVoyage implements Voyage {
  readonly #c: Chart;
  readonly #s: Search;

  constructor(c: Chart, from: number) {
    this.#c = c;
    this.#s = new Search(c, from);
  }

  toHex(hex: Hex, within = Infinity): VoyageLeg | undefined {
    const s = this.#s;
    const id = idOnBoard(this.#c.drawnOn, hex);
    if (id < 0) return undefined;
    const limit = limitOf(within);
    // Every pose of the hex as cheap as the first one found is settled once the heap holds only dearer ones.
    while (!s.done() && s.settledAt(id) < 0 && s.cheapest() <= limit) s.step();
    const found = s.settledAt(id);
    if (found < 0) return undefined;
    s.settleUpTo(s.cost[found]!);
    let best = -1;
    for (let pose = id * 6; pose < id * 6 + 6; pose++) {
      if (s.cost[pose]! >= 0 && (best < 0 || s.cost[pose]! < s.cost[best]!)) best = pose;
    }
    // Dearer than the limit: as the leg's own cost, which rounds the same way.
    return best < 0 || s.cost[best]! > limit ? undefined : this.#leg(best, 0);
  }

  toFace(target: Hex, within = Infinity): VoyageLeg | undefined {
    const c = this.#c;
    const s = this.#s;
    const targetId = idOnBoard(c.drawnOn, target);
    const limit = limitOf(within);
    // A pose still unsettled costs more than any in the heap, its reveal more again: settled enough once the heap's cheapest is dearer than the best total found.
    for (;;) {
      let best = -1;
      let bestCost = 0;
      for (let facing = 0 as Facing; facing < 6; facing = (facing + 1) as Facing) {
        const id = targetId < 0 ? idOnBoard(c.drawnOn, neighbour(target, turn(facing, 3))) : c.next[targetId * 6 + turn(facing, 3)]!;
        if (id < 0) continue;
        const pose = id * 6 + facing;
        if (s.cost[pose]! < 0) continue;
        // Revealing costs what a move ahead from that hex costs.
        const total = s.cost[pose]! + c.aheadCost[id]!;
        if (best < 0 || total < bestCost) { best = pose; bestCost = total; }
      }
      if (s.done() || (best >= 0 && s.cheapest() > bestCost)) return best < 0 || bestCost > limit ? undefined : this.#leg(best, c.aheadCost[(best / 6) | 0]!);
      // Every total not known yet is dearer than the heap's cheapest, and so is the best found if any: beyond the limit.
      if (s.cheapest() > limit) return undefined;
      s.settleUpTo(best >= 0 ? Math.min(bestCost, limit) : s.cheapest());
    }
  }

  #leg(pose: number, extra: number): VoyageLeg {
    return { cost: Math.round((this.#s.cost[pose]! + extra) / 100), step: STEP_CODE[this.#s.first[pose]!]! };
  }
}

/** A search's binary heap, in three parallel arrays; handed on to the next search once its own is done. */
interface Heap {
  cost: Int32Array;
  pose: Int32Array;
  step: Uint8Array;
}

const spareHeaps: Heap[] = [];
const SPARE_HEAPS = 8;

/** One search from a pose, run as far as asked: `cost` and `first` are final for each pose it has settled (-1: not yet). */
class Search {
  readonly cost: Int32Array;
  readonly first: Uint8Array;
  #heap: Heap | null = null;
  #length = 0;

  constructor(private readonly c: Chart, from: number) {
    this.cost = new Int32Array(c.poses).fill(-1);
    this.first = new Uint8Array(c.poses);
    if (from >= 0) this.#push(0, from, 0);
  }

  done(): boolean {
    return this.#length === 0;
  }

  /** The cost of the heap's cheapest entry (only while not done). */
  cheapest(): number {
    return this.#heap!.cost[0]!;
  }

  /** A pose of hex `id` settled, or -1. */
  settledAt(id: number): number {
    for (let pose = id * 6; pose < id * 6 + 6; pose++) if (this.cost[pose]! >= 0) return pose;
    return -1;
  }

  /** Settles every pose that costs `limit` or less. */
  settleUpTo(limit: number): void {
    while (this.#length > 0 && this.#heap!.cost[0]! <= limit) this.step();
  }

  #push(itemCost: number, pose: number, step: number): void {
    const heap = (this.#heap ??= spareHeaps.pop() ?? { cost: new Int32Array(64), pose: new Int32Array(64), step: new Uint8Array(64) });
    if (this.#length === heap.cost.length) {
      const cost = new Int32Array(this.#length * 2);
      const poses = new Int32Array(this.#length * 2);
      const steps = new Uint8Array(this.#length * 2);
      cost.set(heap.cost);
      poses.set(heap.pose);
      steps.set(heap.step);
      heap.cost = cost;
      heap.pose = poses;
      heap.step = steps;
    }
    const heapCost = heap.cost;
    const heapPose = heap.pose;
    const heapStep = heap.step;
    let i = this.#length++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (heapCost[up]! <= itemCost) break;
      heapCost[i] = heapCost[up]!; heapPose[i] = heapPose[up]!; heapStep[i] = heapStep[up]!;
      i = up;
    }
    heapCost[i] = itemCost; heapPose[i] = pose; heapStep[i] = step;
  }

  /** Takes the heap's cheapest entry off and settles its pose, if not settled already; a heap left empty goes back to the spares. */
  step(): void {
    const heap = this.#heap!;
    const heapCost = heap.cost;
    const heapPose = heap.pose;
    const heapStep = heap.step;
    const itemCost = heapCost[0]!;
    const pose = heapPose[0]!;
    const step = heapStep[0]!;
    const length = --this.#length;
    if (length > 0) {
      const lastCost = heapCost[length]!;
      const lastPose = heapPose[length]!;
      const lastStep = heapStep[length]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= length) break;
        const r = l + 1;
        const m = r < length && heapCost[r]! < heapCost[l]! ? r : l;
        if (heapCost[m]! >= lastCost) break;
        heapCost[i] = heapCost[m]!; heapPose[i] = heapPose[m]!; heapStep[i] = heapStep[m]!;
        i = m;
      }
      heapCost[i] = lastCost; heapPose[i] = lastPose; heapStep[i] = lastStep;
    }
    const cost = this.cost;
    if (cost[pose]! < 0) {
      cost[pose] = itemCost;
      this.first[pose] = step;
      const c = this.c;
      const id = (pose / 6) | 0;
      const facing = pose % 6;
      const right = id * 6 + ((facing + 1) % 6);
      const left = id * 6 + ((facing + 5) % 6);
      const turning = c.turnCost[id]!;
      if (cost[right]! < 0) this.#push(itemCost + turning, right, step || 2);
      if (cost[left]! < 0) this.#push(itemCost + turning, left, step || 3);
      const forward = c.ahead[pose]!;
      if (forward >= 0 && cost[forward]! < 0) this.#push(itemCost + c.aheadCost[id]!, forward, step || 1);
    }
    if (this.#length === 0) {
      if (spareHeaps.length < SPARE_HEAPS) spareHeaps.push(heap);
      this.#heap = null;
    }
  }
}
