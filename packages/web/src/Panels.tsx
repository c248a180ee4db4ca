import {
  crewDef, crewStats, enemyDef, holdCapacity, installedImprovements, isNodeDestroyed, type GameEvent, type GameState, type PlayerState,
} from '@everrain/engine';

export function Tracks(props: { state: GameState }) {
  const { state } = props;
  const t = state.tracks;
  const spaces = Array.from({ length: t.end + 1 }, (_, i) => i);
  const boundaries = state.catalog.board.actBoundaries;
  return (
    <section class="tracks" aria-label="Tracks">
      <div class="track-title">Round {state.round} · Act {['', 'I', 'II', 'III', 'IV'][state.act]} · First Player: seat {state.firstPlayer + 1}</div>
      <ol class="discovery" aria-label="The Discovery Track">
        {spaces.map((i) => (
          <li key={i} class={boundaries.includes(i) ? 'boundary' : ''}>
            <span class="space">{i}</span>
            {t.playerDiscovery === i ? <span class="tok player" title="Player Discovery">P</span> : null}
            {t.enemyDiscovery === i ? <span class="tok enemy" title="Enemy Discovery">E</span> : null}
            {t.elderOne === i ? <span class="tok elder" title="Elder One">✺</span> : null}
          </li>
        ))}
      </ol>
      <div>Enemy Agenda: {t.agenda} / {state.catalog.board.agendaTrackLength}{state.elderOne.arisen ? ' · the Elder One has ARISEN' : ''}</div>
    </section>
  );
}

export function ShipBoard(props: { state: GameState; player: PlayerState; selectedCrew: string | null; onCrew: (id: string | null) => void }) {
  const { state, player: p } = props;
  const ship = state.catalog.ships.find((s) => s.id === p.ship);
  const zones = state.catalog.shipBoard.zones;
  const o = p.orders;
  return (
    <section class="shipboard" aria-label={`Seat ${p.seat + 1}'s ship`}>
      <h2 style={{ borderColor: ship?.colour }}>Seat {p.seat + 1} · {ship?.name}{p.position ? '' : ' (sunk)'}</h2>
      <div class="purse">Coin {p.coin} · Clues {p.clues} · Orders Fresh: {o.fresh.crew} Crew, {o.fresh.navigation} Navigation, {o.fresh.artillery} Artillery, {o.fleeting} Fleeting · Issued: {o.issued.crew + o.issued.navigation + o.issued.artillery}</div>
      <div class="zones">
        {zones.map((z) => {
          const crew = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone);
          const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone);
          const destroyed = isNodeDestroyed(p, z.zone);
          return (
            <div key={z.zone} class={`zone${destroyed ? ' destroyed' : ''}${foes.length ? ' disrupted' : ''}`}>
              <div class="zone-name">{z.zone} · {z.name}</div>
              <div class="zone-node">{z.symbols.length ? z.symbols.map((s) => (s === 'crowsNest' ? "Crow's Nest" : s === 'navigation' ? 'Navigation' : 'Artillery')).join(' + ') : 'blank'}{destroyed ? ' · DESTROYED' : ''}{foes.length ? ' · disrupted' : ''}</div>
              {crew.map((c) => <CrewChip key={c.id} state={state} crew={c} selected={props.selectedCrew === c.id} onCrew={props.onCrew} />)}
              {foes.map((e) => <span key={e.id} class="foe" title={`${e.trauma} Trauma`}>☠ {enemyDef(state.catalog, e.card).name}</span>)}
            </div>
          );
        })}
      </div>
      <div class="below">
        <strong>Below Deck</strong>
        {installedImprovements(state, p).map((d, slot) => {
          const crew = p.crew.filter((c) => c.position.area === 'below' && c.position.slot === slot);
          return (
            <div key={slot} class="slot">
              <span class="slot-name">{slot + 1} · {d?.name ?? 'empty'}</span>
              {crew.map((c) => <CrewChip key={c.id} state={state} crew={c} selected={props.selectedCrew === c.id} onCrew={props.onCrew} />)}
            </div>
          );
        })}
        <div>Hold {p.hold.length}/{holdCapacity(state, p)}: {p.hold.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(', ') || 'empty'}</div>
      </div>
      <ul class="crew-list">
        {p.crew.map((c) => {
          const s = crewStats(state, c);
          const traits = [crewDef(state.catalog, c.token).fixedTrait, c.positiveTrait, c.negativeTrait].filter(Boolean)
            .map((t) => state.catalog.traits.find((x) => x.id === t)?.name).join(', ');
          return (
            <li key={c.id}>
              <strong>{crewDef(state.catalog, c.token).name}</strong> — Trauma {c.trauma}, Strain {c.strain} of {s.trackLength} · Attack {s.attackDice} · Evasion {s.evasionDice} · Island {s.islandSkill} · Port {s.portSkill}{c.fatigued ? ' · Fatigued' : ''} · {traits}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CrewChip(props: { state: GameState; crew: PlayerState['crew'][number]; selected: boolean; onCrew: (id: string | null) => void }) {
  const name = crewDef(props.state.catalog, props.crew.token).name;
  return (
    <button type="button" class={`crew${props.selected ? ' selected' : ''}`} aria-pressed={props.selected}
      onClick={() => props.onCrew(props.selected ? null : props.crew.id)}>{name}</button>
  );
}

const FACE: Record<string, string> = { damage: '✹ Damage', wild: '★ Wild', omen: '☾ Omen', blank: '· Blank', evade: '➶ Evade', move: '➜ Move' };
const DIE_NAME: Record<string, string> = { attack: 'Attack', evasion: 'Evasion', enemy: 'Enemy', fate: 'Fate' };

/** The dice of the last action, drawn as dice: the randomness is shown, never only told. */
export function Dice(props: { events: readonly GameEvent[] }) {
  const rolls = props.events.filter((e) => e.kind === 'dieRolled').slice(-6);
  if (rolls.length === 0) return null;
  return (
    <section class="dice" aria-label="The last dice rolled">
      {rolls.map((e) => {
        const die = String(e.data?.die ?? '');
        const faces = Array.isArray(e.data?.faces) ? (e.data?.faces as string[]) : [String(e.data?.value ?? '?')];
        return (
          <div key={e.seq} class={`roll ${die}`} title={e.text}>
            <span class="roll-name">{DIE_NAME[die] ?? die}</span>
            {faces.map((f, i) => <span key={i} class={`die ${die}`}>{FACE[f] ?? f}</span>)}
          </div>
        );
      })}
    </section>
  );
}

/** Every event in words, grouped by round, newest last. */
export function Log(props: { events: readonly GameEvent[] }) {
  const shown = props.events.slice(-250);
  const rounds = new Map<number, GameEvent[]>();
  for (const e of shown) rounds.set(e.round, [...(rounds.get(e.round) ?? []), e]);
  return (
    <section class="log" aria-label="Game log" aria-live="polite">
      <h2>Log</h2>
      {[...rounds.entries()].map(([round, events]) => (
        <div key={round}>
          <h3>{round === 0 ? 'Setup' : `Round ${round}`}</h3>
          <ol>
            {events.map((e) => (
              <li key={e.seq} class={`${e.kind}${e.reveals ? ' reveals' : ''}`}>
                <span class="rule" title="Rulebook section">{e.rule}</span> {e.text}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
