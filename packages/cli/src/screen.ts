import {
  crewDef, crewStats, enemyDef, holdCapacity, installedImprovements, isNodeDestroyed, FACING_NAMES, hexKey, traitDef, type GameState, type PlayerState,
} from '@everrain/engine';
import { hexLabel, seatName, waitingText } from '@everrain/text';
import type { Menu } from './menu';
import { renderEnemies, renderMap, renderTracks } from './render';
import { wrap } from './wrap';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A node's symbols, one letter each: N Navigation, A Artillery, C Crow's Nest. */
const SYMBOL = { crowsNest: 'C', navigation: 'N', artillery: 'A' } as const;

/**
 * One screen for a decision, fitted to the terminal (≤ 50 rows, its width): the round and tracks, the map
 * with its coordinates, the enemies, the acting ship in brief, whom the game waits on and the actions by key.
 * The other ships, the full ship board and the log are a key away (s, m, t).
 */
export function renderScreen(state: GameState, seat: number, menu: Menu, width: number): string {
  const p = state.players[seat] ?? state.players[0]!;
  const parts = [renderTracks(state, false), renderMap(state, false), renderEnemies(state, p.seat), briefShip(state, p), waitingText(state), ...menu.lines,
    `?key explains · u undo · m map · s ships · t tracks · h help · q quit`];
  return wrap(parts.filter((x) => x !== '').join('\n'), width);
}

/** The acting ship in a few lines: where, purse and Orders, the deck zones (numbered) with who is on them, the crew. */
export function briefShip(state: GameState, p: PlayerState): string {
  const where = p.position ? `at ${hexKey(p.position.hex)} (${hexLabel(state, p.position.hex)}) facing ${FACING_NAMES[p.position.facing]}`
    : p.sunkAt ? 'sunk: returns next turn' : 'not yet on the map';
  const o = p.orders;
  const name = (token: string) => crewDef(state.catalog, token).name;
  const zones = state.catalog.shipBoard.zones.map((z) => {
    const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => LETTERS[p.crew.indexOf(c)]);
    const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone).map((e) => `!${enemyDef(state.catalog, e.card).name}`);
    const symbols = z.symbols.map((s) => SYMBOL[s]).join('');
    const who = [...here, ...foes].join(',');
    return `${z.zone} ${z.name}${symbols ? ` ${symbols}` : ''}${isNodeDestroyed(p, z.zone) ? ' ✗' : ''}${who ? ` [${who}]` : ''}`;
  });
  const below = installedImprovements(state, p).map((d, i) => {
    const here = p.crew.filter((c) => c.position.area === 'below' && c.position.slot === i).map((c) => `${LETTERS[p.crew.indexOf(c)]}${c.position.area === 'below' && c.position.space ? ' on its space' : ''}`);
    return `b${i + 1}${d ? ` ${d.name}` : ''}${here.length ? ` [${here.join(',')}]` : ''}`;
  });
  const lines = [
    `${seatName(state, p.seat)} ${where}`,
    `  Coin ${p.coin} · Clues ${p.clues} · Hold ${p.hold.length}/${holdCapacity(state, p)}${p.passengers.length ? ` · Passengers ${p.passengers.length}` : ''} · Fresh Orders: ${o.fresh.crew} Crew, ${o.fresh.navigation} Nav, ${o.fresh.artillery} Art, ${o.fleeting} Fleeting`,
    `  Deck (N Nav, A Art, C Nest, ✗ destroyed) ${zones.join(' · ')}`,
    `  Below Deck: ${below.join(' · ')}`,
  ];
  p.crew.forEach((c, i) => {
    const s = crewStats(state, c);
    const traits = [crewDef(state.catalog, c.token).fixedTrait, c.positiveTrait, c.negativeTrait]
      .filter((t): t is string => !!t).map((t) => traitDef(state.catalog, t).name).join(', ');
    const track = 'T'.repeat(c.trauma) + '·'.repeat(Math.max(0, s.trackLength - c.trauma - c.strain)) + 'S'.repeat(c.strain);
    lines.push(`  ${LETTERS[i]} ${name(c.token)} [${track}] atk ${s.attackDice} eva ${s.evasionDice} island ${s.islandSkill} port ${s.portSkill}${c.fatigued ? ' fatigued' : ''} · ${traits}`);
  });
  return lines.join('\n');
}
