import { emit, type Ctx } from './context';
import type { PlayerState } from './state';

export function gainClues(ctx: Ctx, p: PlayerState, clues: number, rule: string): void {
  if (clues <= 0) return;
  p.clues += clues;
  emit(ctx, 'cluesGained', rule, `Seat ${p.seat + 1} gains ${clues} Clue${clues === 1 ? '' : 's'} (${p.clues} in all).`, {
    seat: p.seat, data: { clues },
  });
}

export function gainCoin(ctx: Ctx, p: PlayerState, coin: number, rule: string): void {
  if (coin <= 0) return;
  p.coin += coin;
  emit(ctx, 'coinGained', rule, `Seat ${p.seat + 1} gains ${coin} coin (${p.coin} in all).`, { seat: p.seat, data: { coin } });
}
