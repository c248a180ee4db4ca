/**
 * Fits the search bot's learned value (src/search/value.ts): plays heuristic games in every seat, records the
 * public features (src/search/features.ts) at the start of every turn with the game's result, and fits one
 * logistic regression per player count (won = 1), L2-regularised, by Newton's method. Prints the weights
 * as TypeScript for src/search/value-weights.ts, with each count's log-loss on held-out games.
 *
 *   npx tsx packages/bots/bench/fit-value.ts --players 2 --games 400 --seed fit --dump games-2.jsonl
 *   npx tsx packages/bots/bench/fit-value.ts --players 2 --fit games-2.jsonl      (fit only, from dumped games)
 *
 * --dump appends each game (its turns' features and whether it was won) as a JSON line, so a long run can be
 * fitted while it goes on; --fit reads such files instead of playing.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { defaultContent } from '@everrain/content';
import { heuristicBot } from '../src/heuristic';
import { playGame } from '../src/simulate';
import { FEATURES, features, SIGNS } from '../src/search/features';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const players = Number(arg('players', '2'));
const games = Number(arg('games', '200'));
const seed = arg('seed', 'fit');
const from = Number(arg('from', '0'));
const dump = arg('dump', '');
const fit = arg('fit', '');
const content = defaultContent();

interface Game { x: number[][]; won: number }
const played: Game[] = fit ? fit.split(',').flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Game)) : [];
const started = Date.now();
for (let i = from; i < (fit ? 0 : from + games); i++) {
  const x: number[][] = [];
  let key = '';
  const record = playGame({
    players, length: 'medium', seed: `${seed}-${players}-${i}`, content, bot: heuristicBot(`${seed}-${players}-${i}-bot`),
    onAction: (_before, _action, after) => {
      const k = `${after.round}/${after.turn?.seat ?? -1}`;
      if (k !== key && !after.outcome) { key = k; x.push(features(after)); }
    },
  });
  if (record.result !== 'won' && record.result !== 'lost') continue;
  const game = { x: x.map((r) => r.map((v) => Math.round(v * 1e4) / 1e4)), won: record.result === 'won' ? 1 : 0 };
  played.push(game);
  if (dump) appendFileSync(dump, `${JSON.stringify(game)}\n`);
  if ((i - from) % 10 === 0) process.stderr.write(`\r${players}p: ${i + 1}/${games} games, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.stderr.write('\n');

const d = FEATURES.length;
const split = Math.floor(played.length * 0.8);
const rows = (gs: Game[]) => gs.flatMap((g) => g.x.map((x) => ({ x, y: g.won })));
const train = rows(played.slice(0, split));
const test = rows(played.slice(split));

function predict(w: number[], x: number[]): number {
  let z = 0;
  for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
  return 1 / (1 + Math.exp(-z));
}

function logLoss(w: number[], data: { x: number[]; y: number }[]): number {
  let s = 0;
  for (const r of data) { const p = Math.min(1 - 1e-9, Math.max(1e-9, predict(w, r.x))); s -= r.y * Math.log(p) + (1 - r.y) * Math.log(1 - p); }
  return s / data.length;
}

/** Solves A v = b (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < d; c++) {
    let p = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= d; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[d]! / row[i]!);
}

const lambda = Number(arg('lambda', '30'));
let w = new Array<number>(d).fill(0);
for (let it = 0; it < 25; it++) {
  const g = new Array<number>(d).fill(0);
  const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
  for (const r of train) {
    const p = predict(w, r.x);
    const q = p * (1 - p);
    for (let j = 0; j < d; j++) {
      g[j]! += (p - r.y) * r.x[j]!;
      for (let k = 0; k < d; k++) h[j]![k]! += q * r.x[j]! * r.x[k]!;
    }
  }
  for (let j = 1; j < d; j++) { g[j]! += lambda * w[j]!; h[j]![j]! += lambda; }
  h[0]![0]! += 1e-6;
  const step = solve(h, g);
  // Projected: a weight that crosses its sign (features.ts, SIGNS) is held at 0 (--free: no constraint).
  w = w.map((x, j) => x - step[j]!).map((x, j) => (process.argv.includes('--free') || SIGNS[j] === 0 || SIGNS[j]! * x >= 0 ? x : 0));
}
const base = played.slice(0, split).reduce((s, g) => s + g.won, 0) / split;
const baseLoss = logLoss([Math.log(base / (1 - base)), ...new Array<number>(d - 1).fill(0)], test);
console.error(`${players}p: ${played.length} games (${train.length} turns to fit, ${test.length} held out), win rate ${(base * 100).toFixed(1)}%; held-out log-loss ${logLoss(w, test).toFixed(4)} (a constant: ${baseLoss.toFixed(4)})`);
console.log(`  ${players}: [${w.map((x) => x.toFixed(4)).join(', ')}],`);
