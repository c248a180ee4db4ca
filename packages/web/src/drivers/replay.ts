import { eventsFor, view, type GameEvent } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { seatName } from '../words/seat-names';
import { DriverCore } from './core';
import type { ReplayCursor, TableDriver, TableSnapshot } from './driver';
import { openReplay, roundStep, type Replay } from './replay-model';

const REFUSED = 'A replay shows the game as it was played: nothing in it can be changed.';

/**
 * A saved or finished game watched move by move (D101) on the one table: the board and ship boards as
 * they stood at the cursor, the log up to that move, as the whole table saw it (D87). Every state comes
 * from the engine replaying the save (replay-model.ts); the table offers no move.
 */
export class ReplayDriver extends DriverCore implements TableDriver {
  readonly kind = 'replay';
  private position = 0;
  private version = 0;
  private snap: TableSnapshot;

  constructor(private readonly replay: Replay) {
    super();
    this.snap = this.build();
  }

  snapshot(): TableSnapshot {
    return this.snap;
  }

  act(): void {
    // Nothing to play in a replay.
  }

  undo(): void {
    // Nothing to take back in a replay.
  }

  saveText(): string {
    return JSON.stringify(this.replay.save, null, 1);
  }

  private go(position: number): void {
    const p = Math.max(0, Math.min(this.replay.length, Math.trunc(position)));
    if (p === this.position) return;
    this.position = p;
    this.version++;
    this.snap = this.build();
    this.emit();
  }

  private build(): TableSnapshot {
    const { replay, position } = this;
    const save = replay.save;
    // The state before the last move first: the one at the position is then a single move on from it.
    const action = position > 0 ? replay.actions[position - 1] : undefined;
    const lastMove = action ? { seat: action.seat, text: describeAction(replay.stateAt(position - 1), action) } : null;
    const state = replay.stateAt(position);
    const events: readonly GameEvent[] = eventsFor(replay.events.slice(0, replay.eventsAt(position)), null);
    const last = events[events.length - 1];
    const cursor: ReplayCursor = {
      position,
      length: replay.length,
      rounds: replay.rounds,
      lastMove,
      go: (p) => this.go(p),
      stepRound: (direction) => this.go(roundStep(replay, this.position, direction)),
    };
    const names = save.names?.map((n) => n ?? '');
    return {
      view: view(state, null),
      seat: null,
      legal: [],
      events,
      // Nothing is fresh: a replay is looked at, not played out again.
      freshFrom: last ? last.seq + 1 : 0,
      notes: [],
      seats: state.players.map((p) => ({ seat: p.seat, name: seatName(names, p.seat), bot: save.bots?.[p.seat] ?? null, mine: false, connected: true })),
      undo: { allowed: false, reason: REFUSED },
      connection: 'local',
      error: null,
      notice: null,
      version: this.version,
      moves: position,
      replay: cursor,
    };
  }
}

/** A replay driver over a save file's text, or why the text cannot be watched. */
export function replayOfSave(text: string): ReplayDriver | string {
  const replay = openReplay(text);
  return typeof replay === 'string' ? replay : new ReplayDriver(replay);
}
