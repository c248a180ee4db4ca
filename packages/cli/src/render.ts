import {
  agendaLength,
  activeBoarding, crewDef, elderOneCard, gameActs, crewStats, enemyBoardInPlay, enemyDef, holdCapacity, installedImprovements, FACING_NAMES, FACINGS, hexKey, isNodeDestroyed, neighbour, remainingHealth, shipDef, traitDef,
  type Facing, type GameState, type Hex, type PlayerState,
} from '@everrain/engine';
import { enemyWhere, hexLabel, plural, positionName } from '@everrain/text';
import { drawMap, fullLegend, legendOf } from './map-view';

export { describeAction, hexLabel, positionName } from '@everrain/text';

/** The whole map as text, with the full legend (the `m` key, a replay) or the legend of the symbols drawn. */
export function renderMap(state: GameState, full = true): string {
  const view = drawMap(state);
  return [...view.lines, full ? fullLegend(state) : `  ${legendOf(view.symbols)}`].join('\n');
}

const ROMAN = ['', 'I', 'II', 'III', 'IV'];

/** The round, the Act of this game's own length, and the tracks. */
export function renderTracks(state: GameState, full = true): string {
  const t = state.tracks;
  const acts = gameActs(state);
  return [
    `${state.phase === 'setup' ? 'Setup' : `Round ${state.round}`} · Act ${ROMAN[acts.act]} of ${ROMAN[acts.last]} · First Player: seat ${state.firstPlayer + 1} · Agenda ${t.agenda}/${agendaLength(state)} · ${plural(state.map.stack.length, 'tile')} left`,
    `Discovery Track (end ${t.end}${acts.boundaries.length ? `, Acts end at ${acts.boundaries.join('/')}` : ''}): Players ${t.playerDiscovery} · Enemy ${t.enemyDiscovery} · Elder One ${t.elderOne}${state.elderOne.arisen ? ' (ARISEN)' : ''}`,
    ...(state.elderOne.arisen ? [elderOneLine(state, full)] : []),
  ].join('\n');
}

function elderOneLine(state: GameState, full: boolean): string {
  const eo = state.elderOne;
  const def = elderOneCard(state);
  return `${def.name} at ${eo.hex ? hexKey(eo.hex) : '?'} · health ${def.health - eo.trauma}/${def.health} · Destruction tokens ${eo.destructionTokens} · goal ${eo.progress}${full ? ` done: ${def.goal} · to win: ${def.victory}` : ''}${eo.deadline !== null ? ` · the players lose at the end of round ${eo.deadline}` : ''}`;
}


export function renderShip(state: GameState, p: PlayerState): string {
  const def = shipDef(state.catalog, p.ship);
  const where = p.position ? `at ${hexKey(p.position.hex)} (${hexLabel(state, p.position.hex)}) facing ${FACING_NAMES[p.position.facing]}`
    : p.sunkAt ? 'sunk: returns next turn' : 'not yet on the map';
  const o = p.orders;
  const lines = [
    `Seat ${p.seat + 1} · ${def.name} · ${where}`,
    ...(p.position ? [`  Around: ${surroundings(state, p.position.hex, p.position.facing)}`] : []),
    `  Coin ${p.coin} · Clues ${p.clues} · Fresh Orders: ${o.fresh.crew} Crew, ${o.fresh.navigation} Navigation, ${o.fresh.artillery} Artillery, ${o.fleeting} Fleeting · Issued: ${o.issued.crew}/${o.issued.navigation}/${o.issued.artillery}`,
  ];
  for (const z of state.catalog.shipBoard.zones) {
    const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => crewDef(state.catalog, c.token).name);
    const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone).map((e) => `!${enemyDef(state.catalog, e.card).name}`);
    const symbols = z.symbols.length ? z.symbols.map((s) => (s === 'crowsNest' ? "Crow's Nest" : s === 'navigation' ? 'Navigation' : `Artillery (${z.artillerySlot})`)).join(' + ') : 'blank';
    const status = isNodeDestroyed(p, z.zone) ? ' [DESTROYED]' : '';
    lines.push(`  ${z.zone} ${z.name.padEnd(18)} ${symbols.padEnd(34)}${status} ${[...here, ...foes].join(', ')}`);
  }
  if (activeBoarding(state)?.seat === p.seat) {
    for (const z of enemyBoardInPlay(state)?.zones ?? []) {
      const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => crewDef(state.catalog, c.token).name);
      const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone).map((e) => `!${enemyDef(state.catalog, e.card).name}`);
      lines.push(`  ${z.zone} ${z.name.padEnd(18)} ${'(boarded enemy ship)'.padEnd(34)} ${[...here, ...foes].join(', ')}`);
    }
  }
  lines.push(`  Below Deck: ${installedImprovements(state, p).map((d, i) => `${i + 1} ${d?.name ?? '—'}`).join(' · ')} · Hold ${p.hold.length}/${holdCapacity(state, p)}${p.passengers.length ? ` · Passengers ${p.passengers.length}` : ''}`);
  const below = p.crew.filter((c) => c.position.area === 'below');
  lines.push(`  Crew Below Deck: ${below.length ? below.map((c) => `${crewDef(state.catalog, c.token).name} (${positionName(state, c.position, p)})`).join(', ') : 'nobody'}`);
  for (const c of p.crew) {
    const s = crewStats(state, c);
    const traits = [crewDef(state.catalog, c.token).fixedTrait, c.positiveTrait, c.negativeTrait]
      .filter((t): t is string => !!t).map((t) => traitDef(state.catalog, t).name).join(', ');
    const track = 'T'.repeat(c.trauma) + '·'.repeat(Math.max(0, s.trackLength - c.trauma - c.strain)) + 'S'.repeat(c.strain);
    lines.push(`  ${crewDef(state.catalog, c.token).name}: [${track}] atk ${s.attackDice} eva ${s.evasionDice} island ${s.islandSkill} port ${s.portSkill} wage ${s.wage}${c.fatigued ? ' fatigued' : ''} · ${traits}`);
  }
  return lines.join('\n');
}



/** The six hexes around a ship, starting with the one ahead, turning to starboard. */
function surroundings(state: GameState, at: Hex, facing: Facing): string {
  return FACINGS.map((i) => {
    const dir = ((facing + i) % 6) as Facing;
    const label = i === 0 ? 'ahead' : i <= 2 ? 'starboard' : i === 3 ? 'astern' : 'port';
    return `${label} ${FACING_NAMES[dir]}: ${hexLabel(state, neighbour(at, dir))}`;
  }).join(' · ');
}






/** Enemies in play, with their wounds: all of them, or (for one seat's screen) those at sea and aboard that seat's ship. */
export function renderEnemies(state: GameState, seat?: number): string {
  if (state.enemies.length === 0 && state.tokens.storms.length === 0) return '';
  const shown = state.enemies.filter((e) => seat === undefined || e.position.area === 'sea' || e.position.seat === seat);
  const lines = shown.map((e) => {
    const def = enemyDef(state.catalog, e.card);
    return `  Enemy: ${def.name} · ${enemyWhere(state, e)} · health ${remainingHealth(state, e)}/${def.health} · ${plural(def.dice, 'die', 'dice')}${e.destination ? ` · bound for ${hexKey(e.destination)}` : ''}${e.ready ? '' : ' · just arrived'}`;
  });
  const elsewhere = state.enemies.length - shown.length;
  if (elsewhere > 0) lines.push(`  ${elsewhere === 1 ? '1 enemy' : `${elsewhere} enemies`} aboard the other ships (s shows them)`);
  if (state.tokens.storms.length) lines.push(`  Storms: ${state.tokens.storms.map((storm, i) => `${i + 1} at ${storm.map(hexKey).join(' ')}`).join(' · ')}`);
  return lines.join('\n');
}
