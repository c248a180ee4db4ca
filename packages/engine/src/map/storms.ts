import type { VisibleState } from '../core/visible';
import { emit, type Ctx } from '../core/context';
import { rollFate } from '../core/dice';
import { FACINGS, hexDistance, neighbour, type Facing, type Hex } from '../core/hex';
import type { PlayerState } from '../core/state';

/**
 * Storms (gap facts): one spawns at each new Act, as many hexes as the new Act's number, placed on the
 * First Player's ship; its orientation never changes. They block Line of Sight, strip a Port of its
 * safety, and (ours) every sailing cost doubles for a ship under one, as in a Rough Sea.
 */
export function spawnStorm(ctx: Ctx): void {
  spawnStormAt(ctx, firstPlayerShip(ctx.state)?.position?.hex ?? { q: 0, r: 0 }, 'Storms');
}

/** Places a Storm of the current Act's size (at least 2 hexes) on a hex. */
export function spawnStormAt(ctx: Ctx, anchor: Hex, rule: string): void {
  const { state } = ctx;
  const size = String(Math.min(4, Math.max(2, state.act))) as '2' | '3' | '4';
  const hexes = state.catalog.board.stormShapes[size].map((o) => ({ q: anchor.q + o.q, r: anchor.r + o.r }));
  state.tokens.storms.push(hexes);
  emit(ctx, 'stormSpawned', rule, { storm: state.tokens.storms.length - 1, hexes: hexes.map((h) => ({ ...h })), size: Number(size), anchor: { q: anchor.q, r: anchor.r } });
}

/** The First Player's ship, or the next one clockwise that is afloat. */
function firstPlayerShip(state: VisibleState): PlayerState | undefined {
  const n = state.players.length;
  for (let i = 0; i < n; i++) {
    const p = state.players[(state.firstPlayer + i) % n];
    if (p?.position) return p;
  }
  return undefined;
}

/**
 * Each Enemy Phase a Storm moves one hex: on a Fate Die of 0–4 toward the First Player's ship (the
 * direction that brings its first hex nearest; the lowest direction clockwise from East on a tie; it
 * stays if already over the ship), on 5–9 in a direction the players choose (a decision for the First
 * Player). Returns true when it waits for that decision.
 */
export function rollStormMove(ctx: Ctx, storm: number): boolean {
  const { state } = ctx;
  const hexes = state.tokens.storms[storm];
  if (!hexes) return false;
  const roll = rollFate(ctx, 'Storms', { for: 'storm', storm });
  if (roll >= 5) {
    state.pending.push({ kind: 'moveStorm', seat: state.firstPlayer, storm });
    return true;
  }
  const direction = stormDrift(state, storm);
  if (direction === null) {
    emit(ctx, 'stormMoved', 'Storms', { storm, direction: null, from: null, hexes: null });
    return false;
  }
  moveStorm(ctx, storm, direction);
  return false;
}

/**
 * Where a Storm drifts on a Fate Die of 0–4: the direction toward the First Player's ship that brings its
 * first hex nearest (the lowest direction clockwise from East on a tie), or null when it stays (already
 * over the ship, or no ship afloat).
 */
export function stormDrift(state: VisibleState, storm: number): Facing | null {
  const hexes = state.tokens.storms[storm];
  const target = firstPlayerShip(state)?.position?.hex;
  if (!hexes || !target || hexes.some((h) => h.q === target.q && h.r === target.r)) return null;
  const anchor = hexes[0] as Hex;
  return FACINGS.slice().sort((a, b) => hexDistance(neighbour(anchor, a), target) - hexDistance(neighbour(anchor, b), target) || a - b)[0] as Facing;
}

export function moveStorm(ctx: Ctx, storm: number, direction: Facing): void {
  const { state } = ctx;
  const hexes = state.tokens.storms[storm];
  if (!hexes) return;
  const moved = hexes.map((h) => neighbour(h, direction));
  state.tokens.storms[storm] = moved;
  // `from`/`hexes` (issue #15): the hexes it covered and covers now, so a client can draw the move; additive.
  emit(ctx, 'stormMoved', 'Storms', { storm, direction, from: hexes.map((h) => ({ q: h.q, r: h.r })), hexes: moved.map((h) => ({ q: h.q, r: h.r })) });
}
