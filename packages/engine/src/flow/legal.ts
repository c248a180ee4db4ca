import type { Action } from '../core/actions';
import { listLegalActions } from './registry';
import type { GameState } from '../core/state';

export { crewDestinations } from './listings';

/**
 * The legal actions of the last few states seen, computed once each: a state is a value, never changed
 * after it is made. A small ring rather than a WeakMap keyed by every state: an entry per state in a
 * WeakMap is paid for again at each collection, and callers ask about the state they hold (and perhaps
 * the one before it); an older state asked about again is simply enumerated again, and `apply` then
 * admits its actions by value.
 */
const RING = 8;
const ringStates: (GameState | null)[] = new Array<GameState | null>(RING).fill(null);
const ringLegal: (readonly Action[])[] = new Array<readonly Action[]>(RING).fill([]);
let ringNext = 0;

/**
 * Every action the rules allow now, for whoever must act. Empty only when the game is over. Computed once
 * per state (a state handed to the engine must not be changed afterwards — `apply` makes new ones): the
 * actions are deep-frozen and shared, so `apply` can admit one of them by identity; the array is the
 * caller's own.
 */
export function legalActions(state: GameState): Action[] {
  return memoisedLegal(state).slice();
}

/** The frozen legal actions of a state, shared with `apply` (which must neither change nor hand out the array). */
export function memoisedLegal(state: GameState): readonly Action[] {
  for (let i = 0; i < RING; i++) if (ringStates[i] === state) return ringLegal[i] as readonly Action[];
  // Every action listed comes frozen (registry.ts freezes what a listing makes afresh); the array is not: it
  // never leaves the engine (callers get a copy), and V8 copies a frozen array twenty times slower than a plain one.
  const legal = listLegalActions(state);
  ringStates[ringNext] = state;
  ringLegal[ringNext] = legal;
  ringNext = (ringNext + 1) % RING;
  return legal;
}
