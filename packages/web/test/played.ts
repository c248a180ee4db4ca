import { BOTS, seatTurn } from '@everrain/bots';
import { awaitedSeat, legalActions } from '@everrain/engine';
import { newSession, play, type Session, type Setup } from '../src/session';

/** A game played on the node side by the heuristic bot at every seat until `stop` holds (or the game ends). */
export function playedSession(setup: Setup, seed: string, stop: (s: Session) => boolean): Session {
  const made = newSession(setup, seed);
  if (typeof made === 'string') throw new Error(made);
  let s = made;
  const bots = new Map<number, ReturnType<NonNullable<typeof BOTS[string]>>>();
  for (let i = 0; i < 20_000 && !s.state.outcome && !stop(s); i++) {
    const legal = legalActions(s.state);
    const seat = awaitedSeat(s.state) ?? legal[0]?.seat ?? 0;
    let bot = bots.get(seat);
    if (!bot) { bot = BOTS.heuristic!(`${seed}/${seat}`); bots.set(seat, bot); }
    const own = legal.filter((a) => a.seat === seat);
    const { action } = bot.choose(seatTurn(s.state, seat, own.length > 0 ? own : legal));
    const next = play(s, action);
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  return s;
}

/** Right after an Enemy Phase has run and a seat is to act again on its turn. */
export const afterEnemyPhase = (rounds: number) => (s: Session): boolean =>
  s.state.round > rounds && !s.state.pending[0] && !!s.state.turn && s.actions.length > 0;
