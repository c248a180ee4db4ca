import { freshSeed, voyageFrom, type Action } from '@everrain/engine';
import { narrowedTurn, type Bot } from '../bot';

/** What it does while no Port is known: sail, reveal, man the ship — nothing else. */
/** What it never does of its own accord, even when answering a decision. */
export const ENGAGING: readonly string[] = ['fireArtillery', 'board', 'engageService', 'trade', 'sendAshore', 'visitAltar', 'plunderShipwreck', 'lootWreck', 'transfer', 'exhaustiveExpedition'];
const SEARCHING: readonly string[] = ['sail', 'issueNavigationOrder', 'issueCrewOrder', 'recoverOrders', 'endTurn'];
import { heuristicBot } from '../heuristic';
import { factsOf } from '../heuristic/facts';

/**
 * `port-waiter`: a strategy that ignores the game (issue #13, item 4): it sails to the nearest Port and lies
 * there, ending every turn without an Order, a service or a trade (until a Port is revealed it sails and
 * reveals tiles as the heuristic bot does, to find one — nothing else). Decisions put to it (Trauma, wages, card
 * choices) it answers as the heuristic bot would, so it loses nothing by carelessness: only by waiting.
 * The balance target: it must never win more often than the heuristic bot.
 */
export function portWaiterBot(seed: string | number = freshSeed(crypto)): Bot {
  const helper = heuristicBot(seed);
  return {
    name: 'port-waiter',
    choose: (turn) => {
      if (turn.decision !== null || !turn.legal.some((a) => a.type === 'endTurn')) {
        // Answer what is asked as the heuristic bot would, but never take up the game: no volley, service, visit.
        const passive = turn.legal.filter((a) => !ENGAGING.includes(a.type));
        return helper.choose(passive.length > 0 && passive.length < turn.legal.length ? narrowedTurn(turn, passive) : turn);
      }
      const v = turn.view;
      const f = factsOf(v, turn.seat);
      const pose = f.me.position;
      const end = turn.legal.find((a) => a.type === 'endTurn') as Action;
      if (!pose) return { action: end, reason: 'waits' };
      const here = f.hexAt(pose.hex);
      if (here?.type === 'port') return { action: end, reason: `waits in ${here.name ?? 'the Port'}` };
      const r = voyageFrom(v, f.me)!;
      let best: { cost: number; step: 'ahead' | 'turnStarboard' | 'turnPort' | null; name: string } | undefined;
      for (const h of f.hexList) {
        if (h.type !== 'port' || f.taken(h.hex)) continue;
        const route = r.toHex(h.hex);
        if (route && (!best || route.cost < best.cost)) best = { ...route, name: h.name ?? 'a Port' };
      }
      // No Port known yet (the centre tile may have none): play on as the heuristic bot until one is revealed.
      if (!best) return helper.choose(narrowedTurn(turn, turn.legal.filter((a) => SEARCHING.includes(a.type))));
      if (best.step === null) return { action: end, reason: 'waits' };
      const step = turn.legal.find((a) => a.type === 'sail' && a.step === best.step);
      if (step) return { action: step, reason: `sails for ${best.name}, to wait there` };
      const order = turn.legal.find((a) => a.type === 'issueNavigationOrder' && !a.fleeting) ?? turn.legal.find((a) => a.type === 'issueNavigationOrder');
      if (order) return { action: order, reason: `issues a Navigation Order: sails for ${best.name}, to wait there` };
      const recovers = turn.legal.filter((a): a is Extract<Action, { type: 'recoverOrders' }> => a.type === 'recoverOrders');
      const recover = recovers.sort((a, b) => b.navigation - a.navigation)[0];
      if (recover) return { action: recover, reason: `recovers Navigation Orders to sail for ${best.name}` };
      return { action: end, reason: `ends the turn on the way to ${best.name}` };
    },
  };
}
