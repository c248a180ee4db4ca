import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_RULES, type RuleOptions } from '@everrain/engine';
import { chosenRules, RulesOptionsFields } from '../screens/RulesOptionsFields';
import { gameAddress, heldSeats, holdHosted, holdSeat, replayAddress } from './credentials';
import { limitOf, turnLine } from './turn-clock';

interface Created {
  readonly game: string;
  readonly seats: readonly { readonly seat: number; readonly key: string; readonly link: string }[];
  readonly spectate: string;
  /** The host's key (D163): host powers that never play a seat. */
  readonly host?: string | null;
}

/** A seat as GET /api/games/:id tells it: whether its invitation was opened (claimed: D163). */
interface SeatStatus {
  readonly seat: number;
  readonly claimed?: boolean;
  readonly connected: boolean;
}

interface Listed {
  readonly game: string;
  readonly seat: number;
  readonly players: number;
  readonly names: readonly string[];
  readonly yourTurn: boolean;
  readonly version: number;
  readonly over: boolean;
  readonly result: string | null;
  readonly bot?: string | null;
  /** The bot is a stand-in: the turn's time ran out (D164). */
  readonly standIn?: boolean;
  /** Whose turn it is (the awaited seats' names), since when, and the turn clock (D164). */
  readonly awaitedNames?: readonly string[];
  readonly since?: number;
  readonly deadline?: number | null;
  readonly pausedLeft?: number | null;
  readonly limitMs?: number | null;
  /** The server's time when it answered (the page's own clock may be off). */
  readonly now?: number;
}

/** The turn limits offered at creation (D164); "custom" takes a number of hours. */
type LimitChoice = 'none' | '24' | '72' | 'custom';
/** The server's bounds for a custom limit, in hours (packages/server/src/turn-time.ts). */
const MAX_LIMIT_HOURS = 24 * 30;

/** The limit chosen, as POST /api/games takes it; or why the custom number will not do. */
function chosenLimit(choice: LimitChoice, custom: string): { hours: number } | null | string {
  if (choice === 'none') return null;
  if (choice !== 'custom') return { hours: Number(choice) };
  const hours = Number(custom.trim());
  return Number.isInteger(hours) && hours >= 1 && hours <= MAX_LIMIT_HOURS ? { hours } : `A custom turn limit is a whole number of hours from 1 to ${MAX_LIMIT_HOURS}.`;
}

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .catch(() => { throw new Error('The game server cannot be reached: online play needs the network and the server. Solo and hot-seat games play offline from the start screen.'); });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(json.error ?? `The server answered ${response.status}.`);
  return json;
}

/** Online play's front page: a new game (its invite links to share), and this browser's games, its turn first. */
export function Lobby(props: { onOpen: (game: string, seat: number | null) => void; onReplay: (game: string) => void; onBack: () => void }) {
  const [players, setPlayers] = useState(2);
  const [length, setLength] = useState<'short' | 'medium' | 'long'>('short');
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [rules, setRules] = useState<RuleOptions>(DEFAULT_RULES);
  const [created, setCreated] = useState<Created | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const [games, setGames] = useState<readonly Listed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [claims, setClaims] = useState<readonly SeatStatus[]>([]);
  const [limit, setLimit] = useState<LimitChoice>('none');
  const [customHours, setCustomHours] = useState('48');

  // The creator's invite list says which links were opened (each then belongs to whoever opened it: D163).
  useEffect(() => {
    if (!created) return;
    let stop = false;
    const look = () => fetch(`/api/games/${encodeURIComponent(created.game)}`).then((r) => r.json() as Promise<{ seats?: SeatStatus[] }>)
      .then((r) => { if (!stop && r.seats) setClaims(r.seats); }, () => {});
    void look();
    const timer = window.setInterval(() => void look(), 5000);
    return () => { stop = true; window.clearInterval(timer); };
  }, [created]);

  useEffect(() => {
    const held = heldSeats();
    if (held.length === 0) { setGames([]); return; }
    post<{ games: Listed[] }>('/api/my-games', { seats: held.map(({ game, seat, key }) => ({ game, seat, key })) }).then((r) => setGames(r.games), (e: Error) => setError(e.message));
  }, [created]);

  const create = async () => {
    const turnLimit = chosenLimit(limit, customHours);
    if (typeof turnLimit === 'string') {
      setError(turnLimit);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const made = await post<Created>('/api/games', { players, length, rules: chosenRules(rules), names: names.slice(0, players).map((n) => n.trim()), turnLimit });
      // The creator holds every seat's invitation until each is opened (then it belongs to whoever opened it: D163),
      // and the host's key: re-invite a seat, give a seat nobody is at to a bot, end the game.
      for (const s of [...made.seats].reverse()) holdSeat({ game: made.game, seat: s.seat, key: s.key });
      if (made.host) holdHosted({ game: made.game, host: made.host, links: made.seats.map((s) => s.link) });
      setCreated(made);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The game could not be made.');
    } finally {
      setBusy(false);
    }
  };
  const copy = async (seat: number, link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(seat);
    } catch {
      setError('The browser would not copy: select the link and copy it by hand.');
    }
  };

  return (
    <main class="start online">
      <h1>The Everrain — online</h1>
      <p class="tagline">One game, one link per seat: send each friend theirs. The game lives on the server: close the page and come back any day.</p>
      {created ? (
        <section class="invites" aria-label="Invitation links">
          <h2>Your new game</h2>
          <p class="hint">Each link is that seat's invitation: whoever opens it first owns the seat, from then on only on their own devices. Keep one for yourself. You stay the game's host: in the game you can re-invite a seat (for someone who lost their device), give a seat nobody is at to a bot, or end the game — but never play someone else's seat.</p>
          <ol>
            {created.seats.map((s) => (
              <li key={s.seat} data-seat={s.seat}>
                <span>{names[s.seat]?.trim() || `Player ${s.seat + 1}`}</span>{' '}
                <small class="claim-status">{claims.find((c) => c.seat === s.seat)?.claimed ? 'opened' : 'not opened yet'}</small>{' '}
                <input class="invite-link" readOnly value={s.link} aria-label={`Seat ${s.seat + 1}'s invitation link`} onFocus={(e) => e.currentTarget.select()} />{' '}
                <button type="button" class="copy" onClick={() => void copy(s.seat, s.link)}>{copied === s.seat ? 'Copied' : 'Copy'}</button>{' '}
                <button type="button" class="play-seat" onClick={() => props.onOpen(created.game, s.seat)}>Play this seat here</button>
              </li>
            ))}
          </ol>
          <p>Spectators: <input readOnly value={created.spectate} aria-label="Spectator link" /></p>
        </section>
      ) : null}
      <form onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <h2>New online game</h2>
        <label for="online-players">Players</label>
        <select id="online-players" value={players} onChange={(e) => setPlayers(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
        <fieldset>
          <legend>Names</legend>
          {Array.from({ length: players }, (_, seat) => (
            <label key={seat}>Seat {seat + 1} <input id={`online-name-${seat}`} maxLength={32} value={names[seat]} placeholder={`Player ${seat + 1}`}
              onInput={(e) => setNames(names.map((n, i) => (i === seat ? e.currentTarget.value : n)))} /></label>
          ))}
        </fieldset>
        <label for="online-length">Game length</label>
        <select id="online-length" value={length} onChange={(e) => setLength(e.currentTarget.value as 'short' | 'medium' | 'long')}>
          <option value="short">Short</option><option value="medium">Medium</option><option value="long">Long</option>
        </select>
        <label for="online-turn-limit">Time for each turn</label>
        <select id="online-turn-limit" value={limit} onChange={(e) => setLimit(e.currentTarget.value as LimitChoice)}>
          <option value="none">No limit</option><option value="24">24 hours</option><option value="72">72 hours</option><option value="custom">Custom…</option>
        </select>
        {limit === 'custom'
          ? <label> <input id="online-turn-hours" type="number" inputMode="numeric" value={customHours} onInput={(e) => setCustomHours(e.currentTarget.value)} /> hours</label>
          : null}
        {limit !== 'none'
          ? <p class="hint">When a turn's time runs out, a bot plays that seat until its person comes back; a reminder goes out when a quarter of the time is left. You can pause the clock for a holiday.</p>
          : null}
        <RulesOptionsFields rules={rules} onChange={setRules} />
        <button type="submit" class="primary" id="create-online" disabled={busy}>{busy ? 'Creating…' : 'Create the game and its links'}</button>
      </form>
      <section class="my-games" aria-label="My games">
        <h2>My games</h2>
        {games === null ? <p>Loading…</p> : games.length === 0 ? <p class="hint">No online games in this browser yet.</p> : (
          <ul>
            {games.map((g) => (
              <li key={`${g.game}/${g.seat}`} class={g.yourTurn ? 'your-turn' : ''}>
                <a href={gameAddress(g.game, g.seat)} onClick={(e) => { e.preventDefault(); props.onOpen(g.game, g.seat); }}>
                  {g.names.join(', ')} — as {g.names[g.seat] ?? `seat ${g.seat + 1}`}
                </a>{' '}
                <strong>{g.over ? `over (${g.result ?? ''})` : g.yourTurn ? 'your turn' : g.bot ? (g.standIn ? `a stand-in ${g.bot} bot plays it (the turn's time ran out)` : `the ${g.bot} bot plays it`) : 'waiting'}</strong> <small>{g.version} moves</small>
                {!g.over && g.awaitedNames && g.since !== undefined
                  ? <>{' '}<small class="turn-line" title={g.limitMs ? limitOf(g.limitMs) : 'No turn limit'}>{turnLine(g.awaitedNames, g.yourTurn, { limitMs: g.limitMs ?? null, since: g.since, deadline: g.deadline ?? null, pausedLeft: g.pausedLeft ?? null }, g.now ?? Date.now())}</small></>
                  : null}
                {g.over ? <>{' '}<a class="watch-replay" href={replayAddress(g.game)} onClick={(e) => { e.preventDefault(); props.onReplay(g.game); }}>Watch the replay</a></> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {error ? <p role="alert" class="error">{error}</p> : null}
      <p><button type="button" id="offline" onClick={props.onBack}>Back to solo and hot-seat play</button></p>
    </main>
  );
}
