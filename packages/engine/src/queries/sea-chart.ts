import type { VisibleState } from '../core/visible';
import { neighbour, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';
import type { HexType } from '../core/content';
import { placeOf, slotHexes } from '../map/board';
import { ignoresRoughSeas } from '../ship/improvements';
import { stepCost } from '../orders/navigation';
import { tileDef } from '../core/catalog';
import { sameItems } from '../core/lists';
import type { Voyage } from '../orders/voyage';

/**
 * The chart of the map's steps that voyage-chart.ts searches: the hex each pose faces and what a turn and a
 * move ahead cost from each hex (`stepCostFrom`), which change only when a tile is revealed, a Storm moves or
 * the ship gains or loses the Improvement that ignores Rough Seas. Drawn once per map without the Storms; a
 * Storm's move then costs only its own hexes again.
 */
/** The board's hexes are numbered slot × 6 + index (a tile has six), a pose hex × 6 + facing. */
export const HEXES_PER_TILE = 6;

export interface Chart {
  /** The catalog whose board numbers the hexes (`idOnBoard(chart, hex)`); the chart keeps no state alive. */
  readonly catalog: VisibleState['catalog'];
  readonly poses: number;
  /**
   * 1 where the board's hex numbered so is on a tile placed, else 0: a move ahead from a pose leads to the
   * hex `next` gives for it, if that is revealed. (Not a list of poses ahead: six times as long, it was most
   * of what a tile revealed copied, and the copies outlived the young generation's collections.)
   */
  readonly revealed: readonly number[];
  /** What a turn and a move ahead cost from each hex, in hundredths of a point (a free turn in a Port: one hundredth). */
  readonly turnCost: readonly number[];
  readonly aheadCost: readonly number[];
  /** The board's hex numbers ahead of each hex in each facing (Geometry.next). */
  readonly next: Int32Array;
  /** The voyages worked out on this chart lately, by the pose they start from. */
  readonly voyages: Map<number, KeptVoyage>;
}

/** A voyage a chart keeps: released when no longer kept, it hands its search's arrays on (and searches afresh if asked again). */
export interface KeptVoyage extends Voyage {
  release(): void;
}

/** A chart the ships have sailed off (a tile revealed, a Storm moved): its voyages' arrays go to the next searches. */
function retire(chart: Chart, next: Chart): void {
  if (chart === next) return;
  for (const voyage of chart.voyages.values()) voyage.release();
  chart.voyages.clear();
}

/** Charts of the tiles placed without the Storms, by Rough Seas ignored or not and the tiles: a Storm's move redraws only its hexes' costs. */
const calmCharts = new Map<string, Chart>();
const CHARTS_KEPT = 16;

/** The chart last asked for, and for what: a decision asks for the same chart several times. */
let lastAsked: { state: VisibleState; p: PlayerState; chart: Chart } | null = null;

/**
 * What the last chart found for a ship that ignores Rough Seas, and for one that does not, was for (and the
 * calm chart it was drawn from): read off the next state asked about without making a key (the seats take
 * turns, their ships may differ).
 */
const lastFound: ({ catalog: VisibleState['catalog']; placed: readonly (string | null)[]; storms: readonly (readonly Hex[])[]; chart: Chart; calm: Chart } | null)[] = [null, null];

export function chartOf(state: VisibleState, p: PlayerState): Chart {
  if (lastAsked && lastAsked.state === state && lastAsked.p === p) return lastAsked.chart;
  const rough = ignoresRoughSeas(state, p);
  const last = lastFound[rough ? 1 : 0];
  let chart: Chart;
  if (last !== null && last !== undefined && last.catalog === state.catalog && sameItems(last.placed, state.map.placed)) {
    if (sameStorms(last.storms, state.tokens.storms)) chart = last.chart;
    else {
      chart = withStorms(state, last.calm, rough);
      retire(last.chart, chart);
      lastFound[rough ? 1 : 0] = { catalog: last.catalog, placed: last.placed, storms: state.tokens.storms.map((storm) => storm.slice()), chart, calm: last.calm };
    }
  } else {
    const calm = calmChart(state, rough);
    chart = withStorms(state, calm, rough);
    if (last) {
      retire(last.chart, chart);
      retire(last.calm, chart);
    }
    lastFound[rough ? 1 : 0] = { catalog: state.catalog, placed: state.map.placed.slice(), storms: state.tokens.storms.map((storm) => storm.slice()), chart, calm };
  }
  lastAsked = { state, p, chart };
  return chart;
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

/** The calm chart drawn last for a ship that ignores Rough Seas, and for one that does not, and the tiles it was drawn for. */
const lastCalm: ({ placed: readonly (string | null)[]; chart: Chart } | null)[] = [null, null];

function calmChart(state: VisibleState, rough: boolean): Chart {
  const key = `${rough ? 1 : 0}/${state.map.placed.join(',')}`;
  const known = calmCharts.get(key);
  if (known && known.catalog === state.catalog) return known;
  // Most often the map has grown by a tile since the last chart: only that tile's hexes are drawn anew.
  const last = lastCalm[rough ? 1 : 0];
  const made = last && last.chart.catalog === state.catalog ? grownChart(state, rough, last.placed, last.chart) ?? drawChart(state, rough) : drawChart(state, rough);
  if (calmCharts.size >= CHARTS_KEPT) calmCharts.delete(calmCharts.keys().next().value as string);
  calmCharts.set(key, made);
  lastCalm[rough ? 1 : 0] = { placed: state.map.placed.slice(), chart: made };
  return made;
}

/** The calm chart with each Storm's hexes costed as stormy (the calm one itself when no Storm is on the board). */
function withStorms(state: VisibleState, calm: Chart, rough: boolean): Chart {
  let turnCost: number[] | null = null;
  let aheadCost: number[] | null = null;
  for (const storm of state.tokens.storms) {
    for (const h of storm) {
      const id = idOnBoard(state, h);
      if (id < 0 || calm.turnCost[id]! < 0) continue;
      turnCost ??= calm.turnCost.slice();
      aheadCost ??= calm.aheadCost.slice();
      const type = hexTypeOn(state, id);
      turnCost[id] = hundredths(stepCost(type, 'turnStarboard', rough, true));
      aheadCost![id] = hundredths(stepCost(type, 'ahead', rough, true));
    }
  }
  if (turnCost === null || aheadCost === null) return calm;
  return { catalog: calm.catalog, poses: calm.poses, revealed: calm.revealed, turnCost, aheadCost, next: calm.next, voyages: new Map() };
}

/** The printed type of the board's hex numbered `id` (undefined: no tile placed there). */
function hexTypeOn(state: VisibleState, id: number): HexType | undefined {
  const tile = state.map.placed[(id / HEXES_PER_TILE) | 0];
  return tile === null || tile === undefined ? undefined : tileDef(state.catalog, tile).hexes[id % HEXES_PER_TILE]?.type;
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

/** A hex's number on the board (-1: off it); `state` (or a chart) only lends its catalog's board. */
export function idOnBoard(state: Pick<VisibleState, 'catalog'>, hex: Hex): number {
  const place = placeOf(state, hex);
  return place ? place.slot * HEXES_PER_TILE + place.index : -1;
}

/** Costs in hundredths of a point, a free turn in a Port as one hundredth. */
function hundredths(points: number): number {
  return points === 0 ? 1 : points * 100;
}

/**
 * The calm chart of `state`'s tiles drawn from one of fewer tiles (`before`: the tiles it was drawn for),
 * as `drawChart` would draw it: each new tile's hexes revealed and costed by their type. Undefined when a
 * tile was taken away or changed: then it is drawn whole.
 */
function grownChart(state: VisibleState, rough: boolean, before: readonly (string | null)[], from: Chart): Chart | undefined {
  const placed = state.map.placed;
  if (placed.length !== before.length) return undefined;
  for (let slot = 0; slot < placed.length; slot++) {
    const was = before[slot];
    if (was !== null && was !== undefined && was !== placed[slot]) return undefined;
  }
  const geometry = geometryOf(state);
  const revealed = from.revealed.slice();
  const turnCost = from.turnCost.slice();
  const aheadCost = from.aheadCost.slice();
  for (let slot = 0; slot < placed.length; slot++) {
    const tile = placed[slot];
    if (tile === null || tile === undefined || before[slot] === tile) continue;
    const def = tileDef(state.catalog, tile);
    for (let index = 0; index < HEXES_PER_TILE; index++) {
      const id = slot * HEXES_PER_TILE + index;
      revealed[id] = 1;
      if (!geometry.own[id]) continue;
      const type = def.hexes[index]?.type;
      turnCost[id] = hundredths(stepCost(type, 'turnStarboard', rough, false));
      aheadCost[id] = hundredths(stepCost(type, 'ahead', rough, false));
    }
  }
  return { catalog: state.catalog, poses: from.poses, revealed, turnCost, aheadCost, next: geometry.next, voyages: new Map() };
}

/** The calm chart of `state`'s tiles drawn whole, never from another (for a test that compares the two). */
export function chartDrawnWhole(state: VisibleState, rough: boolean): Pick<Chart, 'revealed' | 'turnCost' | 'aheadCost'> {
  return drawChart(state, rough);
}

/** The calm chart of `state`'s tiles as the voyages use it, grown from the last when it can be (for that test). */
export function calmChartOf(state: VisibleState, rough: boolean): Pick<Chart, 'revealed' | 'turnCost' | 'aheadCost'> {
  return calmChart(state, rough);
}

/**
 * A plain array of `length` copies of `value`. A chart's arrays are plain arrays, not typed ones: a typed array's
 * buffer lives outside V8's heap and costs microseconds to make, and a chart is copied at every Storm's move.
 */
function filled(length: number, value: number): number[] {
  const made: number[] = [];
  for (let i = 0; i < length; i++) made.push(value);
  return made;
}

/** The chart of the tiles placed, without the Storms (`withStorms` adds them). */
function drawChart(state: VisibleState, rough: boolean): Chart {
  const hexCount = state.catalog.board.tileSlots.length * HEXES_PER_TILE;
  const geometry = geometryOf(state);
  const placed = state.map.placed;
  const revealed = filled(hexCount, 0);
  const turnCost = filled(hexCount, -1);
  const aheadCost = filled(hexCount, -1);
  for (let slot = 0; slot < hexCount / HEXES_PER_TILE; slot++) {
    const tile = placed[slot];
    const def = tile === null || tile === undefined ? undefined : tileDef(state.catalog, tile);
    for (let index = 0; index < HEXES_PER_TILE; index++) {
      const id = slot * HEXES_PER_TILE + index;
      if (def !== undefined) revealed[id] = 1;
      if (!geometry.own[id]) continue;
      const type = def?.hexes[index]?.type;
      turnCost[id] = hundredths(stepCost(type, 'turnStarboard', rough, false));
      aheadCost[id] = hundredths(stepCost(type, 'ahead', rough, false));
    }
  }
  return { catalog: state.catalog, poses: hexCount * 6, revealed, turnCost, aheadCost, next: geometry.next, voyages: new Map() };
}
