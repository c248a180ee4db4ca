import { useEffect, useMemo, useState } from 'preact/hooks';
import { defaultContent } from '@everrain/content';
import { awaitedSeat, type Action } from '@everrain/engine';
import { ActionList } from '../panels/ActionList';
import { useConfirm } from '../panels/Confirm';
import { Board, hexOffers, type HexOffer } from '../board/Board';
import { hexClick, sailToHex, type HexClick } from '../table/hex-click';
import { DrawnCards } from '../board/Cards';
import { Dice } from '../board/Dice';
import { Log } from '../panels/Log';
import { Prompt } from '../panels/Prompt';
import { ShipBoard } from '../board/ShipBoard';
import { Tracks } from '../board/Tracks';
import { TurnPanel } from '../panels/TurnPanel';
import { useUi } from '../table/ui-context';
import { heldKey } from './credentials';
import { displayState } from './display-state';
import { Table, type TableSnapshot } from './table';

const content = defaultContent();
/** The server's bots (@everrain/bots' registry names); the page loads no bot code. */
const BOTS: readonly { readonly id: string; readonly label: string }[] = [{ id: 'heuristic', label: 'heuristic bot' }, { id: 'random', label: 'random bot' }];

/** Tests reach the live table through this (to drop the connection as a network would). */
declare global {
  interface Window { everrainTable?: Table }
}

/** An online game: the server's view of this seat, its legal actions and events, live. */
export function OnlineGame(props: { game: string; seat: number | null; onLobby: () => void }) {
  const [snap, setSnap] = useState<TableSnapshot | null>(null);
  const [table, setTable] = useState<Table | null>(null);
  useEffect(() => {
    const t = new Table(props.game, props.seat, props.seat === null ? null : heldKey(props.game, props.seat), setSnap);
    setTable(t);
    window.everrainTable = t;
    return () => t.close();
  }, [props.game, props.seat]);
  if (!snap || !table || !snap.view) {
    return (
      <main class="start online">
        <h1>The Everrain — online</h1>
        <p role="status">{snap?.error ?? 'Connecting to the game…'}</p>
        <button type="button" onClick={props.onLobby}>Back to online games</button>
      </main>
    );
  }
  return <Live snap={snap} table={table} onLobby={props.onLobby} />;
}

function Live(props: { snap: TableSnapshot; table: Table; onLobby: () => void }) {
  const { snap, table } = props;
  const ui = useUi();
  const state = useMemo(() => displayState(snap.view!, content), [snap.view]);
  const { legal } = snap;
  const [selectedCrew, setSelectedCrew] = useState<string | null>(null);
  const [selectedHex, setSelectedHex] = useState<string | null>(null);
  const [viewSeat, setViewSeat] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  useEffect(() => { setSelectedCrew(null); setSelectedHex(null); setLocalError(null); }, [state]);
  const awaited = awaitedSeat(state) ?? state.firstPlayer;
  const mine = snap.seat;
  const me = mine === null ? undefined : state.players[mine];
  const myMove = legal.length > 0;
  const offers = useMemo(() => hexOffers(state, legal, me), [state, legal, me]);
  const shipSeat = viewSeat ?? mine ?? awaited;
  const shipPlayer = state.players[shipSeat] ?? state.players[0];
  const act = (a: Action) => table.act([a]);
  // A trap the engine warns of asks to confirm first (D142), online as at the table.
  const confirm = useConfirm(state, act);
  const playClick = (click: HexClick, key: string) => {
    if (click.kind === 'refused') setLocalError(click.message);
    else if (click.kind === 'choose') setSelectedHex(selectedHex === key ? null : key);
    else if (click.kind === 'play') table.act(click.actions);
  };
  const sailTo = (key: string) => playClick(sailToHex(state, me, offers, key), key);
  const onHex = (key: string, offer: HexOffer) => playClick(hexClick(state, me, offers, key, offer), key);
  const seatName = (seat: number) => snap.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const waiting = state.outcome
    ? `Game over: the players ${state.outcome.result}.`
    : `${state.pending[0] ? `${seatName(awaited)} decides` : `${seatName(awaited)}'s turn`}${mine === awaited ? ' (you)' : ''}`;
  const myBot = mine === null ? null : snap.seats[mine]?.bot ?? null;
  const status = snap.status === 'live' ? 'connected' : snap.status === 'reconnecting' ? 'reconnecting…' : snap.status === 'gone' ? 'disconnected' : 'connecting…';
  const myShip = me ? state.catalog.ships.find((s) => s.id === me.ship) : undefined;
  return (
    <div class="game online-game" data-version={snap.version} data-seat={mine ?? ''} style={{ '--seat-colour': myShip?.colour ?? '#f2c14e' }}>
      <header class="topbar">
        <strong class="title">The Everrain · online</strong>
        <span class="waiting" aria-live="polite"><span class="seat-dot" aria-hidden="true" />{waiting}</span>
        <span class={`net ${snap.status}`} id="net-status" role="status">{status}</span>
        <button type="button" id="manual-button" onClick={() => ui.openManual()} title="Reference Manual (M)">Rules</button>
        <button type="button" id="lobby" onClick={props.onLobby}>Online games</button>
      </header>
      <section class="presence" aria-label="Who is at the table">
        <ul>
          {snap.seats.map((s) => {
            const key = heldKey(table.game, s.seat);
            return (
              <li key={s.seat} class={s.connected ? 'connected' : 'away'} data-seat={s.seat}>
                <span class="dot" aria-hidden="true">{s.bot ? '⚙' : s.connected ? '●' : '○'}</span>{' '}
                {s.name}{s.seat === mine ? ' (you)' : ''} — {s.bot ? `${s.bot} bot` : s.connected ? 'connected' : s.left ? 'left' : 'away'}
                {key || s.seat === mine
                  ? s.bot
                    ? <button type="button" class="take-back" onClick={() => table.setBot(s.seat, null, key)}>Take the seat back</button>
                    : <select class="give-bot" aria-label={`Give seat ${s.seat + 1} to a bot`} value="" onChange={(e) => e.currentTarget.value && table.setBot(s.seat, e.currentTarget.value, key)}>
                      <option value="">Give to a bot…</option>
                      {BOTS.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
                    </select>
                  : null}
              </li>
            );
          })}
        </ul>
      </section>
      <div class="columns">
        <div class="left">
          <Tracks state={state} />
          <Board state={state} offers={offers} selectedHex={selectedHex} me={me} onHex={onHex} legal={legal} onAct={act} />
          <Dice events={snap.events} fresh={snap.events.length ? snap.events[snap.events.length - 1]!.seq : 0} />
          <DrawnCards state={state} events={snap.events.slice(-10)} />
        </div>
        <div class="right" id="actions">
          {snap.error || localError ? <p role="alert" class="error">{localError ?? snap.error}</p> : null}
          {myMove ? confirm.panel : null}
          {state.outcome ? (
            <section class="outcome" role="alert"><h2>The players {state.outcome.result === 'won' ? 'win' : 'lose'}</h2><p>{state.outcome.reason}</p></section>
          ) : myBot ? (
            <section class="bot-turn" role="status"><h2>The {myBot} bot sails your seat</h2><p class="hint">Take the seat back above to play it yourself.</p></section>
          ) : !myMove ? (
            <section class="online-wait" role="status"><h2>{mine === null ? 'Spectating' : `Waiting for ${seatName(awaited)}`}</h2><p class="hint">The board updates as they play.</p></section>
          ) : state.pending[0] ? (
            <Prompt state={state} legal={legal} selectedHex={selectedHex} events={snap.events.slice(-60)} onAct={act} />
          ) : me && state.turn ? (
            <TurnPanel state={state} player={me} legal={legal} selectedCrew={selectedCrew} selectedHex={selectedHex} offers={offers} onAct={confirm.act} onSailTo={sailTo} onCrew={setSelectedCrew} />
          ) : null}
          <nav class="seats" aria-label="Ship boards">
            {state.players.map((p) => (
              <button type="button" key={p.seat} aria-pressed={shipSeat === p.seat} onClick={() => setViewSeat(p.seat)}>
                <span class="swatch" style={{ background: state.catalog.ships.find((s) => s.id === p.ship)?.colour }} aria-hidden="true" /> {seatName(p.seat)}
              </button>
            ))}
          </nav>
          {shipPlayer ? <ShipBoard state={state} player={shipPlayer} legal={shipPlayer.seat === mine ? legal : []} selectedCrew={selectedCrew} onCrew={setSelectedCrew} onAct={confirm.act} /> : null}
          {myMove ? <ActionList state={state} legal={legal} open={listOpen} onToggle={setListOpen} onAct={confirm.act} /> : null}
        </div>
        <div class="log-area">
          <Log events={snap.events} notes={snap.notes} />
        </div>
      </div>
    </div>
  );
}
