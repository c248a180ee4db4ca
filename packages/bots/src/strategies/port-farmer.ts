import { freshSeed, hexKey } from '@everrain/engine';
import { narrowedTurn, type Bot } from '../bot';
import { heuristicBot } from '../heuristic';
import { factsOf } from '../heuristic/facts';
import { portWaiterBot } from './port-waiter';

/**
 * `port-farmer`: the other strategy that ignores the game (issue #13, item 4, "farming one place"): it sails
 * to the nearest Port like port-waiter and never leaves it, but there it plays the heuristic bot's Port
 * game every turn — the Inn's Clues, the University, the Marketplace, hiring, rest. No exploring, no
 * fighting, no Passengers delivered elsewhere. It must not win more often than the heuristic bot.
 */
export function portFarmerBot(seed: string | number = freshSeed(crypto)): Bot {
  const helper = heuristicBot(seed);
  const waiter = portWaiterBot(`${String(seed)}-w`);
  return {
    name: 'port-farmer',
    choose: (turn) => {
      const me = turn.view.players[turn.seat];
      const here = me?.position ? factsOf(turn.view, turn.seat).hexes.get(hexKey(me.position.hex)) : undefined;
      if (here?.type !== 'port') return turn.decision !== null ? helper.choose(turn) : waiter.choose(turn);
      const stay = turn.legal.filter((a) => a.type !== 'sail' && a.type !== 'issueNavigationOrder');
      return helper.choose(narrowedTurn(turn, stay.length > 0 ? stay : turn.legal));
    },
  };
}
