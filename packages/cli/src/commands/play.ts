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
import { stdinLines } from '../line-input';
import { askSetup, parseShips } from '../setup-questions';
import { terminalWidth, wrap } from '../wrap';

/** A new game's save file when none is named: everrain-YYYY-MM-DD-HHMM.json here, numbered if taken. */
export function freeSaveName(now: Date, exists: (path: string) => boolean = existsSync): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stem = `everrain-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${stem}.json` : `${stem}-${n}.json`;
    if (!exists(name)) return name;
  }
}

export function playCommand(program: Command): void {
  const command = program
    .command('play')
    .description('play in the terminal, hot-seat for 1–4 players')
    .option('--players <n>', 'number of players (1–4); with none of --players, --length, --bots and --ships, a terminal asks for the setup (piped input: 1)')
    .option('--seed <s>', 'seed for the game (default: random)')
    .option('--length <l>', 'short, medium or long game (default: medium)')
    .option('--ships <list>', 'each seat\'s ship, by number or name, separated by commas (e.g. 2,1)')
    .option('--save <file>', 'save the game to this file after every action (default: a new game saves to everrain-DATE-TIME.json here; --load saves to the file loaded)')
    .option('--no-save', 'do not save the game')
    .option('--load <file>', 'continue a saved game')
    .option('--bots <seats>', 'seats played by bots, counted from 1 and separated by commas (e.g. 2,3); the others are yours (with --load: instead of the seats the save gives bots)')
    .option('--no-bots', 'with --load: every seat yours, whatever seats the save gives bots')
    .option('--bot <name>', `the bot in those seats (${Object.keys(BOTS).join(', ')})`, 'heuristic')
    .option('--bot-delay <ms>', 'pause before each bot move, in milliseconds, so it can be watched', '700');
  addRulesFlags(command)
    .action(async (o: RulesFlags & { players?: string; seed?: string; length?: string; ships?: string; save?: string | false; load?: string; bots?: string | false; bot: string; botDelay: string }) => {
      const content = defaultContent();
      const out = (text: string) => console.log(wrap(text, terminalWidth()));
      const input = stdinLines();
      const prompt = (text: string) => { process.stdout.write(text); };
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
          const savePath = o.save === false ? undefined : o.save ?? o.load;
          const session = { content, game: { ...rest, ...crewRecord(crew) }, ...(savePath ? { savePath } : {}) };
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
          out(savePath ? `Saving to ${savePath} after every action.` : 'Not saving (--no-save): "w FILE" saves it.');
          await playInTerminal(session, out, [], crew, { input, prompt });
        } catch (error) {
          if (!(error instanceof SaveError)) throw error;
          console.error(`everrain play --load: ${error.message}`);
          process.exitCode = 2;
        } finally {
          input.close();
        }
        return;
      }
      // The setup: from the options, else asked on a terminal, else (piped input) the defaults, saying which options give it.
      const given = o.players !== undefined || o.length !== undefined || o.ships !== undefined || (typeof o.bots === 'string');
      const asked = !given && process.stdin.isTTY ? await askSetup(input, out, content, prompt) : null;
      if (!given && !asked) out('A solo medium game (--players, --length, --bots and --ships set up another).');
      const players = asked?.players ?? Number(o.players ?? '1');
      const length = asked?.length ?? o.length ?? 'medium';
      const chosen = rulesFromFlags(o);
      // No seed given: 128 bits from the system's generator (D85); it is kept in the save file, never shown.
      const seed = o.seed ?? freshSeed(crypto);
      const crew = parseBotSeats(asked ? { ...o, bots: asked.bots || undefined } : o, Number.isInteger(players) ? players : 4, seed);
      const ships = asked ? asked.ships : o.ships !== undefined && Number.isInteger(players) ? parseShips(content, o.ships, players) : undefined;
      const savePath = o.save === false ? undefined : o.save ?? freeSaveName(new Date());
      const problem = !Number.isInteger(players) || players < 1 || players > 4 ? '--players must be 1, 2, 3 or 4'
        : !['short', 'medium', 'long'].includes(length) ? '--length must be short, medium or long'
        : 'problem' in chosen ? chosen.problem
        : 'problem' in crew ? crew.problem
        : ships && 'problem' in ships ? ships.problem
        : typeof o.save === 'string' && existsSync(o.save) ? `${o.save} exists: continue it with --load ${o.save}, or choose another file` : null;
      if (problem || 'problem' in chosen || 'problem' in crew || (ships && 'problem' in ships)) {
        console.error(`everrain play: ${problem}`);
        process.exitCode = 2;
        input.close();
        return;
      }
      const setup = { players, length: length as GameLength, rules: chosen.rules, ...(ships ? { ships } : {}) };
      const { session, events } = newSession(setup, seed, content, savePath, crewRecord(crew).crew);
      out(`The Everrain — ${players} player${players === 1 ? '' : 's'}, ${length} game, ${o.seed === undefined ? 'a fresh random seed' : `seed ${seed}`}.`);
      const bots = [...crew.bots.keys()].map((s) => s + 1);
      if (bots.length > 0) out(`Bots (${o.bot}) play seat${bots.length === 1 ? '' : 's'} ${bots.join(', ')}${bots.length < players ? '; the other seats are yours' : ''}.`);
      out(savePath ? `Saving to ${savePath} after every action.\nTo continue it later: everrain play --load ${savePath}` : 'Not saving (--no-save): "w FILE" saves the game to FILE.');
      await playInTerminal(session, out, events, crew, { input, prompt });
      input.close();
    });
}
