import { awaitedSeat, legalActions, type Action, type ContentSet, type GameEvent, type GameLength, type GameState, type RuleOptions } from '@everrain/engine';
import { newSession, play, type Session } from '@everrain/session';
import { seatTurn, type Bot } from './bot';

/**
 * What one whole game came to. Deliberately small plain data, with no game state in it: a simulation of
 * any number of games streams these records and keeps none of the games (issue 12).
 */
export interface GameRecord {
  readonly seed: string;
  readonly players: number;
  readonly result: 'won' | 'lost' | 'stalled' | 'error' | 'cut';
  readonly reason: string;
  readonly rounds: number;
  readonly actions: number;
}

export interface PlayOptions {
  readonly players: number;
  readonly length?: GameLength;
  readonly seed: string;
  readonly content: ContentSet;
  readonly bot: Bot;
  readonly rules?: Partial<RuleOptions>;
  /** A game still running after this many actions is cut off and reported. */
  readonly maxActions?: number;
  /** Called after every applied action, e.g. to check invariants or to keep the last state; `reason` is the bot's; `events`, what the action caused. */
  readonly onAction?: (before: GameState, action: Action, after: GameState, reason: string, events: readonly GameEvent[]) => void;
}

const message = (thrown: unknown) => (thrown instanceof Error ? thrown.message : String(thrown));

/** Plays one whole game with a bot in every seat. Errors are reported in the record, never thrown. */
export function playGame(o: PlayOptions): GameRecord {
  const base = { seed: o.seed, players: o.players };
  let session: Session | null = null;
  let actions = 0;
  const ended = (result: GameRecord['result'], reason: string): GameRecord => ({ ...base, result, reason, rounds: session?.state.round ?? 0, actions });
  try {
    // The one session every client plays through (@everrain/session), kept lean: the state alone, no
    // actions, events or undo points copied per action.
    const created = newSession(o.content, { players: o.players, length: o.length ?? 'medium', rules: o.rules ?? {} }, o.seed, {}, { lean: true });
    if (typeof created === 'string') return ended('error', created);
    session = created;
    const limit = o.maxActions ?? 200_000;
    while (!session.state.outcome) {
      if (actions >= limit) return ended('cut', `still running after ${limit} actions`);
      const state: GameState = session.state;
      const legal = legalActions(state);
      if (legal.length === 0) return ended('stalled', 'no legal action in a running game');
      // The bot sees its seat's view and the legal actions, never the state (issue #13).
      const seat = awaitedSeat(state) ?? (legal[0] as Action).seat;
      const { action, reason } = o.bot.choose(seatTurn(state, seat, legal));
      let next: Session | string;
      try {
        next = play(session, action);
      } catch (thrown) {
        return ended('error', `apply threw: ${message(thrown)}`);
      }
      if (typeof next === 'string') return ended('error', `a legal action was refused: ${next}`);
      o.onAction?.(state, action, next.state, reason, next.lastEvents ?? []);
      session = next;
      actions += 1;
    }
    return ended(session.state.outcome.result, session.state.outcome.reason);
  } catch (thrown) {
    // newSession, legalActions or the bot threw: still one record for this game, never a crashed run.
    return ended('error', `threw: ${message(thrown)}`);
  }
}

export interface Summary {
  readonly games: number;
  readonly won: number;
  readonly lost: number;
  readonly errors: number;
  readonly stalled: number;
  readonly cut: number;
  readonly meanRounds: number;
  readonly meanActions: number;
}

/** Aggregates records one at a time, in constant memory, so a simulation never has to keep them. */
export class Tally {
  private readonly counts = { won: 0, lost: 0, error: 0, stalled: 0, cut: 0 };
  private games = 0;
  private rounds = 0;
  private actions = 0;

  add(record: Pick<GameRecord, 'result' | 'rounds' | 'actions'>): void {
    this.games += 1;
    this.counts[record.result] += 1;
    this.rounds += record.rounds;
    this.actions += record.actions;
  }

  summary(): Summary {
    const c = this.counts;
    const mean = (total: number) => (this.games ? total / this.games : 0);
    return { games: this.games, won: c.won, lost: c.lost, errors: c.error, stalled: c.stalled, cut: c.cut, meanRounds: mean(this.rounds), meanActions: mean(this.actions) };
  }
}

export function summarise(records: Iterable<GameRecord>): Summary {
  const tally = new Tally();
  for (const record of records) tally.add(record);
  return tally.summary();
}
