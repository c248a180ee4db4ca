import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { hexKey, type GameEvent, type VisibleState } from '@everrain/engine';
import { useEventText } from '../words/event-words';
import { useSeatText } from '../words/seat-names';
import { Term } from '../words/Term';
import { useUi } from '../table/ui-context';
import { rollNotes } from './explain';
import { SPEEDS, storedSpeed, storeSpeed, type Speed } from './speed';
import { shownEvents, splitMove, stepText, type PlaybackStep, type Whereabouts } from './steps';
import { IDLE, setPlaybackView } from './store';
import './playback.css';

type Mode = 'playing' | 'stepping' | 'done';

interface Run {
  /** Which move this run plays back (its first and last seq): a new move starts a new run. */
  readonly sig: string;
  /** The step on screen (steps.length once the playback has ended). */
  readonly at: number;
  readonly mode: Mode;
  /** The list of every step, once done, is unfolded (it is at once, with reduced motion: nothing animates). */
  readonly open: boolean;
}

/** Where things stand once the move is over, for the marks of the steps that led there. */
function whereabouts(state: VisibleState): Whereabouts {
  return {
    ship: (seat) => {
      const hex = state.players[seat]?.position?.hex;
      return hex ? hexKey(hex) : undefined;
    },
    enemy: (id) => {
      const p = state.enemies.find((e) => e.id === id)?.position;
      if (p?.area === 'sea') return { hex: hexKey(p.hex) };
      return p?.area === 'deck' ? { seat: p.seat, zone: p.zone } : undefined;
    },
    elderOne: () => (state.elderOne.hex ? hexKey(state.elderOne.hex) : undefined),
  };
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('button, a, input, select, textarea, summary, [role=button], [contenteditable]');
}

/**
 * What a move set going — a Sea Event, a Fray, the Enemy Phase — played out step by step beside the map:
 * each step's words and cause, its marks on the map and the ship boards, its dice in the tray, and the
 * rules a roll is read by. Never in the way: the player may act at any time (a new move ends this one's
 * playback), Skip (Escape) shows the end at once, Next (Space) goes on without waiting, Pause waits for Next. With reduced
 * motion every step is listed at once, and can be stepped through on demand.
 */
export function Playback(props: { events: readonly GameEvent[]; state: VisibleState }) {
  const named = useSeatText();
  const say = useEventText();
  const ui = useUi();
  const { events, state } = props;
  const sig = events.length ? `${events[0]!.seq}-${events[events.length - 1]!.seq}` : '';
  const { steps } = useMemo(() => splitMove(events, say, whereabouts(state)), [sig]);
  const [speed, setSpeed] = useState<Speed>(storedSpeed);
  const fresh = (): Run => ({ sig, at: 0, mode: ui.reducedMotion ? 'done' : 'playing', open: ui.reducedMotion });
  const [stored, setRun] = useState<Run>(fresh);
  const run = stored.sig === sig ? stored : fresh();
  const update = (next: Partial<Run>) => setRun({ ...run, ...next });
  const active = run.mode !== 'done' && steps.length > 0;
  const current: PlaybackStep | undefined = active ? steps[Math.min(run.at, steps.length - 1)] : undefined;
  const next = () => (run.at + 1 >= steps.length ? update({ at: steps.length, mode: 'done' }) : update({ at: run.at + 1 }));
  const skip = () => update({ at: steps.length, mode: 'done', open: false });
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (run.mode !== 'playing' || steps.length === 0) return undefined;
    const timer = window.setTimeout(next, SPEEDS[speed]);
    return () => window.clearTimeout(timer);
  }, [sig, run.at, run.mode, speed, steps.length]);

  useEffect(() => {
    setPlaybackView(current
      ? { marks: current.marks, shipMarks: current.shipMarks, diceUpTo: current.last, diceFrom: current.id, running: run.mode === 'playing' }
      : IDLE);
  }, [sig, current?.id, run.mode]);
  useEffect(() => () => setPlaybackView(IDLE), []);

  useEffect(() => {
    list.current?.querySelector('.pb-step.current')?.scrollIntoView?.({ block: 'nearest' });
  }, [run.at]);

  useEffect(() => {
    if (!active) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('#manual')) return;
      if (e.key === 'Escape') skip();
      else if (e.key === ' ' && !isControl(e.target) && !(e.target instanceof HTMLElement && e.target.closest('svg'))) next();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (steps.length === 0) return null;
  const shown = active ? steps.slice(0, run.at + 1) : steps;
  const speedPicker = (
    <label class="pb-speed">Speed{' '}
      <select id="playback-speed" value={speed} onChange={(e) => { const s = e.currentTarget.value as Speed; setSpeed(s); storeSpeed(s); }}>
        <option value="slow">Slow</option>
        <option value="normal">Normal</option>
        <option value="fast">Fast</option>
      </select>
    </label>
  );
  const items = (
    <ol class="pb-steps" ref={list}>
      {shown.map((s, i) => {
        const now = active && i === run.at;
        return (
          <li key={s.id} class={`pb-step${now ? ' current' : ''}`} data-step={i} aria-current={now ? 'step' : undefined}>
            <div class="pb-cause">{s.cause}</div>
            <ul>{shownEvents(s).map((e) => <li key={e.seq} class={e.kind} data-kind={e.kind}>{named(say(e))}</li>)}</ul>
            {now ? <RollRules step={s} /> : null}
          </li>
        );
      })}
    </ol>
  );
  if (!active) {
    return (
      <section class="playback done" aria-label="What followed the last move">
        <details open={run.open} onToggle={(e) => { const open = (e.currentTarget as HTMLDetailsElement).open; if (open !== run.open) update({ open }); }}>
          <summary>What followed: {steps.length} step{steps.length === 1 ? '' : 's'} ({steps[0]!.cause})</summary>
          {items}
        </details>
        {run.open && run.at === 0 ? <p class="sr-only" aria-live="polite">{`What followed: ${steps.map((s) => stepText(s, say)).join(' ')}`}</p> : null}
        <div class="pb-controls">
          <button type="button" id="playback-replay" onClick={() => update({ at: 0, mode: ui.reducedMotion ? 'stepping' : 'playing' })}>
            {ui.reducedMotion ? 'Step through' : 'Replay'}
          </button>
          {speedPicker}
        </div>
      </section>
    );
  }
  return (
    <section class="playback" aria-label="What followed the last move, step by step" data-move={sig} data-step={run.at} data-steps={steps.length} data-mode={run.mode}>
      <h2 class="pb-title">What followed <span class="pb-count">step {run.at + 1} of {steps.length}</span></h2>
      {items}
      <div class="pb-controls">
        <button type="button" id="playback-next" aria-keyshortcuts="Space" onClick={next}>{run.at + 1 >= steps.length ? 'Done' : 'Next step'}</button>
        <button type="button" id="playback-pause" aria-pressed={run.mode === 'stepping'} onClick={() => update({ mode: run.mode === 'playing' ? 'stepping' : 'playing' })}>
          {run.mode === 'playing' ? 'Pause' : 'Play'}
        </button>
        <button type="button" id="playback-skip" aria-keyshortcuts="Escape" onClick={skip}>Skip</button>
        {speedPicker}
      </div>
      <p class="sr-only" aria-live="polite" aria-atomic="true">{current ? `${current.cause}: ${stepText(current, say)}` : ''}</p>
    </section>
  );
}

/** The rules the step's rolls are read by, from the Reference Manual, each a link to its entry. */
function RollRules(props: { step: PlaybackStep }) {
  const notes = props.step.events.flatMap(rollNotes);
  const seen = new Set<string>();
  const unique = notes.filter((n) => (seen.has(n.entry) ? false : (seen.add(n.entry), true)));
  if (unique.length === 0) return null;
  return (
    <ul class="pb-rules" aria-label="The rules this roll is read by">
      {unique.map((n) => <li key={n.entry}><Term id={n.entry}>{n.term}</Term>: {n.text}</li>)}
    </ul>
  );
}
