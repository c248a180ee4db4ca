import { canonicalJson, freshSeed, randomAllocation, RandomSource, seedRng, type Action, type GameState } from '@everrain/engine';

/** A bot chooses one of the legal actions it is given. */
export interface Bot {
  readonly name: string;
  choose(state: GameState, legal: readonly Action[]): Action;
}

/**
 * Picks uniformly among the legal actions, from its own seeded generator (never the game's) — except
 * where Trauma must be spread: that it spreads with the damage step, as the players' automatic option
 * does (issue 5). Without a seed it draws one of 128 bits from the system's generator (D85).
 */
export function randomBot(seed: string | number = freshSeed(crypto)): Bot {
  const random = new RandomSource(seedRng(seed));
  return {
    name: 'random',
    choose: (state, legal) => {
      const decision = state.pending[0];
      if (decision?.kind === 'assignTrauma') {
        const wanted = canonicalJson(randomAllocation(decision.amount, decision.targets, random));
        const found = legal.find((a) => a.type === 'assignTrauma' && canonicalJson(a.allocation) === wanted);
        if (found) return found;
      }
      return random.pick(legal);
    },
  };
}

export const BOTS: Record<string, (seed?: string) => Bot> = { random: randomBot };
