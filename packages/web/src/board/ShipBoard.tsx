import { useEffect } from 'preact/hooks';
import {
  crewDef, crewStats, enemyDef, holdCapacity, installedImprovements, isNodeDestroyed, isNodeDisrupted, navigationOrderValue, nodeColour, remainingHealth, universityReach,
  type Action, type CrewMember, type CrewPosition, type VisibleState, type PlayerState,
} from '@everrain/engine';
import { BoardedShip } from './AwayBoards';
import { trackWarning } from '../words/crew-track';
import { useSeatName } from '../words/seat-names';
import { Term } from '../words/Term';
import type { ShipMark } from './map-marks';
import { DeckHull } from './ship-art';
import { arcMarks, arcName } from './previews';
import { setMapPreview } from './preview';
import './ship.css';
import { useSettings } from '../screens/settings';
import { seatColour } from '../table/seat-paint';

/**
 * Where each zone of the printed ship board sits on the deck plan, bow to the right (so the port side is
 * on top, starboard below): the Stern, Quarterdeck and Bow on the centreline, the batteries at the rails.
 */
const DECK_LAYOUT: Record<number, string> = {
  9: '2 / 1 / 4 / 2', 8: '2 / 2 / 4 / 3', 6: '1 / 3 / 3 / 4', 7: '3 / 3 / 5 / 4', 3: '1 / 4 / 2 / 5', 4: '2 / 4 / 4 / 5',
  5: '4 / 4 / 5 / 5', 1: '1 / 5 / 3 / 6', 2: '3 / 5 / 5 / 6', 0: '2 / 6 / 4 / 7',
};
const SYMBOL_NAME = { crowsNest: "Crow's Nest", navigation: 'Navigation', artillery: 'Artillery' } as const;
const COLOUR_NAME = { black: 'black node', blue: 'blue node', red: 'red node' } as const;

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function samePosition(a: CrewPosition, b: CrewPosition): boolean {
  if (a.area === 'deck' && b.area === 'deck') return a.zone === b.zone;
  if (a.area === 'below' && b.area === 'below') return a.slot === b.slot && !!a.space === !!b.space;
  return false;
}

/** The Crew Order that moves `crew` to `to`, a Fresh Crew Order before a Fleeting one. */
export function crewOrderTo(legal: readonly Action[], crew: string, to: CrewPosition): Action | undefined {
  const orders = legal.filter((a): a is Extract<Action, { type: 'issueCrewOrder' }> => a.type === 'issueCrewOrder' && a.crew === crew && samePosition(a.to, to));
  return orders.find((a) => !a.fleeting) ?? orders[0];
}

export function ShipBoard(props: {
  state: VisibleState;
  player: PlayerState;
  legal: readonly Action[];
  selectedCrew: string | null;
  onCrew: (id: string | null) => void;
  onAct: (a: Action) => void;
  /** Transient marks on this board's zones (damage landing, a creature arriving): see map-marks.ts. */
  marks?: readonly ShipMark[];
}) {
  const { state, player: p, legal, selectedCrew } = props;
  const seatName = useSeatName();
  const { palette } = useSettings();
  // One Clue count (issue #24 item 7): the University's (Clues and the Treasures that carry some), shown as such.
  const university = universityReach(state, p);
  const inTreasures = university.clues - p.clues;
  const marks = (props.marks ?? []).filter((m) => m.seat === p.seat);
  // Hovering or focusing an Artillery slot or battery shades its arc on the map (the engine's artilleryArcs).
  const showArc = (slot: string, astern?: boolean) => setMapPreview(arcMarks(state, p, slot, astern));
  const hideArc = () => setMapPreview([]);
  // A new state (the ship moved) or this board gone: the arc shown was of before.
  useEffect(() => hideArc, [state, p.seat]);
  const ship = state.catalog.ships.find((s) => s.id === p.ship);
  const zones = state.catalog.shipBoard.zones;
  const selected = p.crew.find((c) => c.id === selectedCrew);
  const o = p.orders;
  const chip = (c: CrewMember) => <CrewChip key={c.id} state={state} crew={c} selected={selectedCrew === c.id} onCrew={props.onCrew} />;
  const moveHere = (to: CrewPosition, where: string) => {
    const order = selected ? crewOrderTo(legal, selected.id, to) : undefined;
    if (!order || !selected) return null;
    const name = crewDef(state.catalog, selected.token).name;
    const fleeting = order.type === 'issueCrewOrder' && order.fleeting;
    // An order to the zone they stand in, with enemies there, starts a Fray without moving (D51).
    const stays = samePosition(selected.position, to);
    return (
      <button type="button" class={stays ? 'move-here fight-here' : 'move-here'} data-type="issueCrewOrder" onClick={() => props.onAct(order)}
        aria-label={`${stays ? `${name} fights where they stand in` : `Move ${name} to`} ${where}${fleeting ? ' with a Fleeting Order' : ''}`}>
        {stays ? 'Fight here' : 'Move here'}{fleeting ? ' (Fleeting)' : ''}
      </button>
    );
  };
  return (
    <section class="shipboard" aria-label={`Seat ${p.seat + 1}'s ship board`}>
      <h2 style={{ borderColor: seatColour(ship?.colour, p.seat, palette) }}>{seatName(p.seat)} · {ship?.name}{p.sunkAt ? ' (sunk)' : ''}</h2>
      <dl class="purse">
        <div><dt>Coin</dt><dd data-testid="coin">{p.coin}</dd></div>
        <div><dt><Term id="clues">Clues</Term></dt><dd data-testid="clues">{p.clues}{inTreasures > 0
          ? <small class="clues-in-treasures" title={`The University counts ${university.clues}: ${p.clues} Clues and ${inTreasures} in Treasures in the Hold`}> +{inTreasures} in Treasures</small>
          : null}</dd></div>
        <div><dt>Hold</dt><dd>{p.hold.length}/{holdCapacity(state, p)}</dd></div>
        <div><dt>Navigation Order</dt><dd>{p.position ? plural(navigationOrderValue(state, p), 'point') : '—'}</dd></div>
      </dl>
      <div class="orders" role="group" aria-label="Orders">
        <span class="orders-title"><Term id="orders">Orders</Term></span>
        <OrderTokens label="Crew" fresh={o.fresh.crew} issued={o.issued.crew} kind="crew" />
        <OrderTokens label="Navigation" fresh={o.fresh.navigation} issued={o.issued.navigation} kind="navigation" />
        <OrderTokens label="Artillery" fresh={o.fresh.artillery} issued={o.issued.artillery} kind="artillery" />
        {o.fleeting ? <OrderTokens label="Fleeting" fresh={o.fleeting} issued={0} kind="fleeting" /> : null}
      </div>
      {selected ? <p class="hint" role="status">{crewDef(state.catalog, selected.token).name} is selected: choose a highlighted zone, space or Port service.</p> : null}
      <h3 class="sub"><Term id="on-deck">On Deck</Term></h3>
      <div class="deck-plan">
      <div class="deck-sides" aria-hidden="true"><span>◂ Stern</span><span>Port side</span><span>Bow ▸</span></div>
      <div class="deck" role="list">
        <DeckHull />
        {zones.map((z) => {
          const crew = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone);
          const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone);
          const destroyed = isNodeDestroyed(p, z.zone);
          const disrupted = isNodeDisrupted(state, p, z.zone);
          const colour = nodeColour(state, z.zone);
          const node = z.symbols.length ? z.symbols.map((s) => SYMBOL_NAME[s]).join(' + ') : 'blank';
          const marked = marks.filter((m) => m.zone === z.zone);
          const gun = z.artillerySlot;
          return (
            <div key={z.zone} role="listitem" data-zone={z.zone} style={{ gridArea: DECK_LAYOUT[z.zone] }}
              {...(gun ? { onPointerEnter: () => showArc(gun, z.fires === 'astern'), onPointerLeave: hideArc } : {})}
              class={`zone node-${colour}${destroyed ? ' destroyed' : ''}${disrupted ? ' disrupted' : ''}${gun ? ' battery' : ''}${marked.map((m) => ` marked mark-${m.kind}`).join('')}`}>
              {marked.map((m, i) => <span key={i} class={`zone-mark ${m.kind}`}>{m.label ?? m.kind}</span>)}
              <div class="zone-name"><span class="zone-number" title="Fate Die face">{z.zone}</span> {z.name}</div>
              <div class="zone-node"><Term id="nodes">{node}</Term> · {COLOUR_NAME[colour]}{destroyed ? ' · ✖ DESTROYED' : ''}{disrupted ? ' · ⚠ disrupted' : ''}</div>
              <div class="zone-pieces">
                {crew.map(chip)}
                {foes.map((e) => {
                  const def = enemyDef(state.catalog, e.card);
                  return <span key={e.id} class="foe" data-enemy={e.id} title={def.text}>☠ {def.name} <small>{remainingHealth(state, e)}/{def.health}</small></span>;
                })}
              </div>
              {moveHere({ area: 'deck', zone: z.zone }, z.name)}
            </div>
          );
        })}
      </div>
      <div class="deck-sides" aria-hidden="true"><span /><span>Starboard side</span><span /></div>
      </div>
      <BoardedShip state={state} seat={p.seat} />
      <h3 class="sub"><Term id="below-deck">Below Deck</Term> <span class="hold-note">(the hold)</span></h3>
      <div class="below">
        {installedImprovements(state, p).map((d, slot) => {
          const crew = p.crew.filter((c) => c.position.area === 'below' && c.position.slot === slot && !c.position.space);
          const onSpace = p.crew.filter((c) => c.position.area === 'below' && c.position.slot === slot && c.position.space);
          const captives = p.captives.filter((c) => c.slot === slot);
          return (
            <div key={slot} class="slot" data-slot={slot}>
              <div class="slot-name">{slot + 1} · {d ? <span title={d.text}>{d.name}</span> : 'empty'}</div>
              {d ? <div class="slot-text improvement-text" title={d.text}>{d.text}</div> : null}
              {d && d.crewSpaces > 0 ? <div class="slot-text">{d.crewSpaces} crew space{d.crewSpaces === 1 ? '' : 's'}</div> : null}
              {onSpace.length ? <div class="zone-pieces"><span class="slot-text">On its crew space:</span>{onSpace.map(chip)}</div> : null}
              <div class="zone-pieces">
                {crew.length ? <span class="slot-text">In the slot:</span> : null}
                {crew.map(chip)}
                {captives.map((c) => <span key={c.card} class="foe">⛓ {enemyDef(state.catalog, c.card).name}</span>)}
              </div>
              {moveHere({ area: 'below', slot }, `Below Deck ${slot + 1}`)}
              {moveHere({ area: 'below', slot, space: true }, `the crew space of ${d?.name ?? 'the Improvement'}`)}
            </div>
          );
        })}
      </div>
      <div class="cargo">
        <div><strong><Term id="artillery">Artillery</Term>:</strong> {(['port', 'bowStern', 'starboard'] as const).map((slot) => {
          const card = p.artillery[slot];
          const def = card ? state.catalog.artillery.find((a) => a.id === card) : undefined;
          const where = slot === 'bowStern' ? 'Bow/Stern' : slot === 'port' ? 'Port' : 'Starboard';
          if (!def || !p.position) return <span key={slot} class="artillery-slot" data-artillery-slot={slot} title={def?.text}>{where}: {def?.name ?? 'none'}</span>;
          // A control of its own: hovering or focusing it shades on the map the hexes it covers.
          return (
            <button key={slot} type="button" class="artillery-slot" data-artillery-slot={slot} title={`${def.text} — shows its arc on the map`}
              aria-label={`${where} Artillery: ${def.name}. Show its arc on the map (${slot === 'bowStern' ? `${arcName(slot, false)} and ${arcName(slot, true)}` : arcName(slot, false)})`}
              onPointerEnter={() => showArc(slot)} onPointerLeave={hideArc} onFocus={() => showArc(slot)} onBlur={hideArc} onClick={() => showArc(slot)}>
              {where}: {def.name}
            </button>
          );
        })}</div>
        <div><strong><Term id="hold">Hold</Term>:</strong> {p.hold.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(', ') || 'empty'}</div>
        {p.passengers.length ? <div><strong><Term id="passengers">Passengers</Term>:</strong> {p.passengers.map((id) => state.catalog.denizens.find((d) => d.id === id)?.name ?? id).join(', ')}</div> : null}
        {p.schematics.length ? <div><strong><Term id="schematics">Schematics</Term>:</strong> {p.schematics.join(', ')}</div> : null}
      </div>
      <h3 class="sub"><Term id="crew">Crew</Term></h3>
      <ul class="crew-list">
        {p.crew.map((c) => <CrewCard key={c.id} state={state} crew={c} />)}
      </ul>
    </section>
  );
}

function OrderTokens(props: { label: string; fresh: number; issued: number; kind: string }) {
  return (
    // Real text for screen readers (an aria-label on a plain span is never read).
    <span class={`order-tokens ${props.kind}`} data-orders={props.kind}>
      <span class="sr-only">{`${props.label} Orders: ${props.fresh} Fresh, ${props.issued} Issued.`}</span>
      <span aria-hidden="true">{props.label} </span>
      {Array.from({ length: props.fresh }, (_, i) => <span key={`f${i}`} class="order fresh" aria-hidden="true" title="Fresh">●</span>)}
      {Array.from({ length: props.issued }, (_, i) => <span key={`i${i}`} class="order issued" aria-hidden="true" title="Issued">○</span>)}
    </span>
  );
}

function Pips(props: { filled: number; total: number; label: string; cls: string }) {
  return (
    <span class={`pips ${props.cls}`}>
      <span class="sr-only">{`${props.label} ${props.filled} of ${props.total}.`}</span>
      {Array.from({ length: props.total }, (_, i) => <span key={i} aria-hidden="true" class={i < props.filled ? 'pip on' : 'pip'} />)}
    </span>
  );
}

export function CrewCard(props: { state: VisibleState; crew: CrewMember }) {
  const { state, crew: c } = props;
  const def = crewDef(state.catalog, c.token);
  const s = crewStats(state, c);
  const traits = [def.fixedTrait, c.positiveTrait, c.negativeTrait].filter((t): t is string => !!t)
    .map((t) => state.catalog.traits.find((x) => x.id === t)).filter((t) => t !== undefined);
  return (
    <li class="crew-card" data-crew-card={c.id}>
      <strong>{def.name}</strong>{c.fatigued ? <span class="badge">Fatigued</span> : null}
      <div class="tracks-row">
        <Term id="trauma">Trauma</Term> <Pips filled={c.trauma} total={s.trackLength} label="Trauma" cls="trauma" />
        <Term id="strain">Strain</Term> <Pips filled={c.strain} total={s.trackLength} label="Strain" cls="strain" />
      </div>
      <div class="stats">Attack {s.attackDice} · Evasion {s.evasionDice} · Island {s.islandSkill} · Port {s.portSkill}</div>
      {traits.length ? <div class="traits">{traits.map((t) => <details key={t.id} class="trait"><summary title={t.text}>{t.name}</summary>{t.text}</details>)}</div> : null}
    </li>
  );
}

export function CrewChip(props: { state: VisibleState; crew: CrewMember; selected: boolean; onCrew: (id: string | null) => void }) {
  const { crew: c } = props;
  const name = crewDef(props.state.catalog, c.token).name;
  const track = crewStats(props.state, c).trackLength;
  // A gem that finds the track full slays them: say so before it happens (the engine counts the gems).
  const warning = trackWarning(props.state, c);
  const danger = warning !== null;
  return (
    <button type="button" class={`crew${props.selected ? ' selected' : ''}${c.fatigued ? ' fatigued' : ''}${danger ? ' danger' : ''}`} data-crew={c.id} aria-pressed={props.selected}
      aria-label={`${name}, Trauma ${c.trauma}, Strain ${c.strain} of ${track}${warning ? `, ${warning}` : ''}${c.fatigued ? ', Fatigued' : ''}`}
      title={`Trauma ${c.trauma}, Strain ${c.strain} of ${track}${warning ? ` — ${warning}` : ''}. Select, then choose where to send them.`}
      onClick={() => props.onCrew(props.selected ? null : c.id)}>
      {danger ? <span aria-hidden="true">⚠ </span> : null}{name}
      {c.trauma ? <span class="mini trauma" aria-hidden="true"> T{c.trauma}</span> : null}{c.strain ? <span class="mini strain" aria-hidden="true"> S{c.strain}</span> : null}
    </button>
  );
}
