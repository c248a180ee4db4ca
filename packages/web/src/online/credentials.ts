/** The invitations this browser holds: one per game and seat, kept in localStorage so a reload rejoins. */
export interface HeldSeat {
  readonly game: string;
  readonly seat: number;
  readonly key: string;
  /**
   * The key this browser claims the seat with when its invitation (or a device link) is opened (D163): made
   * and kept here before the hello goes, so a claim whose answer was lost is made again with the same key.
   */
  readonly next?: string;
}

const STORE_KEY = 'everrain-online-seats';
const GAME = /^[A-Za-z0-9_-]{8,32}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;

export function heldSeats(): HeldSeat[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((s): s is HeldSeat => typeof s === 'object' && s !== null && GAME.test(String(s.game)) && Number.isInteger(s.seat) && KEY.test(String(s.key)) && (s.next === undefined || KEY.test(String(s.next))));
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

/** A new secret made in this browser: 256 random bits, base64url (43 characters), as the server makes its own. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key to claim a held seat with if its key is an invitation (made and kept before it is used: D163). */
export function claimFor(game: string, seat: number): string | null {
  const held = heldSeats().find((s) => s.game === game && s.seat === seat);
  if (!held) return null;
  if (held.next) return held.next;
  const next = newSecret();
  holdSeat({ ...held, next });
  return next;
}

/** The games this browser created: the host's key (D163) and the invitation links it was given. */
export interface HostedGame {
  readonly game: string;
  readonly host: string;
  readonly links: readonly string[];
}

const HOSTED_KEY = 'everrain-online-hosted';

export function hostedGames(): HostedGame[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(HOSTED_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((h): h is HostedGame => typeof h === 'object' && h !== null && GAME.test(String(h.game)) && KEY.test(String(h.host)) && Array.isArray(h.links) && h.links.every((l: unknown) => typeof l === 'string'));
  } catch {
    return [];
  }
}

export function holdHosted(hosted: HostedGame): void {
  const others = hostedGames().filter((h) => h.game !== hosted.game);
  try {
    localStorage.setItem(HOSTED_KEY, JSON.stringify([hosted, ...others].slice(0, 200)));
  } catch {
    // Storage blocked: the host's key lasts as long as the page.
  }
}

export function hostedGame(game: string): HostedGame | null {
  return hostedGames().find((h) => h.game === game) ?? null;
}

/** An invitation's (or a device link's) address for `key`: like the game's first link, else this page's. */
export function seatLink(game: string, seat: number, key: string): string {
  const like = hostedGame(game)?.links[0];
  const base = like ? like.replace(/\/\?.*$/, '') : location.origin;
  return `${base}/?game=${encodeURIComponent(game)}&seat=${seat}#key=${key}`;
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
    // A link opened again (or a new device link) replaces what this browser held for the seat.
    if (heldKey(game, seat) !== key) holdSeat({ game, seat, key });
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  }
  return { kind: 'game', game, seat: seat !== null && heldKey(game, seat) ? seat : null };
}

/** A rematch is played with the same credential (its claims are kept: D163): this browser holds it for the new game's seat too, and its host key. */
export function holdRematch(from: string, to: string, seat: number): void {
  const key = heldKey(from, seat);
  if (key && GAME.test(to)) holdSeat({ game: to, seat, key });
  const hosted = hostedGame(from);
  if (hosted && GAME.test(to) && !hostedGame(to)) holdHosted({ game: to, host: hosted.host, links: [] });
}

export function replayAddress(game: string): string {
  return `/?game=${encodeURIComponent(game)}&replay`;
}

export function gameAddress(game: string, seat: number | null): string {
  return `/?game=${encodeURIComponent(game)}${seat === null ? '' : `&seat=${seat}`}`;
}
