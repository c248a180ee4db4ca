import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '@everrain/engine';
import type { SeatAtTable, TableDriver, TableSnapshot } from '../drivers/driver';
import { settings } from '../screens/settings';
import { listenForUnlock, playCue } from './audio';
import { cuesFor, type Cue } from './cues';

/** The audio layer: plays a cue at a volume (0–1), says whether it sounded. Tests give a spy. */
export type PlayCue = (cue: Cue, volume: number) => boolean;

/**
 * The sounds of one batch of new events (those after `from`): each cue once, the weightiest first. "Your turn"
 * only at one table and only for a person's seat (online, the turn's own signals chime for this seat).
 */
export function soundBatch(events: readonly GameEvent[], from: number, kind: TableDriver['kind'], seats: readonly SeatAtTable[], prefs: { sound: boolean; volume: number }, play: PlayCue): Cue[] {
  if (!prefs.sound) return [];
  const fresh = events.filter((e) => e.seq > from && (e.kind !== 'turnStarted' || (kind === 'local' && e.seat !== undefined && !seats[e.seat]?.bot)));
  const cues = cuesFor(fresh);
  for (const cue of cues) play(cue, prefs.volume);
  return cues;
}

/**
 * The table's sounds (issue #24 item 4), at the settings' volume (Sound off: none). The events already there
 * when the table opens make no sound; nothing sounds before the page's first click or key (autoplay rules).
 */
export function useSoundCues(snap: TableSnapshot, kind: TableDriver['kind'], play: PlayCue = playCue): void {
  const seen = useRef<number | null>(null);
  useEffect(() => { listenForUnlock(); }, []);
  useEffect(() => {
    const last = snap.events[snap.events.length - 1]?.seq ?? -1;
    const from = seen.current;
    seen.current = last;
    if (from === null || last <= from) return;
    soundBatch(snap.events, from, kind, snap.seats, settings(), play);
  }, [snap.events, kind]);
}
