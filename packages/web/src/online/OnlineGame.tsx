import { useEffect, useState } from 'preact/hooks';
import type { TableSnapshot } from '../drivers/driver';
import { OnlineDriver } from '../drivers/online';
import { Table } from '../table/Table';
import { heldKey } from './credentials';

/** The server's bots (@everrain/bots' registry names, the local game's three); the page loads no bot code. */
export const ONLINE_BOTS: readonly { readonly id: string; readonly label: string }[] = [
  { id: 'search', label: 'search bot (plays best)' }, { id: 'heuristic', label: 'heuristic bot' }, { id: 'random', label: 'random bot' },
];

/** Tests reach the live driver through this (to drop the connection as a network would). */
declare global {
  interface Window { everrainOnline?: OnlineDriver }
}

/** The driver of this page's online game, and its snapshot whenever it changes (null until the server's welcome). */
export function useOnlineDriver(game: string, seat: number | null): { driver: OnlineDriver | null; snap: TableSnapshot | null } {
  const [driver, setDriver] = useState<OnlineDriver | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    const d = new OnlineDriver({ game, seat, key: seat === null ? null : heldKey(game, seat), keyOf: (s) => heldKey(game, s) });
    const off = d.subscribe(() => setTick((n) => n + 1));
    setDriver(d);
    window.everrainOnline = d;
    return () => { off(); d.close(); };
  }, [game, seat]);
  return { driver, snap: driver?.hasView() ? driver.snapshot() : null };
}

/**
 * An online game on the one table (issue #22 item 4): the server's view of this seat, its legal actions
 * and events, live — with what online play adds: who is at the table in the header, the seats and their
 * bots above the log (the table puts the chat beside it, its unread lines marked on the Log button), the
 * rematch (whoever asks goes to it; the others are told and join it from the end screen), and the finished
 * game's replay.
 */
export function OnlineGame(props: { game: string; seat: number | null; onLobby: () => void; onFollow: (game: string) => void; onReplay: (game: string) => void }) {
  const { driver, snap } = useOnlineDriver(props.game, props.seat);
  const rematch = snap?.rematch ?? null;
  const asked = driver?.rematchAsked() ?? false;
  useEffect(() => {
    if (rematch && asked) props.onFollow(rematch);
  }, [rematch, asked]);
  if (!driver || !snap) {
    const pending = driver?.pending();
    return (
      <main class="start online">
        <h1>The Everrain — online</h1>
        <p role={pending?.error ? 'alert' : 'status'}>{pending?.error ?? 'Connecting to the game…'}</p>
        <button type="button" onClick={props.onLobby}>Back to online games</button>
      </main>
    );
  }
  return (
    <Table driver={driver} onLeave={props.onLobby} leaveLabel="Online games" onWatchReplay={() => props.onReplay(props.game)}
      header={(
        <Presence snap={snap} />
      )}
      besideLog={<Seats snap={snap} driver={driver} />} />
  );
}

/**
 * Who is at the table, at a glance: a dot per seat (connected, away, a bot), its name and state in its title
 * (the ship-board tabs name the seats and mark those away; the seats above the log say it in full).
 */
function Presence(props: { snap: TableSnapshot }) {
  return (
    <ul class="presence-dots" aria-label="Who is at the table">
      {props.snap.seats.map((s) => {
        const said = `${s.name}${s.mine ? ' (you)' : ''}: ${s.bot ? `the ${s.bot} bot` : s.connected ? 'connected' : s.left ? 'left' : 'away'}`;
        return (
          <li key={s.seat} class={s.bot ? 'bot' : s.connected ? 'connected' : 'away'} title={said} aria-label={said} data-seat={s.seat}>
            <span aria-hidden="true">{s.bot ? '⚙' : s.connected ? '●' : '○'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The seats with their people or bots; a seat whose link this browser holds may be given to a bot, or taken back (D105). */
function Seats(props: { snap: TableSnapshot; driver: OnlineDriver }) {
  const { snap, driver } = props;
  return (
    <section class="presence" aria-label="The seats">
      <ul>
        {snap.seats.map((s) => {
          const held = s.mine || heldKey(driver.game, s.seat) !== null;
          return (
            <li key={s.seat} class={s.connected ? 'connected' : 'away'} data-seat={s.seat}>
              <span class="dot" aria-hidden="true">{s.bot ? '⚙' : s.connected ? '●' : '○'}</span>{' '}
              {s.name}{s.mine ? ' (you)' : ''} — {s.bot ? `${s.bot} bot` : s.connected ? 'connected' : s.left ? 'left' : 'away'}
              {held && !snap.view.outcome
                ? s.bot
                  ? <button type="button" class="take-back" onClick={() => driver.setBot(s.seat, null)}>Take the seat back</button>
                  : <select class="give-bot" aria-label={`Give ${s.name}'s seat to a bot`} value="" onChange={(e) => e.currentTarget.value && driver.setBot(s.seat, e.currentTarget.value)}>
                    <option value="">Give to a bot…</option>
                    {ONLINE_BOTS.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
                  </select>
                : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
