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

/**
 * An engine line with the people's names for "seat N" where they gave one ("Seat 2's ship" → "Bo's ship"):
 * hot-seat players know each other by name, not by seat number. Unnamed seats keep the engine's words.
 */
export function withSeatNames(text: string, names: readonly string[] | undefined): string {
  if (!names?.some((n) => n.trim())) return text;
  return text.replace(/\b[Ss]eat ([1-9])\b/g, (whole, n: string) => names[Number(n) - 1]?.trim() || whole);
}

/** `withSeatNames` for the game in play. */
export function useSeatText(): (text: string) => string {
  const names = useContext(SeatNames);
  return (text) => withSeatNames(text, names);
}
