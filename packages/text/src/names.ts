import { shipDef, type VisibleState, type Seat } from '@everrain/engine';

/**
 * A name with "the" before it, unless the name carries its own article ("The Pariah", "The Widow's
 * Capstan"): "the Leviathan", but never "the The Pariah".
 */
export function theName(name: string): string {
  return /^the\s/i.test(name) ? name : `the ${name}`;
}

/** A ship's name after "the" in running text: "the Pariah" for "The Pariah", never "the The Pariah". */
export function theShip(name: string): string {
  return /^the\s/i.test(name) ? `the ${name.slice(4)}` : `the ${name}`;
}

/** "Seat 2: The Pariah" — a seat and its ship, as a title or label. */
export function seatShipLabel(state: VisibleState, seat: Seat): string {
  const ship = state.players[seat]?.ship;
  const name = ship === undefined ? 'ship' : shipDef(state.catalog, ship).name;
  return `Seat ${seat + 1}: ${theName(name)}`;
}
