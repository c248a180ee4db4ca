import { useEffect, useState } from 'preact/hooks';
import type { Action, VisibleState } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import { plainActions } from './fleeting';
import { adviceMark, useAdvised } from '../table/advice';

const GROUP: Partial<Record<Action['type'], string>> = {
  sail: 'Sail', face: 'Sail', issueNavigationOrder: 'Orders', issueCrewOrder: 'Crew Orders', fireArtillery: 'Artillery', board: 'Artillery',
  engageService: 'Port', transfer: 'Trade', endTurn: 'End turn', visitAltar: 'Places', plunderShipwreck: 'Places', lootWreck: 'Places',
  sendAshore: 'Places', exhaustiveExpedition: 'Places',
};

function groupActions(actions: readonly Action[]): [string, Action[]][] {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const title = GROUP[a.type] ?? 'Decide';
    out.set(title, [...(out.get(title) ?? []), a]);
  }
  return [...out.entries()];
}

/**
 * Every legal action as a plain list: the fallback for anything the board does not make obvious. An action
 * offered both with a Fresh Order and with a Fleeting one is listed once (D145); the toggle "Pay with a
 * Fleeting Order" makes the list's buttons pay with the Fleeting Order, for the next action only.
 */
export function ActionList(props: { state: VisibleState; legal: readonly Action[]; open: boolean; onToggle: (open: boolean) => void; onAct: (a: Action) => void }) {
  const [fleeting, setFleeting] = useState(false);
  useEffect(() => setFleeting(false), [props.state]);
  const { shown, twins } = plainActions(props.legal, fleeting);
  const groups = groupActions(shown);
  const advised = useAdvised();
  return (
    <details class="all-actions" open={props.open} onToggle={(e) => props.onToggle(e.currentTarget.open)}>
      <summary>Every legal action, as a list ({shown.length})</summary>
      {twins > 0 ? (
        <label class="pay-fleeting">
          <input type="checkbox" id="pay-fleeting" checked={fleeting} onChange={(e) => setFleeting(e.currentTarget.checked)} />
          {' '}Pay with a Fleeting Order ({twins} {twins === 1 ? 'action' : 'actions'} below could use one instead of a Fresh Order)
        </label>
      ) : null}
      {groups.map(([title, actions]) => (
        <details key={title} class="group" open={title !== 'Trade'}>
          <summary>{title} ({actions.length})</summary>
          <ul>{actions.map((a, i) => <li key={i}><button type="button" class="action" data-type={a.type} {...adviceMark(advised, a)} onClick={() => props.onAct(a)}>{describeAction(props.state, a)}</button></li>)}</ul>
        </details>
      ))}
    </details>
  );
}
