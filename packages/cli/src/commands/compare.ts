import { appendFileSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { BOTS, playGame, searchBot, type Bot, type SearchOptions, type SearchStats } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import type { GameLength } from '@everrain/engine';
import { pairedSummary, pairedTable, type PairedGame } from '../compare-stats';

interface CompareFlags {
  a: string;
  b: string;
  players: string;
  length: string;
  games: string;
  seed: string;
  from: string;
  samples?: string;
  horizon?: string;
  confidence?: string;
  value?: string;
  ports?: boolean;
  wages?: boolean;
  margin?: string;
  candidates?: string;
  options?: string;
  out?: string;
  known?: string[];
  summarise?: string[];
}

/**
 * Two bots on the same seeds (paired): each seed's game is played once by bot A in every seat and once by
 * bot B, both bots made from the same bot seed; the win rates with 95% Wilson intervals and the paired
 * difference with its 95% interval. One thread (the games are independent: split a long run with --from
 * and --out, then --summarise the files together).
 */
export function compareCommand(program: Command): void {
  program
    .command('compare')
    .description('play two bots on the same seeds and report both win rates and their paired difference, with 95% intervals')
    .option('--a <bot>', 'the first bot', 'search')
    .option('--b <bot>', 'the second bot', 'heuristic')
    .option('--players <list>', 'player counts, comma-separated', '1,2')
    .option('--length <l>', 'short, medium or long', 'medium')
    .option('--games <n>', 'seeds per player count', '100')
    .option('--seed <s>', 'game i at P players uses the seed "<s>-P-i"', 'compare')
    .option('--from <i>', 'the first game index (to split a run)', '0')
    .option('--samples <n>', 'the search bot\'s sampled games per candidate (default: its own)')
    .option('--horizon <h>', 'the search bot\'s rollout horizon: settle (default) or round')
    .option('--confidence <z>', 'the search bot overrides the heuristic only when its gain beats the margin by z standard errors')
    .option('--value <v>', 'how the search bot scores a rollout: hand (default), learned, or both (hand decides, learned must agree)')
    .option('--ports', 'the search bot searches Port services and trades too')
    .option('--no-wages', 'the search bot does not keep its crew\'s wages (evaluate.ts)')
    .option('--margin <m>', 'the search bot\'s margin over the heuristic\'s pick (value points)')
    .option('--candidates <k>', 'the search bot\'s candidates per searched decision')
    .option('--options <json>', 'more search options as JSON (SearchOptions, packages/bots/src/search/index.ts), e.g. \'{"plans":false}\'')
    .option('--out <file>', 'append one JSON line per seed to this file')
    .option('--known <files...>', 'take bot B\'s result for a seed from these --out files of an earlier run with the same B (it is deterministic), instead of playing it again')
    .option('--summarise <files...>', 'only summarise JSON lines written by --out')
    .action((o: CompareFlags) => {
      if (o.summarise) {
        const games = o.summarise.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as PairedGame & { aBot?: string; bBot?: string }));
        const counts = [...new Set(games.map((g) => g.players))].sort();
        console.log(pairedTable(o.a, o.b, counts.map((p) => pairedSummary(p, games.filter((g) => g.players === p)))).join('\n'));
        return;
      }
      const content = defaultContent();
      const counts = o.players.split(',').map(Number);
      const games = Number(o.games);
      const from = Number(o.from);
      const tuning: SearchOptions = {
        ...(o.samples !== undefined ? { samples: Number(o.samples) } : {}),
        ...(o.horizon === 'round' ? { horizon: 'round' as const } : {}),
        ...(o.confidence !== undefined ? { confidence: Number(o.confidence) } : {}),
        ...(o.value === 'hand' || o.value === 'learned' || o.value === 'both' ? { value: o.value } : {}),
        ...(o.ports ? { ports: true } : {}),
        ...(o.wages === false ? { wages: false } : {}),
        ...(o.margin !== undefined ? { margin: Number(o.margin) } : {}),
        ...(o.candidates !== undefined ? { candidates: Number(o.candidates) } : {}),
        ...(o.options ? (JSON.parse(o.options) as SearchOptions) : {}),
      };
      // Each search game counts its overrides of the heuristic, by action type (in the --out lines).
      const make = (name: string, seed: string, stats: SearchStats): Bot => (name === 'search' ? searchBot(seed, tuning, stats) : BOTS[name]!(seed));
      for (const name of [o.a, o.b]) if (!BOTS[name]) { console.error(`everrain compare: unknown bot "${name}"`); process.exitCode = 2; return; }
      const read = (f: string) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as PairedGame);
      const knownB = new Map((o.known ?? []).flatMap(read).map((g) => [g.seed, g.b] as const));
      const rows = [];
      for (const players of counts) {
        const played: PairedGame[] = [];
        const started = Date.now();
        for (let i = from; i < from + games; i++) {
          const seed = `${o.seed}-${players}-${i}`;
          const overrides: Record<string, number>[] = [];
          const one = (name: string) => {
            const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0, overrides: {} };
            const won = playGame({ players, length: o.length as GameLength, seed, content, bot: make(name, `${seed}-bot`, stats) }).result === 'won' ? 1 : 0;
            overrides.push(stats.overrides ?? {});
            return won;
          };
          const game: PairedGame & { overrides?: Record<string, number>[] } = { players, seed, a: one(o.a), b: knownB.get(seed) ?? one(o.b) };
          if (o.a === 'search' || o.b === 'search') game.overrides = overrides;
          played.push(game);
          if (o.out) appendFileSync(o.out, `${JSON.stringify(game)}\n`);
          process.stderr.write(`\r${players}p: ${played.length}/${games} seeds, ${((Date.now() - started) / played.length / 1000).toFixed(1)} s per pair`);
        }
        process.stderr.write('\n');
        rows.push(pairedSummary(players, played));
      }
      console.log(`Paired comparison, ${o.length} games, seeds "${o.seed}-P-${from}…${from + games - 1}"`);
      console.log(pairedTable(o.a, o.b, rows).join('\n'));
    });
}
