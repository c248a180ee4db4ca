import { tileDef } from './catalog';
import type { Act, EventDeck, ExpeditionTokenKind } from './content';
import type { Decks, ElderOneState, ExpeditionState, GameState, MapState, QueueEntry, Seat } from './state';

/** An Exhaustive Expedition as shown: each node's token, its kind once revealed, null while it lies face down. */
export type ShownExpedition = Omit<ExpeditionState, 'tokens'> & { readonly tokens: Readonly<Record<string, ExpeditionTokenKind | null>> };

/** An entry of the queue as shown. */
export type ShownQueueEntry = Exclude<QueueEntry, { kind: 'expedition' }> | { readonly kind: 'expedition'; readonly expedition: ShownExpedition };

/**
 * What every seat sees of a game (D87): the part that the whole state and every seat's view (`GameView`)
 * share. Every query a client or a bot asks takes this, so the online page, a replay and a bot ask the
 * engine with what they hold and nobody builds a state of their own. It lacks what lies face down — the
 * generator and scripted rolls, the decks' and the tile stack's order, the Elder One card before it
 * arises, an Expedition's face-down tokens, the held Story cards — and the decks and the tile stack as lists (a view counts
 * them, the state lists them: `deckSize` reads either; `topTileAct` the top tile's Act).
 */
export type VisibleState = Omit<GameState, 'rng' | 'scriptedRolls' | 'map' | 'decks' | 'elderOne' | 'queue' | 'storyHeld'> & {
  readonly map: MapState | ShownMap;
  readonly decks: Decks | DeckSizes;
  readonly elderOne: Omit<ElderOneState, 'card'> & { readonly card: string | null };
  readonly queue: readonly ShownQueueEntry[];
  readonly storyHeld: readonly { readonly seat: Seat; readonly deck: EventDeck }[];
};

/** The tile stack as a seat sees it: how many tiles of each Act remain, and the Act of the top one (its back shows it). */
export interface ShownMap {
  readonly placed: MapState['placed'];
  readonly stackByAct: Readonly<Record<string, number>>;
  readonly topAct: Act | null;
}

/** The decks as a seat sees them: their sizes. */
export type DeckSizes = { readonly [K in keyof Decks]: number };

/** How many cards a deck holds, in the state or in a view. */
export function deckSize(state: VisibleState, deck: keyof Decks): number {
  const d = state.decks[deck];
  return typeof d === 'number' ? d : d.length;
}

/** The Act of the tile on top of the stack (each Act limits which tiles can be revealed), undefined when none is left. */
export function topTileAct(state: VisibleState): Act | undefined {
  const { map } = state;
  if ('topAct' in map) return map.topAct ?? undefined;
  const top = map.stack[0];
  return top === undefined ? undefined : tileDef(state.catalog, top).act;
}
