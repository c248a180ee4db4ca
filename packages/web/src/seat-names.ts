import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * The people's names at the seats (issue #15 item 6): where the page itself composes "Seat N", it says the
 * name given on the start screen instead (the engine's own lines keep "seat N").
 */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  const name = names?.[seat]?.trim();
  return name ? name : `Seat ${seat + 1}`;
}

export const SeatNames = createContext<readonly string[] | undefined>(undefined);

/** The name of a seat, as the game in play has it. */
export function useSeatName(): (seat: number) => string {
  const names = useContext(SeatNames);
  return (seat) => seatName(names, seat);
}
