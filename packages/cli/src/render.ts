import {
  crewDef, crewStats, enemyDef, holdCapacity, installedImprovements, priceAt, FACING_NAMES, FACINGS, hexKey, isNodeDestroyed, isOnBoard, legalSailSteps, mapHexAt, neighbour, revealedHexes, shipDef, slotHexes, toOffset, traitDef,
  type Action, type CrewPosition, type EnemyInstance, type Facing, type GameState, type Hex, type HexType, type PlayerState,
} from '@everrain/engine';

const CELL: Record<HexType, string> = { calmSea: '··', roughSea: '≈≈', port: 'Po', island: 'Is', altar: 'Al', shipwreck: 'Wr' };
const ARROW: Record<Facing, string> = { 0: '→', 1: '↘', 2: '↙', 3: '←', 4: '↖', 5: '↗' };

/** The map as text: odd rows shifted half a hex right, as the hexes lie. */
export function renderMap(state: GameState): string {
  const cells = new Map<string, string>();
  for (const slot of state.catalog.board.tileSlots) for (const hex of slotHexes(slot)) cells.set(hexKey(hex), '░░');
  for (const h of revealedHexes(state)) cells.set(hexKey(h.hex), CELL[h.type]);
  for (const w of state.tokens.shipwrecks) cells.set(hexKey(w.hex), `W${w.seat + 1}`);
  for (const storm of state.tokens.storms) for (const h of storm) if (cells.has(hexKey(h))) cells.set(hexKey(h), '~~');
  for (const e of state.enemies) if (e.position.area === 'sea') cells.set(hexKey(e.position.hex), 'E' + enemyDef(state.catalog, e.card).name.charAt(0));
  if (state.elderOne.hex) cells.set(hexKey(state.elderOne.hex), '@@');
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
  lines.push('  ·· Calm Sea  ≈≈ Rough Sea  Po Port  Is Island  Al Altar  Wr Shipwreck  ░░ unrevealed  W1 a sunk ship  1→ ship and facing  ~~ Storm  ED enemy ship  @@ the Elder One');
  return lines.join('\n');
}

export function renderTracks(state: GameState): string {
  const t = state.tracks;
  return [
    `${state.phase === 'setup' ? 'Setup' : `Round ${state.round}`} · Act ${['', 'I', 'II', 'III', 'IV'][state.act]} · First Player: seat ${state.firstPlayer + 1}`,
    `Discovery Track (end ${t.end}, Acts at ${state.catalog.board.actBoundaries.join('/')}): Players ${t.playerDiscovery} · Enemy ${t.enemyDiscovery} · Elder One ${t.elderOne}${state.elderOne.arisen ? ' (ARISEN)' : ''}`,
    `Enemy Agenda ${t.agenda}/${state.catalog.board.agendaTrackLength} · Map tiles left: ${state.map.stack.length}`,
    ...(state.elderOne.arisen ? [elderOneLine(state)] : []),
  ].join('\n');
}

function elderOneLine(state: GameState): string {
  const eo = state.elderOne;
  const def = state.catalog.elderOnes.find((e) => e.id === eo.card);
  if (!def) return '';
  return `${def.name} at ${eo.hex ? hexKey(eo.hex) : '?'} · health ${def.health - eo.trauma}/${def.health} · Destruction tokens ${eo.destructionTokens} · goal ${eo.progress} done: ${def.goal} · to win: ${def.victory}${eo.deadline !== null ? ` · the players lose at the end of round ${eo.deadline}` : ''}`;
}

export function positionName(state: GameState, at: CrewPosition, p?: PlayerState): string {
  if (at.area === 'below') {
    const improvement = p ? installedImprovements(state, p)[at.slot] : undefined;
    return at.space ? `the ${improvement?.name ?? 'Improvement'} crew space (Below Deck ${at.slot + 1})` : `Below Deck ${at.slot + 1}${improvement ? ` (${improvement.name})` : ''}`;
  }
  const zone = state.catalog.shipBoard.zones.find((z) => z.zone === at.zone) ?? state.catalog.shipBoard.enemyShipBoard.zones.find((z) => z.zone === at.zone);
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
    const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => crewDef(state.catalog, c.token).name);
    const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone).map((e) => `!${enemyDef(state.catalog, e.card).name}`);
    const symbols = z.symbols.length ? z.symbols.map((s) => (s === 'crowsNest' ? "Crow's Nest" : s === 'navigation' ? 'Navigation' : `Artillery (${z.artillerySlot})`)).join(' + ') : 'blank';
    const status = isNodeDestroyed(p, z.zone) ? ' [DESTROYED]' : '';
    lines.push(`  ${z.zone} ${z.name.padEnd(18)} ${symbols.padEnd(34)}${status} ${[...here, ...foes].join(', ')}`);
  }
  if (state.boarding?.seat === p.seat) {
    for (const z of state.catalog.shipBoard.enemyShipBoard.zones) {
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
      return `${a.fleeting ? 'Fleeting Order as Crew' : 'Crew Order'}: move ${crewName(a.seat, a.crew)} to ${positionName(state, a.to, state.players[a.seat])}`;
    case 'issueNavigationOrder':
      return `${a.fleeting ? 'Fleeting Order as Navigation' : 'Navigation Order'} (gain Navigation points)`;
    case 'sail': {
      const p = state.players[a.seat];
      const cost = p && state.turn ? legalSailSteps(state, p, state.turn.navigationPoints).find((s) => s.step === a.step)?.cost : undefined;
      return `Sail: ${STEP_TEXT[a.step]}${cost === undefined ? '' : ` (${cost} point${cost === 1 ? '' : 's'})`}`;
    }
    case 'engageService': {
      const who = crewName(a.seat, a.crew);
      const s = state.catalog.services;
      switch (a.service) {
        case 'university':
          return `Send ${who} to the University: ${a.steps} Discovery step${a.steps === 1 ? '' : 's'} for ${a.steps * s.university.cluesPerStep} Clues${a.treasures?.length ? `, handing in ${a.treasures.map((id) => state.catalog.treasures.find((t) => t.id === id)?.name ?? id).join(', ')}` : ''}`;
        case 'apothecary':
          return `Send ${who} to the Apothecary: recover ${a.trauma} Trauma for ${a.trauma * s.apothecary.coinPerTrauma} coin`;
        case 'shipwright':
          return `Send ${who} to the Shipwright: repair ${a.repairs} node${a.repairs === 1 ? '' : 's'} for ${a.repairs * s.shipwright.coinPerRepair} coin, and see ${a.improvements} Improvement and ${s.shipwright.draw - a.improvements} Artillery card${s.shipwright.draw - a.improvements === 1 ? '' : 's'}`;
        case 'marketplace':
          return `Send ${who} to the Marketplace: see ${s.marketplace.draw} Treasures, buy and sell`;
        case 'inn': {
          const inn = s.inn.find((i) => i.id === a.option);
          return `Send ${who} to the Inn: ${inn ? `${inn.name} — ${inn.text}` : a.option}`;
        }
        case 'hire':
          return `Send ${who} to the Inn to hire ${a.pool === 'adepts' ? 'an Adept' : 'a Deckhand'} (draw one, then decide)`;
      }
      return '';
    }
    case 'trade': {
      const port = state.market?.port ?? '';
      const name = (id: string) => state.catalog.treasures.find((t) => t.id === id);
      const price = (id: string) => {
        const t = name(id);
        return t ? priceAt(t, port) : 0;
      };
      if (a.buy) return `Buy ${name(a.buy)?.name ?? a.buy} for ${price(a.buy)} coin`;
      if (a.sell) return `Sell ${name(a.sell)?.name ?? a.sell} for ${price(a.sell)} coin`;
      return 'Done trading';
    }
    case 'exhaustiveExpedition':
      return `Launch an Exhaustive Expedition with ${a.crew.map((id) => crewName(a.seat, id)).join(', ')}`;
    case 'expeditionStep':
      if (a.crew && a.node !== null) return `Expedition: ${crewName(a.seat, a.crew)} moves to node ${a.node}`;
      if (state.expedition?.revealing) return a.reveal ? 'Suffer 1 Strain to reveal the token' : 'End the expedition rather than reveal it';
      return 'End the expedition';
    case 'capture':
      return a.take ? 'Drag it Below Deck as a captive (no Loot)' : 'Take its Loot';
    case 'transfer': {
      const item = a.item;
      const what = item.kind === 'clue' ? '1 Clue' : item.kind === 'coin' ? `${item.amount} coin` : item.kind === 'treasure'
        ? state.catalog.treasures.find((t) => t.id === item.treasure)?.name ?? item.treasure : crewName(a.from, item.crew);
      return `Trade: seat ${a.from + 1} passes ${what} to seat ${a.to + 1}`;
    }
    case 'buyUpgrade': {
      if (!a.card) return 'Done at the Shipwright';
      const imp = state.catalog.improvements.find((x) => x.id === a.card);
      const art = state.catalog.artillery.find((x) => x.id === a.card);
      return imp ? `Buy ${imp.name} (${imp.cost} coin) for Below Deck slot ${(a.slot ?? 0) + 1}` : `Buy ${art?.name ?? a.card} (${art?.cost ?? 0} coin) for the ${art?.slot ?? ''} slot`;
    }
    case 'answerDenizen': {
      if (!a.accept) return 'Leave them be';
      return a.crew ? `Send ${crewName(a.seat, a.crew)} to deal with them` : 'Take the Passenger aboard';
    }
    case 'hireCrew':
      return a.hire ? 'Hire them (pay their wage)' : 'Let them go';
    case 'fireArtillery':
      return `${a.fleeting ? 'Fleeting Order as Artillery' : 'Artillery Order'}: fire the ${a.slot === 'bowStern' ? (a.astern ? 'Stern' : 'Bow') : a.slot === 'port' ? 'Port' : 'Starboard'} Artillery at ${hexKey(a.target)} (${targetLabel(state, a.target)})`;
    case 'endTurn':
      return 'End your turn';
    case 'activateEnemy': {
      const e = state.enemies.find((x) => x.id === a.enemy);
      return `Activate the ${e ? enemyDef(state.catalog, e.card).name : a.enemy}${e ? ` (${enemyWhere(state, e)})` : ''} next`;
    }
    case 'convertOmens': {
      const n = a.attack + a.evasion;
      if (n === 0) return 'Convert no Omens';
      const paid = (['crew', 'navigation', 'artillery', 'fleeting'] as const).filter((k) => a.pay[k] > 0).map((k) => `${a.pay[k]} ${k}`).join(', ');
      return `Convert ${[a.attack ? `${a.attack} Attack Omen to Damage` : '', a.evasion ? `${a.evasion} Evasion Omen to Evade` : ''].filter(Boolean).join(' and ')}, paying ${paid}`;
    }
    case 'assignTrauma': {
      const d = state.pending[0];
      if (d?.kind !== 'assignTrauma') return `Assign Trauma ${a.allocation.join('/')}`;
      return `Trauma: ${d.targets.map((t, i) => `${a.allocation[i] ?? 0} on ${targetName(state, a.seat, t.id)}`).join(', ')}`;
    }
    case 'moveStorm':
      return `Move the Storm ${FACING_NAMES[a.direction]}`;
    case 'board': {
      const e = state.enemies.find((x) => x.id === a.enemy);
      return `${a.fleeting ? 'Fleeting Order as Artillery' : 'Artillery Order'}: board the ${e ? enemyDef(state.catalog, e.card).name : a.enemy} instead of firing`;
    }
    case 'chooseOption': {
      const d = state.pending[0];
      return `Choose: ${d?.kind === 'chooseOption' ? d.labels[a.option] ?? a.option : a.option}`;
    }
    case 'chooseCrew':
      return `Choose ${crewName(a.seat, a.crew)}`;
    case 'visitAltar':
      return 'Visit the Altar (the Fate Die draws out 1–3 enemies)';
    case 'plunderShipwreck':
      return 'Plunder the Shipwreck (one Spoils roll)';
    case 'lootWreck':
      return "Recover what the sunk ship's wreck holds";
    case 'sendAshore':
      return `Send ${a.crew.map((id) => crewName(a.seat, id)).join(', ')} ashore on an Expedition`;
    case 'activateCrew':
      return a.to ? `Boarding: ${crewName(a.seat, a.crew)} moves to ${positionName(state, a.to)}` : `Boarding: ${crewName(a.seat, a.crew)} fights where they stand`;
  }
}

function targetName(state: GameState, seat: number, id: string): string {
  const e = state.enemies.find((x) => x.id === id);
  if (e) return `the ${enemyDef(state.catalog, e.card).name}`;
  for (const p of state.players) {
    const c = p.crew.find((m) => m.id === id);
    if (c) return crewDef(state.catalog, c.token).name;
  }
  return `${id} (seat ${seat + 1})`;
}

function enemyWhere(state: GameState, e: EnemyInstance): string {
  if (e.position.area === 'sea') return `at sea, ${hexKey(e.position.hex)}`;
  const zone = state.catalog.shipBoard.zones.find((z) => e.position.area === 'deck' && z.zone === e.position.zone);
  return `aboard seat ${e.position.seat + 1}, ${zone?.name ?? 'zone'}`;
}

/** What a volley would hit on a hex: an enemy ship, or the enemies aboard a player's ship. */
function targetLabel(state: GameState, hex: Hex): string {
  const ship = state.enemies.find((e) => e.position.area === 'sea' && e.position.hex.q === hex.q && e.position.hex.r === hex.r);
  if (ship) return `the ${enemyDef(state.catalog, ship.card).name}`;
  const p = state.players.find((x) => x.position && x.position.hex.q === hex.q && x.position.hex.r === hex.r);
  return p ? `the enemies aboard seat ${p.seat + 1}'s ship` : hexLabel(state, hex);
}

/** Enemies in play, with their wounds. */
export function renderEnemies(state: GameState): string {
  if (state.enemies.length === 0 && state.tokens.storms.length === 0) return '';
  const lines = state.enemies.map((e) => {
    const def = enemyDef(state.catalog, e.card);
    return `  ${def.name} · ${enemyWhere(state, e)} · health ${def.health - e.trauma}/${def.health} · ${def.dice} Enemy dice${e.destination ? ` · bound for ${hexKey(e.destination)}` : ''}${e.ready ? '' : ' · just arrived'}`;
  });
  state.tokens.storms.forEach((storm, i) => lines.push(`  Storm ${i + 1}: ${storm.map(hexKey).join(' ')}`));
  return ['Enemies and Storms:', ...lines].join('\n');
}
