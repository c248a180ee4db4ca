import { view, type Action, type ContentSet, type GameState, type GameView, type Seat } from '@everrain/engine';

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
      return (seen ??= seatView(state, seat));
    },
  };
}

/**
 * The engine's `view(state, seat)`, made quick. `view` deep-copies the whole state but the secrets, and
 * with it the catalog (the content records, which never change): ~4 ms of a ~4.2 ms call, paid by a bot
 * at every decision. Handed a catalog that holds only the map tiles (the one part `view` reads, to count
 * the tile stack by Act) it copies that instead, and the real catalog is put back. The result equals
 * `view(state, seat)` (test: packages/bots/test/seat-view.test.ts). Should become the engine's own behaviour
 * (view need not copy the catalog); then this is `view(state, seat)` again.
 */
export function seatView(state: GameState, seat: Seat | null): GameView {
  const shown = view({ ...state, catalog: tilesOnly(state.catalog) }, seat);
  return { ...shown, catalog: state.catalog };
}

const slim = new WeakMap<ContentSet, ContentSet>();

function tilesOnly(catalog: ContentSet): ContentSet {
  let found = slim.get(catalog);
  if (!found) {
    const empty: ContentSet = Object.fromEntries(Object.entries(catalog).map(([key, value]) => [key, Array.isArray(value) ? [] : value])) as unknown as ContentSet;
    found = { ...empty, tiles: catalog.tiles };
    slim.set(catalog, found);
  }
  return found;
}
