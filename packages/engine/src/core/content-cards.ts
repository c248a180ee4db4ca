import type { Effect, EffectCost } from './effect-language';

/**
 * The card-like content that runs the effects language from the effect stack (engine
 * effect-interpreter.ts): the event decks' cards, Story cards, Denizens and Passengers, the Inn's
 * services. Part of the content's shape (content.ts re-exports it).
 */

/** A service of the Inn whose working is card-like: a cost, then effects on the crew member sent ('involved'). */
export interface InnServiceDefinition {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly cost?: EffectCost;
  readonly effects: readonly Effect[];
}

/** The Port board: what each service costs and gives (rulebook, Ports & Denizens; the figures are ours). */
export interface PortServicesDefinition {
  readonly university: { readonly cluesPerStep: number };
  readonly apothecary: { readonly coinPerTrauma: number };
  readonly shipwright: { readonly coinPerRepair: number; readonly draw: number };
  readonly marketplace: { readonly draw: number };
  readonly inn: readonly InnServiceDefinition[];
}

/**
 * A card's place in a Story (rulebook, Events & Storytelling): stage 1 triggers it and starts in its deck;
 * stages 2 (the Journey) and 3 (the Epilogue) wait in the box until a "+N" outcome (a `story` effect) sets
 * them aside, to be shuffled into their deck at the next Act.
 */
export interface StoryMark {
  readonly story: string;
  readonly stage: 1 | 2 | 3;
}

/** A card of one of the event decks (Sea Events, Expeditions, Denizens): its text and what it does. */
export interface SeaEventDefinition {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly copies: number;
  readonly effects: readonly Effect[];
}

/** Expedition cards share the event card's shape: crew sent ashore are 'involved'. */
export type ExpeditionDefinition = SeaEventDefinition;

export type DenizenType = 'alternative' | 'exceptional' | 'incident' | 'passenger';

/**
 * A Denizen card, drawn on each Port visit; interacting is optional and takes one crew member's service
 * for the visit (they are 'involved'). A Passenger rides in a Cabin space to a named Port for a reward.
 */
export interface DenizenDefinition extends SeaEventDefinition {
  readonly type: DenizenType;
  readonly passenger?: { readonly destination: string; readonly reward: readonly Effect[] };
}

export type EventDeck = 'seaEvents' | 'expeditions' | 'denizens';

/**
 * A Story card (kept in stories.json, whichever deck it belongs to): an event card of `deck` with its
 * place in its Story. A Journey may ask a sacrifice (`requires`): a player unable to pay discards the card
 * and the story ends unfinished.
 */
export interface StoryCardDefinition extends SeaEventDefinition {
  readonly deck: EventDeck;
  readonly story: StoryMark;
  readonly requires?: EffectCost;
}
