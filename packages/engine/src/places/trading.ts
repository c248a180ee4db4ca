import { withItem, withoutItem } from '../core/lists';
import type { Action, TransferItem } from '../core/actions';
import { emit, type Ctx } from '../core/context';
import { hexDistance } from '../core/hex';
import { holdCapacity } from '../ship/improvements';
import { player } from '../ship/ship';
import type { GameState, PlayerState } from '../core/state';

/** Coin passes in purses of this much (or whatever is left, if less). */
export const COIN_PER_TRANSFER = 5;

/**
 * Trading (rulebook, Player Interaction): two ships in adjacent hexes, on either one's turn, freely
 * trade Crew, Coin, Treasures and Clues. A ship keeps at least one crew member; a Hold or the crew
 * slots must have room.
 */
export function legalTransfers(state: GameState, p: PlayerState): Action[] {
  if (!p.position) return [];
  const out: Action[] = [];
  for (const q of state.players) {
    if (q.seat === p.seat || !q.position || hexDistance(q.position.hex, p.position.hex) !== 1) continue;
    transfersBetween(state, p.seat, p, q, out);
    transfersBetween(state, p.seat, q, p, out);
  }
  return out;
}

/** What `from` may pass to `to`, in a fixed order: a Clue, a purse of coin, each kind of Treasure, each crew member. */
function transfersBetween(state: GameState, seat: number, from: PlayerState, to: PlayerState, out: Action[]): void {
  // No closure here: enumeration runs for every state, and a closure per call is allocated (and named) each time.
  const made = madeFor(seat, from.seat, to.seat);
  if (from.clues > 0) out.push((made.clue ??= transferOf(seat, from, to, { kind: 'clue' })));
  if (from.coin > 0) {
    const amount = Math.min(COIN_PER_TRANSFER, from.coin);
    out.push((made.coin[amount] ??= transferOf(seat, from, to, { kind: 'coin', amount })));
  }
  if (from.hold.length > 0 && to.hold.length < holdCapacity(state, to)) {
    for (let i = 0; i < from.hold.length; i++) {
      const treasure = from.hold[i] as string;
      if (from.hold.indexOf(treasure) === i) out.push(shared(made.treasure, treasure, seat, from, to, 'treasure'));
    }
  }
  if (from.crew.length > 1 && to.crew.length < state.catalog.shipBoard.crewSlots) {
    for (const c of from.crew) out.push(shared(made.crew, c.id, seat, from, to, 'crew'));
  }
}

/**
 * Trades listed as shared frozen actions, made the first time each comes up: the same trades are offered
 * in state after state while two ships stay side by side, and a new object (and its item) made and frozen
 * each time was a good part of listing them. By offering seat, giving seat and receiving seat; then by the
 * item (Treasures by content id, crew by id: numbered afresh in each game, so the tables stay small).
 */
interface Made {
  clue: Action | undefined;
  readonly coin: (Action | undefined)[];
  readonly treasure: Map<string, Action>;
  readonly crew: Map<string, Action>;
}
const madeTrades = new Map<number, Made>();

function madeFor(seat: number, from: number, to: number): Made {
  const key = (seat * 64 + from) * 64 + to;
  let made = madeTrades.get(key);
  if (made === undefined) madeTrades.set(key, (made = { clue: undefined, coin: [], treasure: new Map(), crew: new Map() }));
  return made;
}

function shared(table: Map<string, Action>, id: string, seat: number, from: PlayerState, to: PlayerState, kind: 'treasure' | 'crew'): Action {
  let action = table.get(id);
  if (action === undefined) {
    action = transferOf(seat, from, to, kind === 'treasure' ? { kind, treasure: id } : { kind, crew: id });
    table.set(id, action);
  }
  return action;
}

function transferOf(seat: number, from: PlayerState, to: PlayerState, item: TransferItem): Action {
  return Object.freeze<Action>({ type: 'transfer', seat, from: from.seat, to: to.seat, item: Object.freeze(item) });
}

export function transfer(ctx: Ctx, fromSeat: number, toSeat: number, item: TransferItem): void {
  const { state } = ctx;
  const from = player(state, fromSeat);
  const to = player(state, toSeat);
  let token: string | null = null;
  switch (item.kind) {
    case 'clue':
      from.clues -= 1;
      to.clues += 1;
      break;
    case 'coin':
      from.coin -= item.amount;
      to.coin += item.amount;
      break;
    case 'treasure':
      from.hold = withoutItem(from.hold, item.treasure);
      to.hold = withItem(to.hold, item.treasure);
      break;
    case 'crew': {
      const c = from.crew.find((x) => x.id === item.crew);
      if (!c) return;
      from.crew = from.crew.filter((x) => x !== c);
      c.position = { area: 'below', slot: 0 };
      to.crew.push(c);
      token = c.token;
      break;
    }
  }
  emit(ctx, 'traded', 'Trading', { to: toSeat, item: { ...item }, token }, { seat: fromSeat });
}
