import { crewDef, crewStats, enemiesOnShip, enemyDef, FACING_NAMES, mapHexAt, navigationOrderValue, remainingHealth, sailBlock, type Action, type VisibleState, type PlayerState } from '@everrain/engine';
import { describeAction, positionName, sailBlockText, warningsText } from '@everrain/text';
import type { HexOffer } from '../board/Board';
import { PortBoard } from './PortBoard';
import { CrewChip, crewOrderTo, plural, samePosition } from '../board/ShipBoard';
import { Term } from '../words/Term';
import { adviceMark, useAdvised } from '../table/advice';

/** The Crew Orders into (or staying in) a zone: one per crew member, a Fresh Order before a Fleeting one. */
function uniqueFights(legal: readonly Action[], zone: number): Action[] {
  const crew = new Set(legal.flatMap((a) => (a.type === 'issueCrewOrder' && a.to.area === 'deck' && a.to.zone === zone ? [a.crew] : [])));
  return [...crew].flatMap((id) => crewOrderTo(legal, id, { area: 'deck', zone }) ?? []);
}

function zoneName(state: VisibleState, zone: number): string {
  return state.catalog.shipBoard.zones.find((z) => z.zone === zone)?.name ?? `Zone ${zone}`;
}

function uniqueDestinations(legal: readonly Action[], crew: string): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const a of legal) {
    if (a.type !== 'issueCrewOrder' || a.crew !== crew || seen.has(JSON.stringify(a.to))) continue;
    seen.add(JSON.stringify(a.to));
    const order = crewOrderTo(legal, crew, a.to);
    if (order) out.push(order);
  }
  return out;
}

const PLACES: readonly Action['type'][] = ['visitAltar', 'plunderShipwreck', 'lootWreck', 'sendAshore', 'exhaustiveExpedition', 'board'];

/** The turn of the seat whose move it is: its Orders, sailing, Artillery, the Port, the places at hand. */
export function TurnPanel(props: {
  state: VisibleState;
  player: PlayerState;
  legal: readonly Action[];
  selectedCrew: string | null;
  selectedHex: string | null;
  offers: Map<string, HexOffer>;
  onAct: (a: Action) => void;
  onSailTo: (key: string) => void;
  onCrew: (id: string | null) => void;
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
  const selected = p.crew.find((c) => c.id === props.selectedCrew);
  const foes = enemiesOnShip(state, p.seat);
  // One button per destination: a Fresh Crew Order where there is one, else a Fleeting Order.
  const crewOrders = selected ? uniqueDestinations(legal, selected.id) : [];
  const advised = useAdvised();
  const button = (a: Action, label = describeAction(state, a), cls = '', guide?: string) => (
    <button type="button" class={cls} data-type={a.type} data-guide={guide} {...adviceMark(advised, a)} onClick={() => onAct(a)}>{label}</button>
  );
  // What the action would lose for nothing (the engine's warningsFor, D113), said beside its button.
  const warned = (a: Action) => warningsText(state, a).map((text) => <span key={text} class="warning" data-testid="trap-warning">⚠ {text}</span>);
  const faces = legal.filter((a): a is Extract<Action, { type: 'face' }> => a.type === 'face');
  // No hex offered with points in hand: the engine says why, and what would help.
  const offered = [...props.offers.values()].some((o) => o.sailCost !== undefined || o.reveal);
  const blocked = points > 0 && !offered ? sailBlock(state, p, points) : null;
  return (
    <section class="turn" aria-label="Your turn" tabIndex={-1}>
      <div class="turn-row" data-guide="sail">
        <strong><Term id="navigation-orders">Sailing</Term></strong>
        {points > 0 && blocked
          ? <span class="points sail-blocked" data-testid="navigation-points">{plural(points, 'Navigation point')} left. {sailBlockText(blocked)} Anything else you do first loses the points left.</span>
          : points > 0
          ? <span class="points" data-testid="navigation-points">{plural(points, 'Navigation point')} left: click a highlighted hex to sail there, or a ? to reveal a tile (the small number is the cost; hover or focus a hex to see the way). Anything else you do first loses the points left.</span>
          : navOrders.length
            ? <span class="points">A Navigation Order gives {plural(p.position ? navigationOrderValue(state, p) : 0, 'point')}: issue one, or click a hex marked on the map to issue it and sail there at once.</span>
            : <span class="points">No Navigation Order left this turn.</span>}
        {navOrders.map((a) => <span key={String(a.type === 'issueNavigationOrder' && a.fleeting)}>{button(a, a.type === 'issueNavigationOrder' && a.fleeting ? 'Use a Fleeting Order to navigate' : 'Issue a Navigation Order', 'primary-action', a.type === 'issueNavigationOrder' && !a.fleeting ? 'navigate' : undefined)}{warned(a)}</span>)}
        {faces.length ? <span class="faces" role="group" aria-label="Turn in Port, free">Turn in Port to face: {faces.map((a) => <span key={a.facing}>{button(a, FACING_NAMES[a.facing])}</span>)}</span> : null}
        {turns.map((a) => <span key={a.type === 'sail' ? a.step : ''}>{button(a)}</span>)}
        {(turns.length || faces.length) && p.position && mapHexAt(state, p.position.hex)?.type === 'port' ? <span class="hint">In a Port the ship turns for free.</span> : null}
        {reveal ? button(reveal, undefined, '', 'reveal') : null}
      </div>
      {foes.length ? (
        <div class="turn-row threats" role="group" aria-label="Enemies aboard" data-guide="enemies">
          {foes.map((e) => {
            const zone = e.position.area === 'deck' ? e.position.zone : -1;
            const def = enemyDef(state.catalog, e.card);
            const fights = uniqueFights(legal, zone);
            return (
              <div key={e.id} class="threat">
                <span class="foe">☠ <Term id="enemies-on-deck">{def.name}</Term> ({remainingHealth(state, e)}/{def.health}) in the {zoneName(state, zone)}</span>
                {fights.map((a) => {
                  const c = a.type === 'issueCrewOrder' ? p.crew.find((m) => m.id === a.crew) : undefined;
                  if (!c || a.type !== 'issueCrewOrder') return null;
                  return <button key={a.crew} type="button" class="fight-here" data-type="issueCrewOrder" onClick={() => onAct(a)}>
                    Fray: {crewDef(state.catalog, c.token).name} {samePosition(c.position, a.to) ? 'fights there' : 'goes in'} (Attack {crewStats(state, c).attackDice}){a.fleeting ? ' · Fleeting' : ''}
                  </button>;
                })}
              </div>
            );
          })}
        </div>
      ) : null}
      {anyCrewOrder ? (
        <div class="turn-row crew-row" data-guide="crew-orders">
          <strong><Term id="crew-orders">Crew Orders</Term></strong>
          {p.crew.map((c) => <CrewChip key={c.id} state={state} crew={c} selected={props.selectedCrew === c.id} onCrew={props.onCrew} />)}
          {!selected ? <span class="hint">Pick a crew member, then where to send them (here or on the ship board).</span> : null}
        </div>
      ) : null}
      {selected && crewOrders.length ? (
        <div class="turn-row destinations" role="group" aria-label={`Send ${crewDef(state.catalog, selected.token).name} to`}>
          <span>Send {crewDef(state.catalog, selected.token).name} to:</span>
          {crewOrders.map((a) => a.type === 'issueCrewOrder'
            ? <button key={JSON.stringify(a.to)} type="button" data-type="issueCrewOrder" onClick={() => onAct(a)}>
              {samePosition(a.to, selected.position) ? `fight where they stand (${positionName(state, a.to, p)})` : positionName(state, a.to, p)}{a.to.area === 'below' && a.to.space ? ' — uses it, then Fatigued' : ''}{a.fleeting ? ' (Fleeting)' : ''}
            </button>
            : null)}
        </div>
      ) : null}
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
      {/* Last in the panel (D142): never the control the keyboard lands on after an action; a trap asks to confirm. */}
      {endTurn ? <div class="turn-row end" data-guide="end-turn">{button(endTurn, 'End your turn', 'end-turn')}{warned(endTurn)}</div> : null}
    </section>
  );
}
