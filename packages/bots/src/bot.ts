import { view, type Action, type GameState, type GameView, type PendingDecision, type Seat } from '@everrain/engine';

/**
 * What a bot is shown when its seat must act: the legal actions and the seat's view (the engine's
 * `view(state, seat)`, D87), never the state itself — no deck order, no seed, no generator. The view is
 * built on first read: a bot that needs only the actions (the random bots, nearly always) pays nothing for it.
 */
export interface SeatTurn {
  /** The seat the engine awaits, which the bot plays now. */
  readonly seat: Seat;
  readonly legal: readonly Action[];
  /** The decision the engine awaits, if one is open (public: the view holds it too, at no cost here). */
  readonly decision: PendingDecision | null;
  readonly view: GameView;
}

/** A bot's choice, with why, in one line a log can show ("sails for Duskfall: 5 Clues for the University"). */
export interface BotChoice {
  readonly action: Action;
  readonly reason: string;
}

/** A bot chooses one of the legal actions it is shown, and says why. */
export interface Bot {
  readonly name: string;
  choose(turn: SeatTurn): BotChoice;
}

/**
 * The seat's turn for a bot, its view built lazily from the state. The bot holds only this object: the
 * state is a private field, out of its reach. A class, not an object literal with a getter: a literal's
 * accessor and closure made every action cost twice as much in whole games (measured, README).
 */
class LazySeatTurn implements SeatTurn {
  readonly #state: GameState;
  #seen: GameView | null = null;
  readonly decision: PendingDecision | null;

  constructor(state: GameState, readonly seat: Seat, readonly legal: readonly Action[]) {
    this.#state = state;
    this.decision = state.pending[0] ?? null;
  }

  get view(): GameView {
    // Shared, not copied (`copy: false`): a bot only reads its view, and a state is never changed once made,
    // so the copy bought nothing but a fifth of a heuristic decision's time and most of its garbage.
    return (this.#seen ??= view(this.#state, this.seat, { copy: false }));
  }
}

export function seatTurn(state: GameState, seat: Seat, legal: readonly Action[]): SeatTurn {
  return new LazySeatTurn(state, seat, legal);
}

/** The same turn with fewer actions offered (a bench bot that leaves free trades for last, say). */
class NarrowedTurn implements SeatTurn {
  readonly seat: Seat;
  readonly decision: PendingDecision | null;

  constructor(private readonly turn: SeatTurn, readonly legal: readonly Action[]) {
    this.seat = turn.seat;
    this.decision = turn.decision;
  }

  get view(): GameView {
    return this.turn.view;
  }
}

export function narrowedTurn(turn: SeatTurn, legal: readonly Action[]): SeatTurn {
  return new NarrowedTurn(turn, legal);
}
