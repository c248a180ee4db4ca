import * as z from 'zod/mini';

// zod/mini (the page carries it: a tenth of zod's size) with zod's English messages, as a save's errors say them.
z.config(z.locales.en());
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
  firstPlayer: z.optional(z.enum(['clockwise', 'choose'])),
  shipDamage: z.optional(z.enum(['fateDie', 'colourOrder'])),
  traumaDistribution: z.optional(z.enum(['choose', 'random'])),
  finalConfrontation: z.optional(z.boolean()),
  boarding: z.optional(z.boolean()),
  exhaustiveExpeditions: z.optional(z.boolean()),
  agendaPace: z.optional(z.enum(['gentle', 'standard', 'harsh'])),
});

/** A setup as a save holds it (rules absent in saves of the terminal's first builds: the defaults). */
export const setupSchema = z.strictObject({
  players: z.number().check(z.int(), z.gte(1), z.lte(4)),
  length: z.enum(['short', 'medium', 'long']),
  ships: z.optional(z.array(z.string())),
  rules: z.optional(rulesSchema),
});

/** The engine's options for a setup under a content set. */
export function gameOptions(setup: Setup, content: ContentSet): GameOptions {
  return { players: setup.players, length: setup.length, rules: setup.rules, content, ...(setup.ships ? { ships: setup.ships } : {}) };
}
