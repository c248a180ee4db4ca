import type { Rate, ReportData } from './report-data';
import { wilson } from './report-data';
import { barChart, escapeHtml as e, histogram, lineChart } from './svg';

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
