import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { awaitedSeat, enemyDef, legalActions } from '@everrain/engine';
import { newSession, play, toSave, type Session } from '@everrain/session';

/**
 * `everrain play` in a real pseudo-terminal of 80×24 (util-linux `script`, Debian's bsdutils), as a person
 * meets it: each key is typed once the game shows its prompt, and what the terminal shows at that moment
 * is the output's last 24 lines.
 */
const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
const ROWS = 24;
const COLS = 80;

interface PtyRun {
  /** Everything the terminal received, ANSI stripped, lines ended by \n. */
  readonly out: string;
  /** The output up to each prompt the game showed ("> " or a setup question), and the key typed there. */
  readonly prompts: readonly { readonly before: string; readonly key: string | undefined }[];
}

const clean = (text: string) => text.replace(/\r/g, '').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

/**
 * Runs `everrain play ARGS` under a pty of 80×24 and types each key (a fixed list, or a function of the
 * screen so far) at each prompt; after the keys run out, q.
 */
function ptyPlay(args: readonly string[], keys: readonly string[] | ((screen: string, n: number) => string | undefined), cwd: string): Promise<PtyRun> {
  const command = `stty rows ${ROWS} cols ${COLS}; exec ${process.execPath} ${bin} play ${args.map((a) => `'${a}'`).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const next = typeof keys === 'function' ? keys : (_: string, n: number) => keys[n];
  let out = '';
  let since = '';
  const prompts: { before: string; key: string | undefined }[] = [];
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString('utf8');
      since += data.toString('utf8');
      if (!/(> |\]: )$/.test(since)) return;
      since = '';
      const before = clean(out);
      const key = next(before, prompts.length);
      prompts.push({ before, key });
      // Past the keys, q; a game that still asks (a question q does not answer) is stopped, and the test sees why.
      if (key === undefined && prompts.filter((x) => x.key === undefined).length > 3) child.kill();
      else child.stdin.write(`${key ?? 'q'}\r`);
    });
    child.on('error', reject);
    child.on('exit', () => resolve({ out: clean(out), prompts }));
  });
}

/** What the terminal shows: the last 24 lines. */
const shown = (before: string) => before.split('\n').slice(-ROWS);
/** A map row: its r, then two-character cells two spaces apart (a wrapped "  9 Stern A" is not one). */
const MAP_ROW = /^ {0,2}-?\d+ +\S\S(?: {2,}\S\S)*$/;
const HEADER = /^(Setup|Round \d+) · Act /;
const COMMANDS = /^\?key explains · u undo/;

/** Checks a screen the terminal shows whole: tracks to commands, a labelled map, its legend explaining every symbol, the choices. */
function expectWholeScreen(lines: readonly string[]): void {
  const top = lines.findIndex((l) => HEADER.test(l));
  const end = lines.findIndex((l, i) => i > top && COMMANDS.test(l));
  expect(top, lines.join('\n')).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(top);
  const screen = lines.slice(top, end + 1);
  const mapRows = screen.filter((l) => MAP_ROW.test(l));
  expect(mapRows.length).toBeGreaterThanOrEqual(4);
  // Every column labelled: each map row lies next to a line of q numbers.
  const qLines = screen.filter((l) => /^ {4,}(-?\d+ *)+$/.test(l));
  expect(qLines.length).toBeGreaterThanOrEqual(mapRows.length / 2);
  // The legend: the lines after the map up to the ship, every symbol of the map in it.
  const lastMap = screen.lastIndexOf(mapRows[mapRows.length - 1]!);
  const after = screen.slice(lastMap + 1).filter((l) => !/^ {4,}(-?\d+ *)+$/.test(l));
  const legendEnd = after.findIndex((l) => !/^ {2}\S/.test(l) || /^ {2}(Enemy:|Storms:|\d+ enem)/.test(l));
  const legend = after.slice(0, legendEnd).join(' ').replace(/\s+/g, ' ');
  for (const row of mapRows) {
    for (const symbol of row.slice(4).trim().split(/ {2}/).map((s) => s.trim()).filter(Boolean)) {
      expect(legend, `"${symbol}" explained`).toContain(`${symbol} `);
    }
  }
  // Whom the game waits on, then the choices, then the commands.
  expect(screen.some((l) => /^Seat \d \(the [^)]+\): /.test(l))).toBe(true);
}

describe('everrain play in an 80×24 pseudo-terminal (issue #24 item 12)', () => {
  it('has script (util-linux) to make the pseudo-terminal', () => {
    expect(spawnSync('script', ['--version'], { encoding: 'utf8' }).stdout).toMatch(/util-linux/);
  });

  it('asks for the setup, saves by default to the file it names, and that file loads', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-pty-setup-'));
    // 2 players, short, seat 2 a bot, seat 1 the Pariah (2), seat 2 the first ship left (Enter).
    const r = await ptyPlay(['--seed', 'pty-setup', '--bot-delay', '0'], ['2', 'short', '2', '2', '', 'q'], cwd);
    expect(r.prompts.map((p) => p.before.split('\n').at(-1))).toEqual([
      'Players (1–4) [1]: ', 'Length: short, medium or long [medium]: ', 'Seats played by bots, e.g. 2 or 2,3 (seats 1–2) [none]: ',
      "Seat 1's ship [1 The Bitter End]: ", "Seat 2's ship [1 The Bitter End]: ", '> ',
    ]);
    expect(r.out).toContain('The Everrain — 2 players, short game');
    expect(r.out).toContain('Bots (heuristic) play seat 2; the other seats are yours.');
    expect(r.out).toMatch(/Seat 1 \(the Pariah\)/);
    const file = /Saving to (everrain-[\d-]+\.json) after every action\./.exec(r.out)?.[1];
    expect(file).toBeDefined();
    expect(r.out).toContain(`Saved in ${file}.\nTo continue it: everrain play --load ${file}`);
    expect(readdirSync(cwd)).toEqual([file]);
    const loaded = await ptyPlay(['--load', file!, '--bot-delay', '0'], ['q'], cwd);
    expect(loaded.out).toContain(`Loaded ${file}: round`);
    expect(loaded.out).toContain('Bots play seat 2 (heuristic), as saved');
    expect(loaded.out).toContain(`Saving to ${file} after every action.`);
  });

  it('a wrong answer to a setup question asks it again, saying why', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-pty-wrong-'));
    const r = await ptyPlay(['--seed', 'pty-wrong', '--no-save'], ['7', '1', 'longest', '', '9', '', 'q'], cwd);
    expect(r.out).toContain('"7": type 1, 2, 3 or 4.');
    expect(r.out).toContain('"longest": type short, medium or long.');
    expect(r.out).toContain('"9": type a ship\'s number');
    expect(r.out).toContain('The Everrain — 1 player, medium game');
  });

  it('every screen after an action shows whole in the last 24 lines, no line wider than 80 columns, every map symbol explained', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-pty-game-'));
    // A 2-seat game, seat 2 a bot: seat 1 places, then answers every decision with 1, takes a Navigation
    // Order and sails or reveals when it can, ends its turn and confirms the warnings.
    const pick = (screen: string, n: number): string | undefined => {
      const last = shown(screen);
      const prompt = last.slice(-3).join('\n');
      if (/anyway\? y does it/.test(prompt)) return 'y';
      if (n >= 90) return undefined;
      // Choices on more than one page: + turns to the next, once per screen.
      if (last.some((l) => /^ {2}\+ shows the next choices \(page 1 of/.test(l))) return '+';
      if (last.some((l) => /Type the hex/.test(l))) return /"(-?\d+,-?\d+) [A-Z]+"/.exec(last.join('\n'))?.[1]?.concat(' e') ?? 'q';
      if (last.some((l) => /^ {2} ?1\. /.test(l))) return '1';
      if (last.some((l) => / rv reveal/.test(l))) return 'rv';
      if (last.some((l) => /\bsa sail ahead/.test(l))) return 'sa';
      if (last.some((l) => /^ {2}n {2}Navigation Order/.test(l)) && n % 3 === 0) return 'n';
      return 'e';
    };
    const r = await ptyPlay(['--players', '2', '--bots', '2', '--seed', 'pty-game', '--bot-delay', '0'], pick, cwd);
    const screens = r.prompts.filter((p) => p.before.endsWith('> ') && !/anyway\? y does it/.test(shown(p.before).slice(-3).join('\n')));
    expect(screens.length).toBeGreaterThan(35);
    for (const p of screens) expectWholeScreen(shown(p.before));
    for (const line of r.out.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(COLS);
    // + drew the same screen at its next page of choices.
    const turned = r.prompts.flatMap((p, i) => (p.key === '+' ? [shown(r.prompts[i + 1]!.before)] : []));
    expect(turned.length).toBeGreaterThan(0);
    for (const lines of turned) expect(lines.some((l) => /^ {2}\+ shows the (next|first) choices \(page 2 of \d/.test(l))).toBe(true);
    // The game went on into later rounds, with the bot's moves printed above the screens.
    expect(r.out).toMatch(/Round [3-9] · Act/);
    expect(r.out).toMatch(/^seat 2 \(heuristic\): /m);
  });

  it('an unknown answer redraws the screen with a line saying so; h at a yes/no question explains it and asks again', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-pty-unknown-'));
    const r = await ptyPlay(['--players', '1', '--seed', 'x', '--no-save'], ['0,0 e', 'zz', 'e', 'h', 'maybe', 'n', 'q', 'y'], cwd);
    const at = (key: string) => r.prompts.findIndex((p) => p.key === key);
    // After "zz": the whole screen again, ending with what was wrong, right above the prompt.
    const afterUnknown = shown(r.prompts[at('zz') + 1]!.before);
    expectWholeScreen(afterUnknown);
    expect(afterUnknown.at(-2)).toBe('"zz" is not one of the keys on offer (e.g. n); h for help.');
    // "e" warns and asks; "h" explains the question and asks it again; "maybe" too; "n" chooses again.
    const unwrap = (text: string) => text.replace(/\n {2}(?=\S)/g, ' ');
    const afterHelp = unwrap(r.prompts[at('h') + 1]!.before.split('> h\n')[1]!);
    expect(afterHelp).toMatch(/^y: end your turn, as the warnings above say\. n: back to the choices, nothing done\.\n/);
    expect(afterHelp).toMatch(/End your turn anyway\? y does it; n chooses again\.\n> $/);
    const afterMaybe = unwrap(r.prompts[at('maybe') + 1]!.before.split('> maybe\n')[1]!);
    expect(afterMaybe).toMatch(/^"maybe" is neither y nor n\./);
    expect(afterMaybe).toMatch(/anyway\? y does it; n chooses again\.\n> $/);
    const afterNo = shown(r.prompts[at('n') + 1]!.before);
    expectWholeScreen(afterNo);
    expect(afterNo.at(-2)).toBe('Not done: choose again.');
    expect(r.out).not.toContain('Seat 1 ends the turn.');
  });

  it('m shows the whole map with a legend that explains every symbol on it, enemies by name', async () => {
    // A game played by bots until an enemy is at sea, then saved for a person to load.
    const content = defaultContent();
    let game = newSession(content, { players: 1, length: 'short', rules: {} }, 'pty-enemy') as Session;
    for (let i = 0; i < 3000 && !game.state.enemies.some((e) => e.position.area === 'sea') && !game.state.outcome; i++) {
      const legal = legalActions(game.state);
      const pick = legal.find((a) => a.type === 'sail' && a.step === 'reveal') ?? legal.find((a) => a.type === 'sail') ?? legal.find((a) => a.type === 'issueNavigationOrder')
        ?? legal.find((a) => a.type === 'issueCrewOrder' && a.to.area === 'deck' && a.to.zone === 2) ?? legal.find((a) => a.type === 'endTurn') ?? legal[0]!;
      const next = play(game, pick);
      if (typeof next === 'string') throw new Error(next);
      game = next;
    }
    expect(game.state.enemies.some((e) => e.position.area === 'sea')).toBe(true);
    while (awaitedSeat(game.state) === undefined && !game.state.outcome) {
      const next = play(game, legalActions(game.state)[0]!);
      if (typeof next === 'string') throw new Error(next);
      game = next;
    }
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-pty-legend-'));
    writeFileSync(join(cwd, 'enemy.json'), JSON.stringify(toSave(game)));
    const r = await ptyPlay(['--load', 'enemy.json', '--no-save'], ['m', '', 's', 't', 'h', '?zz'], cwd);
    const map = r.prompts[1]!.before.split('> m\n')[1]!.split('\n');
    const rows = map.filter((l) => MAP_ROW.test(l));
    expect(rows.length).toBe(10);
    const legend = map.slice(map.lastIndexOf(rows.at(-1)!) + 1).join(' ').replace(/\s+/g, ' ');
    const symbols = new Set(rows.flatMap((row) => row.slice(4).trim().split(/ {2}/).map((s) => s.trim()).filter(Boolean)));
    expect([...symbols].some((s) => /^[A-Z0-9]{2}$/.test(s) && !/^W\d$/.test(s)), 'an enemy on the map').toBe(true);
    for (const s of symbols) {
      const generic = /^\d./.test(s) ? '1→' : /^W\d$/.test(s) ? 'W1' : s;
      expect(legend, `"${s}" explained`).toContain(`${generic} `);
    }
    for (const e of game.state.enemies.filter((x) => x.position.area === 'sea')) {
      const name = enemyDef(game.state.catalog, e.card).name;
      expect(legend).toMatch(new RegExp(`[A-Z0-9]{2} ${name}`));
    }
    // Enter then draws the screen whole again; no view (ships, tracks, help) is wider than the terminal.
    expectWholeScreen(shown(r.prompts[2]!.before));
    for (const line of r.out.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(COLS);
  });
});
