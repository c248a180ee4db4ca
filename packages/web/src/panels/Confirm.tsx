import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Action, VisibleState } from '@everrain/engine';
import { describeAction, warningText } from '@everrain/text';
import { warningsFor } from '@everrain/engine';
import { settings } from '../screens/settings';
import './traps.css';

/** An action held back because the engine warns it loses something (warningsFor, D113), and the warnings. */
interface Held {
  readonly action: Action;
  readonly warnings: readonly string[];
}

/** What "do it anyway" reads as, by the kind of action held. */
function anywayLabel(a: Action): string {
  if (a.type === 'endTurn') return 'End the turn anyway';
  if (a.type === 'issueNavigationOrder') return 'Issue it anyway';
  return 'Do it anyway';
}

/**
 * The confirm step before a trap (D142): an action the engine warns of is not played at once; its warnings are
 * shown with "… anyway" and "Go back" (first, so Tab+Enter goes back). An action with no warning plays at once.
 * `act` plays an action (checked first); `panel` is the confirm step to show while one is held.
 */
export function useConfirm(state: VisibleState, play: (a: Action) => void): { act: (a: Action) => void; panel: JSX.Element | null } {
  const [held, setHeld] = useState<Held | null>(null);
  // The control pressed: going back returns the keyboard to it.
  const from = useRef<HTMLElement | null>(null);
  // A new state (the action played, undone, or a bot's move) drops what was held.
  useEffect(() => setHeld(null), [state]);
  const act = (a: Action) => {
    // The warnings the person asked to be asked about (the settings panel turns kinds of them off).
    const skip = settings().skipWarnings;
    const warnings = warningsFor(state, a).filter((w) => !skip.includes(w.kind)).map((w) => warningText(state, w));
    if (warnings.length === 0) play(a);
    else {
      from.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHeld({ action: a, warnings });
    }
  };
  const panel = held ? <ConfirmStep state={state} held={held} onCancel={() => { setHeld(null); const back = from.current; if (back?.isConnected) setTimeout(() => back.focus(), 0); }} onConfirm={() => { setHeld(null); play(held.action); }} /> : null;
  return { act, panel };
}

function ConfirmStep(props: { state: VisibleState; held: Held; onCancel: () => void; onConfirm: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [props.held]);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    props.onCancel();
  };
  return (
    <section ref={box} class="trap-confirm" role="alertdialog" aria-labelledby="trap-confirm-title" aria-describedby="trap-confirm-why" tabIndex={-1} onKeyDown={onKey} data-testid="trap-confirm">
      <h2 id="trap-confirm-title">⚠ {describeAction(props.state, props.held.action)}?</h2>
      <ul id="trap-confirm-why">{props.held.warnings.map((w) => <li key={w} data-testid="confirm-warning">{w}</li>)}</ul>
      <div class="trap-confirm-buttons">
        <button type="button" data-testid="confirm-cancel" onClick={props.onCancel}>Go back</button>
        <button type="button" class="anyway" data-testid="confirm-anyway" onClick={props.onConfirm}>{anywayLabel(props.held.action)}</button>
      </div>
    </section>
  );
}
