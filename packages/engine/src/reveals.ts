import type { GameEvent } from './events';
import type { Decks, GameState } from './state';

/** The face-down decks: their order is hidden, so taking from anywhere but the bottom turns something up. */
export const HIDDEN_DECKS = [
  'deckhands', 'adepts', 'positiveTraits', 'negativeTraits', 'improvements', 'artillery', 'enemies', 'seaEvents', 'treasures', 'expeditions', 'denizens',
] as const satisfies readonly (keyof Decks)[];

/** `after` is `before` with cards only added beneath: nothing in it was drawn, moved or reshuffled. */
function onlyAddedBeneath(before: readonly string[], after: readonly string[]): boolean {
  if (after.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) return false;
  return true;
}

const scripted = (state: GameState): number =>
  (Object.values(state.scriptedRolls) as (number[] | undefined)[]).reduce((n, faces) => n + (faces?.length ?? 0), 0);

/**
 * Whether going from `before` to `after` brought new information into play (D86): the generator
 * advanced (a roll, a shuffle, a pick at random), a scripted roll was used, or something face down was
 * turned up — a card taken from a face-down deck or the tile stack, a deck reshuffled, the Elder One card
 * revealed, an Exhaustive Expedition's tokens dealt or one revealed, a Story card held face down taken
 * up. Derived from the states, never from what the events say, so no rule can forget to say it.
 */
export function revealedBetween(before: GameState, after: GameState): boolean {
  if (before.rng.length !== after.rng.length || before.rng.some((word, i) => word !== after.rng[i])) return true;
  if (scripted(after) < scripted(before)) return true;
  if (HIDDEN_DECKS.some((deck) => !onlyAddedBeneath(before.decks[deck], after.decks[deck]))) return true;
  if (!onlyAddedBeneath(before.map.stack, after.map.stack)) return true;
  if (after.elderOne.arisen && (!before.elderOne.arisen || before.elderOne.card !== after.elderOne.card)) return true;
  const x = after.expedition;
  if (x && (!before.expedition || x.revealed.length > before.expedition.revealed.length)) return true;
  const held = (h: GameState['storyHeld'][number]) => `${h.seat}/${h.deck}/${h.card}`;
  const stillHeld = new Set(after.storyHeld.map(held));
  return before.storyHeld.some((h) => !stillHeld.has(held(h)));
}

/**
 * The events of an action, their `reveals` flags made to agree with the action: if it revealed and no
 * event says so, its last event does; an action that revealed nothing keeps whatever flags it had.
 */
export function markReveals(events: readonly GameEvent[], reveals: boolean): GameEvent[] {
  const out = [...events];
  const last = out[out.length - 1];
  if (reveals && last && !out.some((e) => e.reveals)) out[out.length - 1] = { ...last, reveals: true };
  return out;
}
