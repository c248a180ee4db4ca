import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ContentSet, GameEvent } from '@everrain/engine';
import { eventText } from '@everrain/text';

/** The content of the game on the table: what an event's sentence names its cards and places from. */
export const GameContent = createContext<ContentSet | undefined>(undefined);

/** An event's sentence. */
export type Say = (e: GameEvent) => string;

/** Sentences already written, by content and event: an event never changes, and the log redraws on every move. */
const written = new WeakMap<ContentSet, WeakMap<GameEvent, string>>();

/** Events in words (the text package's eventText) for the game on the table. */
export function useEventText(): Say {
  const content = useContext(GameContent);
  if (!content) throw new Error('An event can only be put in words at a game table (no GameContent above it).');
  let byEvent = written.get(content);
  if (!byEvent) written.set(content, (byEvent = new WeakMap()));
  const cache = byEvent;
  return (e) => {
    let text = cache.get(e);
    if (text === undefined) cache.set(e, (text = eventText(e, content)));
    return text;
  };
}
