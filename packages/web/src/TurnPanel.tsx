import { navigationOrderValue, type Action, type GameState, type PlayerState } from '@everrain/engine';
import { describeAction } from '@everrain/text';
import type { HexOffer } from './Board';
import { PortBoard } from './PortBoard';
import { plural } from './ShipBoard';
import { Term } from './Term';

const PLACES: readonly Action['type'][] = ['visitAltar', 'plunderShipwreck', 'lootWreck', 'sendAshore', 'exhaustiveExpedition', 'board'];

/** The turn of the seat whose move it is: its Orders, sailing, Artillery, the Port, the places at hand. */
export function TurnPanel(props: {
  state: GameState;
  player: PlayerState;
  legal: readonly Action[];
  selectedCrew: string | null;
  selectedHex: string | null;
  offers: Map<string, HexOffer>;
  onAct: (a: Action) => void;
  onSailTo: (key: string) => void;
}) {
  const { state, player: p, legal, onAct } = props;
  const points = state.turn?.navigationPoints ?? 0;
  const navOrders = legal.filter((a) => a.type === 'issueNavigationOrder');
  const turns = legal.filter((a) => a.type === 'sail' && (a.step === 'turnPort' || a.step === 'turnStarboard'));
  const reveal = legal.find((a) => a.type === 'sail' && a.step === 'reveal');
  const fires = legal.filter((a) => a.type === 'fireArtillery');
  const selectedOffer = props.selectedHex ? props.offers.get(props.selectedHex) : undefined;
  const selectedFire = selectedOffer?.fire ?? [];
  const places = legal.filter((a) => PLACES.includes(a.type));
  const endTurn = legal.find((a) => a.type === 'endTurn');
  const anyCrewOrder = legal.some((a) => a.type === 'issueCrewOrder');
  const button = (a: Action, label = describeAction(state, a), cls = '') => (
    <button type="button" class={cls} data-type={a.type} onClick={() => onAct(a)}>{label}</button>
  );
  return (
    <section class="turn" aria-label="Your turn">
      <div class="turn-row">
        <strong><Term id="navigation-orders">Sailing</Term></strong>
        {points > 0
          ? <span class="points" data-testid="navigation-points">{points} Navigation point{points === 1 ? '' : 's'} left: click a highlighted hex to sail there (the number is its cost){reveal ? ', or the ? ahead to reveal a tile' : ''}.</span>
          : navOrders.length
            ? <span class="points">Issue a Navigation Order for {plural(p.position ? navigationOrderValue(state, p) : 0, 'point')}.</span>
            : <span class="points">No Navigation Order left this turn.</span>}
        {navOrders.map((a) => <span key={String(a.type === 'issueNavigationOrder' && a.fleeting)}>{button(a, a.type === 'issueNavigationOrder' && a.fleeting ? 'Use a Fleeting Order to navigate' : 'Issue a Navigation Order', 'primary-action')}</span>)}
        {turns.map((a) => <span key={a.type === 'sail' ? a.step : ''}>{button(a)}</span>)}
        {reveal ? button(reveal) : null}
      </div>
      {anyCrewOrder ? <p class="hint"><Term id="crew-orders">Crew Orders</Term>: select a crew member on the ship board, then the zone or space to send them to.</p> : null}
      {fires.length ? (
        <div class="turn-row">
          <strong><Term id="artillery">Artillery</Term></strong>
          {selectedFire.length
            ? <span>
              {selectedFire.map((f, i) => <span key={i}>{button(f.action, `${describeAction(state, f.action)} — ${f.dice} Attack dice`)}</span>)}
              {selectedOffer?.sailCost !== undefined && props.selectedHex
                ? <button type="button" data-type="sail" onClick={() => props.onSailTo(props.selectedHex as string)}>Sail there instead ({plural(selectedOffer.sailCost, 'point')})</button>
                : null}
            </span>
            : <span class="hint">Targets in range and in <Term id="line-of-sight">Line of Sight</Term> are marked on the map with their dice: click one.</span>}
        </div>
      ) : null}
      <PortBoard state={state} player={p} legal={legal} selectedCrew={props.selectedCrew} onAct={onAct} />
      {places.length ? <div class="turn-row"><strong>Here</strong>{places.map((a, i) => <span key={i}>{button(a)}</span>)}</div> : null}
      {endTurn ? <div class="turn-row end">{button(endTurn, 'End your turn', 'end-turn')}</div> : null}
    </section>
  );
}
