import { useState } from 'preact/hooks';
import type { JSX } from 'preact';

/**
 * A button whose action is asked about on the page first (no browser dialog anywhere: issue #24 item 9): the
 * first click shows the question with "yes" and "no" in place of the button.
 */
export function AskFirst(props: { id?: string; class?: string; role?: 'menuitem'; label: string; title?: string; question: string; yes: string; no?: string; onYes: () => void }): JSX.Element {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return <button type="button" {...(props.id ? { id: props.id } : {})} class={props.class} role={props.role} title={props.title} onClick={() => setAsking(true)}>{props.label}</button>;
  }
  return (
    <span class="ask-first" role="group" aria-label={props.question}>
      {props.question}{' '}
      <button type="button" class="ask-yes" {...(props.id ? { id: `${props.id}-yes` } : {})} onClick={() => { setAsking(false); props.onYes(); }}>{props.yes}</button>{' '}
      <button type="button" class="ask-no" {...(props.id ? { id: `${props.id}-no` } : {})} onClick={() => setAsking(false)}>{props.no ?? 'No'}</button>
    </span>
  );
}
