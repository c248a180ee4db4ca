import type { GameState, Seat } from './state';

/** Every seat, clockwise, starting from `first`. */
export function seatsFrom(state: GameState, first: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

export function nextSeat(state: GameState, seat: Seat): Seat {
  return (seat + 1) % state.players.length;
}
