import { freshSeed, hexTypeAt } from '@everrain/engine';
import { narrowedTurn, type Bot } from '../bot';
import { heuristicBot } from '../heuristic';
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
      // Away from its Port (on the way, or after sinking) it plays port-waiter: no volley, service or visit.
      if (!me?.position || hexTypeAt(turn.view, me.position.hex) !== 'port') return waiter.choose(turn);
      // In its Port: the Port's services only — no sailing out, and no volley (a Port under a Storm is no safe haven).
      // No turning either: a ship that never sails or fires has no use for a facing, and turning in a Port is free,
      // so the heuristic's wish to face its next goal, with sailing barred, turned it on and on (200,000 actions a game).
      const barred = new Set(['sail', 'issueNavigationOrder', 'fireArtillery', 'board', 'face']);
      const stay = turn.legal.filter((a) => !barred.has(a.type));
      return helper.choose(narrowedTurn(turn, stay.length > 0 ? stay : turn.legal));
    },
  };
}
