import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { awaitedSeat, legalActions } from '@everrain/engine';
import { play, toSave, type Session } from '@everrain/session';
import { loadSave, writeSave } from '../src/save';

const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
// Run in a folder of its own: a new game saves there by default.
const home = mkdtempSync(join(tmpdir(), 'everrain-cwd-'));
const run = (args: string[], input = '', cwd = home) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000, cwd });
const botLines = (stdout: string, seat: number, bot: string) => stdout.split('\n').filter((l) => l.startsWith(`seat ${seat} (${bot}): `));

describe('everrain play --bots: bots as crewmates in the terminal (issue #13 item 2)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'everrain-bots-'));

  it('bots in every seat play a game to its end with no one typing, each move with its reason', () => {
    const save = join(dir, 'all-bots.json');
    const r = run(['play', '--players', '2', '--length', 'short', '--seed', 'crew-all', '--bots', '1,2', '--bot', 'random', '--bot-delay', '0', '--save', save]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Bots (random) play seats 1, 2.');
    expect(r.stdout).toMatch(/Game over: the players have (won|lost)/);
    expect(r.stdout).not.toContain('Input ended');
    const one = botLines(r.stdout, 1, 'random');
    const two = botLines(r.stdout, 2, 'random');
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(0);
    // One reason line per move, and every move saved: the save replays to the finished game.
    const loaded = loadSave(save, defaultContent());
    expect(loaded.state.outcome).toBeDefined();
    expect(one.length + two.length).toBe(loaded.actions.length);
  });

  it('a solo player captains seat 1 while the heuristic bot sails seat 2; the player is asked only for seat 1', () => {
    const save = join(dir, 'solo.json');
    // Keys by kind (D110): a placement by hex and facing (those not on offer are refused and skipped), then
    // "1" answers any decision and "e" ends each turn.
    const input = `${['0,0 e', '1,0 e', '0,1 e', '1,1 e', '2,0 e', '2,1 e'].join('\n')}\n${'1\ne\n'.repeat(60)}`;
    const r = run(['play', '--players', '2', '--length', 'short', '--seed', 'crew-solo', '--bots', '2', '--bot-delay', '0', '--save', save], input);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Bots (heuristic) play seat 2; the other seats are yours.');
    const two = botLines(r.stdout, 2, 'heuristic');
    expect(two.length).toBeGreaterThan(5);
    expect(two.every((l) => l.length > 'seat 2 (heuristic): '.length)).toBe(true);
    // The player was never asked to act for the bot's seat.
    expect(r.stdout).not.toMatch(/^Seat 2 \(the [^)]+\): /m);
    expect(r.stdout).toMatch(/^Seat 1 \(the [^)]+\): your turn\./m);
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { actions: { seat: number }[] };
    expect(saved.actions.filter((a) => a.seat === 1)).toHaveLength(two.length);
    expect(saved.actions.filter((a) => a.seat === 0).length).toBeGreaterThan(0);
  });

  it('a loaded game can hand seats to bots', () => {
    const save = join(dir, 'solo.json');
    const before = (JSON.parse(readFileSync(save, 'utf8')) as { actions: unknown[] }).actions.length;
    const r = run(['play', '--load', save, '--bots', '1,2', '--bot', 'uniform', '--bot-delay', '0']);
    expect(r.status).toBe(0);
    expect(botLines(r.stdout, 1, 'uniform').length).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/Game over/);
    expect((JSON.parse(readFileSync(save, 'utf8')) as { actions: unknown[] }).actions.length).toBeGreaterThan(before);
  });

  it('a save keeps its bot seats, and --load hands them back to their bots unless a flag says otherwise (D100)', () => {
    const save = join(dir, 'kept.json');
    // Seat 1 is the person's: a few moves, then quit.
    const first = run(['play', '--players', '2', '--length', 'short', '--seed', 'crew-kept', '--bots', '2', '--bot', 'random', '--bot-delay', '0', '--save', save], `${['0,0 e', '1,0 e', '0,1 e', '1,1 e', '2,0 e', '2,1 e'].join('\n')}\nq\n`);
    expect(first.status).toBe(0);
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { bots?: unknown; setup: Record<string, unknown> };
    expect(saved.bots, 'the seats and their bots, by seat; null for a person').toEqual([null, 'random']);
    expect(saved.setup.crew).toBeUndefined();
    // The person's seat plays on to the end of its turn, so the loaded game waits on seat 2.
    let game: Session = loadSave(save, defaultContent());
    for (let i = 0; i < 200 && awaitedSeat(game.state) !== 1; i++) {
      const legal = legalActions(game.state);
      const pick = legal.find((a) => a.type === 'endTurn') ?? legal.find((a) => a.type !== 'trade') ?? legal[0]!;
      const next = play(game, pick);
      if (typeof next === 'string') throw new Error(next);
      game = next;
    }
    expect(awaitedSeat(game.state)).toBe(1);
    writeSave(save, toSave(game));
    // Loaded with no bot flags: seat 2 is the random bot's again; it plays before the person is asked anything.
    const again = run(['play', '--load', save, '--bot-delay', '0'], 'q\n');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Bots play seat 2 (random), as saved');
    expect(botLines(again.stdout, 2, 'random').length).toBeGreaterThan(0);
    expect(again.stdout).not.toMatch(/Waiting for seat 2|It is seat 2's turn|Seat 2 \([^)]*\): your turn/);
    expect((JSON.parse(readFileSync(save, 'utf8')) as { bots?: unknown }).bots, 'saved again with its bot seats').toEqual([null, 'random']);
    // --no-bots: every seat a person's (seat 2 is asked for), and the save says so from then on.
    writeSave(save, toSave(game));
    // "e" ends seat 2's turn; "y" answers its warning, if any (D142).
    const humans = run(['play', '--load', save, '--no-bots', '--bot-delay', '0'], 'e\ny\nq\n');
    expect(humans.status).toBe(0);
    expect(botLines(humans.stdout, 2, 'random')).toEqual([]);
    expect(humans.stdout).toMatch(/Waiting for seat 2|It is seat 2's turn|Seat 2 \([^)]*\): your turn/);
    expect((JSON.parse(readFileSync(save, 'utf8')) as { bots?: unknown }).bots).toBeUndefined();
  });

  it.each([
    [['--players', '2', '--bots', '3'], 'seats from 1 to 2'],
    [['--players', '2', '--bots', '1,x'], '"x" is not one'],
    [['--bots', '1', '--bot', 'clever'], 'unknown bot "clever"'],
    [['--bots', '1', '--bot-delay', '-5'], '--bot-delay must be'],
  ])('refuses %j with a clear message', (args, message) => {
    const r = run(['play', ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
