import type { ContentSet, EventData, EventKind, GameEvent } from '@everrain/engine';
import { CARDS_TEXT } from './cards';
import { COMBAT_TEXT } from './combat';
import { CREW_TEXT } from './crew';
import { ENEMIES_TEXT } from './enemies';
import { GAME_TEXT } from './game';
import { MOVES_TEXT } from './moves';
import { PLACES_TEXT } from './places';
import { SHIP_TEXT } from './ship';
import type { Renderer, SomeRenderers } from './words';

const RENDERERS: SomeRenderers<EventKind> = { ...GAME_TEXT, ...MOVES_TEXT, ...CREW_TEXT, ...SHIP_TEXT, ...ENEMIES_TEXT, ...COMBAT_TEXT, ...PLACES_TEXT, ...CARDS_TEXT };

/**
 * The sentence a player reads for an event: every client (the browser's log and playback, the terminal,
 * the server, the scenario runner) writes events through this one function. It reads only what a seat
 * is shown (eventsFor), so an event rendered for a seat says nothing that seat may not know.
 */
export function eventText(event: GameEvent, content: ContentSet): string {
  const render = RENDERERS[event.kind] as Renderer<EventKind>;
  return render(event.data as EventData[EventKind], event, content);
}
