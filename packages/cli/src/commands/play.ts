import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { defaultContent } from '@everrain/content';
import { freshSeed, type GameLength } from '@everrain/engine';
import { newSession, playInTerminal } from '../play';
import { loadSave, SaveError } from '../save';
import { addRulesFlags, rulesFromFlags, type RulesFlags } from '../rules-options';

export function playCommand(program: Command): void {
  const command = program
    .command('play')
    .description('play in the terminal, hot-seat for 1–4 players')
    .option('--players <n>', 'number of players (1–4)', '1')
    .option('--seed <s>', 'seed for the game (default: random)')
    .option('--length <l>', 'short, medium or long game', 'medium')
    .option('--save <file>', 'save the game to this file after every action')
    .option('--load <file>', 'continue a saved game');
  addRulesFlags(command)
    .action(async (o: RulesFlags & { players: string; seed?: string; length: string; save?: string; load?: string }) => {
      const content = defaultContent();
      const out = (text: string) => console.log(text);
      if (o.load) {
        try {
          const { save, state } = loadSave(o.load, content);
          const session = { setup: save.setup, seed: save.seed, content, state, actions: [...save.actions], savePath: o.save ?? o.load };
          out(`Loaded ${o.load}: round ${state.round}, ${save.actions.length} actions so far.`);
          await playInTerminal(session, out);
        } catch (error) {
          if (!(error instanceof SaveError)) throw error;
          console.error(`everrain play --load: ${error.message}`);
          process.exitCode = 2;
        }
        return;
      }
      const players = Number(o.players);
      const chosen = rulesFromFlags(o);
      const problem = !Number.isInteger(players) || players < 1 || players > 4 ? '--players must be 1, 2, 3 or 4'
        : !['short', 'medium', 'long'].includes(o.length) ? '--length must be short, medium or long'
        : 'problem' in chosen ? chosen.problem
        : o.save && existsSync(o.save) ? `${o.save} exists: continue it with --load ${o.save}, or choose another file` : null;
      if (problem || 'problem' in chosen) {
        console.error(`everrain play: ${problem}`);
        process.exitCode = 2;
        return;
      }
      // No seed given: 128 bits from the system's generator (D85); it is kept in the save file, never shown.
      const seed = o.seed ?? freshSeed(crypto);
      const setup = { players, length: o.length as GameLength, rules: chosen.rules };
      const { session, events } = newSession(setup, seed, content, o.save);
      out(`The Everrain — ${players} player${players === 1 ? '' : 's'}, ${o.length} game, ${o.seed === undefined ? 'a fresh random seed' : `seed ${seed}`}.`);
      await playInTerminal(session, out, events);
    });
}
