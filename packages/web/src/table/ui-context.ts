import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** What any part of the screen may ask of the game around it. */
export interface Ui {
  /** Opens the Reference Manual at an entry (an id, a term or a rulebook section name), or at its index. */
  readonly openManual: (entry?: string) => void;
  /** Whether animations are shortened to nothing (the player's setting, or the system's reduced motion). */
  readonly reducedMotion: boolean;
}

export const UiContext = createContext<Ui>({ openManual: () => undefined, reducedMotion: false });

export function useUi(): Ui {
  return useContext(UiContext);
}
