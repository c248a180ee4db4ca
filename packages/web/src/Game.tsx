import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { awaitedSeat, eventsFor, legalActions, type Action, type GameEvent } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { ActionList } from './ActionList';
import { useConfirm } from './Confirm';
import { Board, hexOffers, type HexOffer } from './Board';
import { hexClick, sailToHex, type HexClick } from './hex-click';
import { actingSeat, botFor, botStep, BOT_DELAY_MS } from './crewmates';
import { DrawnCards } from './Cards';
import { Dice } from './Dice';
import { Log } from './Log';
import { markActionStart, markScreenUpdated } from './perf';
import { Prompt } from './Prompt';
import { play, playAll, toSave, undo, type Session } from './session';
import { ShipBoard } from './ShipBoard';
import { Term } from './Term';
import { Tour } from './Tour';
import { Tracks } from './Tracks';
import { TurnPanel } from './TurnPanel';
import { useUi } from './ui-context';

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
  const legal = useMemo(() => legalActions(state), [state]);
  const seat = awaitedSeat(state) ?? state.firstPlayer;
  // A bot seat to act: it moves after a short pause, so the table can follow (its reason goes to the log).
  const bot = state.outcome ? null : botFor(session, actingSeat(session, legal));
  // What the seat at the table may be shown: the engine's record less what lies face down (D87); while a
  // bot acts, only what the whole table sees.
  const viewer = bot ? null : seat;
  const events = useMemo(() => eventsFor(session.events, viewer), [session.events, viewer]);
  const me = state.players[seat];
  const offers = useMemo(() => hexOffers(state, legal, me), [state, legal, me]);
  const shipSeat = viewSeat ?? seat;
  const shipPlayer = state.players[shipSeat] ?? state.players[0];
  const latest = events.filter((e) => e.seq >= freshFrom);

  useEffect(() => { setSelectedCrew(null); setSelectedHex(null); setViewSeat(null); }, [state]);
  useEffect(() => {
    if (!bot) return undefined;
    const timer = window.setTimeout(() => {
      const next = botStep(session);
      if (next !== null) commit(next);
    }, BOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [session, bot]);
  // Right after the new state is in the DOM (an effect would run a frame later, after the paint).
  useLayoutEffect(() => {
    markScreenUpdated();
    // The button pressed is often gone with the old state: keep the keyboard where the play goes on.
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) document.querySelector<HTMLElement>('.prompt h2, .turn, .outcome')?.focus({ preventScroll: true });
  }, [state]);

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
    if (!session.undo.length) return;
    const back = undo(session);
    const taken = session.actions.slice(back.actions.length);
    setError(null);
    setNotice(`Undone: ${taken.map((a) => describeAction(back.state, a)).slice(0, 1).join('')}${taken.length > 1 ? ` and ${taken.length - 1} more step${taken.length > 2 ? 's' : ''}` : ''}.`);
    props.onChange(back);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey || document.querySelector('#manual')) return;
      if (e.key === 'u' || e.key === 'U') doUndo();
      else if (e.key === 'm' || e.key === 'M' || e.key === '?') ui.openManual();
      else if (e.key === 'Escape') { setSelectedCrew(null); setSelectedHex(null); }
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const waiting = state.outcome
    ? `Game over: the players ${state.outcome.result}.`
    : state.pending[0] ? `Seat ${seat + 1} decides` : `Seat ${seat + 1}'s turn`;
  const myShip = me ? state.catalog.ships.find((s) => s.id === me.ship) : undefined;
  return (
    <div class="game" style={{ '--seat-colour': myShip?.colour ?? '#f2c14e' }}>
      <a class="skip-link" href="#actions" onClick={(e) => { e.preventDefault(); document.querySelector<HTMLElement>('.prompt h2, .turn, .outcome')?.focus(); }}>Skip to your actions</a>
      <header class="topbar">
        <strong class="title">The Everrain</strong>
        <span class="waiting" aria-live="polite"><span class="seat-dot" aria-hidden="true" />{waiting}{state.turn && !state.pending[0] && !state.outcome ? ` · ${myShip?.name ?? 'ship'}` : ''}</span>
        <button type="button" id="undo" disabled={session.undo.length === 0} onClick={doUndo} title="Undo (U): within your turn, until a die is rolled or a card drawn">Undo</button>
        <button type="button" id="manual-button" onClick={() => ui.openManual()} title="Reference Manual (M)">Rules</button>
        <button type="button" id="export" onClick={() => exportSave(session)}>Export save</button>
        <button type="button" id="guide-toggle" aria-pressed={props.guided} onClick={props.onToggleGuide}>{props.guided ? 'Guide on' : 'Guide off'}</button>
        <button type="button" id="motion" aria-pressed={ui.reducedMotion} onClick={props.onToggleMotion}>{ui.reducedMotion ? 'Animations off' : 'Animations on'}</button>
        <button type="button" id="menu" onClick={props.onQuit}>Menu</button>
      </header>
      <div class="sr-only" aria-live="polite" aria-atomic="true">{latest.slice(-5).map((e) => e.text).join(' ')}</div>
      <div class="columns">
        <div class="left">
          <Tracks state={state} />
          <Board state={state} offers={offers} selectedHex={selectedHex} me={me} onHex={onHex} />
          <div class="legend" aria-hidden="true">P Port · I Island · A Altar · W Shipwreck · ≈ Rough Sea · ☠ enemy ship · ✺ Elder One · ◎ Enemy Destination · ✕ Explored · ? reveal a tile · ⚓ place your ship · numbers: Navigation points</div>
          <Dice events={events.slice(-80)} fresh={freshFrom} round={state.round} />
          <DrawnCards state={state} events={latest} />
        </div>
        <div class="right" id="actions">
          {props.guided && !state.outcome ? <Tour state={state} events={events} seat={seat} onSkip={props.onTourDone} /> : null}
          {error ? <p role="alert" class="error">{error}</p> : null}
          {notice ? <p role="status" class="notice">{notice}</p> : null}
          <JustHappened events={latest} />
          {confirm.panel}
          {state.outcome ? (
            <GameOver session={session} onQuit={props.onQuit} onWatchReplay={props.onWatchReplay} />
          ) : bot ? (
            <section class="bot-turn" role="status" aria-live="polite">
              <h2>Seat {actingSeat(session, legal) + 1}: the {bot.name} bot is at the helm</h2>
              <p class="hint">Its moves and reasons appear in the log.</p>
            </section>
          ) : state.pending[0] ? (
            <Prompt state={state} legal={legal} selectedHex={selectedHex} events={events.slice(-60)} onAct={act} />
          ) : me && state.turn ? (
            <TurnPanel state={state} player={me} legal={legal} selectedCrew={selectedCrew} selectedHex={selectedHex} offers={offers} onAct={confirm.act} onSailTo={sailTo} onCrew={setSelectedCrew} />
          ) : null}
          <nav class="seats" aria-label="Ship boards">
            {state.players.map((p) => {
              const ship = state.catalog.ships.find((s) => s.id === p.ship);
              return (
                <button type="button" key={p.seat} aria-pressed={shipSeat === p.seat} onClick={() => setViewSeat(p.seat === seat ? null : p.seat)}>
                  <span class="swatch" style={{ background: ship?.colour }} aria-hidden="true" /> Seat {p.seat + 1}{p.seat === seat ? ' (now)' : ''}
                </button>
              );
            })}
          </nav>
          {shipPlayer ? (
            <ShipBoard state={state} player={shipPlayer} legal={shipPlayer.seat === seat ? legal : []} selectedCrew={selectedCrew}
              onCrew={setSelectedCrew} onAct={confirm.act} />
          ) : null}
          {state.outcome || bot ? null : <ActionList state={state} legal={legal} open={listOpen} onToggle={setListOpen} onAct={confirm.act} />}
        </div>
        <div class="log-area">
          <Log events={events} notes={session.notes} />
        </div>
      </div>
    </div>
  );
}

/** Events that only set the scene, or that the dice and cards already show: not repeated in "Just now". */
const QUIET: readonly GameEvent['kind'][] = ['dieRolled', 'orderIssued', 'turnStarted', 'roundStarted', 'enemyPhaseStarted', 'navigationPointsGained'];

/** What the last move did, in a few lines where the player is looking; the log keeps everything. */
function JustHappened(props: { events: readonly GameEvent[] }) {
  const shown = props.events.filter((e) => !QUIET.includes(e.kind));
  if (shown.length === 0) return null;
  const last = shown.slice(-5);
  return (
    <section class="just-now" aria-label="What your last move did">
      <ul>{last.map((e) => <li key={e.seq} class={e.kind}>{e.text}</li>)}</ul>
      {shown.length > last.length ? <p class="hint">…and {shown.length - last.length} more in the log below.</p> : null}
    </section>
  );
}

function GameOver(props: { session: Session; onQuit: () => void; onWatchReplay?: (() => void) | undefined }) {
  const { state } = props.session;
  const outcome = state.outcome;
  if (!outcome) return null;
  const count = (kind: string) => props.session.events.filter((e) => e.kind === kind).length;
  return (
    <section class="outcome" role="alert" aria-labelledby="outcome-title" tabIndex={-1}>
      <h2 id="outcome-title">The players {outcome.result === 'won' ? 'win' : 'lose'}</h2>
      <p>{outcome.reason}</p>
      <dl class="summary">
        <div><dt>Rounds</dt><dd>{state.round}</dd></div>
        <div><dt><Term id="acts">Act</Term> reached</dt><dd>{state.act}</dd></div>
        <div><dt>Player Discovery</dt><dd>{state.tracks.playerDiscovery} of {state.tracks.end}</dd></div>
        <div><dt>Tiles revealed</dt><dd>{count('tileRevealed')}</dd></div>
        <div><dt>Enemies destroyed</dt><dd>{count('enemyDestroyed')}</dd></div>
        <div><dt>Ships sunk</dt><dd>{count('shipSunk')}</dd></div>
        <div><dt>Actions</dt><dd>{props.session.actions.length}</dd></div>
      </dl>
      <p>The log below tells the whole voyage.</p>
      {props.onWatchReplay ? <button type="button" id="watch-replay" onClick={props.onWatchReplay}>Watch the replay</button> : null}
      <button type="button" onClick={props.onQuit}>Back to the menu</button>
    </section>
  );
}
