import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ContentSet, GameEvent } from '@everrain/engine';
import { eventText } from '@everrain/text';

/** The content of the game on the table: what an event's sentence names its cards and places from. */
export const GameContent = createContext<ContentSet | undefined>(undefined);

/** An event's sentence. */
export type Say = (e: GameEvent) => string;

/** Events in words (the text package's eventText) for the game on the table. */
export function useEventText(): Say {
  const content = useContext(GameContent);
  if (!content) throw new Error('An event can only be put in words at a game table (no GameContent above it).');
  return (e) => eventText(e, content);
}
