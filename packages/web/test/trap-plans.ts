import { legalActions, RandomSource, seedRng, warningsFor, type Action, type GameState, type WarningKind } from '@everrain/engine';
import { newSession, play, toSave, type SaveFile, type Session } from '../src/session';

/**
 * Node-side searches for the games the browser trap tests need: a seeded game played by a seeded random player
 * (ending the turn now and then, never trading) until `found` picks an action in the state reached. The game
 * is handed to the page as a save file; nothing depends on the clock.
 */
export interface StatePlan {
  readonly save: SaveFile;
  readonly session: Session;
  /** The action `found` picked. */
  readonly action: Action;
}

export function planUntil(prefix: string, found: (s: GameState, legal: readonly Action[]) => Action | undefined, tries = 30, maxActions = 400): StatePlan {
  for (let g = 0; g < tries; g++) {
    let s = newSession({ players: 1, length: 'short', rules: {} }, `${prefix}-${g}`);
    if (typeof s === 'string') throw new Error(s);
    const rng = new RandomSource(seedRng(`${prefix}-bot-${g}`));
    for (let n = 0; n < maxActions && !s.state.outcome; n++) {
      const legal = legalActions(s.state);
      const action = found(s.state, legal);
      if (action) return { save: toSave(s), session: s, action };
      const useful = legal.filter((a) => a.type !== 'trade' && a.type !== 'transfer');
      const end = useful.find((a) => a.type === 'endTurn');
      const pick = end && rng.int(0, 5) === 0 ? end : rng.pick(useful.length ? useful : legal);
      const next = play(s, pick);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
  }
  throw new Error(`no game ${prefix}-0..${tries - 1} reaches the state asked for`);
}

/** A game where, on the seat's own turn, an action paid by a Fresh Order (or by none) draws the warning asked for. */
export function planTrap(kind: WarningKind): StatePlan {
  return planUntil(`trap-${kind}`, (s, legal) => (s.pending.length > 0 ? undefined
    : legal.find((a) => (!('fleeting' in a) || !a.fleeting) && warningsFor(s, a).some((w) => w.kind === kind))));
}
