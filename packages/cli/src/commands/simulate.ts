import type { Command } from 'commander';
import { BOTS, playGame, summarise, type GameRecord } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { freshSeed, type GameLength } from '@everrain/engine';
import { addRulesFlags, rulesFromFlags, type RulesFlags } from '../rules-options';

export function simulateCommand(program: Command): void {
  const command = program
    .command('simulate')
    .description('play whole games with bots in every seat and report the outcomes')
    .option('--games <n>', 'number of games', '100')
    .option('--players <n>', 'players per game (1–4)', '2')
    .option('--seed <s>', 'seed of the games: game i uses "<seed>-i" (default: a fresh random seed, printed)')
    .option('--bot <name>', `bot in every seat (${Object.keys(BOTS).join(', ')})`, 'random')
    .option('--length <l>', 'short, medium or long', 'medium')
    .option('--quiet', 'print only the summary line');
  addRulesFlags(command)
    .action((o: RulesFlags & { games: string; players: string; seed?: string; bot: string; length: string; quiet?: boolean }) => {
      const games = Number(o.games);
      const players = Number(o.players);
      const makeBot = BOTS[o.bot];
      const chosen = rulesFromFlags(o);
      const problem = 'problem' in chosen ? chosen.problem
        : !Number.isInteger(games) || games < 1 ? '--games must be a positive whole number'
        : !Number.isInteger(players) || players < 1 || players > 4 ? '--players must be 1–4'
        : !makeBot ? `unknown bot "${o.bot}"`
        : !['short', 'medium', 'long'].includes(o.length) ? '--length must be short, medium or long' : null;
      if (problem || !makeBot || 'problem' in chosen) {
        console.error(`everrain simulate: ${problem}`);
        process.exitCode = 2;
        return;
      }
      const content = defaultContent();
      // No seed given: 128 bits from the system's generator (D85), printed so any game can be replayed.
      const base = o.seed ?? freshSeed(crypto);
      if (o.seed === undefined) console.log(`seed ${base}`);
      const records: GameRecord[] = [];
      const started = performance.now();
      for (let i = 0; i < games; i++) {
        const seed = `${base}-${i}`;
        const record = playGame({ players, seed, content, bot: makeBot(`${seed}-bot`), length: o.length as GameLength, rules: chosen.rules });
        records.push(record);
        if (!o.quiet) console.log(`game ${i + 1}: seed ${seed} · ${record.result} after ${record.rounds} rounds, ${record.actions} actions · ${record.reason}`);
      }
      const s = summarise(records);
      const seconds = (performance.now() - started) / 1000;
      console.log(`${s.games} games, ${players} players, bot ${o.bot}: ${s.won} won, ${s.lost} lost, ${s.stalled} stalled, ${s.cut} cut off, ${s.errors} errors · mean ${s.meanRounds.toFixed(1)} rounds, ${s.meanActions.toFixed(0)} actions · ${seconds.toFixed(1)} s`);
      if (s.errors + s.stalled + s.cut > 0) process.exitCode = 1;
    });
}
