import { useEffect, useMemo } from 'preact/hooks';
import type { Action, GameEvent, VisibleState } from '@everrain/engine';
import { focusControl, revealBesideGuide } from './guide-scroll';
import { useSeatName } from '../words/seat-names';
import { Term } from '../words/Term';
import { guideNotes, guideStep, guideView, LESSON_COUNT } from './tour-steps';
import './tour.css';
import './tour-controls.css';

/** The control a guide step talks about: the element marked `data-guide="…"` (the first one shown). */
function targetOf(name: string): HTMLElement | null {
  if (!name) return null;
  return document.querySelector<HTMLElement>(`[data-guide="${name}"]`);
}

/**
 * The guided first game (D143): short prompts beside the board, each pointing at the control it talks about
 * (outlined, scrolled into view beside the guide's step, "Show me" takes the keyboard there); a step that cannot be done now is passed
 * over until it can, and a Navigation Order is never suggested where it would buy nothing. Notes explain
 * Strain, enemies aboard and Frays when they happen.
 */
export function Tour(props: { state: VisibleState; legal: readonly Action[]; events: readonly GameEvent[]; seat: number; onSkip: () => void }) {
  // "Guide for Ada" where the seat has a name, else "Guide for seat 2".
  const seatName = useSeatName();
  const named = (seat: number) => { const n = seatName(seat); return n === `Seat ${seat + 1}` ? `seat ${seat + 1}` : n; };
  const { legal } = props;
  const view = useMemo(() => guideView(props.state, props.events, props.seat, legal), [props.state, props.events, props.seat, legal]);
  const { step, index, waiting } = guideStep(view);
  const notes = guideNotes(view);
  const target = step?.target ?? '';
  // The outline: tour.css draws it on `[data-guide=…]` while this aside names it in `data-target`.
  // Scrolled into view once per step, not on every render.
  useEffect(() => {
    revealBesideGuide(targetOf(target));
  }, [step?.id, target]);
  const showMe = (name: string) => {
    const el = targetOf(name);
    if (!el) return;
    // As far as the guide's own step allows: scrolling the control to the centre took the step out of view (issue #24).
    revealBesideGuide(el);
    focusControl(el);
  };
  return (
    <aside id="tour" class="tour" aria-label="Guided first game" aria-live="polite" data-step={step?.id ?? 'none'} data-target={target}>
      {notes.map((n) => (
        <div key={n.id} class="tour-note" data-note={n.id}>
          <h3>{n.title}</h3>
          <p>{n.text} <Term id={n.term}>More…</Term></p>
          {n.target && targetOf(n.target) ? <button type="button" class="show-me" onClick={() => showMe(n.target)}>Show me</button> : null}
        </div>
      ))}
      {step ? (
        <>
          <p class="tour-count">Guide{props.state.players.length > 1 ? ` for ${named(props.seat)}` : ''} · step {index} of {LESSON_COUNT}</p>
          <h2>{step.title}</h2>
          <p>{step.text} <Term id={step.term}>More…</Term></p>
        </>
      ) : waiting.length ? (
        <>
          <h2>Nothing new to try right now</h2>
          <p>Play on; the guide comes back:</p>
          <ul class="tour-later">{waiting.map((w) => <li key={w}>{w}</li>)}</ul>
        </>
      ) : (
        <>
          <h2>You know the basics</h2>
          <p>Win by bringing the Player Discovery token to the end of the Discovery Track before the Enemy Discovery token gets there. Every rule is in the <Term id="winning-and-losing">Reference Manual</Term> (press M).</p>
        </>
      )}
      {/* One row, so the step's words and the control it points at fit the panel together at 1280×720. */}
      <div class="tour-controls">
        {step ? <button type="button" class="show-me" id="tour-show-me" onClick={() => showMe(target)}>Show me</button> : null}
        <button type="button" id="tour-skip" onClick={props.onSkip}>{step || waiting.length ? 'Skip the guide' : 'Close the guide'}</button>
        {step && waiting.length ? <details class="tour-later"><summary>Still to come ({waiting.length})</summary><ul>{waiting.map((w) => <li key={w}>{w}</li>)}</ul></details> : null}
      </div>
    </aside>
  );
}
