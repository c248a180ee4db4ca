import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { BOTS } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { freshSeed, type GameLength } from '@everrain/engine';
import { plural } from '@everrain/text';
import { crewRecord, parseBotSeats, restoreBotSeats } from '../bot-seats';
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
    .option('--load <file>', 'continue a saved game')
    .option('--bots <seats>', 'seats played by bots, counted from 1 and separated by commas (e.g. 2,3); the others are yours (with --load: instead of the seats the save gives bots)')
    .option('--no-bots', 'with --load: every seat yours, whatever seats the save gives bots')
    .option('--bot <name>', `the bot in those seats (${Object.keys(BOTS).join(', ')})`, 'heuristic')
    .option('--bot-delay <ms>', 'pause before each bot move, in milliseconds, so it can be watched', '700');
  addRulesFlags(command)
    .action(async (o: RulesFlags & { players: string; seed?: string; length: string; save?: string; load?: string; bots?: string | false; bot: string; botDelay: string }) => {
      const content = defaultContent();
      const out = (text: string) => console.log(text);
      if (o.load) {
        try {
          const game = loadSave(o.load, content);
          const flagged = parseBotSeats(o, game.setup.players, game.seed);
          if ('problem' in flagged) {
            console.error(`everrain play: ${flagged.problem}`);
            process.exitCode = 2;
            return;
          }
          // The save's bot seats come back (D100) unless --bots or --no-bots says who sits where now.
          const saved = game.crew ? Array.from({ length: game.setup.players }, (_, seat) => game.crew?.[seat] ?? null) : null;
          const restored = o.bots === undefined && saved ? restoreBotSeats(saved, game.seed, flagged.delayMs) : null;
          const crew = restored?.crew ?? flagged;
          const { crew: _saved, ...rest } = game;
          const session = { content, game: { ...rest, ...crewRecord(crew) }, savePath: o.save ?? o.load };
          out(`Loaded ${o.load}: round ${game.state.round}, ${plural(game.actions.length, 'action')} so far.`);
          // A game made under other rules or content (D162): said before anything else; a stopped one is not played on.
          if (game.notice) out(game.notice);
          if (game.stopped) {
            out(`It cannot be played on here; everrain replay ${o.load} --to ROUND shows it.`);
            return;
          }
          if (restored && restored.crew.bots.size > 0) {
            out(`Bots play ${[...restored.crew.bots.keys()].map((s) => `seat ${s + 1} (${restored.crew.names?.get(s) ?? ''})`).join(', ')}, as saved; --bots or --no-bots to change that.`);
          }
          if (restored && restored.unknown.length > 0) out(`This build has no bot for ${restored.unknown.join(', ')}: you play ${restored.unknown.length === 1 ? 'that seat' : 'those seats'}.`);
          await playInTerminal(session, out, [], crew);
        } catch (error) {
          if (!(error instanceof SaveError)) throw error;
          console.error(`everrain play --load: ${error.message}`);
          process.exitCode = 2;
        }
        return;
      }
      const players = Number(o.players);
      const chosen = rulesFromFlags(o);
      // No seed given: 128 bits from the system's generator (D85); it is kept in the save file, never shown.
      const seed = o.seed ?? freshSeed(crypto);
      const crew = parseBotSeats(o, Number.isInteger(players) ? players : 4, seed);
      const problem = !Number.isInteger(players) || players < 1 || players > 4 ? '--players must be 1, 2, 3 or 4'
        : !['short', 'medium', 'long'].includes(o.length) ? '--length must be short, medium or long'
        : 'problem' in chosen ? chosen.problem
        : 'problem' in crew ? crew.problem
        : o.save && existsSync(o.save) ? `${o.save} exists: continue it with --load ${o.save}, or choose another file` : null;
      if (problem || 'problem' in chosen || 'problem' in crew) {
        console.error(`everrain play: ${problem}`);
        process.exitCode = 2;
        return;
      }
      const setup = { players, length: o.length as GameLength, rules: chosen.rules };
      const { session, events } = newSession(setup, seed, content, o.save, crewRecord(crew).crew);
      out(`The Everrain — ${players} player${players === 1 ? '' : 's'}, ${o.length} game, ${o.seed === undefined ? 'a fresh random seed' : `seed ${seed}`}.`);
      const bots = [...crew.bots.keys()].map((s) => s + 1);
      if (bots.length > 0) out(`Bots (${o.bot}) play seat${bots.length === 1 ? '' : 's'} ${bots.join(', ')}${bots.length < players ? '; the other seats are yours' : ''}.`);
      await playInTerminal(session, out, events, crew);
    });
}
