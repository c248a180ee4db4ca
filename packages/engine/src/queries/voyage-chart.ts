import type { VisibleState } from '../core/visible';
import { neighbour, turn, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';
import { chartOf, idOnBoard, type Chart, type KeptVoyage } from './sea-chart';
import type { Voyage, VoyageLeg, VoyageStep } from '../orders/voyage';

/**
 * The voyage from a ship's pose (the cheapest Navigation points to every pose of the revealed map, and the
 * first step of it): the answers of orders/voyage.ts's search, worked out on a chart of the map's steps
 * (sea-chart.ts), drawn once per map. A bot
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
  if (c.voyages.size >= RECENT_VOYAGES) {
    const oldest = c.voyages.keys().next().value as number;
    c.voyages.get(oldest)!.release();
    c.voyages.delete(oldest);
  }
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

const STEP_CODE: readonly (VoyageStep | null)[] = [null, 'ahead', 'turnStarboard', 'turnPort'];

const RECENT_VOYAGES = 64;

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
class ChartVoyage implements KeptVoyage {
  readonly #c: Chart;
  readonly #from: number;
  #s: Search | null;

  constructor(c: Chart, from: number) {
    this.#c = c;
    this.#from = from;
    this.#s = new Search(c, from);
  }

  /**
   * Hands the search's arrays on to the next search (a voyage no longer kept for its pose); asked again, the
   * voyage searches afresh, to the same legs. Typed arrays of a chart's size live outside V8's heap, and
   * making one for each new pose was a good part of a goal's cost.
   */
  release(): void {
    this.#s?.release();
    this.#s = null;
  }

  #search(): Search {
    return (this.#s ??= new Search(this.#c, this.#from));
  }

  toHex(hex: Hex, within = Infinity): VoyageLeg | undefined {
    const s = this.#search();
    const id = idOnBoard(this.#c, hex);
    if (id < 0) return undefined;
    const limit = limitOf(within);
    // Every pose of the hex as cheap as the first one found is settled once the heap holds only dearer ones.
    // Searched until a pose of the hex is settled: the one a step settles is the only one of its hex settled yet.
    let found = s.settledAt(id);
    while (found < 0 && !s.done() && s.cheapest() <= limit) {
      const settled = s.step();
      if (settled >= 0 && ((settled / 6) | 0) === id) found = settled;
    }
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
    const s = this.#search();
    const targetId = idOnBoard(c, target);
    const limit = limitOf(within);
    // A pose still unsettled costs more than any in the heap, its reveal more again: settled enough once the heap's cheapest is dearer than the best total found.
    for (;;) {
      let best = -1;
      let bestCost = 0;
      for (let facing = 0 as Facing; facing < 6; facing = (facing + 1) as Facing) {
        const id = targetId < 0 ? idOnBoard(c, neighbour(target, turn(facing, 3))) : c.next[targetId * 6 + turn(facing, 3)]!;
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
    const s = this.#search();
    return { cost: Math.round((s.cost[pose]! + extra) / 100), step: STEP_CODE[s.first[pose]!]! };
  }
}

/**
 * A search's binary heap, in two parallel plain arrays (they grow as pushed onto): each entry's cost, and its
 * pose and first step packed as pose × 4 + step (one move fewer at each level sifted); handed on to the next
 * search once its own is done. Plain, not typed: a typed array's buffer lives outside V8's heap and costs
 * microseconds to make, and a bot's searches outnumber the spare heaps.
 */
interface Heap {
  readonly cost: number[];
  readonly item: number[];
}

const spareHeaps: Heap[] = [];
const SPARE_HEAPS = 8;

/** A released search's pose arrays, for the next search on a board of as many poses (made clean again: every pose unsettled). */
const spareMarks: { cost: Int32Array; first: Uint8Array }[] = [];
const SPARE_MARKS = 16;

/** One search from a pose, run as far as asked: `cost` and `first` are final for each pose it has settled (-1: not yet). */
class Search {
  readonly cost: Int32Array;
  readonly first: Uint8Array;
  #heap: Heap | null = null;
  #length = 0;
  /** The poses settled, to make the arrays clean again on release (a few dozen, where filling them was the whole board). */
  readonly #settled: number[] = [];

  constructor(private readonly c: Chart, from: number) {
    const spare = spareMarks.pop();
    if (spare !== undefined && spare.cost.length === c.poses) {
      this.cost = spare.cost;
      this.first = spare.first;
    } else {
      this.cost = new Int32Array(c.poses).fill(-1);
      this.first = new Uint8Array(c.poses);
    }
    if (from >= 0) this.#push(0, from, 0);
  }

  /** Gives its arrays (and its heap, if any) to the searches to come; it is never read again. */
  release(): void {
    if (spareMarks.length < SPARE_MARKS) {
      for (const pose of this.#settled) {
        this.cost[pose] = -1;
        this.first[pose] = 0;
      }
      spareMarks.push({ cost: this.cost, first: this.first });
    }
    if (this.#heap !== null && spareHeaps.length < SPARE_HEAPS) spareHeaps.push(this.#heap);
    this.#heap = null;
    this.#length = 0;
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
    const heap = (this.#heap ??= spareHeaps.pop() ?? { cost: [], item: [] });
    const heapCost = heap.cost;
    const heapItem = heap.item;
    let i = this.#length++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (heapCost[up]! <= itemCost) break;
      heapCost[i] = heapCost[up]!; heapItem[i] = heapItem[up]!;
      i = up;
    }
    heapCost[i] = itemCost; heapItem[i] = pose * 4 + step;
  }

  /**
   * Takes the heap's cheapest entry off and settles its pose, if not settled already (that pose, else -1); a heap
   * left empty goes back to the spares.
   */
  step(): number {
    const heap = this.#heap!;
    const heapCost = heap.cost;
    const heapItem = heap.item;
    const itemCost = heapCost[0]!;
    const packed = heapItem[0]!;
    const pose = packed >> 2;
    const step = packed & 3;
    const length = --this.#length;
    if (length > 0) {
      const lastCost = heapCost[length]!;
      const lastItem = heapItem[length]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= length) break;
        const r = l + 1;
        const m = r < length && heapCost[r]! < heapCost[l]! ? r : l;
        if (heapCost[m]! >= lastCost) break;
        heapCost[i] = heapCost[m]!; heapItem[i] = heapItem[m]!;
        i = m;
      }
      heapCost[i] = lastCost; heapItem[i] = lastItem;
    }
    const cost = this.cost;
    let settled = -1;
    if (cost[pose]! < 0) {
      settled = pose;
      cost[pose] = itemCost;
      this.first[pose] = step;
      this.#settled.push(pose);
      const c = this.c;
      const id = (pose / 6) | 0;
      const facing = pose % 6;
      const right = id * 6 + ((facing + 1) % 6);
      const left = id * 6 + ((facing + 5) % 6);
      const turning = c.turnCost[id]!;
      if (cost[right]! < 0) this.#push(itemCost + turning, right, step || 2);
      if (cost[left]! < 0) this.#push(itemCost + turning, left, step || 3);
      const beyond = c.next[pose]!;
      if (beyond >= 0 && c.revealed[beyond] === 1) {
        const forward = beyond * 6 + facing;
        if (cost[forward]! < 0) this.#push(itemCost + c.aheadCost[id]!, forward, step || 1);
      }
    }
    if (this.#length === 0) {
      if (spareHeaps.length < SPARE_HEAPS) spareHeaps.push(heap);
      this.#heap = null;
    }
    return settled;
  }
}
