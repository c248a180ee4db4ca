import { enemyDef, FACING_NAMES, hexKey, revealedHexes, slotHexes, toOffset, type Facing, type GameState, type HexType } from '@everrain/engine';

const CELL: Record<HexType, string> = { calmSea: '··', roughSea: '≈≈', port: 'Po', island: 'Is', altar: 'Al', shipwreck: 'Wr' };
const TERRAIN: Record<HexType, string> = { calmSea: 'Calm Sea', roughSea: 'Rough Sea', port: 'Port', island: 'Island', altar: 'Altar', shipwreck: 'Shipwreck' };
const ARROW: Record<Facing, string> = { 0: '→', 1: '↘', 2: '↙', 3: '←', 4: '↖', 5: '↗' };
const UNREVEALED = '░░';

/** The map drawn over some of its rows: its lines, and each symbol in them with what it stands for. */
export interface MapView {
  readonly lines: readonly string[];
  /** Every symbol drawn, in the order first met, with its meaning ("DF" → "Damned Frigate"). */
  readonly symbols: ReadonlyMap<string, string>;
  /** The rows drawn, and the map's own first and last rows. */
  readonly first: number;
  readonly last: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Two letters for each kind of enemy at sea, from its name's initials ("Damned Frigate" DF, "Wyrm" WY), in
 * capitals so no enemy reads as a terrain (Po, Is…); two kinds with the same initials are told apart by
 * number (E1, E2…).
 */
export function enemyCodes(state: GameState): Map<string, string> {
  const codes = new Map<string, string>();
  const taken = new Set<string>();
  let spare = 1;
  for (const e of state.enemies) {
    const name = enemyDef(state.catalog, e.card).name;
    if (codes.has(name)) continue;
    const words = name.split(/\s+/).filter((w) => !/^(the|of|a|an)$/i.test(w));
    let code = (words.length > 1 ? words[0]!.charAt(0) + words[words.length - 1]!.charAt(0) : name.slice(0, 2)).toUpperCase();
    if (taken.has(code) || !/^[A-Z]{2}$/.test(code)) code = `E${spare++}`;
    taken.add(code);
    codes.set(name, code);
  }
  return codes;
}

/** The map's own rows (r), top to bottom. */
export function mapRows(state: GameState): { top: number; bottom: number } {
  const rows = state.catalog.board.tileSlots.flatMap((slot) => slotHexes(slot).map((h) => h.r));
  return { top: Math.min(...rows), bottom: Math.max(...rows) };
}

/**
 * The map as text, rows `first` to `last` (all by default): odd rows shifted half a hex right, as the hexes
 * lie. Each row starts with its r; rows 2k and 2k+1 share their q column by column, so one line under each
 * even row labels every column of the pair with its q (D111).
 */
export function drawMap(state: GameState, window?: { first: number; last: number }): MapView {
  const cells = new Map<string, { code: string; meaning: string }>();
  for (const slot of state.catalog.board.tileSlots) for (const hex of slotHexes(slot)) cells.set(hexKey(hex), { code: UNREVEALED, meaning: 'unrevealed' });
  for (const h of revealedHexes(state)) cells.set(hexKey(h.hex), { code: CELL[h.type], meaning: TERRAIN[h.type] });
  for (const w of state.tokens.shipwrecks) cells.set(hexKey(w.hex), { code: `W${w.seat + 1}`, meaning: `seat ${w.seat + 1}'s wreck` });
  for (const storm of state.tokens.storms) for (const h of storm) if (cells.has(hexKey(h))) cells.set(hexKey(h), { code: '~~', meaning: 'Storm' });
  const codes = enemyCodes(state);
  for (const e of state.enemies) {
    if (e.position.area !== 'sea') continue;
    const name = enemyDef(state.catalog, e.card).name;
    cells.set(hexKey(e.position.hex), { code: codes.get(name)!, meaning: `${name} (enemy)` });
  }
  if (state.elderOne.hex) cells.set(hexKey(state.elderOne.hex), { code: '@@', meaning: 'the Elder One' });
  for (const p of state.players) {
    if (p.position) cells.set(hexKey(p.position.hex), { code: `${p.seat + 1}${ARROW[p.position.facing]}`, meaning: `seat ${p.seat + 1} (facing ${FACING_NAMES[p.position.facing]})` });
  }
  const { top, bottom } = mapRows(state);
  const first = Math.max(top, window?.first ?? top);
  const last = Math.min(bottom, window?.last ?? bottom);
  const placed = [...cells.keys()].map((key) => {
    const [q, r] = key.split(',').map(Number) as [number, number];
    return { key, ...toOffset({ q, r }) };
  });
  const byPlace = new Map(placed.map((o) => [`${o.col}/${o.row}`, o.key]));
  const minCol = Math.min(...placed.map((o) => o.col));
  const maxCol = Math.max(...placed.map((o) => o.col));
  const symbols = new Map<string, string>();
  const cellAt = (col: number, row: number) => {
    const key = byPlace.get(`${col}/${row}`);
    const cell = key === undefined ? undefined : cells.get(key);
    if (!cell) return '  ';
    if (!symbols.has(cell.code)) symbols.set(cell.code, cell.meaning);
    return cell.code;
  };
  const lines: string[] = [];
  for (let row = first; row <= last; row++) {
    let line = `${String(row).padStart(3)} ${(row & 1) === 1 ? '  ' : ''}`;
    for (let col = minCol; col <= maxCol; col++) line += ` ${cellAt(col, row)} `;
    lines.push(line.replace(/\s+$/, ''));
    // Under each even row (between it and its odd partner), or under an odd row that starts the window.
    if ((row & 1) === 1 && row !== first) continue;
    const even = row - (row & 1);
    let under = '    ';
    for (let col = minCol; col <= maxCol; col++) {
      const here = [even, even + 1].some((r) => r >= first && r <= last && byPlace.has(`${col}/${r}`));
      under += here ? `  ${String(col - even / 2).padStart(2)}` : '    ';
    }
    if (under.trim()) lines.push(under.replace(/\s+$/, ''));
  }
  return { lines, symbols, first, last, top, bottom };
}

/** "·· Calm Sea · ░░ unrevealed · DF Damned Frigate (enemy) · 1→ Seat 1 (the Bitter End) facing E". */
export function legendOf(symbols: ReadonlyMap<string, string>): string {
  return [...symbols].map(([code, meaning]) => `${code} ${meaning}`).join(' · ');
}

/** The full legend, for the `m` key: how to read the coordinates, every symbol the map can show, and the enemies in play. */
export function fullLegend(state: GameState): string {
  const codes = enemyCodes(state);
  return [
    'How to read it: each row starts with its r; the line of numbers between two rows gives the q of each column of both rows, so the hex in row r under (or over) the number q is "q,r", as the options name it.',
    `Sea and land: ${(Object.keys(CELL) as HexType[]).map((t) => `${CELL[t]} ${TERRAIN[t]}`).join(' · ')} · ${UNREVEALED} unrevealed (a tile may be revealed there)`,
    `Ships: 1→ seat 1's ship, the arrow its facing (${(Object.keys(ARROW) as unknown as Facing[]).map((f) => `${ARROW[f]} ${FACING_NAMES[f]}`).join(' ')}) · W1 seat 1's wreck (a sunk ship returns next turn)`,
    `Tokens: ~~ Storm · @@ the Elder One · two capitals an enemy at sea${codes.size ? `: ${[...codes].map(([name, code]) => `${code} ${name}`).join(' · ')}` : ' (none now)'}`,
  ].join('\n');
}
