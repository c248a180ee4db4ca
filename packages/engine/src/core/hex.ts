/**
 * Hex geometry on pointy-top hexes in axial coordinates (q, r).
 * Directions are numbered clockwise from East, so turning to starboard adds 1.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export type Facing = 0 | 1 | 2 | 3 | 4 | 5;
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];
export const FACING_NAMES: Record<Facing, string> = { 0: 'E', 1: 'SE', 2: 'SW', 3: 'W', 4: 'NW', 5: 'NE' };

const DIRECTION_VECTORS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export function isFacing(value: unknown): value is Facing {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function neighbour(hex: Hex, facing: Facing): Hex {
  const v = DIRECTION_VECTORS[facing] as Hex;
  return { q: hex.q + v.q, r: hex.r + v.r };
}

export function neighbours(hex: Hex): Hex[] {
  return FACINGS.map((f) => neighbour(hex, f));
}

export function turn(facing: Facing, steps: number): Facing {
  return ((((facing + steps) % 6) + 6) % 6) as Facing;
}

/** Fewest single-face turns between two facings (0–3). */
export function turnsBetween(a: Facing, b: Facing): number {
  const d = Math.abs(a - b) % 6;
  return Math.min(d, 6 - d);
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexKey(hex: Hex): string {
  return `${hex.q},${hex.r}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Odd-row offset coordinates (odd rows shifted right): the layout the map is drawn and sliced in. */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

export function toOffset(hex: Hex): Offset {
  return { col: hex.q + (hex.r - (hex.r & 1)) / 2, row: hex.r };
}

export function fromOffset(offset: Offset): Hex {
  return { q: offset.col - (offset.row - (offset.row & 1)) / 2, r: offset.row };
}
