import { pct } from './stats';
import type { CellReport, Rate, ReportData } from './report-data';
import { wilson } from './report-data';
import { barChart, differenceChart, escapeHtml as e, histogram, lineChart } from './svg';
import type { FeatureEffect } from './correlation';


const rateBars = (rates: readonly Rate[]) =>
  rates.map((r) => {
    const [low, high] = wilson(r.won, r.games);
    return { label: r.label, value: r.games ? r.won / r.games : 0, low, high };
  });

const rateTable = (head: string, rates: readonly Rate[]) =>
  `<table><tr><th>${e(head)}</th><th>games</th><th>won</th><th>win rate</th><th>95% CI (Wilson)</th></tr>${rates
    .map((r) => {
      const [low, high] = wilson(r.won, r.games);
      return `<tr><td>${e(r.label)}</td><td>${r.games}</td><td class="won">${r.won}</td><td>${pct(r.games ? r.won / r.games : 0)}</td><td>${pct(low)} – ${pct(high)}</td></tr>`;
    })
    .join('')}</table>`;

const countTable = (head: string, rows: readonly (readonly [string, number])[]) =>
  `<table><tr><th>${e(head)}</th><th>games</th></tr>${rows.map(([k, n]) => `<tr><td>${e(k)}</td><td>${n}</td></tr>`).join('')}</table>`;

const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : '±'}${(Math.abs(v) * 100).toFixed(1)}`;

const featureTable = (rows: readonly FeatureEffect[]) =>
  `<table><tr><th>feature</th><th>games with</th><th>win rate with</th><th>games without</th><th>win rate without</th><th>difference (points)</th><th>95% CI (Newcombe)</th></tr>${rows
    .map((r) => `<tr><td>${e(r.label)}</td><td>${r.withGames}</td><td>${pct(r.withWon / r.withGames)}</td><td>${r.withoutGames}</td><td>${pct(r.withoutWon / r.withoutGames)}</td><td>${signed(r.difference)}</td><td>${signed(r.low)} to ${signed(r.high)}</td></tr>`)
    .join('')}</table>`;

const featuresSection = (d: ReportData) => {
  const intro = `<p><strong>These are correlations, not causes.</strong> A feature that goes with winning may only mark a game that was going well (a ship that reaches a far Port was not sinking), and one that goes with losing may be what the bots do when in trouble. ` +
    `Each row compares the win rate of the finished games that had the feature with those that did not, over ${d.featureGames} games; only features present in 5% to 95% of them are shown, the ${d.features.length} largest differences first. ` +
    `Counts of choices are also split at their median per round ("more than … per round"), so that a longer game does not count as a busier one.</p>`;
  return d.features.length
    ? intro + differenceChart('Win rate with the feature minus without (points), 95% interval', d.features.map((r) => ({ label: r.label, value: r.difference, low: r.low, high: r.high })), (v) => signed(v)) + featureTable(d.features)
    : `${intro}<p>No feature was present in 5% to 95% of the games.</p><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>`;
};

/** The features table of each cell (a pooled correlation mixes player counts whose win rates differ). */
const featuresByCell = (cells: readonly CellReport[]) => cells
  .filter((c) => c.features.length > 0)
  .map((c) => `<h3>${e(c.label)} (${c.featureGames} games)</h3>${wide(featureTable(c.features))}`)
  .join('');

const section = (id: string, title: string, body: string) => `<section id="${id}"><h2>${e(title)}</h2>${body}</section>`;

/** A table that scrolls sideways inside itself on a narrow screen (the page never does). */
const wide = (table: string) => `<div class="wide">${table}</div>`;

const per = (sum: number, n: number, digits = 2) => (n ? (sum / n).toFixed(digits) : '–');
const share = (k: number, n: number) => (n ? pct(k / n) : '–');
const interval = (k: number, n: number) => {
  const [low, high] = wilson(k, n);
  return n ? `${pct(k / n)} <small>(${pct(low)}–${pct(high)})</small>` : '–';
};

/** Each player count and length on its own row: how it ends, how close, what it costs, how long (issue #25 item 6). */
const cellsTable = (cells: readonly CellReport[]) => wide(`<table id="cells-table"><tr><th>players · length</th><th>games</th><th>win rate (95% CI)</th><th>won on the track</th><th>won against the card</th><th>Elder One rose</th><th>rose in round (mean)</th><th>sinks a game</th><th>crew slain a game</th><th>crew who left a game</th><th>margin (Player − Enemy token)</th><th>decisions a player</th><th>rounds</th></tr>${cells
  .map((c) => `<tr data-cell="${e(c.label)}"><td>${e(c.label)}</td><td>${c.games}</td><td>${interval(c.won, c.finished)}</td><td>${share(c.wonByTrack, c.won)}</td><td>${share(c.wonByCard, c.won)}</td><td>${interval(c.risen, c.finished)}</td><td>${per(c.risenRoundSum, c.risenWithRound, 1)}</td><td>${per(c.sinks, c.finished)}</td><td>${per(c.deaths, c.finished)}</td><td>${per(c.departures, c.finished)}</td><td>${per(c.marginSum, c.marginGames, 1)}</td><td>${per(c.decisions, c.finished * c.players, 0)}</td><td>${per(c.rounds, c.finished, 1)}</td></tr>`)
  .join('')}</table>`);

/** Which actions, services, Orders and Altars the bots used: the share of games with each, and its uses a game, by cell. */
const usageTable = (cells: readonly CellReport[]) => {
  const labels = [...new Set(cells.flatMap((c) => c.usage.map((u) => u.label)))].sort((a, b) => a.localeCompare(b));
  return wide(`<table id="usage-table"><tr><th>used</th>${cells.map((c) => `<th>${e(c.label)}</th>`).join('')}</tr>${labels
    .map((label) => `<tr><td>${e(label)}</td>${cells.map((c) => {
      const u = c.usage.find((x) => x.label === label);
      return `<td>${u ? `${share(u.games, c.games)} <small>· ${per(u.uses, c.games, 1)} a game</small>` : '0%'}</td>`;
    }).join('')}</tr>`)
    .join('')}</table>`);
};

const elderOneByCell = (cells: readonly CellReport[]) => wide(`<table id="elder-one-cells"><tr><th>players · length</th><th>Elder One</th><th>games it rose</th><th>won</th><th>win rate (95% CI)</th></tr>${cells
  .flatMap((c) => c.byElderOne.map((r) => `<tr><td>${e(c.label)}</td><td>${e(r.label)}</td><td>${r.games}</td><td>${r.won}</td><td>${interval(r.won, r.games)}</td></tr>`))
  .join('')}</table>`);

const stampSection = (d: ReportData) => `<dl class="stamp"><dt>Bots</dt><dd>${d.stamp.bots.map(e).join(', ')}</dd><dt>Rules options</dt><dd>${d.stamp.rules.map(e).join('; ')}</dd><dt>Commit</dt><dd>${d.stamp.commits.map(e).join(', ')}</dd></dl>`;

/** A report page's head: its title, a phone's viewport, and the styles every report page shares plus its own. */
export function pageHead(title: string, extraStyle = ''): string {
  return `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;max-width:760px;margin:2em auto;padding:0 1em;color:#222;overflow-wrap:anywhere}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}.wide{overflow-x:auto;max-width:100%}
${extraStyle}</style>
</head>`;
}

/** The simulation report: one self-contained HTML page (inline CSS and SVG, no script, no server). */
export function reportHtml(d: ReportData): string {
  const acts = Object.entries(d.acts).sort(([a], [b]) => a.localeCompare(b));
  const results = Object.entries(d.results);
  const race = d.race;
  const sections = [
    section('summary', 'Summary', `<p>${d.games} games: <span id="won">${d.won}</span> won (${pct(d.games ? d.won / d.games : 0)}). ${results.map(([k, n]) => `${e(k)} ${n}`).join(' · ')}</p>`),
    section('made-with', 'Made with', stampSection(d)),
    section('cells', 'Each player count and length', '<p>Every figure is over one player count at one length, never pooled. Rates are over the finished games; a win is on the track when the Player token reached the end before the Elder One rose, against the card after. The margin is the Player token\'s lead over the Enemy token at the end.</p>' + cellsTable(d.cells)),
    section('usage', 'What the bots used', '<p>The share of games in which each action, Port service, Order or Altar was used, and its uses a game.</p>' + usageTable(d.cells)),
    section('win-rate', 'Win rate by player count and length',
      barChart('Win rate by player count and length (95% Wilson interval)', rateBars(d.byPlayersLength), 1, pct) + rateTable('players · length', d.byPlayersLength)),
    section('acts', 'Act reached', barChart('Games by the Act they ended in', acts.map(([k, n]) => ({ label: k, value: n })), Math.max(1, ...acts.map(([, n]) => n)), (v) => String(Math.round(v))) + countTable('Act', acts)),
    section('losses', 'Causes of loss', d.losses.length
      ? barChart('Lost games by reason', d.losses.map(([k, n]) => ({ label: k, value: n })), Math.max(...d.losses.map(([, n]) => n)), (v) => String(Math.round(v))) + countTable('reason', d.losses)
      : '<p>No game was lost.</p><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
    section('length', 'Game length', histogram('Games by rounds played', d.rounds) + histogram('Games by decisions (actions) taken', d.actions)),
    section('elder-one', 'Win rate by Elder One card (once risen)', d.byElderOne.length
      ? barChart('Win rate by Elder One card, games where it rose (95% Wilson interval)', rateBars(d.byElderOne), 1, pct) + rateTable('Elder One', d.byElderOne) + (d.cells.length > 1 ? '<p>By player count and length:</p>' + elderOneByCell(d.cells) : '')
      : '<p>The Elder One rose in no game.</p><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
    section('race', 'The race of the tokens over rounds',
      '<p>Mean Discovery Track space of each token at the end of each round, over the games still running that round.</p>' +
        lineChart('Player, Enemy and Elder One tokens over rounds', [
          { name: 'Player', colour: '#2a7d2a', points: race.map((r) => [r.round, r.player]) },
          { name: 'Enemy', colour: '#b53a3a', points: race.map((r) => [r.round, r.enemy]) },
          { name: 'Elder One', colour: '#6a3ab5', points: race.map((r) => [r.round, r.elderOne]) },
        ])),
    section('features', 'Which cards, places and choices go with winning', featuresSection(d) + (d.cells.length > 1 ? featuresByCell(d.cells) : '')),
  ];
  return `<!doctype html>
${pageHead(d.title, 'svg{display:block;margin:.5em 0;max-width:100%;height:auto}figure{margin:1em 0}figcaption{font-weight:600}.stamp dt{font-weight:600}.stamp dd{margin:0 0 .4em 1em}')}<body><h1>${e(d.title)}</h1>
${sections.join('\n')}
</body></html>
`;
}
