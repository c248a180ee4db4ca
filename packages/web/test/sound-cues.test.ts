import { describe, expect, it } from 'vitest';
import type { EventKind, GameEvent } from '@everrain/engine';
import { CUE_OF, CUES, cuesFor, type Cue } from '../src/sound/cues';
import { soundBatch } from '../src/sound/use-sound';
import type { SeatAtTable } from '../src/drivers/driver';

const event = (seq: number, kind: EventKind, seat?: number): GameEvent => ({ seq, round: 1, kind, rule: '', reveals: false, data: {}, ...(seat !== undefined ? { seat } : {}) });
const seats = (bots: (string | null)[]): SeatAtTable[] => bots.map((bot, seat) => ({ seat, name: `Seat ${seat + 1}`, connected: true, left: false, bot, mine: false }) as unknown as SeatAtTable);

/** A spy audio layer: what was asked to play, at which volume. */
function spy(): { played: [Cue, number][]; play: (cue: Cue, volume: number) => boolean } {
  const played: [Cue, number][] = [];
  return { played, play: (cue, volume) => { played.push([cue, volume]); return true; } };
}

describe('the table\'s sounds (issue #24 item 4)', () => {
  it('every cue fires on its events, through the audio layer, at the volume set', () => {
    for (const cue of CUES) {
      const kinds = (Object.entries(CUE_OF) as [EventKind, Cue][]).filter(([, c]) => c === cue).map(([k]) => k);
      expect(kinds.length, `some event sounds ${cue}`).toBeGreaterThan(0);
      for (const kind of kinds) {
        const s = spy();
        soundBatch([event(4, 'turnEnded'), event(5, kind, 0)], 4, 'local', seats([null]), { sound: true, volume: 0.4 }, s.play);
        expect(s.played, `${kind} sounds ${cue}`).toEqual([[cue, 0.4]]);
      }
    }
  });

  it('only new events sound, each cue once, the weightiest first and at most three', () => {
    const s = spy();
    const events = [event(1, 'dieRolled'), event(2, 'shipMoved'), event(3, 'shipMoved'), event(4, 'crewSlain'), event(5, 'stormMoved'), event(6, 'artilleryFired'), event(7, 'elderOneArisen')];
    soundBatch(events, 1, 'local', seats([null]), { sound: true, volume: 1 }, s.play);
    expect(s.played.map(([c]) => c)).toEqual(['elder', 'death', 'cannon']);
    expect(cuesFor([event(1, 'crewMoved'), event(2, 'orderIssued')])).toEqual([]);
  });

  it('Sound off: nothing plays', () => {
    const s = spy();
    soundBatch([event(2, 'dieRolled')], 1, 'local', seats([null]), { sound: false, volume: 1 }, s.play);
    expect(s.played).toEqual([]);
  });

  it('"your turn" sounds for a person\'s turn at one table, not for a bot\'s, and not online (the turn signals chime there)', () => {
    const person = spy();
    soundBatch([event(2, 'turnStarted', 0)], 1, 'local', seats([null, 'heuristic']), { sound: true, volume: 1 }, person.play);
    expect(person.played.map(([c]) => c)).toEqual(['turn']);
    const bot = spy();
    soundBatch([event(2, 'turnStarted', 1)], 1, 'local', seats([null, 'heuristic']), { sound: true, volume: 1 }, bot.play);
    expect(bot.played).toEqual([]);
    const online = spy();
    soundBatch([event(2, 'turnStarted', 0)], 1, 'online', seats([null, null]), { sound: true, volume: 1 }, online.play);
    expect(online.played).toEqual([]);
  });
});
