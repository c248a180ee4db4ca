import { useEffect, useMemo, useState } from 'preact/hooks';
import { eventsFor, type Action } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { Board, type HexOffer } from '../board/Board';
import { Log } from './Log';
import { ShipBoard } from '../board/ShipBoard';
import { Tracks } from '../board/Tracks';
import { roundStep, type Replay } from '../drivers/replay-model';

const NO_OFFERS = new Map<string, HexOffer>();
const NO_ACTIONS: readonly Action[] = [];
const nothing = () => undefined;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

/**
 * A saved or finished game watched move by move (issue #13 item 5, D101): the board, tracks and ship boards
 * drawn read-only from the engine's state at the chosen position, the log up to it as the table sees it.
 * ← → step one action, Shift+← → or PgUp PgDn one round, Home End the start and the end.
 */
export function ReplayViewer(props: { replay: Replay; onClose: () => void; closeLabel?: string }) {
  const { replay } = props;
  const [position, setPosition] = useState(0);
  const [shipSeat, setShipSeat] = useState(0);
  const [logSeat, setLogSeat] = useState<number | null>(null);
  // The state before the last move first: the one at the position is then a single move on from it.
  const before = useMemo(() => (position > 0 ? replay.stateAt(position - 1) : null), [replay, position]);
  const state = useMemo(() => replay.stateAt(position), [replay, position]);
  // What a seat may be shown (D87): the whole table's view, or one seat's; never the engine's full record.
  const events = useMemo(() => eventsFor(replay.events.slice(0, replay.eventsAt(position)), logSeat), [replay, position, logSeat]);
  const clamp = (p: number) => Math.max(0, Math.min(replay.length, p));
  const go = (p: number) => setPosition(clamp(p));
  // From the position as it is when the step lands, not as last drawn: a held key steps once per repeat.
  const step = (by: number) => setPosition((p) => clamp(p + by));
  const stepRound = (direction: 1 | -1) => setPosition((p) => roundStep(replay, p, direction));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey || document.querySelector('#manual')) return;
      if (e.key === 'ArrowRight') { if (e.shiftKey) stepRound(1); else step(1); }
      else if (e.key === 'ArrowLeft') { if (e.shiftKey) stepRound(-1); else step(-1); }
      else if (e.key === 'PageDown') stepRound(1);
      else if (e.key === 'PageUp') stepRound(-1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(replay.length);
      else if (e.key === 'Escape') props.onClose();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const round = replay.roundAt(position);
  const action = position > 0 ? replay.actions[position - 1] : undefined;
  const last = action && before ? describeAction(before, action) : null;
  const ship = state.players[shipSeat] ?? state.players[0];
  return (
    <div class="game replay" id="replay">
      <header class="topbar">
        <strong class="title">The Everrain · replay</strong>
        <span class="waiting" id="replay-label" aria-live="polite">{round === 0 ? 'Setup' : `Round ${round}`} · move {position} of {replay.length}{state.outcome ? ` · the players ${state.outcome.result}` : ''}</span>
        <button type="button" id="replay-close" onClick={props.onClose}>{props.closeLabel ?? 'Close the replay'}</button>
      </header>
      <div class="columns">
        <div class="left">
          <Tracks state={state} />
          <Board state={state} offers={NO_OFFERS} selectedHex={null} me={undefined} onHex={nothing} />
          <nav class="seats" aria-label="Ship boards">
            {state.players.map((p) => (
              <button type="button" key={p.seat} aria-pressed={ship?.seat === p.seat} onClick={() => setShipSeat(p.seat)}>
                <span class="swatch" style={{ background: state.catalog.ships.find((s) => s.id === p.ship)?.colour }} aria-hidden="true" /> Seat {p.seat + 1}
              </button>
            ))}
          </nav>
          {ship ? <ShipBoard state={state} player={ship} legal={NO_ACTIONS} selectedCrew={null} onCrew={nothing} onAct={nothing} /> : null}
        </div>
        <div class="right">
          <section class="replay-controls" aria-label="Replay controls">
            <div class="replay-buttons">
              <button type="button" id="replay-start" onClick={() => go(0)} disabled={position === 0} title="The start (Home)">Start</button>
              <button type="button" id="replay-round-back" onClick={() => stepRound(-1)} disabled={position === 0} title="Back a round (Shift+← or PgUp)">« Round</button>
              <button type="button" id="replay-back" onClick={() => step(-1)} disabled={position === 0} title="Back a move (←)">‹ Move</button>
              <button type="button" id="replay-forward" onClick={() => step(1)} disabled={position === replay.length} title="Forward a move (→)">Move ›</button>
              <button type="button" id="replay-round-forward" onClick={() => stepRound(1)} disabled={position === replay.length} title="Forward a round (Shift+→ or PgDn)">Round »</button>
              <button type="button" id="replay-end" onClick={() => go(replay.length)} disabled={position === replay.length} title="The end (End)">End</button>
            </div>
            <label class="replay-slider">Move <input type="range" id="replay-slider" min={0} max={replay.length} value={position}
              onInput={(e) => go(Number(e.currentTarget.value))} /></label>
            <label>Round <select id="replay-round" value={String(replay.rounds.filter((r) => r.at <= position).pop()?.at ?? 0)}
              onChange={(e) => go(Number(e.currentTarget.value))}>
              {replay.rounds.map((r) => <option key={r.at} value={String(r.at)}>{r.round === 0 ? 'Setup' : `Round ${r.round}`} (from move {r.at})</option>)}
            </select></label>
            <label>Log as seen by <select id="replay-log-seat" value={logSeat === null ? 'table' : String(logSeat)}
              onChange={(e) => setLogSeat(e.currentTarget.value === 'table' ? null : Number(e.currentTarget.value))}>
              <option value="table">the whole table</option>
              {state.players.map((p) => <option key={p.seat} value={String(p.seat)}>seat {p.seat + 1}</option>)}
            </select></label>
            <p class="hint">← → a move · Shift+← → or PgUp PgDn a round · Home End</p>
            <p id="replay-last" aria-live="polite">{last && action ? `Move ${position}, seat ${action.seat + 1}: ${last}` : 'The game as it was set up.'}</p>
            {state.outcome ? <p class="outcome" id="replay-outcome">The players {state.outcome.result === 'won' ? 'win' : 'lose'}: {state.outcome.reason}</p> : null}
          </section>
          <div class="replay-log">
            <Log events={events} />
          </div>
        </div>
      </div>
    </div>
  );
}
