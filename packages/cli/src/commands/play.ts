import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { BOTS } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { freshSeed, type ContentSet, type GameLength } from '@everrain/engine';
import { plural } from '@everrain/text';
import { crewRecord, parseBotSeats, restoreBotSeats } from '../bot-seats';
import { newSession, playInTerminal } from '../play';
import { loadSave, SaveError } from '../save';
import { addRulesFlags, rulesFromFlags, type RulesFlags } from '../rules-options';
import { stdinLines, type LineInput } from '../line-input';
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
    .action(async (o: PlayFlags) => {
      const content = defaultContent();
      const io: Io = {
        out: (text: string) => console.log(wrap(text, terminalWidth())),
        prompt: (text: string) => { process.stdout.write(text); },
        input: stdinLines(),
      };
      try {
        await (o.load ? playSaved(o, o.load, content, io) : playNew(o, content, io));
      } finally {
        io.input.close();
      }
    });
}

type PlayFlags = RulesFlags & { players?: string; seed?: string; length?: string; ships?: string; save?: string | false; load?: string; bots?: string | false; bot: string; botDelay: string };

/** Where a game's lines and prompts go, and where the lines typed come from. */
interface Io {
  readonly out: (text: string) => void;
  readonly prompt: (text: string) => void;
  readonly input: LineInput;
}

function refuse(problem: string, command = 'everrain play'): void {
  console.error(`${command}: ${problem}`);
  process.exitCode = 2;
}

/** `--load FILE`: the saved game, its bot seats back (D100) unless a flag says otherwise, saved to the same file. */
async function playSaved(o: PlayFlags, file: string, content: ContentSet, { out, prompt, input }: Io): Promise<void> {
  try {
    const game = loadSave(file, content);
    const flagged = parseBotSeats(o, game.setup.players, game.seed);
    if ('problem' in flagged) return refuse(flagged.problem);
    // The save's bot seats come back (D100) unless --bots or --no-bots says who sits where now.
    const saved = game.crew ? Array.from({ length: game.setup.players }, (_, seat) => game.crew?.[seat] ?? null) : null;
    const restored = o.bots === undefined && saved ? restoreBotSeats(saved, game.seed, flagged.delayMs) : null;
    const crew = restored?.crew ?? flagged;
    const { crew: _saved, ...rest } = game;
    const savePath = o.save === false ? undefined : o.save ?? file;
    const session = { content, game: { ...rest, ...crewRecord(crew) }, ...(savePath ? { savePath } : {}) };
    out(`Loaded ${file}: round ${game.state.round}, ${plural(game.actions.length, 'action')} so far.`);
    // A game made under other rules or content (D162): said before anything else; a stopped one is not played on.
    if (game.notice) out(game.notice);
    if (game.stopped) {
      out(`It cannot be played on here; everrain replay ${file} --to ROUND shows it.`);
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
    refuse(error.message, 'everrain play --load');
  }
}

/**
 * A new game. Its setup comes from the options; with none of them, a terminal asks for it, and piped input
 * (a script) gets the defaults, told in one line which options set up another. It saves by default.
 */
async function playNew(o: PlayFlags, content: ContentSet, { out, prompt, input }: Io): Promise<void> {
  const chosen = rulesFromFlags(o);
  if ('problem' in chosen) return refuse(chosen.problem);
  if (typeof o.save === 'string' && existsSync(o.save)) return refuse(`${o.save} exists: continue it with --load ${o.save}, or choose another file`);
  const given = o.players !== undefined || o.length !== undefined || o.ships !== undefined || typeof o.bots === 'string';
  const asked = !given && process.stdin.isTTY ? await askSetup(input, out, content, prompt) : null;
  if (!given && !asked) out('A solo medium game (--players, --length, --bots and --ships set up another).');
  const players = asked?.players ?? Number(o.players ?? '1');
  const length = asked?.length ?? o.length ?? 'medium';
  if (!Number.isInteger(players) || players < 1 || players > 4) return refuse('--players must be 1, 2, 3 or 4');
  if (!['short', 'medium', 'long'].includes(length)) return refuse('--length must be short, medium or long');
  // No seed given: 128 bits from the system's generator (D85); it is kept in the save file, never shown.
  const seed = o.seed ?? freshSeed(crypto);
  const crew = parseBotSeats(asked ? { ...o, bots: asked.bots || undefined } : o, players, seed);
  if ('problem' in crew) return refuse(crew.problem);
  const ships = asked ? asked.ships : o.ships !== undefined ? parseShips(content, o.ships, players) : undefined;
  if (ships && 'problem' in ships) return refuse(ships.problem);
  const savePath = o.save === false ? undefined : o.save ?? freeSaveName(new Date());
  const setup = { players, length: length as GameLength, rules: chosen.rules, ...(ships ? { ships } : {}) };
  const { session, events } = newSession(setup, seed, content, savePath, crewRecord(crew).crew);
  out(`The Everrain — ${players} player${players === 1 ? '' : 's'}, ${length} game, ${o.seed === undefined ? 'a fresh random seed' : `seed ${seed}`}.`);
  const bots = [...crew.bots.keys()].map((s) => s + 1);
  if (bots.length > 0) out(`Bots (${o.bot}) play seat${bots.length === 1 ? '' : 's'} ${bots.join(', ')}${bots.length < players ? '; the other seats are yours' : ''}.`);
  out(savePath ? `Saving to ${savePath} after every action.\nTo continue it later: everrain play --load ${savePath}` : 'Not saving (--no-save): "w FILE" saves the game to FILE.');
  await playInTerminal(session, out, events, crew, { input, prompt });
}
