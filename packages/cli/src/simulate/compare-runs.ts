import type { CellReport } from './cell-tally';
import { differenceInterval } from './stats';
import { pageHead } from './report-html';
import { escapeHtml as e } from './svg';

/** A rate in two runs and its change, with the change's 95% interval (Newcombe's, stats.ts). */
export interface RateChange {
  readonly before: number | null;
  readonly after: number | null;
  readonly difference: number | null;
  readonly low: number | null;
  readonly high: number | null;
}

/** One player count and length in both runs: the counts, and each rate's change. */
export interface CellChange {
  readonly label: string;
  readonly before: RunCounts;
  readonly after: RunCounts;
  readonly winRate: RateChange;
  readonly riseRate: RateChange;
  /** Of the wins, the share won against the Elder One's card. */
  readonly cardWinShare: RateChange;
  /** Each Elder One card's win rate once risen. */
  readonly byElderOne: readonly (RateChange & { readonly card: string })[];
}

export interface RunCounts {
  readonly games: number;
  readonly finished: number;
  readonly won: number;
  readonly risen: number;
  readonly wonByCard: number;
}

export interface RunComparison {
  readonly before: string;
  readonly after: string;
  readonly cells: readonly CellChange[];
}

function change(k1: number, n1: number, k0: number, n0: number): RateChange {
  if (n0 === 0 || n1 === 0) return { before: n0 ? k0 / n0 : null, after: n1 ? k1 / n1 : null, difference: null, low: null, high: null };
  const [low, high] = differenceInterval(k1, n1, k0, n0);
  return { before: k0 / n0, after: k1 / n1, difference: k1 / n1 - k0 / n0, low, high };
}

const counts = (c: CellReport | undefined): RunCounts =>
  c ? { games: c.games, finished: c.finished, won: c.won, risen: c.risen, wonByCard: c.wonByCard } : { games: 0, finished: 0, won: 0, risen: 0, wonByCard: 0 };

/** Two runs side by side, cell by cell (a cell in one run only is shown with the other's counts at 0). */
export function compareRuns(before: { title: string; cells: readonly CellReport[] }, after: { title: string; cells: readonly CellReport[] }): RunComparison {
  const labels = [...new Set([...before.cells, ...after.cells].map((c) => c.label))];
  const order = [...before.cells, ...after.cells];
  labels.sort((a, b) => order.findIndex((c) => c.label === a) - order.findIndex((c) => c.label === b));
  return {
    before: before.title,
    after: after.title,
    cells: labels.map((label) => {
      const b = before.cells.find((c) => c.label === label);
      const a = after.cells.find((c) => c.label === label);
      const x = counts(b);
      const y = counts(a);
      const cards = [...new Set([...(b?.byElderOne ?? []), ...(a?.byElderOne ?? [])].map((r) => r.label))].sort();
      return {
        label, before: x, after: y,
        winRate: change(y.won, y.finished, x.won, x.finished),
        riseRate: change(y.risen, y.finished, x.risen, x.finished),
        cardWinShare: change(y.wonByCard, y.won, x.wonByCard, x.won),
        byElderOne: cards.map((card) => {
          const r0 = b?.byElderOne.find((r) => r.label === card);
          const r1 = a?.byElderOne.find((r) => r.label === card);
          return { card, ...change(r1?.won ?? 0, r1?.games ?? 0, r0?.won ?? 0, r0?.games ?? 0) };
        }),
      };
    }),
  };
}

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);
const points = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(v * 100).toFixed(1)}`);
const cellOf = (r: RateChange) => `<td>${pct(r.before)}</td><td>${pct(r.after)}</td><td class="${r.low !== null && r.low > 0 ? 'up' : r.high !== null && r.high < 0 ? 'down' : ''}">${points(r.difference)} <small>(${points(r.low)} to ${points(r.high)})</small></td>`;

/** The comparison as one self-contained page, readable on a phone. */
export function comparisonHtml(c: RunComparison): string {
  const rows = (pick: (x: CellChange) => RateChange) => c.cells.map((x) => `<tr data-cell="${e(x.label)}"><td>${e(x.label)}</td><td>${x.before.finished} → ${x.after.finished}</td>${cellOf(pick(x))}</tr>`).join('');
  const head = (what: string) => `<tr><th>players · length</th><th>games</th><th>${e(what)} before</th><th>after</th><th>change (points, 95% CI)</th></tr>`;
  const table = (id: string, what: string, pick: (x: CellChange) => RateChange) => `<div class="wide"><table id="${id}">${head(what)}${rows(pick)}</table></div>`;
  const cards = c.cells.flatMap((x) => x.byElderOne.map((r) => `<tr><td>${e(x.label)}</td><td>${e(r.card)}</td>${cellOf(r)}</tr>`)).join('');
  return `<!doctype html>
${pageHead('Everrain: two runs compared', '.up{color:#1f6b1f;font-weight:600}.down{color:#a02c2c;font-weight:600}')}<body><h1>Two runs compared</h1>
<p>Before: ${e(c.before)}<br>After: ${e(c.after)}</p>
<p>Each change is the after rate minus the before rate, with its 95% interval (Newcombe); a change whose interval excludes 0 is shown in colour.</p>
<section id="win-rate"><h2>Win rate</h2>${table('win-rate-table', 'win rate', (x) => x.winRate)}</section>
<section id="rise-rate"><h2>How often the Elder One rises</h2>${table('rise-rate-table', 'rose', (x) => x.riseRate)}</section>
<section id="card-wins"><h2>Wins against the card (share of the wins)</h2>${table('card-wins-table', 'won against the card', (x) => x.cardWinShare)}</section>
<section id="elder-one"><h2>Each Elder One card once risen</h2><div class="wide"><table id="elder-one-table"><tr><th>players · length</th><th>Elder One</th><th>win rate before</th><th>after</th><th>change (points, 95% CI)</th></tr>${cards}</table></div></section>
</body></html>
`;
}
