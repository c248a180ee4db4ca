import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { awaitedSeat, type Action, type PlayerState } from '@everrain/engine';
import { hexOffers, type HexOffer } from '../board/Board';
import type { TableDriver, TableSnapshot } from '../drivers/driver';
import { useConfirm } from '../panels/Confirm';
import { usePlaybackView, type PlaybackView } from '../playback/store';
import { hexClick, sailToHex, type HexClick } from './hex-click';
import { markActionStart, markScreenUpdated } from './perf';
import { useUi } from './ui-context';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

/** Where the keyboard goes when the control it was on is gone with the old position. */
export const PLAY_FOCUS = '.prompt h2, .turn, .outcome, #replay-forward';

function focusPlay(): void {
  document.querySelector<HTMLElement>(PLAY_FOCUS)?.focus({ preventScroll: true });
}

/** The driver's snapshot, drawn again whenever the driver says it changed. */
function useSnapshot(driver: TableDriver): TableSnapshot {
  const [snap, setSnap] = useState(() => driver.snapshot());
  useEffect(() => {
    setSnap(driver.snapshot());
    return driver.subscribe(() => setSnap(driver.snapshot()));
  }, [driver]);
  return snap;
}

export interface TableControl {
  readonly snap: TableSnapshot;
  /** The seat whose turn (or decision) it is, whoever plays it. */
  readonly awaited: number;
  /** The player whose moves this table makes now, if any. */
  readonly me: PlayerState | undefined;
  readonly offers: Map<string, HexOffer>;
  readonly playback: PlaybackView;
  readonly selectedCrew: string | null;
  readonly selectedHex: string | null;
  /** The ship board shown: the one picked in the seat tabs, else this table's seat, else the awaited one. */
  readonly shipSeat: number;
  /** A click refused here, or the driver's error. */
  readonly error: string | null;
  readonly logOpen: boolean;
  /** Chat lines from others since the log drawer (where the chat is) was last open. */
  readonly unreadChat: number;
  readonly listOpen: boolean;
  /** The action played at once. */
  act(a: Action): void;
  /** The action played once confirmed where the engine warns of a trap (D142). */
  actConfirmed(a: Action): void;
  /** The confirm step, when one is held. */
  readonly confirmPanel: preact.JSX.Element | null;
  onHex(key: string, offer: HexOffer): void;
  sailTo(key: string): void;
  selectCrew(id: string | null): void;
  showShip(seat: number): void;
  undo(): void;
  toggleLog(): void;
  closeLog(): void;
  setListOpen(open: boolean): void;
}

/**
 * The table's controller, the same for every driver: what is selected, what the map offers, clicks on
 * hexes, confirms, the keyboard, and the playback's hold on a driver's bots.
 */
export function useTable(driver: TableDriver, onLeave?: () => void): TableControl {
  const snap = useSnapshot(driver);
  const { view, legal } = snap;
  const ui = useUi();
  const playback = usePlaybackView();
  const [selectedCrew, setSelectedCrew] = useState<string | null>(null);
  const [selectedHex, setSelectedHex] = useState<string | null>(null);
  const [viewSeat, setViewSeat] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const chat = snap.chat ?? [];
  const [chatSeen, setChatSeen] = useState(chat.length);
  useEffect(() => { if (logOpen) setChatSeen(chat.length); }, [logOpen, chat.length]);
  const awaited = awaitedSeat(view) ?? view.firstPlayer;
  const me = snap.seat === null ? undefined : view.players[snap.seat];
  const offers = useMemo(() => hexOffers(view, legal, me), [view, legal, me]);

  useEffect(() => { setSelectedCrew(null); setSelectedHex(null); setViewSeat(null); setLocalError(null); }, [view]);
  useEffect(() => { driver.hold?.(playback.running); }, [driver, playback.running]);
  // Right after the new position is in the DOM (an effect would run a frame later, after the paint).
  useLayoutEffect(() => {
    markScreenUpdated();
    // The button pressed is often gone with the old position: keep the keyboard where the play goes on.
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) focusPlay();
  }, [view]);
  // Once the next person says they are there, the keyboard goes to their turn (a decision focuses itself).
  const handedOff = useRef(snap.handOff);
  useEffect(() => {
    if (typeof handedOff.current === 'number' && snap.handOff === null) focusPlay();
    handedOff.current = snap.handOff;
  }, [snap.handOff]);

  const act = (a: Action) => { markActionStart(); driver.act([a]); };
  const confirm = useConfirm(view, act);
  const playClick = (click: HexClick, key: string) => {
    if (click.kind === 'refused') setLocalError(click.message);
    else if (click.kind === 'choose') setSelectedHex(selectedHex === key ? null : key);
    else if (click.kind === 'play') { markActionStart(); driver.act(click.actions); }
  };
  // Undo when it may be asked; otherwise the reason is said (pressing U, or clicking beside the greyed button).
  const undo = () => {
    const offer = driver.snapshot().undo;
    if (offer.allowed) driver.undo();
    else if (offer.reason) setLocalError(`Undo is not possible now: ${offer.reason}`);
  };
  const closeLog = () => {
    setLogOpen(false);
    document.getElementById('log-button')?.focus();
  };
  const toggleLog = () => (logOpen ? closeLog() : setLogOpen(true));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey || document.querySelector('#manual')) return;
      if (replayKey(driver, e)) { e.preventDefault(); return; }
      if (e.key === 'u' || e.key === 'U') undo();
      else if (e.key === 'm' || e.key === 'M' || e.key === '?') ui.openManual();
      else if (e.key === 'l' || e.key === 'L') toggleLog();
      else if (e.key === 'Escape' && logOpen) closeLog();
      else if (e.key === 'Escape' && snap.replay && onLeave) onLeave();
      else if (e.key === 'Escape') { setSelectedCrew(null); setSelectedHex(null); }
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return {
    snap, awaited, me, offers, playback, selectedCrew, selectedHex,
    shipSeat: viewSeat ?? snap.seat ?? awaited,
    error: localError ?? snap.error,
    logOpen, listOpen,
    unreadChat: logOpen ? 0 : chat.slice(chatSeen).filter((l) => l.seat !== snap.seat).length,
    act,
    actConfirmed: confirm.act,
    confirmPanel: confirm.panel,
    onHex: (key, offer) => playClick(hexClick(view, me, offers, key, offer), key),
    sailTo: (key) => playClick(sailToHex(view, me, offers, key), key),
    selectCrew: setSelectedCrew,
    showShip: (seat) => setViewSeat(seat === snap.seat ? null : seat),
    undo, toggleLog, closeLog, setListOpen,
  };
}

/**
 * A replay's keys: ← → a move, Shift+← → or PgUp PgDn a round, Home End. Each step reads the cursor as it
 * is when the key lands, so a held key steps once per repeat.
 */
function replayKey(driver: TableDriver, e: KeyboardEvent): boolean {
  const cursor = driver.snapshot().replay;
  if (!cursor) return false;
  if (e.key === 'ArrowRight') { if (e.shiftKey) cursor.stepRound(1); else cursor.go(cursor.position + 1); }
  else if (e.key === 'ArrowLeft') { if (e.shiftKey) cursor.stepRound(-1); else cursor.go(cursor.position - 1); }
  else if (e.key === 'PageDown') cursor.stepRound(1);
  else if (e.key === 'PageUp') cursor.stepRound(-1);
  else if (e.key === 'Home') cursor.go(0);
  else if (e.key === 'End') cursor.go(cursor.length);
  else return false;
  return true;
}
