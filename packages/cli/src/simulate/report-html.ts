import type { Rate, ReportData } from './report-data';
import { wilson } from './report-data';
import { barChart, differenceChart, escapeHtml as e, histogram, lineChart } from './svg';
import type { FeatureEffect } from './correlation';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

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

const section = (id: string, title: string, body: string) => `<section id="${id}"><h2>${e(title)}</h2>${body}</section>`;

/** The simulation report: one self-contained HTML page (inline CSS and SVG, no script, no server). */
export function reportHtml(d: ReportData): string {
  const acts = Object.entries(d.acts).sort(([a], [b]) => a.localeCompare(b));
  const results = Object.entries(d.results);
  const race = d.race;
  const sections = [
    section('summary', 'Summary', `<p>${d.games} games: <span id="won">${d.won}</span> won (${pct(d.games ? d.won / d.games : 0)}). ${results.map(([k, n]) => `${e(k)} ${n}`).join(' · ')}</p>`),
    section('win-rate', 'Win rate by player count and length',
      barChart('Win rate by player count and length (95% Wilson interval)', rateBars(d.byPlayersLength), 1, pct) + rateTable('players · length', d.byPlayersLength)),
    section('acts', 'Act reached', barChart('Games by the Act they ended in', acts.map(([k, n]) => ({ label: k, value: n })), Math.max(1, ...acts.map(([, n]) => n)), (v) => String(Math.round(v))) + countTable('Act', acts)),
    section('losses', 'Causes of loss', d.losses.length
      ? barChart('Lost games by reason', d.losses.map(([k, n]) => ({ label: k, value: n })), Math.max(...d.losses.map(([, n]) => n)), (v) => String(Math.round(v))) + countTable('reason', d.losses)
      : '<p>No game was lost.</p><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
    section('length', 'Game length', histogram('Games by rounds played', d.rounds) + histogram('Games by decisions (actions) taken', d.actions)),
    section('elder-one', 'Win rate by Elder One card (once risen)', d.byElderOne.length
      ? barChart('Win rate by Elder One card, games where it rose (95% Wilson interval)', rateBars(d.byElderOne), 1, pct) + rateTable('Elder One', d.byElderOne)
      : '<p>The Elder One rose in no game.</p><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
    section('race', 'The race of the tokens over rounds',
      '<p>Mean Discovery Track space of each token at the end of each round, over the games still running that round.</p>' +
        lineChart('Player, Enemy and Elder One tokens over rounds', [
          { name: 'Player', colour: '#2a7d2a', points: race.map((r) => [r.round, r.player]) },
          { name: 'Enemy', colour: '#b53a3a', points: race.map((r) => [r.round, r.enemy]) },
          { name: 'Elder One', colour: '#6a3ab5', points: race.map((r) => [r.round, r.elderOne]) },
        ])),
    section('features', 'Which cards, places and choices go with winning', featuresSection(d)),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(d.title)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;max-width:760px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}svg{display:block;margin:.5em 0}figure{margin:1em 0}figcaption{font-weight:600}</style>
</head><body><h1>${e(d.title)}</h1>
${sections.join('\n')}
</body></html>
`;
}
