import type { GameEvent } from '../core/events';
import { activeExpedition } from '../core/queue';
import type { Decks, GameState } from '../core/state';

/** The face-down decks: their order is hidden, so taking from anywhere but the bottom turns something up. */
export const HIDDEN_DECKS = [
  'deckhands', 'adepts', 'positiveTraits', 'negativeTraits', 'improvements', 'artillery', 'enemies', 'seaEvents', 'treasures', 'expeditions', 'denizens',
] as const satisfies readonly (keyof Decks)[];

/** `after` is `before` with cards only added beneath: nothing in it was drawn, moved or reshuffled. */
function onlyAddedBeneath(before: readonly string[], after: readonly string[]): boolean {
  if (before === after) return true;
  if (after.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) return false;
  return true;
}

/**
 * `onlyAddedBeneath` for each of HIDDEN_DECKS, each deck named (reveals.test.ts draws from each in turn): read
 * by a name in a variable, the decks' lists were a megamorphic lookup each, at every action.
 */
function hiddenDecksOnlyAddedBeneath(b: Decks, a: Decks): boolean {
  return onlyAddedBeneath(b.deckhands, a.deckhands) && onlyAddedBeneath(b.adepts, a.adepts)
    && onlyAddedBeneath(b.positiveTraits, a.positiveTraits) && onlyAddedBeneath(b.negativeTraits, a.negativeTraits)
    && onlyAddedBeneath(b.improvements, a.improvements) && onlyAddedBeneath(b.artillery, a.artillery)
    && onlyAddedBeneath(b.enemies, a.enemies) && onlyAddedBeneath(b.seaEvents, a.seaEvents)
    && onlyAddedBeneath(b.treasures, a.treasures) && onlyAddedBeneath(b.expeditions, a.expeditions)
    && onlyAddedBeneath(b.denizens, a.denizens);
}

function scripted(state: GameState): number {
  let n = 0;
  for (const key in state.scriptedRolls) n += state.scriptedRolls[key as keyof GameState['scriptedRolls']]?.length ?? 0;
  return n;
}

function sameWords(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

type Held = GameState['storyHeld'][number];
const sameHeld = (a: Held, b: Held): boolean => a === b || (a.seat === b.seat && a.deck === b.deck && a.card === b.card);

/**
 * Whether going from `before` to `after` brought new information into play (D86): the generator
 * advanced (a roll, a shuffle, a pick at random), a scripted roll was used, or something face down was
 * turned up — a card taken from a face-down deck or the tile stack, a deck reshuffled, the Elder One card
 * revealed, an Exhaustive Expedition's tokens dealt or one revealed, a Story card held face down taken
 * up. Derived from the states, never from what the events say, so no rule can forget to say it.
 */
export function revealedBetween(before: GameState, after: GameState): boolean {
  if (!sameWords(before.rng, after.rng)) return true;
  if (before.scriptedRolls !== after.scriptedRolls && scripted(after) < scripted(before)) return true;
  if (before.decks !== after.decks && !hiddenDecksOnlyAddedBeneath(before.decks, after.decks)) return true;
  if (!onlyAddedBeneath(before.map.stack, after.map.stack)) return true;
  if (after.elderOne.arisen && (!before.elderOne.arisen || before.elderOne.card !== after.elderOne.card)) return true;
  const x = activeExpedition(after);
  const was = activeExpedition(before);
  if (x && (!was || x.revealed.length > was.revealed.length)) return true;
  return before.storyHeld.some((h) => !after.storyHeld.some((x) => sameHeld(x, h)));
}

/**
 * The events of an action, their `reveals` flags made to agree with the action: if it revealed and no
 * event says so, its last event does; an action that revealed nothing keeps whatever flags it had.
 */
export function markReveals(events: readonly GameEvent[], reveals: boolean): readonly GameEvent[] {
  const last = events[events.length - 1];
  if (!reveals || !last || events.some((e) => e.reveals)) return events;
  const out = events.slice();
  out[out.length - 1] = { ...last, reveals: true };
  return out;
}
