import type { Action, GameState } from '@everrain/engine';

/**
 * The search bot's budget at one table: samples per searched decision (a count, never a time, so the same
 * game gets the same moves on any machine). The server's default is the same (`--bot-samples`).
 */
export const SEARCH_BUDGET = { samples: 4 } as const;

/** A decision for the bot worker: the game's state less its content catalog (the worker has it), the seat and its legal actions. */
export interface ThinkRequest {
  readonly id: number;
  /** One bot per game and seat: `seed/seat/name`. */
  readonly key: string;
  readonly seed: string;
  readonly seat: number;
  readonly state: Omit<GameState, 'catalog'>;
  readonly legal: readonly Action[];
}

export type ThinkAnswer =
  | { readonly id: number; readonly ok: true; readonly action: Action; readonly reason: string }
  | { readonly id: number; readonly ok: false; readonly problem: string };
