import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeExpedition, activeFray, awaitedSeat, eventsFor, hexKey, mapHexAt, legalActions, reachablePoses, sailRoute, view, type Action } from '@everrain/engine';
import { fromSave, newSession, play, playAll, toSave, undo, undoRefusal, type Session } from '../src/session';
import { seededSession } from './seeded-session';

function started(seed: string): Session {
  const s = newSession({ players: 1, length: 'short', rules: {} }, seed);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

/** Plays the first legal action of each kind asked for, in turn, until the seat has Navigation points. */
function withNavigationPoints(seed: string): Session {
  let s = started(seed);
  for (let i = 0; i < 50 && !(s.state.turn && s.state.turn.navigationPoints > 0 && s.state.pending.length === 0); i++) {
    const legal = legalActions(s.state);
    const pick = legal.find((a) => a.type === 'issueNavigationOrder' && !a.fleeting) ?? legal.find((a) => a.type !== 'endTurn') ?? legal[0]!;
    const next = play(s, pick);
    if (typeof next === 'string') throw new Error(next);
    s = next;
  }
  return s;
}

describe('the browser session', () => {
  it('sails to a clicked hex as one move that one undo takes back', () => {
    // The first tile is dealt at random: take the first of a few seeds whose ship can reach a hex that is not a Port.
    const farthest = (s: Session) => {
      const me = s.state.players[awaitedSeat(s.state)!]!;
      return reachablePoses(s.state, me, s.state.turn!.navigationPoints).filter((r) => hexKey(r.hex) !== hexKey(me.position!.hex) && mapHexAt(s.state, r.hex)?.type !== 'port').sort((a, b) => b.cost - a.cost)[0];
    };
    const s = ['session-sail', 'session-sail-2', 'session-sail-3', 'session-sail-4', 'session-sail-5'].map(withNavigationPoints).find((c) => farthest(c) !== undefined);
    expect(s, 'a game with some hex within reach').toBeDefined();
    if (!s) return;
    const seat = awaitedSeat(s.state)!;
    const me = s.state.players[seat]!;
    const points = s.state.turn!.navigationPoints;
    const far = farthest(s);
    const route = sailRoute(s.state, me, points, far!.hex)!;
    const moved = playAll(s, route.steps.map((step): Action => ({ type: 'sail', seat, step })));
    if (typeof moved === 'string') throw new Error(moved);
    expect(moved.actions.length - s.actions.length).toBeGreaterThan(0);
    const arrived = moved.state.players[seat]!.position!.hex;
    expect(hexKey(arrived)).toBe(hexKey(far!.hex));
    expect(moved.undo.length).toBe(s.undo.length + 1);
    const back = undo(moved);
    expect(hexKey(back.state.players[seat]!.position!.hex)).toBe(hexKey(me.position!.hex));
    expect(back.actions).toEqual(s.actions);
  });

  it('draws a fresh 128-bit seed for a game started with an empty seed field, and the view never shows it', () => {
    const a = started('');
    const b = started('');
    expect(a.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(b.seed).not.toBe(a.seed);
    expect(JSON.stringify(view(a.state, 0))).not.toContain(a.seed);
    expect(JSON.stringify(eventsFor(a.events, 0))).not.toContain(a.seed);
    const loaded = fromSave(JSON.stringify(toSave(a)));
    expect(typeof loaded === 'string' ? loaded : loaded.state).toEqual(a.state);
  });

  it('refuses an illegal action with the engine\'s message and changes nothing', () => {
    const s = started('session-illegal');
    const result = play(s, { type: 'endTurn', seat: 3 });
    expect(typeof result).toBe('string');
    expect(playAll(s, [{ type: 'endTurn', seat: 3 }])).toBe(result);
  });

  it('saves and loads a game to the same state, and refuses a save whose actions were altered', () => {
    const s = withNavigationPoints('session-save');
    const text = JSON.stringify(toSave(s));
    const loaded = fromSave(text);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.state).toEqual(s.state);
    const save = JSON.parse(text) as { actions: unknown[] };
    save.actions = save.actions.slice(0, -1);
    expect(fromSave(JSON.stringify(save))).toMatch(/altered/);
    expect(fromSave('{')).toMatch(/not valid JSON/);
    expect(fromSave(JSON.stringify({ ...JSON.parse(text), setup: { players: 1, length: 'short', rules: null } }))).toMatch(/not a valid Everrain save/);
  });

  it('refuses a hostile save (deep nesting, NaN, unknown rules) with a clear message and never throws (issue #11)', () => {
    const s = started('session-hostile');
    const save = JSON.parse(JSON.stringify(toSave(s))) as { actions: unknown[]; setup: Record<string, unknown> };
    const deepAction = JSON.stringify({ ...save, actions: [JSON.parse(`${'{"a":'.repeat(2600)}1${'}'.repeat(2600)}`)] });
    const deepFile = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const text of [deepAction, deepFile]) {
      let result: ReturnType<typeof fromSave> | undefined;
      expect(() => { result = fromSave(text); }).not.toThrow();
      expect(result).toMatch(/nested deeper than/);
      expect((result as string).length).toBeLessThan(300);
    }
    expect(fromSave(JSON.stringify({ ...save, setup: { ...save.setup, rules: { krakens: true } } }))).toMatch(/krakens/);
  });

  it('keeps the seats bots play in its saves, and a save without them loads with people everywhere (D100)', () => {
    const s = newSession({ players: 3, length: 'short', rules: {} }, 'session-bots', { 1: 'heuristic', 2: 'random' });
    if (typeof s === 'string') throw new Error(s);
    const save = toSave(s);
    expect(save.bots, 'by seat: the bot\'s name, or null for a person').toEqual([null, 'heuristic', 'random']);
    const loaded = fromSave(JSON.stringify(save));
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.crew).toEqual({ 1: 'heuristic', 2: 'random' });
    const people = newSession({ players: 2, length: 'short', rules: {} }, 'session-bots');
    if (typeof people === 'string') throw new Error(people);
    expect(toSave(people).bots, 'no field when every seat is a person\'s').toBeUndefined();
    const old = fromSave(JSON.stringify(toSave(people)));
    expect(typeof old !== 'string' && old.crew).toBeUndefined();
    // A malformed field is not a save this game wrote.
    expect(fromSave(JSON.stringify({ ...save, bots: 'heuristic' }))).toMatch(/not a valid Everrain save/);
    expect(fromSave(JSON.stringify({ ...save, bots: [null, 'heuristic', 'random', 'random'] }))).toMatch(/not a valid Everrain save/);
  });

  it('keeps the names at the seats in its saves, trimmed, and none when none was given (D133)', () => {
    const s = newSession({ players: 3, length: 'short', rules: {} }, 'session-names', {}, ['  Ann ', '', 'Cy'.padEnd(40, 'x')]);
    if (typeof s === 'string') throw new Error(s);
    const save = toSave(s);
    expect(save.names).toEqual(['Ann', '', 'Cy'.padEnd(24, 'x')]);
    expect(save.hash, 'names are not in the hash').toBe(toSave({ ...s, names: [] }).hash);
    const loaded = fromSave(JSON.stringify(save));
    expect(typeof loaded !== 'string' && loaded.names).toEqual(['Ann', '', 'Cy'.padEnd(24, 'x')]);
    const none = newSession({ players: 2, length: 'short', rules: {} }, 'session-names', {}, ['', ' ']);
    expect(typeof none !== 'string' && toSave(none).names).toBeUndefined();
    expect(fromSave(JSON.stringify({ ...save, names: [1, 2] }))).toMatch(/not a valid Everrain save/);
    expect(fromSave(JSON.stringify({ ...save, names: ['a', 'b', 'c', 'd'] }))).toMatch(/not a valid Everrain save/);
  });

  it('says in the save that a game is over, and loading goes by the replayed state, not by that field (D137)', () => {
    const over = seededSession('browser-replay', 160);
    expect(over.state.outcome).not.toBeNull();
    expect(toSave(over).over).toEqual({ result: over.state.outcome!.result, round: over.state.round });
    const running = started('session-over');
    expect(toSave(running).over).toBeUndefined();
    const lying = fromSave(JSON.stringify({ ...toSave(running), over: { result: 'won', round: 9 } }));
    expect(typeof lying !== 'string' && lying.state.outcome).toBeNull();
  });

  it('starts with the ships chosen for each seat, and says why it cannot start with a ship that does not exist', () => {
    const s = newSession({ players: 2, length: 'short', rules: {}, ships: ['the-ivory-sword', 'the-pariah'] }, 'ships');
    if (typeof s === 'string') throw new Error(s);
    expect(s.state.players.map((p) => p.ship)).toEqual(['the-ivory-sword', 'the-pariah']);
    expect(typeof newSession({ players: 1, length: 'short', rules: {}, ships: ['no-such-ship'] }, 'ships')).toBe('string');
  });
});

describe('a version-1 save (paused work in slots of the state, before the one queue)', () => {
  // The version-1 build's save of a game paused in a Fray's Omens (packages/cli/test/fixtures), its setup's
  // rules written out as the web writes them: its hash is of the former layout.
  const text = readFileSync(new URL('fixtures/save-v1-fray.json', import.meta.url), 'utf8');

  it('still loads, paused where it was saved', () => {
    const loaded = fromSave(text);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(activeFray(loaded.state)?.stage).toBe('omens');
    expect(loaded.state.pending[0]?.kind).toBe('convertOmens');
  });

  it('is still checked against its hash: a hash that no longer matches loads under today\'s rules with a notice (D162)', () => {
    const loaded = fromSave(JSON.stringify({ ...JSON.parse(text), hash: '00000000000000' }));
    expect(typeof loaded !== 'string' && loaded.notice).toMatch(/earlier build/);
    expect((fromSave(text) as Session).notice).toBeUndefined();
  });
});

describe('a version-2 save (the Expedition, Shipwright and Marketplace open in slots of the state)', () => {
  // The version-2 build's save of a game in an Exhaustive Expedition (packages/cli/test/fixtures), its setup's
  // rules written out as the web writes them: its hash is of the layout with the open places in slots.
  const text = readFileSync(new URL('fixtures/save-v2-expedition.json', import.meta.url), 'utf8');

  it('still loads, in the expedition where it was saved', () => {
    const loaded = fromSave(text);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(activeExpedition(loaded.state)?.revealed).toEqual([1]);
    expect(loaded.state.pending[0]?.kind).toBe('expedition');
  });

  it('is still checked against its hash: a hash that no longer matches loads under today\'s rules with a notice (D162)', () => {
    const loaded = fromSave(JSON.stringify({ ...JSON.parse(text), hash: '00000000000000' }));
    expect(typeof loaded !== 'string' && loaded.notice).toMatch(/earlier build/);
    expect((fromSave(text) as Session).notice).toBeUndefined();
  });
});

describe('saves between the terminal and the browser (issue #22: one save format, real files both ways)', () => {
  const bin = join(import.meta.dirname, '..', '..', 'cli', 'bin', 'everrain.js');
  // The terminal wraps its lines at 80 columns: a sentence is read with its wrapping undone.
  const run = (args: string[], input = '') => {
    const done = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 120_000 });
    return { ...done, stdout: done.stdout.replace(/\n {2}(?=\S)/g, ' ') };
  };
  const dir = mkdtempSync(join(tmpdir(), 'everrain-both-ways-'));
  // A finished short game saved by this adapter's toSave: names, a bot seat and `over` (made by running the code).
  const fixture = new URL('fixtures/browser-save-names-over.json', import.meta.url);
  const browserText = readFileSync(fixture, 'utf8');

  it('the browser\'s fixture is a finished game with names and a bot seat, and loads here', () => {
    const saved = JSON.parse(browserText) as { names?: unknown; bots?: unknown; over?: { round: number } };
    expect(saved.names).toEqual(['Ann', '']);
    expect(saved.bots).toEqual([null, 'heuristic']);
    expect(saved.over?.round).toBeGreaterThan(2);
    const loaded = fromSave(browserText);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.state.outcome).not.toBeNull();
    expect(loaded.notice).toBeUndefined();
  });

  it('everrain play --load and everrain replay read a browser save with names, a bot seat and a finished game', () => {
    const path = join(dir, 'browser.json');
    writeFileSync(path, browserText);
    const loaded = run(['play', '--load', path, '--bot-delay', '0'], 'q\n');
    expect(loaded.stderr).toBe('');
    expect(loaded.status).toBe(0);
    const moves = (JSON.parse(browserText) as { actions: unknown[] }).actions.length;
    expect(loaded.stdout).toMatch(new RegExp(`Loaded .*browser\\.json: round \\d+, ${moves} actions so far\\.`));
    expect(loaded.stdout).toMatch(/Game over: the players have (won|lost)/);
    const replayed = run(['replay', path, '--to', '3']);
    expect(replayed.stderr).toBe('');
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toMatch(new RegExp(`at the start of round 3: after \\d+ of ${moves} actions`));
    expect(replayed.stdout).toContain('Round 3 begins');
    // A browser save of a running game, names and bot seat kept, written now: the terminal plays it on and keeps both.
    const running = newSession({ players: 2, length: 'short', rules: {} }, 'both-ways', { 1: 'random' }, ['Ann', 'Bo']);
    if (typeof running === 'string') throw new Error(running);
    const live = join(dir, 'running.json');
    writeFileSync(live, JSON.stringify(toSave(running)));
    const on = run(['play', '--load', live, '--bot-delay', '0'], 'q\n');
    expect(on.status).toBe(0);
    expect(on.stdout).toContain('Bots play seat 2 (random), as saved');
    const after = JSON.parse(readFileSync(live, 'utf8')) as { names?: unknown; bots?: unknown };
    expect(after.bots).toEqual([null, 'random']);
    expect(after.names).toEqual(['Ann', 'Bo']);
  });

  it('a save the terminal wrote with play --save loads in the browser, and the browser\'s save of it loads back in the terminal', () => {
    const path = join(dir, 'terminal.json');
    const played = run(['play', '--players', '2', '--length', 'short', '--seed', 'terminal-to-browser', '--bots', '2', '--bot', 'random', '--bot-delay', '0', '--save', path], '0,0 e\n1,0 e\nn\nsa\nq\n');
    expect(played.status).toBe(0);
    const text = readFileSync(path, 'utf8');
    const saved = JSON.parse(text) as { actions: unknown[]; bots?: unknown; fingerprint?: string };
    expect(saved.actions.length).toBeGreaterThan(2);
    expect(saved.fingerprint).toMatch(/^r\d+-[0-9a-f]{16}$/);
    const loaded = fromSave(text);
    if (typeof loaded === 'string') throw new Error(loaded);
    expect(loaded.actions).toHaveLength(saved.actions.length);
    expect(loaded.crew).toEqual({ 1: 'random' });
    expect(loaded.notice).toBeUndefined();
    // And back: the browser's save of it loads in the terminal.
    const again = join(dir, 'terminal-again.json');
    writeFileSync(again, JSON.stringify(toSave(loaded)));
    expect(run(['play', '--load', again, '--bot-delay', '0'], 'q\n').stdout).toContain(`${saved.actions.length} actions so far`);
  });

  it('says why undo is not possible, in the terminal\'s words', () => {
    const s = newSession({ players: 2, length: 'short', rules: {} }, 'why-not');
    if (typeof s === 'string') throw new Error(s);
    expect(undoRefusal(s)).toMatch(/^Nothing to undo/);
  });
});
