import { legalActions } from '@everrain/engine';
import { newSession, play, type Session } from '../src/session';

/** A seeded 2-player short game played `steps` actions in by the first non-trade action, ending the turn every third step when it may. */
export function seededSession(seed: string, steps: number): Session {
  let s = newSession({ players: 2, length: 'short', rules: {} }, seed) as Session;
  for (let i = 0; i < steps && !s.state.outcome; i++) {
    const legal = legalActions(s.state);
    const pick = (i % 3 === 2 ? legal.find((a) => a.type === 'endTurn') : undefined) ?? legal.find((a) => a.type !== 'trade') ?? legal[0]!;
    const next = play(s, pick);
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  return s;
}
