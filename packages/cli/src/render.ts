import {
  crewDef, crewStats, FACING_NAMES, FACINGS, hexKey, isNodeDestroyed, isOnBoard, legalSailSteps, mapHexAt, neighbour, revealedHexes, shipDef, slotHexes, toOffset, traitDef,
  type Action, type CrewPosition, type Facing, type GameState, type Hex, type HexType, type PlayerState,
} from '@everrain/engine';

const CELL: Record<HexType, string> = { calmSea: '··', roughSea: '≈≈', port: 'Po', island: 'Is', altar: 'Al', shipwreck: 'Wr' };
const ARROW: Record<Facing, string> = { 0: '→', 1: '↘', 2: '↙', 3: '←', 4: '↖', 5: '↗' };

/** The map as text: odd rows shifted half a hex right, as the hexes lie. */
export function renderMap(state: GameState): string {
  const cells = new Map<string, string>();
  for (const slot of state.catalog.board.tileSlots) for (const hex of slotHexes(slot)) cells.set(hexKey(hex), '░░');
  for (const h of revealedHexes(state)) cells.set(hexKey(h.hex), CELL[h.type]);
  for (const w of state.tokens.shipwrecks) cells.set(hexKey(w.hex), `W${w.seat + 1}`);
  for (const p of state.players) if (p.position) cells.set(hexKey(p.position.hex), `${p.seat + 1}${ARROW[p.position.facing]}`);
  const offsets = [...cells.keys()].map((k) => {
    const [q, r] = k.split(',').map(Number) as [number, number];
    return { key: k, ...toOffset({ q, r }) };
  });
  const rows = offsets.map((o) => o.row);
  const cols = offsets.map((o) => o.col);
  const byPlace = new Map(offsets.map((o) => [`${o.col}/${o.row}`, cells.get(o.key) ?? '  ']));
  const lines: string[] = [];
  for (let row = Math.min(...rows); row <= Math.max(...rows); row++) {
    let line = (row & 1) === 1 ? '  ' : '';
    for (let col = Math.min(...cols); col <= Math.max(...cols); col++) line += ` ${byPlace.get(`${col}/${row}`) ?? '  '} `;
    lines.push(line.replace(/\s+$/, ''));
  }
  lines.push('  ·· Calm Sea  ≈≈ Rough Sea  Po Port  Is Island  Al Altar  Wr Shipwreck  ░░ unrevealed  W1 a sunk ship  1→ ship and facing');
  return lines.join('\n');
}

export function renderTracks(state: GameState): string {
  const t = state.tracks;
  return [
    `${state.phase === 'setup' ? 'Setup' : `Round ${state.round}`} · Act ${['', 'I', 'II', 'III', 'IV'][state.act]} · First Player: seat ${state.firstPlayer + 1}`,
    `Discovery Track (end ${t.end}, Acts at ${state.catalog.board.actBoundaries.join('/')}): Players ${t.playerDiscovery} · Enemy ${t.enemyDiscovery} · Elder One ${t.elderOne}${state.elderOne.arisen ? ' (ARISEN)' : ''}`,
    `Enemy Agenda ${t.agenda}/${state.catalog.board.agendaTrackLength} · Map tiles left: ${state.map.stack.length}`,
  ].join('\n');
}

export function positionName(state: GameState, at: CrewPosition): string {
  if (at.area === 'below') return `Below Deck ${at.slot + 1}`;
  const zone = state.catalog.shipBoard.zones.find((z) => z.zone === at.zone);
  return `${zone?.name ?? 'zone'} (${at.zone})`;
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
    const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone);
    const symbols = z.symbols.length ? z.symbols.map((s) => (s === 'crowsNest' ? "Crow's Nest" : s === 'navigation' ? 'Navigation' : `Artillery (${z.artillerySlot})`)).join(' + ') : 'blank';
    const status = isNodeDestroyed(p, z.zone) ? ' [DESTROYED]' : '';
    lines.push(`  ${z.zone} ${z.name.padEnd(18)} ${symbols.padEnd(34)}${status} ${here.map((c) => crewDef(state.catalog, c.token).name).join(', ')}`);
  }
  const below = p.crew.filter((c) => c.position.area === 'below');
  lines.push(`  Below Deck: ${below.length ? below.map((c) => `${crewDef(state.catalog, c.token).name} (${positionName(state, c.position)})`).join(', ') : 'nobody'}`);
  for (const c of p.crew) {
    const s = crewStats(state, c);
    const traits = [crewDef(state.catalog, c.token).fixedTrait, c.positiveTrait, c.negativeTrait]
      .filter((t): t is string => !!t).map((t) => traitDef(state.catalog, t).name).join(', ');
    const track = 'T'.repeat(c.trauma) + '·'.repeat(Math.max(0, s.trackLength - c.trauma - c.strain)) + 'S'.repeat(c.strain);
    lines.push(`  ${crewDef(state.catalog, c.token).name}: [${track}] atk ${s.attackDice} eva ${s.evasionDice} island ${s.islandSkill} port ${s.portSkill} wage ${s.wage}${c.fatigued ? ' fatigued' : ''} · ${traits}`);
  }
  return lines.join('\n');
}

const TYPE_NAME: Record<HexType, string> = { calmSea: 'Calm Sea', roughSea: 'Rough Sea', port: 'Port', island: 'Island', altar: 'Altar', shipwreck: 'Shipwreck' };

/** What lies on a hex, in words: "Port of Duskfall", "Calm Sea", "unrevealed", "off the map". */
export function hexLabel(state: GameState, hex: Hex): string {
  const printed = mapHexAt(state, hex);
  if (printed) return printed.name ? `${TYPE_NAME[printed.type]} ${printed.name}` : TYPE_NAME[printed.type];
  return isOnBoard(state, hex) ? 'unrevealed' : 'off the map';
}

/** The six hexes around a ship, starting with the one ahead, turning to starboard. */
function surroundings(state: GameState, at: Hex, facing: Facing): string {
  return FACINGS.map((i) => {
    const dir = ((facing + i) % 6) as Facing;
    const label = i === 0 ? 'ahead' : i <= 2 ? 'starboard' : i === 3 ? 'astern' : 'port';
    return `${label} ${FACING_NAMES[dir]}: ${hexLabel(state, neighbour(at, dir))}`;
  }).join(' · ');
}

const STEP_TEXT = { ahead: 'sail ahead', turnStarboard: 'turn to starboard', turnPort: 'turn to port', reveal: 'reveal the tile ahead' } as const;

/** One line per action, in the rulebook's words. */
export function describeAction(state: GameState, a: Action): string {
  const crewName = (seat: number, id: string) => {
    const c = state.players[seat]?.crew.find((m) => m.id === id);
    return c ? crewDef(state.catalog, c.token).name : id;
  };
  switch (a.type) {
    case 'placeShip':
      return `Place your ship on the ${hexLabel(state, a.hex)} at ${hexKey(a.hex)} facing ${FACING_NAMES[a.facing]}`;
    case 'respawn':
      return `Return to sea at the ${hexLabel(state, a.hex)} at ${hexKey(a.hex)} facing ${FACING_NAMES[a.facing]}`;
    case 'chooseFirstPlayer':
      return `Seat ${a.firstPlayer + 1} goes first this round`;
    case 'recoverOrders':
      return `Recover ${a.crew} Crew, ${a.navigation} Navigation, ${a.artillery} Artillery Orders`;
    case 'chooseActReward':
      return `Gain a ${a.order === 'fleeting' ? 'Fleeting' : a.order} Order`;
    case 'payWages':
      return a.pay.length ? `Pay wages of ${a.pay.map((id) => crewName(a.seat, id)).join(', ')} (the rest leave)` : 'Pay nobody (all crew leave)';
    case 'issueCrewOrder':
      return `${a.fleeting ? 'Fleeting Order as Crew' : 'Crew Order'}: move ${crewName(a.seat, a.crew)} to ${positionName(state, a.to)}`;
    case 'issueNavigationOrder':
      return `${a.fleeting ? 'Fleeting Order as Navigation' : 'Navigation Order'} (gain Navigation points)`;
    case 'sail': {
      const p = state.players[a.seat];
      const cost = p && state.turn ? legalSailSteps(state, p, state.turn.navigationPoints).find((s) => s.step === a.step)?.cost : undefined;
      return `Sail: ${STEP_TEXT[a.step]}${cost === undefined ? '' : ` (${cost} point${cost === 1 ? '' : 's'})`}`;
    }
    case 'engageService':
      return `Send ${crewName(a.seat, a.crew)} to the University: ${a.steps * 5} Clues for ${a.steps} Discovery step${a.steps === 1 ? '' : 's'}`;
    case 'endTurn':
      return 'End your turn';
  }
}
