import type { Actor } from '../core/events';
import { emit, type Ctx } from '../core/context';
import type { DieFace } from '../core/content';

/** What an Enemy dice roll gives: each result is worth one of its kind; Blanks do nothing. */
export interface EnemyResults {
  moves: number;
  damage: number;
  omens: number;
}

export function tallyEnemyDice(faces: readonly DieFace[]): EnemyResults {
  return {
    moves: faces.filter((f) => f === 'move').length,
    damage: faces.filter((f) => f === 'damage').length,
    omens: faces.filter((f) => f === 'omen').length,
  };
}


/**
 * The contextual rule (rulebook, Enemies; reference manual, Enemy): two identical results that have no
 * use become one result of the other kind that does. The event says so in words.
 */
export function announceConversion(ctx: Ctx, who: Actor, from: 'move' | 'damage'): void {
  const to = from === 'move' ? 'damage' : 'move';
  emit(ctx, 'enemyResultsConverted', 'Movement, attacking & objectives', { from, to, who });
}

/** A lone useless result, or useless ones that cannot become anything useful, are ignored. */
export function announceIgnored(ctx: Ctx, who: Actor, moves: number, damage: number, omens = 0): void {
  const parts = [
    moves > 0 ? `${moves} Move` : '',
    damage > 0 ? `${damage} Damage` : '',
    omens > 0 ? `${omens} Omen` : '',
  ].filter(Boolean);
  if (parts.length === 0) return;
  emit(ctx, 'enemyResultsIgnored', 'Movement, attacking & objectives', { moves, damage, omens, who });
}
