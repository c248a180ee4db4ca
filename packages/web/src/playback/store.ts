import { useEffect, useState } from 'preact/hooks';
import type { MapMark, ShipMark } from '../board/map-marks';

/**
 * What the playback shows outside its own panel — the marks on the map and the ship boards, how far the
 * dice tray has got — for the parts of the screen that draw them. One small store, so the game screen
 * only reads it.
 */
export interface PlaybackView {
  readonly marks: readonly MapMark[];
  readonly shipMarks: readonly ShipMark[];
  /** While a step is on screen: the dice tray shows the rolls up to this seq (and tumbles those of the step). */
  readonly diceUpTo?: number;
  /** The seq of the step's first event: its rolls are the new ones. */
  readonly diceFrom?: number;
  /** Steps are advancing on their own (a bot seat waits for them, so the table can follow). */
  readonly running: boolean;
}

export const IDLE: PlaybackView = { marks: [], shipMarks: [], running: false };

let current: PlaybackView = IDLE;
const listeners = new Set<(v: PlaybackView) => void>();

export function setPlaybackView(v: PlaybackView): void {
  if (v === current) return;
  current = v;
  for (const l of listeners) l(v);
}

export function playbackView(): PlaybackView {
  return current;
}

export function usePlaybackView(): PlaybackView {
  const [v, setV] = useState(current);
  useEffect(() => {
    listeners.add(setV);
    setV(current);
    return () => { listeners.delete(setV); };
  }, []);
  return v;
}
