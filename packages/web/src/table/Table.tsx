import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { awaitedSeat, eventsFor, legalActions, type Action, type GameEvent } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { ActionList } from '../panels/ActionList';
import { useConfirm } from '../panels/Confirm';
import { Board, hexOffers, type HexOffer } from '../board/Board';
import { hexClick, sailToHex, type HexClick } from './hex-click';
import { actingSeat, botFor, botStep, BOT_DELAY_MS } from '../drivers/crewmates';
import { DrawnCards } from '../board/Cards';
import { Dice } from '../board/Dice';
import { EndScreen } from '../panels/EndScreen';
import { Handoff } from './Handoff';
import { Log } from '../panels/Log';
import { LogDrawer } from '../panels/LogDrawer';
import { JustHappened } from '../playback/JustHappened';
import { Playback } from '../playback/Playback';
import { ownEvents } from '../playback/steps';
import { usePlaybackView } from '../playback/store';
import { markActionStart, markScreenUpdated } from './perf';
import { Prompt } from '../panels/Prompt';
import { seatName, SeatNames } from '../words/seat-names';
import { play, playAll, toSave, undo, type Session } from '../session';
import { ShipBoard } from '../board/ShipBoard';
import { Tour } from '../panels/Tour';
import { Tracks } from '../board/Tracks';
import { TurnPanel } from '../panels/TurnPanel';
import { useUi } from './ui-context';
import './layout.css';

function exportSave(session: Session): void {
  const blob = new Blob([JSON.stringify(toSave(session), null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `everrain-${session.seed}-round-${session.state.round}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

export function Game(props: {
  session: Session;
  guided: boolean;
  onChange: (s: Session) => void;
  onQuit: () => void;
  onTourDone: () => void;
  onToggleMotion: () => void;
  onToggleGuide: () => void;
  /** Opens the replay viewer on this game (offered once it is over). */
  onWatchReplay?: () => void;
  /** Starts a new game with this one's setup, seats and seed (offered once it is over). */
  onPlayAgain?: () => void;
  /** Whether to hide the board between turns of different people until the next one says they are there. */
  handoff?: boolean;
}) {
  const { session } = props;
  const { state } = session;
  const ui = useUi();
  const [selectedCrew, setSelectedCrew] = useState<string | null>(null);
  const [selectedHex, setSelectedHex] = useState<string | null>(null);
  const [viewSeat, setViewSeat] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [freshFrom, setFreshFrom] = useState(session.events.length ? session.events[session.events.length - 1]!.seq + 1 : 0);
  const [logOpen, setLogOpen] = useState(false);
  // The person the device was last handed to (the hand-off screen asks again when another one is awaited).
  const [handedTo, setHandedTo] = useState<number | null>(null);
  const legal = useMemo(() => legalActions(state), [state]);
  const seat = awaitedSeat(state) ?? state.firstPlayer;
  // A bot seat to act: it moves after a short pause, so the table can follow (its reason goes to the log).
  const bot = state.outcome ? null : botFor(session, actingSeat(session, legal));
  const people = state.players.filter((p) => !session.crew?.[p.seat]).length;
  const handingOff = !!props.handoff && people > 1 && !bot && !state.outcome && seat !== handedTo;
  // What the seat at the table may be shown: the engine's record less what lies face down (D87); while a
  // bot acts, or the device passes to the next person, only what the whole table sees.
  const viewer = bot || handingOff ? null : seat;
  const events = useMemo(() => eventsFor(session.events, viewer), [session.events, viewer]);
  const me = state.players[seat];
  const offers = useMemo(() => hexOffers(state, legal, me), [state, legal, me]);
  const shipSeat = viewSeat ?? seat;
  const shipPlayer = state.players[shipSeat] ?? state.players[0];
  const latest = events.filter((e) => e.seq >= freshFrom);
  const name = (n: number) => seatName(session.names, n);
  const again = playsAgain(session, name);
  const own = ownEvents(latest);
  const playback = usePlaybackView();

  useEffect(() => { setSelectedCrew(null); setSelectedHex(null); setViewSeat(null); }, [state]);
  useEffect(() => {
    if (!bot || playback.running) return undefined;
    const timer = window.setTimeout(() => {
      const next = botStep(session);
      if (next !== null) commit(next);
    }, BOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session, bot, playback.running]);
  // Right after the new state is in the DOM (an effect would run a frame later, after the paint).
  useLayoutEffect(() => {
    markScreenUpdated();
    // The button pressed is often gone with the old state: keep the keyboard where the play goes on.
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) document.querySelector<HTMLElement>('.prompt h2, .turn, .outcome')?.focus({ preventScroll: true });
  }, [state]);

  // Once the next person says they are there, the keyboard goes to their turn (a decision focuses itself).
  useEffect(() => {
    if (handedTo !== null) document.querySelector<HTMLElement>('.prompt h2, .turn')?.focus({ preventScroll: true });
  }, [handedTo]);

  const commit = (next: Session | string) => {
    if (typeof next === 'string') { setError(next); return; }
    setError(null);
    setNotice(null);
    const last = session.events[session.events.length - 1];
    setFreshFrom(last ? last.seq + 1 : 0);
    props.onChange(next);
  };
  const act = (a: Action) => { markActionStart(); commit(play(session, a)); };
  const confirm = useConfirm(state, act);
  const playClick = (click: HexClick, key: string) => {
    if (click.kind === 'refused') setError(click.message);
    else if (click.kind === 'choose') setSelectedHex(selectedHex === key ? null : key);
    else if (click.kind === 'play') {
      markActionStart();
      commit(click.actions.length === 1 ? play(session, click.actions[0]!) : playAll(session, click.actions));
    }
  };
  const sailTo = (key: string) => playClick(sailToHex(state, me, offers, key), key);
  const onHex = (key: string, offer: HexOffer) => playClick(hexClick(state, me, offers, key, offer), key);
  const doUndo = () => {
    if (!session.undo.length || handingOff) return;
    const back = undo(session);
    const taken = session.actions.slice(back.actions.length);
    setError(null);
    setNotice(`Undone: ${taken.map((a) => describeAction(back.state, a)).slice(0, 1).join('')}${taken.length > 1 ? ` and ${taken.length - 1} more step${taken.length > 2 ? 's' : ''}` : ''}.`);
    props.onChange(back);
  };

  const closeLog = () => {
    setLogOpen(false);
    document.getElementById('log-button')?.focus();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey || document.querySelector('#manual')) return;
      if (e.key === 'u' || e.key === 'U') doUndo();
      else if (e.key === 'm' || e.key === 'M' || e.key === '?') ui.openManual();
      else if (e.key === 'l' || e.key === 'L') { if (logOpen) closeLog(); else setLogOpen(true); }
      else if (e.key === 'Escape' && logOpen) closeLog();
      else if (e.key === 'Escape') { setSelectedCrew(null); setSelectedHex(null); }
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const myShip = me ? state.catalog.ships.find((s) => s.id === me.ship) : undefined;
  const waiting = state.outcome
    ? `Game over: the players ${state.outcome.result}.`
    : `${name(seat)}${state.pending[0] ? ' decides' : "'s turn"}${bot ? ' (bot)' : ''}`;
  const ready = () => setHandedTo(seat);
  return (
    <SeatNames.Provider value={session.names}>
    <div class="game one-screen" style={{ '--seat-colour': myShip?.colour ?? '#f2c14e' }}>
      <a class="skip-link" href="#actions" onClick={(e) => { e.preventDefault(); document.querySelector<HTMLElement>('.prompt h2, .turn, .outcome')?.focus(); }}>Skip to your actions</a>
      <header class="topbar">
        <strong class="title">The Everrain</strong>
        <span class="waiting" aria-live="polite"><span class="seat-dot" aria-hidden="true" />{waiting}
          {!state.outcome && me ? <span class="who-sails">{session.names?.[seat] ? ` · seat ${seat + 1}` : ''} · {myShip?.name ?? 'ship'}</span> : null}
        </span>
        <button type="button" id="log-button" aria-expanded={logOpen} aria-controls="log-drawer" onClick={() => (logOpen ? closeLog() : setLogOpen(true))} title="The game log (L)">Log</button>
        <button type="button" id="undo" disabled={session.undo.length === 0 || handingOff} onClick={doUndo} title="Undo (U): within your turn, until a die is rolled or a card drawn">Undo</button>
        <button type="button" id="manual-button" onClick={() => ui.openManual()} title="Reference Manual (M)">Rules</button>
        <button type="button" id="export" onClick={() => exportSave(session)}>Export save</button>
        <button type="button" id="guide-toggle" aria-pressed={props.guided} onClick={props.onToggleGuide}>{props.guided ? 'Guide on' : 'Guide off'}</button>
        <button type="button" id="motion" aria-pressed={ui.reducedMotion} onClick={props.onToggleMotion}>{ui.reducedMotion ? 'Animations off' : 'Animations on'}</button>
        <button type="button" id="menu" onClick={props.onQuit}>Menu</button>
      </header>
      <div class="sr-only" aria-live="polite" aria-atomic="true">{handingOff ? '' : own.slice(-5).map((e) => e.text).join(' ')}</div>
      {handingOff ? (
        <Handoff name={name(seat)} seat={seat} ship={myShip?.name} again={again} onReady={ready} />
      ) : (
      <div class="table">
        <div class="left">
          <Tracks state={state} />
          <Board state={state} offers={offers} selectedHex={selectedHex} me={me} onHex={onHex} marks={playback.marks} legal={bot ? [] : legal} onAct={act} />
          <Dice events={events} fresh={freshFrom} upTo={playback.diceUpTo} from={playback.diceFrom} />
          <DrawnCards state={state} events={latest} />
        </div>
        <div class="right" id="actions">
          <div class="panel-box">
            {again && !state.outcome ? <p class="plays-again" role="status">{again}</p> : null}
            {props.guided && !state.outcome ? <Tour state={state} legal={legal} events={events} seat={seat} onSkip={props.onTourDone} /> : null}
            {error ? <p role="alert" class="error">{error}</p> : null}
            {notice ? <p role="status" class="notice">{notice}</p> : null}
            <JustHappened events={own} />
            <Playback events={latest} state={state} />
            {confirm.panel}
            {state.outcome ? (
              <EndScreen session={session} onNewGame={props.onQuit} onWatchReplay={props.onWatchReplay} onPlayAgain={props.onPlayAgain} />
            ) : bot ? (
              <section class="bot-turn" role="status" aria-live="polite">
                <h2>{name(actingSeat(session, legal))}: the {bot.name} bot is at the helm</h2>
                {session.notes?.length ? <p class="bot-last">{session.notes[session.notes.length - 1]!.text}</p> : null}
                <p class="hint">Its moves and reasons are in the log (L).</p>
              </section>
            ) : state.pending[0] ? (
              <Prompt state={state} legal={legal} selectedHex={selectedHex} events={events.slice(-60)} onAct={act} />
            ) : me && state.turn ? (
              <TurnPanel state={state} player={me} legal={legal} selectedCrew={selectedCrew} selectedHex={selectedHex} offers={offers} onAct={confirm.act} onSailTo={sailTo} onCrew={setSelectedCrew} />
            ) : null}
            {state.outcome || bot ? null : <ActionList state={state} legal={legal} open={listOpen} onToggle={setListOpen} onAct={confirm.act} />}
          </div>
          <div class="ship-box">
            <nav class="seats" aria-label="Ship boards">
              {state.players.map((p) => {
                const ship = state.catalog.ships.find((s) => s.id === p.ship);
                return (
                  <button type="button" key={p.seat} aria-pressed={shipSeat === p.seat} onClick={() => setViewSeat(p.seat === seat ? null : p.seat)}>
                    <span class="swatch" style={{ background: ship?.colour }} aria-hidden="true" /> {name(p.seat)}{p.seat === seat ? ' (now)' : ''}
                  </button>
                );
              })}
            </nav>
            {shipPlayer ? (
              <ShipBoard state={state} player={shipPlayer} legal={shipPlayer.seat === seat ? legal : []} selectedCrew={selectedCrew}
                onCrew={setSelectedCrew} onAct={confirm.act} marks={playback.shipMarks} />
            ) : null}
          </div>
        </div>
      </div>
      )}
      <LogDrawer open={logOpen} onClose={closeLog}>
        <Log events={events} notes={session.notes} />
      </LogDrawer>
    </div>
    </SeatNames.Provider>
  );
}

/**
 * "<name> plays again: first in round N" when the turn now is the same seat's as the one before it, across
 * the end of a round (the First Player passing to the seat that played last), among two or more seats.
 */
function playsAgain(session: Session, name: (seat: number) => string): string | null {
  const { state } = session;
  if (state.players.length < 2 || !state.turn || state.outcome) return null;
  let last: GameEvent | undefined;
  let before: GameEvent | undefined;
  for (let i = session.events.length - 1; i >= 0 && !before; i--) {
    const e = session.events[i]!;
    if (e.kind !== 'turnStarted') continue;
    if (last) before = e;
    else last = e;
  }
  if (!last || !before || last.seat !== state.turn.seat || before.seat !== last.seat || before.round === last.round) return null;
  return `${name(state.turn.seat)} plays again: first in round ${last.round}.`;
}

