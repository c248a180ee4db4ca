import { RandomSource, seedRng, type Action, type GameState } from '@everrain/engine';

/** A bot chooses one of the legal actions it is given. */
export interface Bot {
  readonly name: string;
  choose(state: GameState, legal: readonly Action[]): Action;
}

/** Picks uniformly among the legal actions, from its own seeded generator (never the game's). */
export function randomBot(seed: string | number): Bot {
  const random = new RandomSource(seedRng(seed));
  return {
    name: 'random',
    choose: (_state, legal) => random.pick(legal),
  };
}

export const BOTS: Record<string, (seed: string) => Bot> = { random: randomBot };
