import type { CellReport } from './cell-tally';
import { featureLabel } from './features';
import { pct, wilson } from './stats';

/**
 * Issue #25 item 5's bands for every player count and length: the win rate, how often the Elder One rises,
 * the share of the wins each way (the track, a card) and how far apart the Elder One cards are once risen.
 */
export const BALANCE_BANDS = { winRate: [0.35, 0.65], risen: [0.3, 0.9], eachWay: 0.1, cardGap: 0.15 } as const;

/** A card's rate counts in the widest gap only over this many risen games (fewer: its interval is wider than the band). */
export const CARD_GAP_MIN_GAMES = 30;

/** The uses the usage table shows first (issue #25 item 2), then every Port service the games used. */
const NAMED_USES: readonly { id: string; label: string }[] = [
  { id: 'x:board', label: 'boarded' },
  { id: 'x:exhaustiveExpedition', label: 'Exhaustive Expedition' },
  { id: 'x:visitAltar', label: 'Altar visited' },
  { id: 'o:artillery', label: 'fired (an Artillery volley)' },
];

const interval = (won: number, n: number) => {
  const [lo, hi] = wilson(won, n);
  return `${pct(won / Math.max(1, n))} [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
};
const per = (sum: number, n: number, digits = 1) => (n > 0 ? (sum / n).toFixed(digits) : '—');

/** The widest difference between two Elder One cards' win rates once risen, in points, or null with too few games. */
export function widestCardGap(cell: CellReport): number | null {
  const rates = cell.byElderOne.filter((r) => r.games >= CARD_GAP_MIN_GAMES).map((r) => r.won / r.games);
  return rates.length >= 2 ? Math.max(...rates) - Math.min(...rates) : null;
}

/** Which of the bands a cell is outside of, in words ('' when inside all). */
export function offBands(cell: CellReport): string {
  const off: string[] = [];
  const rate = cell.won / Math.max(1, cell.finished);
  if (rate < BALANCE_BANDS.winRate[0] || rate > BALANCE_BANDS.winRate[1]) off.push('win rate');
  const risen = cell.risen / Math.max(1, cell.finished);
  if (risen < BALANCE_BANDS.risen[0] || risen > BALANCE_BANDS.risen[1]) off.push('rising');
  if (cell.won > 0 && cell.wonByTrack / cell.won < BALANCE_BANDS.eachWay) off.push('few track wins');
  if (cell.won > 0 && cell.wonByCard / cell.won < BALANCE_BANDS.eachWay) off.push('few card wins');
  const gap = widestCardGap(cell);
  if (gap !== null && gap > BALANCE_BANDS.cardGap) off.push('card gap');
  return off.join(', ');
}

/**
 * The balance table of a run, one row per player count and length (never pooled), for docs/balance.md: the
 * win rate, the rising, the ways won, each card once risen, how close the games were and how long they ran,
 * and which of issue #25 item 5's bands the cell is outside of.
 */
export function balanceMarkdown(cells: readonly CellReport[]): string {
  const rows = cells.map((c) => {
    const cards = c.byElderOne.map((r) => `${r.label} ${r.won}/${r.games}`).join(' · ');
    const gap = widestCardGap(c);
    return `| ${c.label} | ${c.games} | ${c.won} | **${interval(c.won, c.finished)}** | ${interval(c.risen, c.finished)} | ${per(c.risenRoundSum, c.risenWithRound)} `
      + `| ${c.wonByTrack} · ${c.wonByCard} | ${cards || '—'} | ${gap === null ? '—' : (100 * gap).toFixed(1)} | ${per(c.marginSum, c.marginGames)} `
      + `| ${per(c.rounds, c.games)} | ${per(c.decisions, c.games * c.players, 0)} | ${per(c.sinks, c.games, 2)} · ${per(c.deaths, c.games, 2)} · ${per(c.departures, c.games, 2)} | ${offBands(c) || 'in band'} |`;
  });
  return [
    '| players · length | games | won | win rate [95% CI] | Elder One rose [95% CI] | mean round it rose | won on the track · by a card | won once risen, per card | widest gap (points) | mean lead on the track at the end | mean rounds | decisions per player | per game: sinks · crew deaths · departures | outside the bands |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * The usage table: for each cell, the share of games in which each use happened at least once and its uses a
 * game — boarding, Exhaustive Expeditions, Altars, volleys, then every Port service used in the run.
 */
export function usageMarkdown(cells: readonly CellReport[]): string {
  const services = [...new Set(cells.flatMap((c) => c.usage.map((u) => u.id)).filter((id) => id.startsWith('v:')))].sort();
  const serviceName = (id: string) => {
    const name = featureLabel(id).replace(/^[^:]*: /, '');
    return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  };
  const columns = [...NAMED_USES, ...services.map((id) => ({ id, label: serviceName(id) }))];
  const rows = cells.map((c) => {
    const used = new Map(c.usage.map((u) => [u.id, u]));
    const cellsOf = columns.map(({ id }) => {
      const u = used.get(id);
      return u ? `${pct(u.games / Math.max(1, c.games))} (${(u.uses / Math.max(1, c.games)).toFixed(2)})` : '0';
    });
    return `| ${c.label} | ${cellsOf.join(' | ')} |`;
  });
  return [
    `| players · length | ${columns.map((c) => c.label).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
  ].join('\n');
}
