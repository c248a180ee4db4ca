import { useEffect, useState } from 'preact/hooks';
import { gameAddress, heldSeats } from './credentials';
import { agoOf, timeLeftOf } from './turn-clock';

/** A game of this browser's that awaits its seat, as POST /api/my-games tells it. */
interface Waiting {
  readonly game: string;
  readonly seat: number;
  readonly names: readonly string[];
  readonly yourTurn: boolean;
  readonly over: boolean;
  readonly updatedAt?: number;
  /** Since when the turn waits, and its clock (D164); the server's time when it answered. */
  readonly since?: number;
  readonly limitMs?: number | null;
  readonly deadline?: number | null;
  readonly pausedLeft?: number | null;
  readonly now?: number;
}

/**
 * The start screen's line of online games waiting for this browser (issue #23 item 3): each game where it is
 * one of its seats' turn, to open at once. Nothing is asked of the server when this browser holds no seat, and
 * nothing is shown when no server answers (the page served without one).
 */
export function WaitingOnline(props: { now?: () => number }) {
  const [games, setGames] = useState<readonly Waiting[]>([]);
  useEffect(() => {
    const held = heldSeats();
    if (held.length === 0) return;
    let stop = false;
    fetch('/api/my-games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: held.map(({ game, seat, key }) => ({ game, seat, key })) }) })
      .then((r) => (r.ok ? (r.json() as Promise<{ games?: Waiting[] }>) : { games: [] }))
      .then((r) => { if (!stop) setGames((r.games ?? []).filter((g) => g.yourTurn && !g.over)); }, () => {});
    return () => { stop = true; };
  }, []);
  if (games.length === 0) return null;
  const now = (props.now ?? Date.now)();
  return (
    <section class="waiting-online" aria-label="Online games waiting for you">
      <h2>Your turn online</h2>
      <ul>
        {games.map((g) => (
          <li key={`${g.game}/${g.seat}`}>
            <a href={gameAddress(g.game, g.seat)}>{g.names.join(', ')} — as {g.names[g.seat] ?? `seat ${g.seat + 1}`}</a>
            {(g.since ?? g.updatedAt) ? <small> · your turn since {agoOf(now - (g.since ?? g.updatedAt)!)}</small> : null}
            {g.since !== undefined ? <TimeLeft g={g} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A turn limit's time left (D164), counted by the server's time: " · 20 h left". */
function TimeLeft(props: { g: Waiting }) {
  const { g } = props;
  const left = timeLeftOf({ limitMs: g.limitMs ?? null, since: g.since!, deadline: g.deadline ?? null, pausedLeft: g.pausedLeft ?? null }, g.now ?? Date.now());
  return left ? <small> · {left}</small> : null;
}
