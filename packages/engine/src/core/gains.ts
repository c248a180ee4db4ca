import { emit, type Ctx } from './context';
import type { PlayerState } from './state';

/** Gains (or, with a negative amount, loses — never below 0) Clues. */
export function gainClues(ctx: Ctx, p: PlayerState, clues: number, rule: string): void {
  const change = Math.max(clues, -p.clues);
  if (change === 0) return;
  p.clues += change;
  emit(ctx, change > 0 ? 'cluesGained' : 'cluesLost', rule, { clues: change, total: p.clues }, { seat: p.seat });
}

/** Gains (or, with a negative amount, loses — never below 0) coin. */
export function gainCoin(ctx: Ctx, p: PlayerState, coin: number, rule: string): void {
  const change = Math.max(coin, -p.coin);
  if (change === 0) return;
  p.coin += change;
  emit(ctx, change > 0 ? 'coinGained' : 'coinLost', rule, { coin: change, total: p.coin }, { seat: p.seat });
}

/** `cost` Coin paid (written `0 - cost`: a free service's `-cost` is −0, a number the callers' compiled code is not made for). */
export function payCoin(ctx: Ctx, p: PlayerState, cost: number, rule: string): void {
  gainCoin(ctx, p, 0 - cost, rule);
}
