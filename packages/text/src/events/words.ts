import type { EventKind, EventData, ContentSet, GameEvent } from '@everrain/engine';

/** Writes one kind's sentence from its data, the event (its seat and round) and the content. */
export type Renderer<K extends EventKind> = (data: EventData[K], event: GameEvent, content: ContentSet) => string;

/** Renderers for some kinds: each file of this folder writes one part of the game's events. */
export type SomeRenderers<K extends EventKind> = { readonly [Kind in K]: Renderer<Kind> };

/** "Seat 2" for the seat an event is about. */
export function seatOf(event: GameEvent): string {
  return `Seat ${(event.seat ?? 0) + 1}`;
}

/** "seat 2", in running text. */
export function seatWord(seat: number): string {
  return `seat ${seat + 1}`;
}

/** "" for one, "s" for any other count: "1 Clue", "2 Clues". */
export function s(n: number): string {
  return n === 1 ? '' : 's';
}

/** The Act in Roman numerals, as the rulebook numbers them. */
export function roman(n: number): string {
  return ['0', 'I', 'II', 'III', 'IV'][n] ?? String(n);
}

/** "Crew", "Navigation", "Artillery", "Fleeting": an Order's kind as the ship board names it. */
export function orderName(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}
