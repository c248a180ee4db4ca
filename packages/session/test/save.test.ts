import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, replay, stateHash, type Action, type ContentSet } from '@everrain/engine';
import { fingerprint, loadSession, play, readSave, RULES_VERSION, toSave, type Session } from '../src';
import { content, movingOn, played } from './helpers';

const fixtureDirs = ['../../cli/test/fixtures/', '../../web/test/fixtures/'].map((d) => new URL(d, import.meta.url));
const fixtures = fixtureDirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f, readFileSync(new URL(f, dir), 'utf8')] as const));

function loaded(text: string, under: ContentSet = content): Session {
  const s = loadSession(text, under);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

describe('the one save format', () => {
  const s = played('save', 40, content, movingOn);
  const save = toSave(s);
  const text = JSON.stringify(save);

  it('loads back to the same state, with the fingerprint of the rules and content it was played under', () => {
    expect(save.fingerprint).toBe(fingerprint(content));
    expect(save.fingerprint).toMatch(new RegExp(`^r${RULES_VERSION}-[0-9a-f]{16}$`));
    const back = loaded(text);
    expect(back.state).toEqual(s.state);
    expect(back.events).toEqual(s.events);
    expect(back.notice).toBeUndefined();
  });

  it.each(fixtures)('reads %s, a save an earlier build wrote, to where it was saved, with no notice', (_name, fixture) => {
    const back = loaded(fixture);
    expect(back.notice).toBeUndefined();
    expect(back.actions.length).toBe((JSON.parse(fixture) as { actions: unknown[] }).actions.length);
  });

  it('reads a browser save with names, bots and a finished game', () => {
    const over = played('save-over', 400, content, movingOn);
    expect(over.state.outcome).not.toBeNull();
    const browser = { ...toSave({ ...over, crew: { 1: 'heuristic' }, names: ['Ann', ''] }) };
    expect(browser.over).toEqual({ result: over.state.outcome!.result, round: over.state.round });
    const back = loaded(JSON.stringify(browser));
    expect(back.crew).toEqual({ 1: 'heuristic' });
    expect(back.names).toEqual(['Ann', '']);
    expect(stateHash(back.state)).toBe(stateHash(over.state));
  });

  it.each([
    ['not JSON', '{"format": "everrain-save", ', 'not valid JSON'],
    ['another file', '{"hello": "world"}', 'not an Everrain save file'],
    ['a wrong version', JSON.stringify({ ...save, version: 4 }), 'version'],
    ['an altered hash', JSON.stringify({ ...save, hash: '00000000000000' }), 'altered'],
    ['an action removed', JSON.stringify({ ...save, actions: save.actions.slice(0, -1) }), 'checksum'],
    ['an impossible action', JSON.stringify({ ...save, actions: [...save.actions.slice(0, 5), { type: 'sail', seat: 0, step: 'ahead' }] }), 'action 6 was refused'],
    ['a changed setup', JSON.stringify({ ...save, setup: { ...save.setup, players: 9 } }), 'setup.players'],
    ['an action nested 2,600 levels deep', JSON.stringify({ ...save, actions: [JSON.parse(`${'{"a":'.repeat(2600)}1${'}'.repeat(2600)}`)] }), 'nested deeper than'],
    ['a file nested 100,000 levels deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'nested deeper than'],
    ['bot seats that are not a list', JSON.stringify({ ...save, bots: 'heuristic' }), 'bots'],
    ['more names than players', JSON.stringify({ ...save, names: ['a', 'b', 'c'] }), 'names'],
    ['an unknown rules option', JSON.stringify({ ...save, setup: { ...save.setup, rules: { krakens: true } } }), 'krakens'],
    ['an unknown field', JSON.stringify({ ...save, cheat: 1 }), 'cheat'],
  ])('refuses %s with a clear message, and never throws', (_label, bad, message) => {
    let result: Session | string = '';
    expect(() => { result = loadSession(bad, content); }).not.toThrow();
    expect(result).toEqual(expect.stringContaining(message));
    expect((result as string).length).toBeLessThan(300);
  });

  it('reads the shape only, without the engine (readSave)', () => {
    const read = readSave(text);
    expect(typeof read !== 'string' && read.actions.length).toBe(s.actions.length);
  });
});

/** The default content with one Improvement's card text changed: another fingerprint, the same rules. */
function reworded(): ContentSet {
  return { ...content, improvements: content.improvements.map((c, i) => (i === 0 ? { ...c, text: `${c.text} (reworded)` } : c)) };
}

describe('games made under other rules or content (D162)', () => {
  it('replays a game saved under another fingerprint under today\'s rules, and goes on with a notice', () => {
    const earlier = reworded();
    expect(fingerprint(earlier)).not.toBe(fingerprint(content));
    const then = played('other-content', 60, earlier, movingOn);
    const save = toSave(then);
    const now = loaded(JSON.stringify(save));
    expect(now.notice).toMatch(/played under other rules or content/);
    expect(now.notice).toContain(save.fingerprint!);
    expect(now.stopped).toBeUndefined();
    expect(now.actions).toEqual(then.actions);
    const today = replay({ ...save.setup, content }, save.seed, save.actions);
    expect(today.ok && stateHash(now.state)).toBe(today.ok && stateHash(today.state));
    // It goes on: a move played, saved again under today's fingerprint, no notice next time.
    const on = play(now, legalActions(now.state)[0]!);
    if (typeof on === 'string') throw new Error(on);
    const again = toSave(on);
    expect(again.fingerprint).toBe(fingerprint(content));
    expect(loaded(JSON.stringify(again)).notice).toBeUndefined();
  });

  it('replays an earlier build\'s save without a fingerprint whose hash no longer matches, with a notice', () => {
    const earlier = reworded();
    const { fingerprint: _f, ...old } = toSave(played('old-build', 30, earlier, movingOn));
    const now = loaded(JSON.stringify(old));
    expect(now.notice).toMatch(/earlier build/);
    expect(now.actions).toHaveLength(30);
  });

  it('stops visibly where an action is no longer legal, keeping the game to there and every move in its file', () => {
    // Earlier content dealt each ship one Deckhand more: a game that gives that crew member an Order.
    const earlier: ContentSet = { ...content, starting: { ...content.starting, deckhands: content.starting.deckhands + 1 } };
    const todayCrew = new Set(played('stops', 0).state.players.flatMap((p) => p.crew.map((c) => c.id)));
    const extra = (a: Action) => 'crew' in a && typeof a.crew === 'string' && !todayCrew.has(a.crew);
    let used = -1;
    const then = played('stops', 40, earlier, (legal, i) => {
      const pick = used < 0 ? legal.find(extra) : undefined;
      if (pick) used = i;
      return pick ?? movingOn(legal, i);
    });
    expect(used).toBeGreaterThan(0);
    const save = toSave(then);
    const now = loaded(JSON.stringify(save));
    expect(now.stopped?.at).toBe(used);
    expect(now.actions).toEqual(then.actions.slice(0, used));
    expect(now.notice).toMatch(new RegExp(`stops after move ${used} of 40: under today's rules its action ${used + 1} was refused`));
    expect(play(now, legalActions(now.state)[0]!)).toMatch(/stops after move/);
    // Nothing lost: its save is the file it came from, every move kept.
    expect(toSave(now).actions).toEqual(save.actions);
    expect(toSave(now).hash).toBe(save.hash);
    // An altered file under today's fingerprint is refused, never stopped.
    expect(loadSession(JSON.stringify({ ...save, fingerprint: fingerprint(content) }), content)).toMatch(/action \d+ was refused/);
  });
});
