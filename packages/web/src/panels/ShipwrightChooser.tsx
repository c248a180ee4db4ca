import { useEffect, useState } from 'preact/hooks';
import './traps.css';
import { crewDef, serviceCost, type Action, type VisibleState, type PlayerState } from '@everrain/engine';
import { crewFor, improvementChoices, repairChoices, type ShipwrightAction } from './shipwright-choice';

/**
 * The Shipwright in two steps (D144): the repairs, then how many Improvements (the rest Artillery) to see;
 * then the crew member who goes. One choice at a time instead of every combination × every crew member.
 */
export function ShipwrightChooser(props: { state: VisibleState; player: PlayerState; actions: readonly ShipwrightAction[]; onAct: (a: Action) => void }) {
  const { state, actions } = props;
  const draw = state.catalog.services.shipwright.draw;
  const repairs = repairChoices(actions);
  const [repair, setRepair] = useState<number | null>(null);
  const [seen, setSeen] = useState<number | null>(null);
  // A new offer (a new state) starts the choice over.
  useEffect(() => { setRepair(null); setSeen(null); }, [state]);
  // With nothing to repair (or nothing the purse allows), the first step is already taken.
  const chosenRepair = repairs.length === 1 ? repairs[0]! : repair;
  const improvements = chosenRepair === null ? [] : improvementChoices(actions, chosenRepair);
  const go = chosenRepair !== null && seen !== null ? crewFor(actions, chosenRepair, seen) : [];
  const repairCost = (n: number) => {
    const a = actions.find((x) => x.repairs === n);
    return a ? serviceCost(state, a).coin : 0;
  };
  const name = (a: ShipwrightAction) => {
    const c = props.player.crew.find((m) => m.id === a.crew);
    return c ? crewDef(state.catalog, c.token).name : a.crew;
  };
  return (
    <div class="shipwright-chooser" data-testid="shipwright-chooser">
      {repairs.length > 1 ? (
        <fieldset class="step" data-step="repairs">
          <legend>1. Repairs ({props.player.destroyedNodes.length} destroyed)</legend>
          {repairs.map((n) => (
            <button key={n} type="button" class="choice" aria-pressed={repair === n} data-repairs={n} onClick={() => { setRepair(n); setSeen(null); }}>
              {n === 0 ? 'No repairs' : `Repair ${n} node${n === 1 ? '' : 's'} (${repairCost(n)} coin)`}
            </button>
          ))}
        </fieldset>
      ) : null}
      {chosenRepair !== null ? (
        <fieldset class="step" data-step="improvements">
          <legend>{repairs.length > 1 ? '2. ' : ''}Of the {draw} upgrades drawn, how many Improvements?</legend>
          {improvements.map((n) => (
            <button key={n} type="button" class="choice" aria-pressed={seen === n} data-improvements={n} onClick={() => setSeen(n)}>
              {n} Improvement{n === 1 ? '' : 's'}, {draw - n} Artillery
            </button>
          ))}
        </fieldset>
      ) : null}
      {go.length ? (
        <p class="who">
          {go.map((a) => (
            <button key={a.crew} type="button" data-type="engageService" data-service="shipwright" onClick={() => props.onAct(a)}
              aria-label={`Shipwright${a.repairs ? `: repair ${a.repairs}` : ''}, see ${a.improvements} Improvements and ${draw - a.improvements} Artillery: send ${name(a)}`}>
              Send {name(a)}
            </button>
          ))}
        </p>
      ) : null}
    </div>
  );
}
