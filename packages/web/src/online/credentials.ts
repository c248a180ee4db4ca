/** The invitations this browser holds: one per game and seat, kept in localStorage so a reload rejoins. */
export interface HeldSeat {
  readonly game: string;
  readonly seat: number;
  readonly key: string;
}

const STORE_KEY = 'everrain-online-seats';
const GAME = /^[A-Za-z0-9_-]{8,32}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;

export function heldSeats(): HeldSeat[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((s): s is HeldSeat => typeof s === 'object' && s !== null && GAME.test(String(s.game)) && Number.isInteger(s.seat) && KEY.test(String(s.key)));
  } catch {
    return [];
  }
}

export function holdSeat(seat: HeldSeat): void {
  const others = heldSeats().filter((s) => !(s.game === seat.game && s.seat === seat.seat));
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify([seat, ...others].slice(0, 200)));
  } catch {
    // Storage blocked: the seat lasts as long as the page.
  }
}

export function heldKey(game: string, seat: number): string | null {
  return heldSeats().find((s) => s.game === game && s.seat === seat)?.key ?? null;
}

/** Where the address points: the lobby, or a game (a seat of it, or spectating). */
export type OnlineRoute =
  | { readonly kind: 'lobby' }
  | { readonly kind: 'game'; readonly game: string; readonly seat: number | null }
  /** A finished game's replay (`/?game=…&replay`). */
  | { readonly kind: 'replay'; readonly game: string };

/**
 * Reads the address. An invitation carries its key in the fragment (`#key=…`), which the browser never sends
 * to a server: it is kept in localStorage and taken out of the address bar, so a copied address shares no seat.
 */
export function readRoute(location: Location, history: History): OnlineRoute {
  const params = new URLSearchParams(location.search);
  const game = params.get('game');
  if (!game || !GAME.test(game)) return { kind: 'lobby' };
  if (params.has('replay')) return { kind: 'replay', game };
  const seatText = params.get('seat');
  const seat = seatText !== null && /^[0-3]$/.test(seatText) ? Number(seatText) : null;
  const key = new URLSearchParams(location.hash.replace(/^#/, '')).get('key');
  if (seat !== null && key && KEY.test(key)) {
    holdSeat({ game, seat, key });
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  }
  return { kind: 'game', game, seat: seat !== null && heldKey(game, seat) ? seat : null };
}

/** A rematch is played with the same credential: this browser holds it for the new game's seat too. */
export function holdRematch(from: string, to: string, seat: number): void {
  const key = heldKey(from, seat);
  if (key && GAME.test(to)) holdSeat({ game: to, seat, key });
}

export function replayAddress(game: string): string {
  return `/?game=${encodeURIComponent(game)}&replay`;
}

export function gameAddress(game: string, seat: number | null): string {
  return `/?game=${encodeURIComponent(game)}${seat === null ? '' : `&seat=${seat}`}`;
}
