import { canonicalJson, freshSeed, randomAllocation, RandomSource, seedRng, type Action } from '@everrain/engine';
import type { Bot, SeatTurn } from './bot';

/**
 * Where Trauma must be spread, the random bots spread it with the damage step, as the players' automatic
 * option does (issue 5); undefined when no Trauma waits or no legal allocation matches.
 */
function traumaByDamageStep(turn: SeatTurn, random: RandomSource): Action | undefined {
  const decision = turn.decision;
  if (decision?.kind !== 'assignTrauma') return undefined;
  const wanted = canonicalJson(randomAllocation(decision.amount, decision.targets, random));
  return turn.legal.find((a) => a.type === 'assignTrauma' && canonicalJson(a.allocation) === wanted);
}

/**
 * `uniform`: picks uniformly among the legal actions, from its own seeded generator (never the game's) —
 * except where Trauma must be spread (traumaByDamageStep). Without a seed it draws one of 128 bits from
 * the system's generator (D85). This is the bot the project had before issue #13, its choices unchanged
 * draw for draw: the bench and the boardgame.io comparison play it, so their figures stay comparable.
 */
export function uniformBot(seed: string | number = freshSeed(crypto)): Bot {
  const random = new RandomSource(seedRng(seed));
  return {
    name: 'uniform',
    choose: (turn) => {
      const spread = traumaByDamageStep(turn, random);
      if (spread) return { action: spread, reason: 'spreads the Trauma as the damage step would' };
      const action = random.pick(turn.legal);
      return { action, reason: `picks at random among ${turn.legal.length} legal actions` };
    },
  };
}

/**
 * `random`: picks an action type first, uniformly among the types legal now, then an action of that type
 * uniformly — so the many free trades (one action per item and neighbour) or crew moves no longer drown
 * sailing, Port services and ending the turn (issue #13). Trauma is spread as by `uniform`.
 */
export function randomBot(seed: string | number = freshSeed(crypto)): Bot {
  const random = new RandomSource(seedRng(seed));
  return {
    name: 'random',
    choose: (turn) => {
      const spread = traumaByDamageStep(turn, random);
      if (spread) return { action: spread, reason: 'spreads the Trauma as the damage step would' };
      const byType = new Map<string, Action[]>();
      for (const a of turn.legal) {
        const same = byType.get(a.type);
        if (same) same.push(a);
        else byType.set(a.type, [a]);
      }
      const type = random.pick([...byType.keys()]);
      const actions = byType.get(type) as Action[];
      return { action: random.pick(actions), reason: `picks ${type} at random among ${byType.size} kinds of action` };
    },
  };
}
