import { hexDistance, type Facing, type Hex } from '../core/hex';

/**
 * Line of Sight (reference manual): a line from the centre of one hex to the centre of another is
 * obstructed by any blocking hex it passes through (the two end hexes never block). A line running
 * exactly along the edge between two hexes is clear if either side is clear (docs/rules-decisions.md).
 */
export function lineOfSight(from: Hex, to: Hex, blocks: (hex: Hex) => boolean): boolean {
  return [1, -1].some((side) => hexesBetween(from, to, side).every((h) => !blocks(h)));
}

/** The hexes a centre-to-centre line crosses, ends excluded, nudged to one side of any edge it runs along. */
export function hexesBetween(from: Hex, to: Hex, side: 1 | -1 | number): Hex[] {
  const n = hexDistance(from, to);
  const eps = 1e-6 * side;
  const out: Hex[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const q = from.q + (to.q - from.q) * t + eps;
    const r = from.r + (to.r - from.r) * t + 2 * eps;
    out.push(roundAxial(q, r));
  }
  return out;
}

function roundAxial(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** Turns an offset in the ship's frame (facing East) to the map, for a ship facing `facing`. */
export function rotateOffset(offset: Hex, facing: Facing | number): Hex {
  let { q, r } = offset;
  for (let i = 0; i < ((facing % 6) + 6) % 6; i++) [q, r] = [-r, q + r];
  return { q: q + 0, r: r + 0 };
}
