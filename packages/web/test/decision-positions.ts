import { legalActions, RandomSource, seedRng, type Action, type PendingDecision, type RuleOptions } from '@everrain/engine';
import { newSession, play, type Session } from '../src/session';

export type DecisionKind = PendingDecision['kind'];

/** Every advanced rule on, and the players choosing whatever the rules let them choose: every decision kind can come up. */
export const EVERY_CHOICE: Partial<RuleOptions> = { firstPlayer: 'choose', traumaDistribution: 'choose', boarding: true, exhaustiveExpeditions: true };

/** Actions that lead into the rarer decisions (a Port's services, a boarding, an expedition), taken when offered. */
const INTO: ReadonlySet<string> = new Set(['engageService', 'board', 'exhaustiveExpedition', 'sendAshore', 'answerDenizen', 'fireArtillery', 'plunderShipwreck', 'lootWreck', 'visitAltar']);

/**
 * Seeded games `${seed}-0..` played on the node side by a seeded random player that prefers the actions leading into
 * decisions, until each kind in `kinds` has been seen waiting for an answer: the session at the first of each.
 */
export function decisionPositions(seed: string, kinds: readonly DecisionKind[], games = 12, maxActions = 700): Map<DecisionKind, Session> {
  const found = new Map<DecisionKind, Session>();
  for (let g = 0; g < games && found.size < kinds.length; g++) {
    const made = newSession({ players: 2, length: 'short', rules: EVERY_CHOICE }, `${seed}-${g}`);
    if (typeof made === 'string') throw new Error(made);
    let s = made;
    const rng = new RandomSource(seedRng(`${seed}-player-${g}`));
    for (let n = 0; n < maxActions && !s.state.outcome; n++) {
      const kind = s.state.pending[0]?.kind;
      if (kind && kinds.includes(kind) && !found.has(kind)) found.set(kind, s);
      const legal = legalActions(s.state);
      const useful = legal.filter((a) => a.type !== 'trade' || s.state.pending[0]?.kind === 'market');
      const into = useful.filter((a) => INTO.has(a.type) && !('accept' in a && a.accept === false));
      const end = useful.find((a) => a.type === 'endTurn');
      const pick: Action = into.length && rng.int(0, 2) > 0 ? rng.pick(into) : end && rng.int(0, 4) === 0 ? end : rng.pick(useful.length ? useful : legal);
      const next = play(s, pick);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
  }
  return found;
}
