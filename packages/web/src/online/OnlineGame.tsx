import { useEffect, useState } from 'preact/hooks';
import type { TableSnapshot } from '../drivers/driver';
import { OnlineDriver } from '../drivers/online';
import { Table } from '../table/Table';
import { AskFirst } from '../table/AskFirst';
import { AwayNotices, useActivityReport } from './AwayNotices';
import { claimFor, heldKey, hostedGame, holdSeat, seatLink } from './credentials';
import { limitOf, timeLeftOf, whoseTurn } from './turn-clock';

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
    const d = new OnlineDriver({
      game, seat, key: seat === null ? null : heldKey(game, seat), keyOf: (s) => heldKey(game, s),
      // An invitation is claimed when first opened (D163): the key this browser claims it with is made and kept first.
      claim: () => (seat === null ? null : claimFor(game, seat)),
      onKey: (key) => { if (seat !== null) holdSeat({ game, seat, key }); },
      host: hostedGame(game)?.host ?? null,
    });
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
  useActivityReport(props.seat === null ? null : driver);
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
        <>
          <Presence snap={snap} />
          <TurnClockLine snap={snap} driver={driver} />
        </>
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

/** Re-renders every half minute, so a clock's "time left" stays true while nothing else changes. */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The turn clock in words (D164), in a game with a turn limit: "Ana's turn — 20 h left", and the time left alone. */
function useClockWords(snap: TableSnapshot, driver: OnlineDriver): { said: string; left: string; limit: string; paused: boolean } | null {
  const now = useMinuteTick();
  const clock = driver.turnClock();
  if (!clock || clock.limitMs === null || snap.view.outcome) return null;
  const names = clock.awaited.map((seat) => snap.seats[seat]?.name ?? `Seat ${seat + 1}`);
  const yours = snap.seat !== null && clock.awaited.includes(snap.seat);
  const left = timeLeftOf(clock, now + clock.offset) ?? '';
  return { said: `${whoseTurn(names, yours)}${left ? ` — ${left}` : ''}`, left, limit: limitOf(clock.limitMs), paused: clock.pausedLeft !== null };
}

/** The header's clock: the time left only (the header says whose turn it is already); the sentence in its title. */
function TurnClockLine(props: { snap: TableSnapshot; driver: OnlineDriver }) {
  const words = useClockWords(props.snap, props.driver);
  if (!words || !words.left) return null;
  return (
    <span class={`turn-clock${words.paused ? ' paused' : ''}`} id="turn-clock" title={`${words.said} (${words.limit})`} aria-label={words.said}>
      {words.left}
    </span>
  );
}

/**
 * The seats with their people or bots. A seat's own person may give it to a bot and take it back (D105), and
 * add another device of theirs; the game's host (D163) may give a seat nobody is at to a bot and take it back,
 * re-invite a seat (a new link; the old keys stop working) and end the game — never play a claimed seat.
 */
function Seats(props: { snap: TableSnapshot; driver: OnlineDriver }) {
  const { snap, driver } = props;
  const host = driver.isHost();
  const over = snap.view.outcome !== null;
  const clock = driver.turnClock();
  const words = useClockWords(snap, driver);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(() => setCopied(text), () => setCopied(null));
  };
  const device = driver.deviceLink();
  const deviceAddress = device && snap.seat !== null ? seatLink(driver.game, snap.seat, device) : null;
  return (
    <section class="presence" aria-label="The seats">
      {words ? <p class="turn-clock-line" id="turn-clock-line">{words.said} <small>({words.limit})</small></p> : null}
      <ul>
        {snap.seats.map((s) => {
          const held = s.mine || (host ? !s.connected || s.bot !== null : heldKey(driver.game, s.seat) !== null);
          const invite = driver.invitation(s.seat);
          const inviteAddress = invite ? seatLink(driver.game, s.seat, invite) : null;
          return (
            <li key={s.seat} class={s.connected ? 'connected' : 'away'} data-seat={s.seat}>
              <span class="dot" aria-hidden="true">{s.bot ? '⚙' : s.connected ? '●' : '○'}</span>{' '}
              {s.name}{s.mine ? ' (you)' : ''} — {s.bot ? (s.standIn ? `a stand-in ${s.bot} bot (the turn's time ran out)` : `${s.bot} bot`) : s.connected ? 'connected' : s.left ? 'left' : 'away'}
              {held && !snap.view.outcome
                ? s.bot
                  ? <button type="button" class="take-back" onClick={() => driver.setBot(s.seat, null)}>Take the seat back</button>
                  : <select class="give-bot" aria-label={`Give ${s.name}'s seat to a bot`} value="" onChange={(e) => e.currentTarget.value && driver.setBot(s.seat, e.currentTarget.value)}>
                    <option value="">Give to a bot…</option>
                    {ONLINE_BOTS.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
                  </select>
                : null}
              {host && !s.mine && !over
                ? <AskFirst class="reinvite" label="Re-invite" title="A new link for this seat (for a player who lost their device): the seat's old links and devices stop working."
                  question={`Re-invite ${s.name}'s seat? Its old link and every device playing it stop working.`} yes="Re-invite" onYes={() => driver.reinvite(s.seat)} />
                : null}
              {inviteAddress
                ? <span class="new-invite">{' '}<input class="invite-link" readOnly value={inviteAddress} aria-label={`Seat ${s.seat + 1}'s new invitation link`} onFocus={(e) => e.currentTarget.select()} />
                  {' '}<button type="button" class="copy" onClick={() => copy(inviteAddress)}>{copied === inviteAddress ? 'Copied' : 'Copy'}</button></span>
                : null}
            </li>
          );
        })}
      </ul>
      {snap.seat !== null && !over
        ? <p class="add-device">
          <button type="button" id="add-device" onClick={() => driver.addDevice()}>Add another device</button>
          {deviceAddress
            ? <>{' '}<input id="device-link" readOnly value={deviceAddress} aria-label="Link for your other device (works once)" onFocus={(e) => e.currentTarget.select()} />
              {' '}<button type="button" class="copy" onClick={() => copy(deviceAddress)}>{copied === deviceAddress ? 'Copied' : 'Copy'}</button>
              <small class="hint"> Open it on your other device: it works once, and only for you — do not share it.</small></>
            : null}
        </p>
        : null}
      {snap.seat !== null && !over ? <AwayNotices driver={driver} /> : null}
      {host && !over
        ? <p>
          {clock && clock.limitMs !== null
            ? clock.pausedLeft !== null
              ? <><button type="button" id="resume-clock" onClick={() => driver.pauseClock(false)}>Resume the turn clock</button>{' '}</>
              : <><button type="button" id="pause-clock" title="A holiday: no turn's time runs out until you resume it; the time left is kept." onClick={() => driver.pauseClock(true)}>Pause the turn clock</button>{' '}</>
            : null}
          <AskFirst id="end-game" label="End the game" question="End this game for everyone? No more moves can be played." yes="End it" no="Play on" onYes={() => driver.endGame()} />
        </p>
        : null}
    </section>
  );
}
