import {
  crewDef, crewStats, enemyDef, holdCapacity, installedImprovements, isNodeDestroyed, FACING_NAMES, hexKey, legalActions, revealBlock, traitDef,
  type GameState, type PlayerState,
} from '@everrain/engine';
import { hexLabel, plural, revealBlockText, seatName, waitingText } from '@everrain/text';
import { drawMap, legendOf, mapRows, type MapView } from './map-view';
import type { Menu } from './menu';
import { renderEnemies, renderTracks } from './render';
import { wrap } from './wrap';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A node's symbols, one letter each: N Navigation, A Artillery, C Crow's Nest. */
const SYMBOL = { crowsNest: 'C', navigation: 'N', artillery: 'A' } as const;
/** The fewest map rows a screen shows (two pairs: the ship's row and both rows beside it), however long the choices. */
const MIN_MAP_ROWS = 4;
export const COMMAND_LINE = '?key explains · u undo · m whole map · s ships · t tracks · h help · q quit';

/** The terminal's size to fit: 80×24 unless it is known to be larger. */
export interface ScreenSize {
  readonly width: number;
  readonly rows: number;
}

export interface ScreenOptions {
  /** The page of the choices, from 0, when they do not fit beside the map (the `+` key turns it). */
  readonly page?: number;
  /** A line or two to show right above the prompt: the answer to the last thing typed. */
  readonly note?: string;
}

export interface Screen {
  readonly text: string;
  /** How many pages the choices take (1 when they all fit). */
  readonly pages: number;
}

/**
 * One screen for a decision, fitted to the terminal (by default 80 columns by 24 rows, one row left for the
 * prompt): the round and tracks, the map near the acting ship with every row and column labelled and a
 * legend of the symbols drawn, the acting ship in brief, why no tile can be revealed (if so), whom the game
 * waits on and the choices by key. The map shrinks to the rows around the ship before the choices are paged;
 * room left over shows more: the deck zones, the enemies, the crew, then more of the map.
 */
export function layoutScreen(state: GameState, seat: number, menu: Menu, size: ScreenSize, options: ScreenOptions = {}): Screen {
  const width = size.width;
  const room = Math.max(12, size.rows - 1);
  const fit = (text: string): string[] => (text === '' ? [] : wrap(text, width).split('\n'));
  const p = state.players[seat] ?? state.players[0]!;
  const tracks = fit(screenTracks(state));
  const ship = fit(shipLine(state, p));
  const block = revealBlock(state, p.seat);
  const reveal = block ? fit(revealBlockText(block)) : [];
  const waiting = fit(waitingText(state));
  const commands = fit(COMMAND_LINE);
  const note = options.note ? fit(options.note) : [];
  const choices = menu.lines.map((line) => fit(line));
  const choiceRows = choices.reduce((n, c) => n + c.length, 0);
  const fixed = tracks.length + ship.length + reveal.length + waiting.length + commands.length + note.length;

  const { top, bottom } = mapRows(state);
  const focus = focusRow(state, p);
  const mapOf = (rows: number) => {
    const view = drawMap(state, windowAround(focus, rows, top, bottom));
    return { view, legend: fit(`  ${legendOf(view.symbols)}`) };
  };
  const mapHeight = (m: { view: MapView; legend: string[] }) => m.view.lines.length + m.legend.length;
  let mapRowsShown = MIN_MAP_ROWS;
  let map = mapOf(mapRowsShown);
  // A long note or reason with choices to page: one pair of rows (the ship's), so a few choices still fit.
  if (fixed + mapHeight(map) + Math.min(choiceRows, 3) > room) map = mapOf(mapRowsShown = 2);

  // The choices: all of them, or a page of them and a line saying how to see the rest.
  let shown = choices;
  let pages = 1;
  const page = options.page ?? 0;
  if (fixed + mapHeight(map) + choiceRows > room) {
    const perPage = Math.max(1, room - fixed - mapHeight(map) - 1);
    const paged: string[][][] = [[]];
    let used = 0;
    for (const c of choices) {
      if (used + c.length > perPage && paged[paged.length - 1]!.length > 0) { paged.push([]); used = 0; }
      paged[paged.length - 1]!.push(c);
      used += c.length;
    }
    pages = paged.length;
    const at = Math.min(page, pages - 1);
    const rest = choices.length - paged[at]!.length;
    shown = [...paged[at]!, fit(`  + shows ${at + 1 < pages ? 'the next' : 'the first'} choices (page ${at + 1} of ${pages}; ${rest} more; every key works on any page)`)];
  }
  // Room left over: what a choice most often needs first, then more of the map, then the rest.
  const extra: Partial<Record<'deck' | 'enemies' | 'crew' | 'below', string[]>> = {};
  const used = () => fixed + mapHeight(map) + [...shown, ...Object.values(extra)].reduce((n, c) => n + c.length, 0);
  const offer = (key: keyof typeof extra, lines: string[]) => {
    if (lines.length && used() + lines.length <= room) extra[key] = lines;
  };
  const crewOrders = [...menu.keys.values()].some((a) => a.type === 'issueCrewOrder');
  if (crewOrders) offer('deck', deckLines(state, p, width));
  offer('enemies', fit(renderEnemies(state, p.seat)));
  for (let rows = mapRowsShown + 2; rows < bottom - top + 3; rows += 2) {
    const bigger = mapOf(rows);
    if (used() - mapHeight(map) + mapHeight(bigger) > room) break;
    map = bigger;
  }
  if (!crewOrders) offer('deck', deckLines(state, p, width));
  offer('crew', crewLines(state, p).flatMap(fit));
  offer('below', fit(belowLine(state, p)));

  const parts = [
    tracks, map.view.lines as string[], map.legend, extra.enemies ?? [], ship, extra.deck ?? [], extra.below ?? [], extra.crew ?? [], reveal, waiting, ...shown, commands, note,
  ];
  return { text: parts.flat().join('\n'), pages };
}

/** The screen as text (layoutScreen's), at 80×24 unless told otherwise. */
export function renderScreen(state: GameState, seat: number, menu: Menu, width = 80, rows = 24, options: ScreenOptions = {}): string {
  return layoutScreen(state, seat, menu, { width, rows }, options).text;
}

/** The round and tracks as `t` draws them in brief; once the Elder One has risen, its own line says so. */
function screenTracks(state: GameState): string {
  return renderTracks(state, false).replace(' (ARISEN)', '');
}

/** The row the map centres on: the acting ship's, else where it may be placed, else the first tile's. */
function focusRow(state: GameState, p: PlayerState): number {
  if (p.position) return p.position.hex.r;
  const places = legalActions(state).flatMap((a) => (a.type === 'placeShip' || a.type === 'respawn' ? [a.hex.r] : []));
  return places.length ? Math.round(places.reduce((x, y) => x + y, 0) / places.length) : 0;
}

/** `rows` rows around `focus`, starting on an even row (so each pair shares its q line), inside the map. */
function windowAround(focus: number, rows: number, top: number, bottom: number): { first: number; last: number } {
  if (rows >= bottom - top + 1) return { first: top, last: bottom };
  let first = focus - Math.floor((rows - 1) / 2);
  first -= first & 1;
  first = Math.max(top, Math.min(first, bottom - rows + 1));
  return { first, last: first + rows - 1 };
}

/** The acting ship in one line: where, purse, hold and Orders. */
function shipLine(state: GameState, p: PlayerState): string {
  const where = p.position ? `at ${hexKey(p.position.hex)} (${hexLabel(state, p.position.hex)}) facing ${FACING_NAMES[p.position.facing]}`
    : p.sunkAt ? 'sunk: returns next turn' : 'not yet on the map';
  const o = p.orders;
  const points = state.turn?.seat === p.seat && state.turn.navigationPoints > 0 ? ` · ${plural(state.turn.navigationPoints, 'Nav point')} to spend` : '';
  return `${seatName(state, p.seat)} ${where} · Coin ${p.coin} · Clues ${p.clues} · Hold ${p.hold.length}/${holdCapacity(state, p)}${p.passengers.length ? ` · Passengers ${p.passengers.length}` : ''} · Fresh Orders: ${o.fresh.crew} Crew, ${o.fresh.navigation} Nav, ${o.fresh.artillery} Art, ${o.fleeting} Fleeting${points}`;
}

/** The deck zones by number, their symbols and who stands on them: "Deck (N Nav …): 0 Bow NA · 1 Forecastle …". */
function deckLine(state: GameState, p: PlayerState): string {
  const zones = state.catalog.shipBoard.zones.map((z) => {
    const here = p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === z.zone).map((c) => LETTERS[p.crew.indexOf(c)]);
    const foes = state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === p.seat && e.position.zone === z.zone).map((e) => `!${enemyDef(state.catalog, e.card).name}`);
    const symbols = z.symbols.map((s) => SYMBOL[s]).join('');
    const who = [...here, ...foes].join(',');
    return `${z.zone} ${z.name}${symbols ? ` ${symbols}` : ''}${isNodeDestroyed(p, z.zone) ? ' ✗' : ''}${who ? ` [${who}]` : ''}`;
  });
  return `  Deck: ${zones.join(' · ')}`;
}

/** The deck line with its key to the node letters when the key costs no extra line (`s` always explains them). */
function deckLines(state: GameState, p: PlayerState, width: number): string[] {
  const bare = wrap(deckLine(state, p), width).split('\n');
  const keyed = wrap(`${deckLine(state, p)} (N Navigation, A Artillery, C Crow's Nest${p.destroyedNodes.length ? ', ✗ destroyed' : ''})`, width).split('\n');
  return keyed.length <= bare.length ? keyed : bare;
}

function belowLine(state: GameState, p: PlayerState): string {
  const below = installedImprovements(state, p).map((d, i) => {
    const here = p.crew.filter((c) => c.position.area === 'below' && c.position.slot === i).map((c) => `${LETTERS[p.crew.indexOf(c)]}${c.position.area === 'below' && c.position.space ? ' on its space' : ''}`);
    return `b${i + 1}${d ? ` ${d.name}` : ''}${here.length ? ` [${here.join(',')}]` : ''}`;
  });
  return `  Below Deck: ${below.join(' · ')}`;
}

function crewLines(state: GameState, p: PlayerState): string[] {
  return p.crew.map((c, i) => {
    const s = crewStats(state, c);
    const traits = [crewDef(state.catalog, c.token).fixedTrait, c.positiveTrait, c.negativeTrait]
      .filter((t): t is string => !!t).map((t) => traitDef(state.catalog, t).name).join(', ');
    const track = 'T'.repeat(c.trauma) + '·'.repeat(Math.max(0, s.trackLength - c.trauma - c.strain)) + 'S'.repeat(c.strain);
    return `  ${LETTERS[i]} ${crewDef(state.catalog, c.token).name} [${track}] atk ${s.attackDice} eva ${s.evasionDice} island ${s.islandSkill} port ${s.portSkill}${c.fatigued ? ' fatigued' : ''} · ${traits}`;
  });
}
