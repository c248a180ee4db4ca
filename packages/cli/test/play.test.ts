import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeSaveName } from '../src/commands/play';

const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
// Run in a folder of its own: a new game saves there by default.
const home = mkdtempSync(join(tmpdir(), 'everrain-cwd-'));
const run = (args: string[], input = '', cwd = home) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000, cwd });

describe('everrain play in a terminal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'everrain-play-'));
  const save = join(dir, 'game.json');

  it('plays actions by key, saves after each, and loads the game back', () => {
    // Placement is typed as the map names the hex, then the facing; "n" is the Navigation Order.
    const first = run(['play', '--players', '2', '--seed', 'terminal', '--save', save], '0,0 e\n1,0 E\nm\nn\nq\n');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Place your ship');
    expect(first.stdout).toContain('Round 1 begins');
    const saved = JSON.parse(readFileSync(save, 'utf8'));
    expect(saved.actions).toHaveLength(3);
    const second = run(['play', '--load', save], 'q\n');
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('3 actions so far');
  });

  it('names decisions in words, never the engine\'s (no "placeShip"), and counts in the right number', () => {
    const r = run(['play', '--seed', 'x', '--no-save'], '0,0 e\n999\nq\ny\n');
    expect(r.stdout).toContain('Seat 1 (the Bitter End): Place your ship.');
    expect(r.stdout).not.toMatch(/placeShip|to decide:/);
    expect(r.stdout).toContain('its 1 action will be lost');
  });

  it('asks before q loses an unsaved game, plays on if told, and never asks when the game is saved', () => {
    const unsaved = run(['play', '--seed', 'x', '--no-save'], '0,0 e\nq\nno\nq\ny\n');
    expect(unsaved.status).toBe(0);
    expect(unsaved.stdout.match(/This game is not saved/g)).toHaveLength(2);
    expect(unsaved.stdout).toContain('Playing on.');
    const path = join(dir, 'quit.json');
    const saved = run(['play', '--seed', 'x', '--save', path], '0,0 e\nq\n');
    expect(saved.status).toBe(0);
    expect(saved.stdout).not.toContain('This game is not saved');
  });

  it('a new game saves by default to a file it names at the start and again on quitting, which --load continues', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'everrain-default-save-'));
    const r = run(['play', '--seed', 'x'], '0,0 e\nn\nq\n', cwd);
    expect(r.status).toBe(0);
    const named = /^Saving to (everrain-\d{4}-\d\d-\d\d-\d{4}\.json) after every action\.\nTo continue it later: everrain play --load \1$/m.exec(r.stdout);
    expect(named, r.stdout.slice(0, 600)).not.toBeNull();
    const file = named![1]!;
    expect(r.stdout).toContain(`Saved in ${file}.\nTo continue it: everrain play --load ${file}`);
    expect(r.stdout).not.toContain('This game is not saved');
    expect(readdirSync(cwd)).toEqual([file]);
    expect(JSON.parse(readFileSync(join(cwd, file), 'utf8')).actions).toHaveLength(2);
    const loaded = run(['play', '--load', file], 'q\n', cwd);
    expect(loaded.stdout).toContain('2 actions so far');
    expect(loaded.stdout).toContain(`Saved in ${file}`);
  });

  it('names a new save by the date and time, numbered when the name is taken', () => {
    const at = new Date(2026, 10, 27, 7, 5);
    expect(freeSaveName(at, () => false)).toBe('everrain-2026-11-27-0705.json');
    const taken = new Set(['everrain-2026-11-27-0705.json', 'everrain-2026-11-27-0705-2.json']);
    expect(freeSaveName(at, (p) => taken.has(p))).toBe('everrain-2026-11-27-0705-3.json');
  });

  it('piped input with no setup options: says in one line which options give the setup, and plays solo medium', () => {
    const r = run(['play', '--seed', 'x', '--no-save'], 'q\n');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('A solo medium game (--players, --length, --bots and --ships set up another).');
    expect(r.stdout).toContain('1 player, medium game');
    const given = run(['play', '--seed', 'x', '--no-save', '--players', '2', '--ships', 'pariah,1'], 'q\n');
    expect(given.stdout).not.toContain('A solo medium game');
    expect(given.stdout).toContain('Seat 2 (the Bitter End)');
    expect(run(['play', '--players', '2', '--ships', '1,1']).stderr).toContain('each player needs a different ship');
  });

  it('undoes step by step, rewriting the save, and says when there is nothing to undo', () => {
    const path = join(dir, 'undo.json');
    const r = run(['play', '--seed', 'x', '--save', path], '0,0 e\nn\nsa\nu\nu\nq\n');
    expect(r.stdout).toContain('Undone: Sail: sail ahead (1 point).');
    expect(r.stdout).toContain('Undone: Navigation Order');
    expect(JSON.parse(readFileSync(path, 'utf8')).actions).toHaveLength(1);
    expect(run(['play', '--seed', 'x'], 'u\nq\n').stdout).toContain('Nothing to undo');
  });

  it('shows a trap\'s warnings before playing it and asks y/n: no keeps the turn, y plays it (D142)', () => {
    // Seat 1 placed, nothing issued yet: ending the turn now leaves Orders the next recovery would give back anyway (D141).
    const r = run(['play', '--seed', 'x'], '0,0 e\ne\nn\ne\ny\nq\ny\n');
    expect(r.status).toBe(0);
    const warned = r.stdout.match(/⚠ .*could still be issued for free/g) ?? [];
    expect(warned).toHaveLength(2);
    expect(r.stdout).toContain('End your turn anyway? y does it; n chooses again.');
    // The screen says so beside "e" before it is typed.
    expect(r.stdout).toMatch(/^ {2}e {2}.*\(⚠ \d+ warnings?: shown before it is played\)$/m);
    const kept = r.stdout.indexOf('Not done: choose again.');
    expect(kept).toBeGreaterThan(-1);
    // Only the second, confirmed, end of the turn is played.
    expect(r.stdout.indexOf('Seat 1 ends the turn.', kept)).toBeGreaterThan(kept);
    expect(r.stdout.slice(0, kept)).not.toContain('Seat 1 ends the turn.');
  });

  it('answers a bad number without crashing', () => {
    const r = run(['play', '--seed', 'x'], '999\nfoo\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('"999" is not one of the');
  });

  it('refuses a tampered save with a clear error and no stack trace', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format":"everrain-save","version":1}');
    const r = run(['play', '--load', bad]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('not a valid Everrain save file');
    expect(r.stderr).not.toContain('    at ');
  });

  it('refuses bad options', () => {
    expect(run(['play', '--players', '7']).status).toBe(2);
  });
});

describe('everrain simulate and scenario', () => {
  it('simulate prints a summary line with the error count', () => {
    const r = run(['simulate', '--games', '3', '--players', '4', '--seed', 'cli', '--length', 'short']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/3 games, 4 players, bot random: \d+ won, \d+ lost, 0 stalled, 0 cut off, 0 errors/);
  });

  it('scenario prints one line per scenario and a final count', () => {
    const r = run(['scenario', 'scenarios/foundation/07-navigation-order-worth-three.json'], '', join(import.meta.dirname, '..', '..', '..'));
    expect(r.stdout).toContain('PASS');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 passed, 0 failed');
  });
});
