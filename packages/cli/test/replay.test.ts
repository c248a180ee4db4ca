import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { replay, stateHash } from '@everrain/engine';
import { replayCursor, replayTo, toSave, type Session } from '@everrain/session';
import { loadSave, writeSave } from '../src/save';

const bin = join(import.meta.dirname, '..', 'bin', 'everrain.js');
const run = (args: string[], input = '') => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 60_000 });
const content = defaultContent();

describe('everrain replay FILE --to ROUND (issue #13 item 5)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'everrain-replay-'));
  const finished = join(dir, 'finished.json');
  // A whole game written by `play --save`, bots in both seats.
  const played = run(['play', '--players', '2', '--length', 'short', '--seed', 'replay-me', '--bots', '1,2', '--bot', 'random', '--bot-delay', '0', '--save', finished]);
  const save = loadSave(finished, content);
  const end = save.state;
  const cursor = replayCursor(save);
  const stateAtRound = (round: number) => {
    const at = replayTo(cursor, { round });
    return at.ok ? { ok: true as const, state: at.state, actionsBefore: at.move } : at;
  };

  it('the save is a finished game of several rounds', () => {
    expect(played.status).toBe(0);
    expect(end.outcome).toBeDefined();
    expect(end.round).toBeGreaterThanOrEqual(3);
  });

  it('finds the state at the start of each round: the first state of that round, the one before still in the round before', () => {
    for (let round = 1; round <= end.round; round++) {
      const at = stateAtRound(round);
      if (!at.ok) throw new Error(at.problem);
      expect(at.state.round).toBe(round);
      const same = replay({ ...save.setup, content }, save.seed, save.actions.slice(0, at.actionsBefore));
      const before = replay({ ...save.setup, content }, save.seed, save.actions.slice(0, at.actionsBefore - 1));
      if (!same.ok || !before.ok) throw new Error('replay refused');
      expect(stateHash(at.state)).toBe(stateHash(same.state));
      expect(before.state.round).toBe(round - 1);
    }
  });

  it('prints that state with the renderer of play: the tracks, the map, every ship', () => {
    const r = run(['replay', finished, '--to', '2']);
    expect(r.status).toBe(0);
    const at = stateAtRound(2);
    if (!at.ok) throw new Error(at.problem);
    expect(r.stdout).toContain(`at the start of round 2: after ${at.actionsBefore} of ${save.actions.length} actions`);
    expect(r.stdout).toContain('Round 2 begins');
    expect(r.stdout).toMatch(/Round 2 · Act/);
    expect(r.stdout).toContain('Discovery Track');
    expect(r.stdout).toContain('░░ unrevealed');
    expect(r.stdout).toMatch(/Seat 1 · /);
    expect(r.stdout).toMatch(/Seat 2 · /);
  });

  it('refuses a round past the end of a finished game, saying where it ended', () => {
    const r = run(['replay', finished, '--to', String(end.round + 1)]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`the game ended in round ${end.round}`);
    expect(r.stderr).toContain(`there is no round ${end.round + 1}`);
    expect(r.stderr).not.toContain('    at ');
  });

  it('refuses a round an unfinished save has not reached yet', () => {
    const part = join(dir, 'part.json');
    const at = stateAtRound(3);
    if (!at.ok) throw new Error(at.problem);
    const upTo = save.actions.slice(0, at.actionsBefore - 1);
    const partial = replay({ ...save.setup, content }, save.seed, upTo);
    if (!partial.ok) throw new Error('replay refused');
    writeSave(part, toSave({ ...save, actions: upTo, state: partial.state } as Session));
    const r = run(['replay', part, '--to', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the save reaches only round 2');
    expect(run(['replay', part, '--to', '2']).status).toBe(0);
  });

  it.each([
    [['--to', '0'], '--to must be a round number, 1 or more'],
    [['--to', 'two'], '--to must be a round number'],
  ])('refuses %j', (args, message) => {
    const r = run(['replay', finished, ...args]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('refuses an altered save as play --load does', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...toSave(save), hash: '00000000000000' }));
    const r = run(['replay', bad, '--to', '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('checksum');
  });

  it('reads a browser save with seat names, a bot seat and a finished game (issue #22: once "Unrecognized keys")', () => {
    const browser = join(import.meta.dirname, '..', '..', 'web', 'test', 'fixtures', 'browser-save-names-over.json');
    const r = run(['replay', browser, '--to', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('at the start of round 2');
    const loaded = run(['play', '--load', browser, '--bot-delay', '0'], 'q\n');
    expect(loaded.status).toBe(0);
    expect(loaded.stdout).toMatch(/Game over: the players have (won|lost)/);
  });
});
