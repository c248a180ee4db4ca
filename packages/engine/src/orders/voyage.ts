import type { VisibleState } from '../core/visible';
import { FACINGS, neighbour, turn, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';
import { hexTypeAt, placeOf } from '../map/board';
import { ignoresRoughSeas } from '../ship/improvements';
import { stepCostFrom, type ShipPose } from './navigation';

/** A step that moves or turns the ship (a reveal moves nothing). */
export type VoyageStep = 'ahead' | 'turnStarboard' | 'turnPort';

/** The cheapest way to a place: its cost in Navigation points and the first step of it (null: there already). */
export interface VoyageLeg {
  readonly cost: number;
  readonly step: VoyageStep | null;
}

/**
 * The cheapest cost in Navigation points from a ship's pose to every pose on the revealed map, whatever
 * points it has now (Ship movement: a turn or a move ahead costs 1, 2 in a Rough Sea or under a Storm, a
 * turn in a Port nothing; `stepCostFrom`), for planning a voyage over several turns. Ships pass through
 * occupied hexes; where a ship may end its move is `hexTaken`'s. Ties go to the first step found.
 */
export interface Voyage {
  /** Standing on a hex, on any facing; undefined too when it costs more than `within` points, if given. */
  toHex(hex: Hex, within?: number): VoyageLeg | undefined;
  /** Facing an empty tile slot's hex from a revealed one, to reveal it (the reveal's own cost included); undefined too beyond `within`. */
  toFace(hex: Hex, within?: number): VoyageLeg | undefined;
}

const STEP_CODE: readonly (VoyageStep | null)[] = [null, 'ahead', 'turnStarboard', 'turnPort'];

interface Item {
  readonly cost: number;
  readonly pose: number;
  readonly step: number;
}

/** The board's hexes are numbered slot × 6 + index (a tile has six), a pose hex × 6 + facing. */
const HEXES_PER_TILE = 6;

/**
 * Voyages worked out lately, per catalog: a voyage depends only on the tiles placed, the Storms, whether the
 * ship ignores Rough Seas (what `stepCostFrom` reads) and the pose it starts from, which stay the same over
 * most decisions of a turn (crew Orders, services, trades).
 */
const recent = new WeakMap<VisibleState['catalog'], Map<string, Voyage>>();
const RECENT_LIMIT = 32;

/**
 * The voyage from the ship's pose; undefined while it is off the map. Costs are counted in hundredths of a
 * point, a free turn in a Port as one hundredth, so that no cheapest route turns round and round in a Port.
 */
export function voyageFrom(state: VisibleState, p: PlayerState): Voyage | undefined {
  const start = p.position;
  if (!start) return undefined;
  const storms = state.tokens.storms.map((storm) => storm.map((h) => `${h.q},${h.r}`).join(';')).join('|');
  const key = `${start.hex.q},${start.hex.r},${start.facing}/${ignoresRoughSeas(state, p) ? 1 : 0}/${state.map.placed.join(',')}/${storms}`;
  let byKey = recent.get(state.catalog);
  if (!byKey) recent.set(state.catalog, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const made = sail(state, p, start);
  if (byKey.size >= RECENT_LIMIT) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, made);
  return made;
}

function sail(state: VisibleState, p: PlayerState, start: ShipPose): Voyage {
  const hexCount = state.catalog.board.tileSlots.length * HEXES_PER_TILE;
  const hexOf: (Hex | undefined)[] = new Array(hexCount);
  // What a step from each hex costs, in hundredths; -1 until asked (a step's cost depends on the hex, never the facing).
  const turnCost = new Int32Array(hexCount).fill(-1);
  const aheadCost = new Int32Array(hexCount).fill(-1);
  const idOf = (hex: Hex): number => {
    const place = placeOf(state, hex);
    if (!place) return -1;
    const id = place.slot * HEXES_PER_TILE + place.index;
    hexOf[id] ??= hex;
    return id;
  };
  const costOf = (id: number, facing: Facing, turning: boolean): number => {
    const memo = turning ? turnCost : aheadCost;
    let c = memo[id]!;
    if (c < 0) {
      const points = stepCostFrom(state, p, { hex: hexOf[id]!, facing }, turning ? 'turnStarboard' : 'ahead');
      c = points === 0 ? 1 : points * 100;
      memo[id] = c;
    }
    return c;
  };
  const startId = idOf(start.hex);
  const cost = new Int32Array(hexCount * 6).fill(-1);
  const first = new Uint8Array(hexCount * 6);
  if (startId >= 0) search(startId * 6 + start.facing);

  function search(from: number): void {
    // Dijkstra over poses with a binary heap.
    const heap: Item[] = [{ cost: 0, pose: from, step: 0 }];
    const push = (item: Item) => {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const up = (i - 1) >> 1;
        if (heap[up]!.cost <= item.cost) break;
        heap[i] = heap[up]!;
        i = up;
      }
      heap[i] = item;
    };
    const pop = (): Item => {
      const top = heap[0]!;
      const last = heap.pop()!;
      if (heap.length > 0) {
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= heap.length) break;
          const r = l + 1;
          const m = r < heap.length && heap[r]!.cost < heap[l]!.cost ? r : l;
          if (heap[m]!.cost >= last.cost) break;
          heap[i] = heap[m]!;
          i = m;
        }
        heap[i] = last;
      }
      return top;
    };
    while (heap.length > 0) {
      const { cost: c, pose, step } = pop();
      if (cost[pose]! >= 0) continue;
      cost[pose] = c;
      first[pose] = step;
      const id = (pose / 6) | 0;
      const facing = (pose % 6) as Facing;
      const right = id * 6 + turn(facing, 1);
      const left = id * 6 + turn(facing, -1);
      const turning = costOf(id, facing, true);
      if (cost[right]! < 0) push({ cost: c + turning, pose: right, step: step || 2 });
      if (cost[left]! < 0) push({ cost: c + turning, pose: left, step: step || 3 });
      const ahead = neighbour(hexOf[id]!, facing);
      if (hexTypeAt(state, ahead) === undefined) continue;
      const forward = idOf(ahead) * 6 + facing;
      if (cost[forward]! < 0) push({ cost: c + costOf(id, facing, false), pose: forward, step: step || 1 });
    }
  }

  const leg = (c: number, pose: number): VoyageLeg => ({ cost: Math.round(c / 100), step: STEP_CODE[first[pose]!]! });
  return {
    toHex(hex, within = Infinity) {
      const found = legTo(hex);
      return found && found.cost <= within ? found : undefined;
    },
    toFace(target, within = Infinity) {
      const found = legFacing(target);
      return found && found.cost <= within ? found : undefined;
    },
  };

  function legTo(hex: Hex): VoyageLeg | undefined {
    const id = idOf(hex);
    if (id < 0) return undefined;
    let best = -1;
    for (const facing of FACINGS) {
      const c = cost[id * 6 + facing]!;
      if (c >= 0 && (best < 0 || c < cost[id * 6 + best]!)) best = facing;
    }
    return best < 0 ? undefined : leg(cost[id * 6 + best]!, id * 6 + best);
  }

  function legFacing(target: Hex): VoyageLeg | undefined {
    let best: { c: number; pose: number } | undefined;
    for (const facing of FACINGS) {
      const back = neighbour(target, turn(facing, 3));
      const id = idOf(back);
      if (id < 0) continue;
      const c = cost[id * 6 + facing]!;
      if (c < 0) continue;
      const pose: ShipPose = { hex: back, facing };
      const total = c + stepCostFrom(state, p, pose, 'reveal') * 100;
      if (!best || total < best.c) best = { c: total, pose: id * 6 + facing };
    }
    return best && leg(best.c, best.pose);
  }
}
