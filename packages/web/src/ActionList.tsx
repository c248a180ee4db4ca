import type { Action, GameState } from '@everrain/engine';
import { describeAction } from '@everrain/text';

const GROUP: Partial<Record<Action['type'], string>> = {
  sail: 'Sail', issueNavigationOrder: 'Orders', issueCrewOrder: 'Crew Orders', fireArtillery: 'Artillery', board: 'Artillery',
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

/** Every legal action as a plain list: the fallback for anything the board does not make obvious. */
export function ActionList(props: { state: GameState; legal: readonly Action[]; open: boolean; onToggle: (open: boolean) => void; onAct: (a: Action) => void }) {
  const groups = groupActions(props.legal);
  return (
    <details class="all-actions" open={props.open} onToggle={(e) => props.onToggle(e.currentTarget.open)}>
      <summary>Every legal action, as a list ({props.legal.length})</summary>
      {groups.map(([title, actions]) => (
        <details key={title} class="group" open={title !== 'Trade'}>
          <summary>{title} ({actions.length})</summary>
          <ul>{actions.map((a, i) => <li key={i}><button type="button" class="action" data-type={a.type} onClick={() => props.onAct(a)}>{describeAction(props.state, a)}</button></li>)}</ul>
        </details>
      ))}
    </details>
  );
}
