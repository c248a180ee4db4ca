import { view, type Action, type GameState, type GameView, type Seat } from '@everrain/engine';

/**
 * What a bot is shown when its seat must act: the legal actions and the seat's view (the engine's
 * `view(state, seat)`, D87), never the state itself — no deck order, no seed, no generator. The view is
 * built on first read: a bot that needs only the actions (the random bots, nearly always) pays nothing for it.
 */
export interface SeatTurn {
  /** The seat the engine awaits, which the bot plays now. */
  readonly seat: Seat;
  readonly legal: readonly Action[];
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
 * state stays in the closure, out of its reach.
 */
export function seatTurn(state: GameState, seat: Seat, legal: readonly Action[]): SeatTurn {
  let seen: GameView | null = null;
  return {
    seat,
    legal,
    get view(): GameView {
      return (seen ??= view(state, seat));
    },
  };
}
