import { awaitedSeat, eventsFor, legalActions, view, type Action, type GameEvent } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { play, playAll, storeSession, storeSessionSoon, toSave, undo, undoRefusal as sessionUndoRefusal, type Session } from '../session';
import { seatName } from '../words/seat-names';
import { actingSeat, botFor, botStep, BOT_DELAY_MS, thinkingStep } from './crewmates';
import { DriverCore } from './core';
import type { TableDriver, TableSnapshot } from './driver';
import { BOT_PAUSE_MS, settings } from '../screens/settings';

export interface LocalOptions {
  /** Hot-seat: hide the board between turns of different people until the next one says they are there. */
  readonly handoff: boolean;
  /**
   * False for a position that is not a game of the save slot (a tutorial lesson): nothing is saved, and no save
   * is offered for export either (a lesson's position is set up, not played from its seed: its file would not load).
   */
  readonly keep?: boolean;
}

/** "Undone: <the move>" (and how many more steps it took back). */
function undoneText(back: Session, taken: readonly Action[]): string {
  const first = taken[0] ? describeAction(back.state, taken[0]) : '';
  const more = taken.length > 1 ? ` and ${taken.length - 1} more step${taken.length > 2 ? 's' : ''}` : '';
  return `Undone: ${first}${more}.`;
}

/** Why undo may not be asked now (the session's rule, D86/D112, asked as the awaited seat), or null when it may. */
function undoRefusal(session: Session, handingOff: boolean): string | null {
  if (handingOff) return 'Undo waits until the next person is at the table.';
  return sessionUndoRefusal(session);
}

/**
 * A game in this page (solo, hot-seat, bot seats): a session over the engine, saved in the browser after
 * every move. Bot seats play themselves after a short pause, and wait while the table plays out what
 * followed (`hold`); their choices and the legal actions stay in here. The table is shown the awaited
 * person's view (D87); while a bot acts, or the device passes to the next person, only what every seat sees.
 */
export class LocalDriver extends DriverCore implements TableDriver {
  readonly kind = 'local';
  private freshFrom: number;
  private error: string | null = null;
  private notice: string | null = null;
  /** The person the device was last handed to (the hand-off screen asks again when another one is awaited). */
  private handedTo: number | null = null;
  private held = false;
  /** Whether a bot seat is to act now (worked out with the snapshot). */
  private botTurn = false;
  private botTimer: number | undefined;
  /** The bot seat thinking off the page's thread now, if one is. */
  private thinking: number | null = null;
  /** Fast-forward: the bots move without their pause until a person is to act. */
  private hurrying = false;
  private version = 0;
  private snap: TableSnapshot;

  /** The game as a save file's text (Export save); absent for a lesson. */
  readonly saveText?: () => string;

  constructor(private session: Session, private readonly options: LocalOptions) {
    super();
    if (options.keep !== false) this.saveText = () => JSON.stringify(toSave(this.session), null, 1);
    this.freshFrom = nextSeq(session.events);
    // A game loaded from a save made under other rules or content says so (D162).
    this.notice = session.notice ?? null;
    this.snap = this.build();
    this.schedule();
  }

  /** The game as it stands (for "Play again" and the replay). */
  current(): Session {
    return this.session;
  }

  snapshot(): TableSnapshot {
    return this.snap;
  }

  act(actions: readonly Action[]): void {
    if (actions.length === 0 || this.snap.legal.length === 0) return;
    this.commit(actions.length === 1 ? play(this.session, actions[0]!) : playAll(this.session, actions));
  }

  undo(): void {
    if (!this.snap.undo.allowed) return;
    const back = undo(this.session);
    this.error = null;
    this.notice = undoneText(back, this.session.actions.slice(back.actions.length));
    this.replace(back);
  }

  ready(): void {
    this.handedTo = awaitedSeat(this.session.state) ?? this.session.state.firstPlayer;
    this.changed();
  }

  hold(holding: boolean): void {
    if (holding === this.held) return;
    this.held = holding;
    this.schedule();
  }


  override close(): void {
    window.clearTimeout(this.botTimer);
    if (this.options.keep !== false) storeSession(this.session);
    super.close();
  }

  private commit(next: Session | string): void {
    if (typeof next === 'string') {
      this.error = next;
      this.changed();
      return;
    }
    this.error = null;
    this.notice = null;
    this.freshFrom = nextSeq(this.session.events);
    this.replace(next);
  }

  private replace(next: Session): void {
    this.session = next;
    // The end of a game is saved at once; other moves when the browser is idle. A lesson is never saved.
    if (this.options.keep !== false) {
      if (next.state.outcome) storeSession(next);
      else storeSessionSoon(next);
    }
    this.changed();
  }

  private changed(): void {
    this.version++;
    this.snap = this.build();
    this.schedule();
    this.emit();
  }

  /** A bot seat to act moves after a short pause, once the table has played out what came before. */
  private schedule(): void {
    window.clearTimeout(this.botTimer);
    this.botTimer = undefined;
    if (!this.botTurn) this.hurrying = false;
    if (this.held || this.closed || !this.botTurn || this.thinking !== null) return;
    const pause = this.hurrying ? 0 : BOT_PAUSE_MS[settings().botSpeed] ?? BOT_DELAY_MS;
    this.botTimer = window.setTimeout(() => {
      this.botTimer = undefined;
      const asked = this.session;
      // The search thinks in the bot worker, so the page never freezes; the others choose at once.
      const thought = thinkingStep(asked);
      if (!thought) {
        const next = botStep(asked);
        if (next !== null) this.commit(next);
        return;
      }
      this.thinking = thought.seat;
      this.changed();
      void thought.next.then((next) => {
        this.thinking = null;
        // An undo or a new game meanwhile: the answer is of a position no longer on the table.
        if (this.closed || this.session !== asked) { this.changed(); return; }
        this.commit(next);
      });
    }, pause);
  }

  /** Fast-forward: the bot seats move at once until a person is to act. */
  hurry(): void {
    this.hurrying = true;
    this.schedule();
  }

  private build(): TableSnapshot {
    const { session } = this;
    const { state } = session;
    // A game that stops where one of its moves is no longer legal (D162) is watched, not played on.
    const legal = session.stopped ? [] : legalActions(state);
    const seat = awaitedSeat(state) ?? state.firstPlayer;
    const bot = !state.outcome && botFor(session, actingSeat(session, legal)) !== null;
    this.botTurn = bot;
    const people = state.players.filter((p) => !session.crew?.[p.seat]).length;
    const handingOff = this.options.handoff && people > 1 && !bot && !state.outcome && seat !== this.handedTo;
    const viewer = bot || handingOff ? null : seat;
    const refusal = undoRefusal(session, handingOff);
    return {
      view: view(state, viewer),
      seat: viewer,
      legal: viewer === null ? [] : legal,
      events: eventsFor(session.events, viewer),
      freshFrom: this.freshFrom,
      notes: session.notes ?? [],
      seats: state.players.map((p) => ({
        seat: p.seat, name: seatName(session.names, p.seat),
        bot: session.crew?.[p.seat] ?? null, mine: !session.crew?.[p.seat], connected: true,
      })),
      undo: { allowed: refusal === null, reason: refusal },
      connection: 'local',
      error: this.error,
      // A stopped game keeps saying why it stops.
      notice: this.notice ?? (session.stopped ? session.notice ?? null : null),
      version: this.version,
      moves: session.actions.length,
      handOff: handingOff ? seat : null,
      thinking: this.thinking,
      hurrying: this.hurrying,
    };
  }
}

function nextSeq(events: readonly GameEvent[]): number {
  const last = events[events.length - 1];
  return last ? last.seq + 1 : 0;
}
