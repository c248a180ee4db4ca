import { z } from 'zod';
import type { ContentSet, GameLength, GameOptions, RuleOptions } from '@everrain/engine';

/** What a game was set up with: with the seed and the actions, it replays to the same state. */
export interface Setup {
  readonly players: number;
  /** Ship ids by seat (the content's first ships when absent). */
  readonly ships?: readonly string[];
  readonly length: GameLength;
  readonly rules: Partial<RuleOptions>;
}

/** The rules options a game can be set up with, as saves, scenario files and the terminal's flags give them. */
export const rulesSchema = z.strictObject({
  firstPlayer: z.enum(['clockwise', 'choose']).optional(),
  shipDamage: z.enum(['fateDie', 'colourOrder']).optional(),
  traumaDistribution: z.enum(['choose', 'random']).optional(),
  finalConfrontation: z.boolean().optional(),
  boarding: z.boolean().optional(),
  exhaustiveExpeditions: z.boolean().optional(),
  agendaPace: z.enum(['gentle', 'standard', 'harsh']).optional(),
});

/** A setup as a save holds it (rules absent in saves of the terminal's first builds: the defaults). */
export const setupSchema = z.strictObject({
  players: z.number().int().min(1).max(4),
  length: z.enum(['short', 'medium', 'long']),
  ships: z.array(z.string()).optional(),
  rules: rulesSchema.optional(),
});

/** The engine's options for a setup under a content set. */
export function gameOptions(setup: Setup, content: ContentSet): GameOptions {
  return { players: setup.players, length: setup.length, rules: setup.rules, content, ...(setup.ships ? { ships: setup.ships } : {}) };
}
