import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Action, GameEvent, ShipDefinition, VisibleState } from '@everrain/engine';
import { eventText, gameEndText } from '@everrain/text';
import { Board } from '../board/Board';
import { DrawnCards, drawnCards } from '../board/Cards';
import { Dice } from '../board/Dice';
import { ShipBoard } from '../board/ShipBoard';
import { Tracks } from '../board/Tracks';
import type { SeatAtTable, TableDriver, TableSnapshot } from '../drivers/driver';
import { ActionList } from '../panels/ActionList';
import { Chat } from '../panels/Chat';
import { EndScreen } from '../panels/EndScreen';
import { Log } from '../panels/Log';
import { LogDrawer } from '../panels/LogDrawer';
import { Prompt } from '../panels/Prompt';
import { ReplayControls } from '../panels/ReplayControls';
import { Tour } from '../panels/Tour';
import { TurnPanel } from '../panels/TurnPanel';
import { JustHappened } from '../playback/JustHappened';
import { Playback } from '../playback/Playback';
import { ownEvents } from '../playback/steps';
import { changeSettings, guideDone, useSettings } from '../screens/settings';
import { GameContent } from '../words/event-words';
import { SeatNames } from '../words/seat-names';
import { Handoff } from './Handoff';
import { TurnSignalControls, useTurnSignals } from './turn-signals';
import { PLAY_FOCUS, useTable, type TableControl } from './useTable';
import { UiContext, useUi } from './ui-context';
import './layout.css';
import { seatColour, swatchBackground } from './seat-paint';
import { GameMenu } from './GameMenu';
import { AskTheCrew } from './AskTheCrew';
import { AdviceContext, adviceMapMarks, adviceShipMarks } from './advice';
import { useSoundCues } from '../sound/use-sound';
import { SettingsPanel } from '../screens/SettingsPanel';

export interface TableProps {
  readonly driver: TableDriver;
  /** Leaves the table (to the menu, the lobby, or back to the game a replay was opened from). */
  readonly onLeave: () => void;
  readonly leaveLabel?: string;
  /** Opens the replay of this game (offered on the end screen). */
  readonly onWatchReplay?: (() => void) | undefined;
  /** Starts this game again (the end screen's "Play again"); online, the driver's rematch when absent. */
  readonly onPlayAgain?: (() => void) | undefined;
  /** Online: what the header adds (who is at the table) and what goes in the log drawer above the log (the seats, with their bots). */
  readonly header?: ComponentChildren;
  readonly besideLog?: ComponentChildren;
}

const NET_STATUS: Record<TableSnapshot['connection'], string> = { local: '', connecting: 'connecting…', live: 'connected', reconnecting: 'reconnecting…', gone: 'disconnected' };

function exportSave(text: string, round: number): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const { seed } = JSON.parse(text) as { seed?: unknown };
  link.download = `everrain-${typeof seed === 'string' ? `${seed}-` : ''}round-${round}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The one table (issue #22): local, online and replay play alike, fed by a driver. At 1280×720 and up the
 * map is on the left, the turn panel and the ship board on the right, each scrolling in its own box; the
 * header says whose turn it is; the log opens in a drawer. Everything a player sees is written here once.
 */
export function Table(props: TableProps) {
  // The animations setting is the table's own (its button changes it), whichever page hosts the table.
  const ui = useUi();
  const { reducedMotion } = useSettings();
  const tableUi = useMemo(() => ({ ...ui, reducedMotion }), [ui, reducedMotion]);
  return <UiContext.Provider value={tableUi}><TableScreen {...props} /></UiContext.Provider>;
}

function TableScreen(props: TableProps) {
  const t = useTable(props.driver, props.onLeave);
  const { snap } = t;
  const { view } = snap;
  // Online: "your turn" in the title, the icon, a chime and a notification (issue #23 item 3).
  useTurnSignals(snap, props.driver.kind);
  // The sounds of what happens (issue #24 item 4).
  useSoundCues(snap, props.driver.kind);
  const name = (seat: number) => snap.seats[seat]?.name ?? `Seat ${seat + 1}`;
  // The names people gave ('' for a seat without one: the engine's own lines keep "seat N" there).
  const names = snap.seats.map((s) => (s.name === `Seat ${s.seat + 1}` ? '' : s.name));
  const replay = snap.replay;
  const focusSeat = snap.handOff ?? snap.seat ?? t.awaited;
  const { palette } = useSettings();
  const colour = seatColour(shipOf(view, focusSeat)?.colour, focusSeat, palette);
  const latest = snap.events.filter((e) => e.seq >= snap.freshFrom);
  const own = ownEvents(latest);
  const again = playsAgain(snap, name);
  const handOff = snap.handOff ?? null;
  const { guided } = useSettings();
  const guiding = guided && !view.outcome && !replay && snap.seat !== null && snap.legal.length > 0;
  // "Ask the crew": the move advised, while the game stands where it was asked (issue #25 item 4).
  const [advice, setAdvice] = useState<{ readonly at: number; readonly action: Action } | null>(null);
  const advised = advice && advice.at === snap.version && !replay ? advice.action : null;
  return (
    <SeatNames.Provider value={names}><GameContent.Provider value={view.catalog}>
    <AdviceContext.Provider value={advised}>
    <div class={`game one-screen ${props.driver.kind}-table${replay ? ' replay' : ''}`} id={replay ? 'replay' : undefined}
      data-version={snap.version} data-seat={snap.seat ?? ''} style={{ '--seat-colour': colour }}>
      <a class="skip-link" href="#actions" onClick={(e) => { e.preventDefault(); document.querySelector<HTMLElement>(PLAY_FOCUS)?.focus(); }}>Skip to your actions</a>
      <Header t={t} name={name} {...props} />
      <div class="sr-only" aria-live="polite" aria-atomic="true">{handOff !== null ? '' : own.slice(-5).map((e) => eventText(e, view.catalog)).join(' ')}</div>
      {handOff !== null ? (
        <Handoff name={name(handOff)} seat={handOff} ship={shipOf(view, handOff)?.name} again={again}
          onReady={() => props.driver.ready?.()} />
      ) : (
      <div class="table">
        <div class="left" data-region="map">
          <Tracks state={view} events={latest} />
          <Board state={view} offers={t.offers} selectedHex={t.selectedHex} me={t.me} onHex={t.onHex} marks={advised ? [...t.playback.marks, ...adviceMapMarks(advised)] : t.playback.marks} legal={snap.legal} onAct={t.act} />
          <Dice events={snap.events} fresh={snap.freshFrom} upTo={t.playback.diceUpTo} from={t.playback.diceFrom} />
          {/* The guide's slot: it floats over the map's corner, so it never pushes the prompt or resizes the map. */}
          {guiding ? <div class="guide-slot"><Tour state={view} legal={snap.legal} events={snap.events} seat={snap.seat!} onSkip={guideDone} /></div> : null}
        </div>
        <div class="right" id="actions">
          <div class="panel-box" data-region="turn-panel">
            {replay ? (
              <>
                <ReplayControls cursor={replay} seatName={name} outcome={view.outcome ? `The players ${view.outcome.result === 'won' ? 'win' : 'lose'}: ${gameEndText(snap.events, view.outcome, view.catalog)}` : null} />
                <div class="replay-log"><Log events={snap.events} notes={snap.notes} /></div>
              </>
            ) : <TurnArea t={t} name={name} again={again} onAdvice={setAdvice} {...props} />}
          </div>
          {/* What just happened comes after the decision: it gives way (scrolls) before the prompt does. */}
          {replay ? null : (
            <div class="playback-region" data-region="playback">
              <JustHappened events={own} />
              <Playback events={latest} state={view} />
            </div>
          )}
          <ShipBox t={t} name={name} latest={latest} advised={advised} />
        </div>
      </div>
      )}
      {replay ? null : (
        <LogDrawer open={t.logOpen} onClose={t.closeLog}>
          {props.besideLog}
          <Log events={snap.events} notes={snap.notes} />
          {snap.chat ? <Chat lines={snap.chat} onSay={props.driver.chat?.bind(props.driver)} /> : null}
        </LogDrawer>
      )}
    </div>
    </AdviceContext.Provider>
    </GameContent.Provider></SeatNames.Provider>
  );
}

/** The ship a seat sails. */
function shipOf(view: VisibleState, seat: number): ShipDefinition | undefined {
  return view.catalog.ships.find((s) => s.id === view.players[seat]?.ship);
}

/**
 * The ship boards and the cards just drawn: a tab per seat (who is there, whose turn it is), and above the board
 * the drawn cards, opened when new cards are drawn and folded by their button. The box takes what room the
 * decision leaves; Enlarge lays it over the whole column, to read a board or a card at ease.
 */
function ShipBox(props: { t: TableControl; name: (seat: number) => string; latest: readonly GameEvent[]; advised: Action | null }) {
  const { t, name } = props;
  const { snap } = t;
  const { view } = snap;
  const online = snap.connection !== 'local';
  const shown = view.players[t.shipSeat];
  const { palette } = useSettings();
  const drawn = drawnCards(view, props.latest).faces;
  const drawnKey = drawn.map((f) => f.id).join(' ');
  const [cardsOpen, setCardsOpen] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  useEffect(() => setCardsOpen(drawnKey !== ''), [drawnKey]);
  return (
    <div class={`ship-box${enlarged ? ' enlarged' : ''}`} data-region="ship-board">
      <nav class="seats" aria-label="Ship boards and drawn cards">
        {view.players.map((p) => {
          const seat = snap.seats[p.seat];
          const away = online && !!seat && !seat.connected && !seat.bot;
          return (
            <button type="button" key={p.seat} class={away ? 'away' : undefined} aria-pressed={t.shipSeat === p.seat} onClick={() => t.showShip(p.seat)}>
              <span class="swatch" style={{ background: swatchBackground(shipOf(view, p.seat)?.colour, p.seat, palette) }} aria-hidden="true" /> {name(p.seat)}{online && p.seat === snap.seat ? ' (you)' : ''}
              {p.seat === t.awaited && !view.outcome && !snap.replay ? ' (now)' : ''}{away ? ' · away' : ''}
            </button>
          );
        })}
        {drawn.length ? <button type="button" id="drawn-cards" aria-expanded={cardsOpen} onClick={() => setCardsOpen(!cardsOpen)}>Drawn cards ({drawn.length})</button> : null}
        <button type="button" id="ship-enlarge" class="enlarge" aria-expanded={enlarged} onClick={() => setEnlarged(!enlarged)}>{enlarged ? 'Shrink' : 'Enlarge'}</button>
      </nav>
      {cardsOpen ? <DrawnCards state={view} events={props.latest} /> : null}
      {shown ? (
        <ShipBoard state={view} player={shown} legal={shown.seat === snap.seat ? snap.legal : []} selectedCrew={t.selectedCrew}
          onCrew={t.selectCrew} onAct={t.actConfirmed} marks={props.advised ? [...t.playback.shipMarks, ...adviceShipMarks(props.advised)] : t.playback.shipMarks} />
      ) : null}
    </div>
  );
}

function Header(props: TableProps & { t: TableControl; name: (seat: number) => string }) {
  const { t, name, driver } = props;
  const { snap } = t;
  const { view } = snap;
  const ui = useUi();
  const [menu, setMenu] = useState(false);
  const [panel, setPanel] = useState(false);
  const settings = useSettings();
  const replay = snap.replay;
  const bot = snap.seats[t.awaited]?.bot ?? null;
  const you = snap.connection !== 'local' && snap.seat === t.awaited ? ' (you)' : '';
  const waiting = replay
    ? `${view.round === 0 ? 'Setup' : `Round ${view.round}`} · move ${replay.position} of ${replay.length}${view.outcome ? ` · the players ${view.outcome.result}` : ''}`
    : view.outcome
      ? `Game over: the players ${view.outcome.result}.`
      : `${name(t.awaited)}${view.pending[0] ? ' decides' : "'s turn"}${bot ? ' (bot)' : ''}${you}`;
  const ship = shipOf(view, t.awaited);
  const named = name(t.awaited) !== `Seat ${t.awaited + 1}`;
  const saveText = driver.saveText?.bind(driver);
  return (
    <header class="topbar">
      <strong class="title">The Everrain{driver.kind === 'local' ? '' : ` · ${driver.kind}`}</strong>
      <span class="waiting" id={replay ? 'replay-label' : undefined} aria-live="polite"><span class="seat-dot" aria-hidden="true" />{waiting}
        {!view.outcome && !replay && ship ? <span class="who-sails">{named ? ` · seat ${t.awaited + 1}` : ''} · {ship.name}</span> : null}
      </span>
      {snap.connection === 'local' ? null : <span class={`net ${snap.connection}`} id="net-status" role="status">{NET_STATUS[snap.connection]}</span>}
      {props.header}
      {replay ? null : <button type="button" id="log-button" aria-expanded={t.logOpen} aria-controls="log-drawer" onClick={t.toggleLog} title="The game log (L)">Log{t.unreadChat ? <span class="unread" aria-label={`${t.unreadChat} unread in the chat`}>{t.unreadChat}</span> : null}</button>}
      {/* A greyed button shows no tooltip and takes no click: its wrapper says why (hover, a click, or U), and screen readers hear it. */}
      {replay ? null : (
        <span class="undo-wrap" title={snap.undo.reason ?? undefined} onClick={snap.undo.allowed ? undefined : t.undo}>
          <button type="button" id="undo" disabled={!snap.undo.allowed} onClick={t.undo} aria-describedby={snap.undo.reason ? 'undo-why' : undefined}
            title={snap.undo.allowed ? 'Undo (U): within your turn, until a die is rolled or a card drawn' : undefined}>Undo</button>
          {snap.undo.reason ? <span id="undo-why" class="sr-only">{snap.undo.reason}</span> : null}
        </span>
      )}
      <button type="button" id="manual-button" onClick={() => ui.openManual()} title="Reference Manual (M)">Rules</button>
      {saveText && !replay ? <button type="button" id="export" onClick={() => exportSave(saveText(), view.round)}>Export save</button> : null}
      {replay || settings.guideHeld ? null : <button type="button" id="guide-toggle" aria-pressed={settings.guided} onClick={() => changeSettings({ guided: !settings.guided })}>{settings.guided ? 'Guide on' : 'Guide off'}</button>}
      {driver.kind === 'online' && !replay ? <TurnSignalControls /> : null}
      <button type="button" id="settings-button" aria-haspopup="dialog" onClick={() => setPanel(true)}>Settings</button>
      {replay
        ? <button type="button" id="replay-close" onClick={props.onLeave}>{props.leaveLabel ?? 'Close the replay'}</button>
        : <button type="button" id="menu" aria-haspopup="menu" aria-expanded={menu} onClick={() => setMenu(!menu)}>Menu</button>}
      {menu && !replay
        ? <GameMenu leaveLabel={props.leaveLabel ?? 'Leave the game'} saveText={saveText ?? null} round={view.round} online={driver.kind === 'online'}
          onClose={() => setMenu(false)} onSettings={() => { setMenu(false); setPanel(true); }} onLeave={props.onLeave} />
        : null}
      {panel ? <SettingsPanel onClose={() => setPanel(false)} /> : null}
    </header>
  );
}

/** The turn panel's box: notices, then the prompt, the turn, a bot at the helm, or the end. */
function TurnArea(props: TableProps & { t: TableControl; name: (seat: number) => string; again: string | null; onAdvice: (advised: { readonly at: number; readonly action: Action } | null) => void }) {
  const { t, name, driver } = props;
  const { snap } = t;
  const { view, legal } = snap;
  const bot: SeatAtTable | undefined = view.outcome ? undefined : snap.seats.find((s) => s.seat === t.awaited && s.bot);
  const myMove = snap.seat !== null && legal.length > 0;
  const playAgain = props.onPlayAgain ?? (driver.rematch ? () => driver.rematch?.() : undefined);
  const lastNote = snap.notes[snap.notes.length - 1];
  return (
    <>
      {props.again && !view.outcome ? <p class="plays-again" role="status">{props.again}</p> : null}
      {t.error ? <p role="alert" class="error">{t.error}</p> : null}
      {snap.notice ? <p role="status" class="notice">{snap.notice}</p> : null}
      {t.confirmPanel}
      {view.outcome ? (
        <EndScreen state={view} events={snap.events} moves={snap.moves} onNewGame={props.onLeave} newGameLabel={driver.kind === 'local' ? undefined : props.leaveLabel}
          onWatchReplay={props.onWatchReplay} onPlayAgain={playAgain} playAgainLabel={props.onPlayAgain ? undefined : driver.rematch ? 'Rematch (same seats, a new seed)' : undefined} />
      ) : bot && !myMove ? (
        <section class="bot-turn" role="status" aria-live="polite">
          <h2>{name(bot.seat)}: the {bot.bot} bot is at the helm</h2>
          {snap.thinking === bot.seat ? <p class="bot-thinking" id="bot-thinking">Thinking…</p> : null}
          {lastNote ? <p class="bot-last">{lastNote.text}</p> : null}
          {driver.hurry ? <p><button type="button" id="fast-forward" disabled={snap.hurrying} onClick={() => driver.hurry?.()}>{snap.hurrying ? 'Skipping ahead…' : 'Skip ahead to my turn'}</button></p> : null}
          <p class="hint">Its moves and reasons are in the log (L).</p>
        </section>
      ) : !myMove ? (
        <section class="online-wait" role="status"><h2>{snap.seat === null ? 'Watching' : `Waiting for ${name(t.awaited)}`}</h2><p class="hint">The board updates as they play.</p></section>
      ) : view.pending[0] ? (
        <Prompt state={view} legal={legal} selectedHex={t.selectedHex} events={snap.events.slice(-60)} onAct={t.act} />
      ) : t.me && view.turn ? (
        <TurnPanel state={view} player={t.me} legal={legal} selectedCrew={t.selectedCrew} selectedHex={t.selectedHex} offers={t.offers} onAct={t.actConfirmed} onSailTo={t.sailTo} onCrew={t.selectCrew} />
      ) : null}
      {view.outcome || !myMove || snap.seats.find((s) => s.seat === snap.seat)?.bot ? null : <AskTheCrew snap={snap} onAdvice={props.onAdvice} onAct={t.actConfirmed} />}
      {view.outcome || !myMove ? null : <ActionList state={view} legal={legal} open={t.listOpen} onToggle={t.setListOpen} onAct={t.actConfirmed} />}
    </>
  );
}

/**
 * "<name> plays again: first in round N" when the turn now is the same seat's as the one before it, across
 * the end of a round (the First Player passing to the seat that played last), among two or more seats.
 */
function playsAgain(snap: TableSnapshot, name: (seat: number) => string): string | null {
  const { view, events } = snap;
  if (view.players.length < 2 || !view.turn || view.outcome) return null;
  let last: GameEvent | undefined;
  let before: GameEvent | undefined;
  for (let i = events.length - 1; i >= 0 && !before; i--) {
    const e = events[i]!;
    if (e.kind !== 'turnStarted') continue;
    if (last) before = e;
    else last = e;
  }
  if (!last || !before || last.seat !== view.turn.seat || before.seat !== last.seat || before.round === last.round) return null;
  return `${name(view.turn.seat)} plays again: first in round ${last.round}.`;
}
