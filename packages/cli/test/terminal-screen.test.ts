import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, createGame, hexKey, legalActions, type Action, type GameLength, type GameState } from '@everrain/engine';
import { describeAction, seatName, waitingText } from '@everrain/text';
import { actingSeat } from '../src/bot-seats';
import { buildMenu, COMMANDS } from '../src/menu';
import { renderMap, renderTracks } from '../src/render';
import { COMMAND_LINE, layoutScreen, renderScreen } from '../src/screen';
import { wrap } from '../src/wrap';

const content = defaultContent();
const WIDTH = 80;
/** An 80×24 terminal: the screen takes 23 rows, the prompt the last. */
const ROWS = 24;

function start(players: number, seed: string, length: GameLength = 'medium'): GameState {
  const created = createGame({ players, length, content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

/**
 * Every screen a seat is shown in a game played by the heuristic bot for every seat, up to `limit`
 * actions: the screens a player meets in a typical game (placement, turns, Ports, fights, decisions).
 */
function screensOf(players: number, seed: string, limit: number): { state: GameState; seat: number; screen: string }[] {
  let state = start(players, seed);
  const bots = state.players.map((p) => BOTS.heuristic!(`${seed}/${p.seat}`));
  const screens: { state: GameState; seat: number; screen: string }[] = [];
  for (let i = 0; i < limit && !state.outcome; i++) {
    const legal = legalActions(state);
    const seat = actingSeat(state, legal, awaitedSeat(state));
    screens.push({ state, seat, screen: renderScreen(state, seat, buildMenu(state, legal), WIDTH) });
    const own = legal.filter((a) => a.seat === seat);
    const { action } = bots[seat]!.choose(seatTurn(state, seat, own.length ? own : legal));
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return screens;
}

describe('the terminal screen (issue #15, item 9; issue #24, item 12)', () => {
  // Whole games at 1 and 4 seats (two seeds each): placement, Ports with every service and trades between
  // ships, enemies aboard, the Elder One risen.
  const games = [screensOf(1, 'diag-a-1p', 700), screensOf(1, 'diag-b-1p', 700), screensOf(4, 'diag-a-4p', 700), screensOf(4, 'diag-b-4p', 700)];

  it('fits an 80×24 terminal at 1 and 4 players, whatever the decision: every page of the choices beside the map, every symbol explained', () => {
    const MAP_ROW = /^ {0,2}-?\d+ +\S\S(?: {2,}\S\S)*$/;
    let paged = 0;
    for (const screens of games) {
      expect(screens.length).toBeGreaterThan(100);
      for (const { state, seat } of screens) {
        const menu = buildMenu(state, legalActions(state));
        const first = layoutScreen(state, seat, menu, { width: WIDTH, rows: ROWS });
        if (first.pages > 1) paged++;
        const shownChoices = new Set<string>();
        for (let page = 0; page < first.pages; page++) {
          const lines = layoutScreen(state, seat, menu, { width: WIDTH, rows: ROWS }, { page }).text.split('\n');
          expect(lines.length).toBeLessThanOrEqual(ROWS - 1);
          for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(WIDTH);
          const rows = lines.filter((l) => MAP_ROW.test(l));
          expect(rows.length).toBeGreaterThanOrEqual(4);
          // Each pair of rows shares a line of q numbers under its first row: every column labelled.
          for (const row of rows.filter((_, i) => i % 2 === 0)) expect(lines[lines.indexOf(row) + 1]).toMatch(/^ {4,}(-?\d+ *)+$/);
          const legend = lines.slice(lines.indexOf(rows.at(-1)!) + 1).join(' ').replace(/\s+/g, ' ');
          for (const row of rows) for (const symbol of row.slice(4).trim().split(/ {2,}/)) expect(legend, symbol).toContain(`${symbol} `);
          expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(waitingText(state).replace(/\s+/g, ' '));
          expect(lines.at(-1)).toBe(COMMAND_LINE);
          for (const l of lines) if (menu.lines.some((m) => wrap(m, WIDTH).split('\n').includes(l))) shownChoices.add(l);
        }
        // With a note of three lines above the prompt (an option explained, a refusal), it still fits.
        const note = `?ca0: ${'Send the crew member to the Bow, where the fight is; '.repeat(4)}`;
        expect(layoutScreen(state, seat, menu, { width: WIDTH, rows: ROWS }, { note }).text.split('\n').length).toBeLessThanOrEqual(ROWS - 1);
        // Every choice is on one page or another.
        for (const m of menu.lines) for (const l of wrap(m, WIDTH).split('\n')) expect(shownChoices.has(l), l).toBe(true);
      }
    }
    expect(paged, 'some decisions page their choices').toBeGreaterThan(0);
  });

  it('names no engine internals: no camelCase word and no "the The" on any screen', () => {
    for (const screens of games) {
      for (const { screen } of screens) {
        expect(screen).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]*\b/);
        expect(screen).not.toMatch(/\bthe The\b/);
      }
    }
    const state = start(2, 'names');
    const pariah = state.players.find((p) => p.ship === 'the-pariah' || /Pariah/.test(seatName(state, p.seat)));
    if (pariah) expect(seatName(state, pariah.seat)).toMatch(/\(the Pariah\)$/);
    expect(waitingText(state)).toMatch(/^Seat \d \(the [A-Z][\w ]+\): Place your ship\.$/);
  });

  it('offers every legal action under exactly one key, at every screen', () => {
    for (const screens of games) {
      for (const { state } of screens.filter((_, i) => i % 3 === 0)) {
        const legal = legalActions(state);
        const menu = buildMenu(state, legal);
        expect(new Set(menu.keys.values()).size).toBe(legal.length);
        expect(menu.keys.size).toBe(legal.length);
        for (const command of COMMANDS) expect(menu.keys.has(command), command).toBe(false);
      }
    }
  });

  it('keeps a crew order\'s key when a Navigation Order adds sail steps above it', () => {
    let state = start(1, 'keys');
    state = step(state, legalActions(state)[0]!);
    const before = buildMenu(state, legalActions(state));
    const helm = [...before.keys].find(([, a]) => a.type === 'issueCrewOrder' && !a.fleeting && a.to.area === 'deck' && a.to.zone === 7);
    expect(helm).toBeDefined();
    state = step(state, before.keys.get('n')!);
    const after = buildMenu(state, legalActions(state));
    expect([...after.keys.values()].some((a) => a.type === 'sail')).toBe(true);
    expect(after.keys.get(helm![0])).toEqual(helm![1]);
  });

  it('draws the map with the coordinates the options use: r left of each row, q between each pair of rows', () => {
    const state = start(1, 'coords');
    const map = renderMap(state).split('\n');
    const placements = legalActions(state).filter((a): a is Extract<Action, { type: 'placeShip' }> => a.type === 'placeShip');
    expect(placements.length).toBeGreaterThan(0);
    for (const a of placements) {
      const row = map.findIndex((l) => l.startsWith(`${String(a.hex.r).padStart(3)} `));
      const even = (a.hex.r & 1) === 0;
      // Rows 2k and 2k+1 share one line of q between them: the q ends just right of the hex above it
      // (an even row) and just left of the end of the hex below it (an odd row, half a hex to the right).
      const qLine = map[even ? row + 1 : row - 1]!;
      const label = [...qLine.matchAll(/-?\d+/g)].find((m) => Number(m[0]) === a.hex.q);
      expect(label, `q ${a.hex.q} next to row ${a.hex.r}`).toBeDefined();
      const end = label!.index + label![0].length;
      expect(map[row]!.slice(even ? end - 3 : end - 1, even ? end - 1 : end + 1)).toMatch(/^\S\S$/);
      expect(describeAction(state, a)).toContain(hexKey(a.hex));
    }
  });

  it('shows the Acts of the game\'s own length', () => {
    expect(renderTracks(start(1, 'acts', 'short'))).toMatch(/Act I of II\b/);
    expect(renderTracks(start(1, 'acts', 'short'))).not.toMatch(/4\/8\/12/);
    expect(renderTracks(start(1, 'acts', 'medium'))).toMatch(/Act I of III\b/);
    expect(renderTracks(start(1, 'acts', 'long'))).toMatch(/Act I of IV\b/);
  });

  it('wraps long lines at a space, never inside a word, hanging under the option\'s text', () => {
    const long = `  ca  ${'Send Abel Marsh to the Shipwright: repair 2 nodes for 10 coin, and see 1 Improvement and 3 Artillery cards'.repeat(2)}`;
    const lines = wrap(long, 40).split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(40);
    expect(lines.join(' ').split(/\s+/).filter(Boolean)).toEqual(long.split(/\s+/).filter(Boolean));
    for (const l of lines.slice(1)) expect(l.startsWith('      ')).toBe(true);
  });
});

function step(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}
