import { wilson } from './simulate/report-data';

/** One seed played by both bots: 1 won, 0 not. */
export interface PairedGame {
  readonly players: number;
  readonly seed: string;
  readonly a: 0 | 1;
  readonly b: 0 | 1;
}

export interface PairedSummary {
  readonly players: number;
  readonly games: number;
  readonly aWon: number;
  readonly bWon: number;
  readonly aInterval: [number, number];
  readonly bInterval: [number, number];
  /** Mean of a − b per seed, with its 95% interval (normal approximation on the paired differences). */
  readonly difference: number;
  readonly differenceInterval: [number, number];
  /** Seeds won by a only, by b only (McNemar's discordant pairs). */
  readonly aOnly: number;
  readonly bOnly: number;
}

/** Win rates with 95% Wilson intervals, and the paired difference with its 95% interval, z = 1.96. */
export function pairedSummary(players: number, games: readonly PairedGame[]): PairedSummary {
  const n = games.length;
  const aWon = games.reduce((s, g) => s + g.a, 0);
  const bWon = games.reduce((s, g) => s + g.b, 0);
  const diffs = games.map((g) => g.a - g.b);
  const mean = n ? diffs.reduce((s, d) => s + d, 0) / n : 0;
  const variance = n > 1 ? diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (n - 1) : 0;
  const half = n ? 1.96 * Math.sqrt(variance / n) : 1;
  return {
    players, games: n, aWon, bWon, aInterval: wilson(aWon, n), bInterval: wilson(bWon, n),
    difference: mean, differenceInterval: [mean - half, mean + half],
    aOnly: games.filter((g) => g.a > g.b).length, bOnly: games.filter((g) => g.b > g.a).length,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

/** A Markdown table of the summaries, one row per player count. */
export function pairedTable(a: string, b: string, rows: readonly PairedSummary[]): string[] {
  return [
    `| players | games | ${a} win rate (95% CI) | ${b} win rate (95% CI) | difference ${a} − ${b}, points (95% CI) | seeds won by ${a} only / ${b} only |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) =>
      `| ${r.players} | ${r.games} | ${pct(r.aWon / Math.max(1, r.games))} (${pct(r.aInterval[0])}–${pct(r.aInterval[1])}) | ${pct(r.bWon / Math.max(1, r.games))} (${pct(r.bInterval[0])}–${pct(r.bInterval[1])}) | ${signed(r.difference)} (${signed(r.differenceInterval[0])} to ${signed(r.differenceInterval[1])}) | ${r.aOnly} / ${r.bOnly} |`),
  ];
}
