import type { ReplayCursor } from '../drivers/driver';

/**
 * A replay's controls (issue #13 item 5, D101), on the table whenever its driver has a cursor: a move or a
 * round at a time, the start and the end, a slider and a round list. The keys are the table's (useTable).
 */
export function ReplayControls(props: { cursor: ReplayCursor; seatName: (seat: number) => string; outcome: string | null }) {
  const { cursor } = props;
  const { position, length } = cursor;
  const go = (p: number) => cursor.go(p);
  const last = cursor.lastMove;
  return (
    <section class="replay-controls" aria-label="Replay controls" data-region="playback">
      <div class="replay-buttons">
        <button type="button" id="replay-start" onClick={() => go(0)} disabled={position === 0} title="The start (Home)">Start</button>
        <button type="button" id="replay-round-back" onClick={() => cursor.stepRound(-1)} disabled={position === 0} title="Back a round (Shift+← or PgUp)">« Round</button>
        <button type="button" id="replay-back" onClick={() => go(position - 1)} disabled={position === 0} title="Back a move (←)">‹ Move</button>
        <button type="button" id="replay-forward" onClick={() => go(position + 1)} disabled={position === length} title="Forward a move (→)">Move ›</button>
        <button type="button" id="replay-round-forward" onClick={() => cursor.stepRound(1)} disabled={position === length} title="Forward a round (Shift+→ or PgDn)">Round »</button>
        <button type="button" id="replay-end" onClick={() => go(length)} disabled={position === length} title="The end (End)">End</button>
      </div>
      <label class="replay-slider">Move <input type="range" id="replay-slider" min={0} max={length} value={position}
        onInput={(e) => go(Number(e.currentTarget.value))} /></label>
      <label>Round <select id="replay-round" value={String(cursor.rounds.filter((r) => r.at <= position).pop()?.at ?? 0)}
        onChange={(e) => go(Number(e.currentTarget.value))}>
        {cursor.rounds.map((r) => <option key={r.at} value={String(r.at)}>{r.round === 0 ? 'Setup' : `Round ${r.round}`} (from move {r.at})</option>)}
      </select></label>
      <p class="hint">← → a move · Shift+← → or PgUp PgDn a round · Home End</p>
      <p id="replay-last" aria-live="polite">{last ? `Move ${position}, ${props.seatName(last.seat).replace(/^Seat/, 'seat')}: ${last.text}` : 'The game as it was set up.'}</p>
      {props.outcome ? <p class="outcome" id="replay-outcome">{props.outcome}</p> : null}
    </section>
  );
}
