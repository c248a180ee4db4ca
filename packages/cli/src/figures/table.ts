import { wilson } from '../simulate/report-data';

/** One bot at one player count: games played to an end (won or lost) and how many were won. */
export interface WinCell {
  readonly bot: string;
  readonly players: number;
  readonly won: number;
  readonly games: number;
  /** Games that did not end in a win or a loss (error, stalled, cut off): shown, never hidden. */
  readonly unfinished?: number;
}

export interface SpeedRow {
  readonly workers: number;
  readonly games: number;
  readonly seconds: number;
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

/** "54.0% (49.6–58.3%)": the win rate and its 95% Wilson interval; "—" with no game. */
export function rateWithInterval(won: number, games: number): string {
  if (games === 0) return '—';
  const [low, high] = wilson(won, games);
  return `${pct(won / games)} (${(low * 100).toFixed(1)}–${pct(high)})`;
}

const cellText = (c: WinCell | undefined) =>
  c === undefined ? '—' : `${rateWithInterval(c.won, c.games)}${c.unfinished ? ` · ${c.unfinished} unfinished` : ''}`;

/** A Markdown table: one row per bot (in the order given), one column per player count. */
export function winRateTable(cells: readonly WinCell[], bots: readonly string[], players: readonly number[]): string {
  const head = `| bot | ${players.map((p) => `${p} player${p === 1 ? '' : 's'}`).join(' | ')} |`;
  const rule = `| --- | ${players.map(() => '---').join(' | ')} |`;
  const rows = bots.map((b) => `| ${b} | ${players.map((p) => cellText(cells.find((c) => c.bot === b && c.players === p))).join(' | ')} |`);
  return [head, rule, ...rows].join('\n');
}

/** A Markdown table of the simulator's speed: games per second at each worker count, and the speed-up over the first row. */
export function speedTable(what: string, rows: readonly SpeedRow[]): string {
  const rate = (r: SpeedRow) => (r.seconds > 0 ? r.games / r.seconds : 0);
  const base = rows[0] === undefined ? 0 : rate(rows[0]);
  return [
    `| ${what} | games per second | speed-up |`,
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.workers} worker${r.workers === 1 ? '' : 's'} (${r.games} games, ${r.seconds.toFixed(1)} s) | ${rate(r).toFixed(2)} | ${base > 0 ? `${(rate(r) / base).toFixed(2)}×` : '—'} |`),
  ].join('\n');
}
