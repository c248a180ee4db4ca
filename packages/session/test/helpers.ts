import { defaultContent } from '@everrain/content';
import { legalActions, type Action, type ContentSet } from '@everrain/engine';
import { newSession, play, type Session, type Setup } from '../src';

export const content = defaultContent();
export const SHORT_2: Setup = { players: 2, length: 'short', rules: {} };

/** A session played `steps` actions in by `pick` (the first legal action by default), under `under`. */
export function played(seed: string, steps: number, under: ContentSet = content, pick: (legal: readonly Action[], i: number) => Action = (legal) => legal[0]!, setup: Setup = SHORT_2): Session {
  let s = newSession(under, setup, seed);
  if (typeof s === 'string') throw new Error(s);
  for (let i = 0; i < steps && !s.state.outcome; i++) {
    const next: Session | string = play(s, pick(legalActions(s.state), i));
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  return s;
}

/** Ends the turn every third step when it may, else the first action that is no trade: games that move on. */
export function movingOn(legal: readonly Action[], i: number): Action {
  return (i % 3 === 2 ? legal.find((a) => a.type === 'endTurn') : undefined) ?? legal.find((a) => a.type !== 'trade') ?? legal[0]!;
}
