import { freshSeed, hexTypeAt } from '@everrain/engine';
import { narrowedTurn, type Bot } from '../bot';
import { heuristicBot } from '../heuristic';
import { portWaiterBot } from './port-waiter';

/**
 * `inn-listener`: a strategy that ignores the game (issue #25, item 2): it sails to the nearest Port like
 * port-waiter and never leaves it; there its crew only listen at the Inn, and it turns in at the University
 * what they hear (a Clue heard and never turned in would be no strategy at all). No exploring, fighting,
 * trading, hiring or rest. If it wins about as often as the heuristic bot, exploring does not pay enough.
 */
export function innListenerBot(seed: string | number = freshSeed(crypto)): Bot {
  const helper = heuristicBot(seed);
  const waiter = portWaiterBot(`${String(seed)}-w`);
  return {
    name: 'inn-listener',
    choose: (turn) => {
      const me = turn.view.players[turn.seat];
      if (!me?.position || hexTypeAt(turn.view, me.position.hex) !== 'port' || turn.decision !== null) return waiter.choose(turn);
      const listening = turn.legal.filter((a) => a.type === 'endTurn' || (a.type === 'engageService' && (a.service === 'university' || (a.service === 'inn' && a.option === 'listen'))));
      return helper.choose(narrowedTurn(turn, listening.length > 0 ? listening : turn.legal));
    },
  };
}
