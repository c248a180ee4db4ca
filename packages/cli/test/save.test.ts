import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeExpedition, activeFray, activeMarket, activeShipyard, apply, currentFrame, legalActions, stateHash } from '@everrain/engine';
import { makeSave, parseSave, SaveError } from '../src/save';
import { newSession } from '../src/play';

const content = defaultContent();

function playedSession(steps: number) {
  const { session } = newSession({ players: 2, length: 'short' }, 'save-test', content);
  for (let i = 0; i < steps; i++) {
    const action = legalActions(session.state)[i % 3] ?? legalActions(session.state)[0];
    const r = apply(session.state, action);
    if (!r.ok) throw new Error(r.error.message);
    session.state = r.state;
    session.actions.push(action as object);
  }
  return session;
}

describe('save files', () => {
  const session = playedSession(40);
  const save = makeSave(session.setup, session.seed, session.actions, session.state);
  const text = JSON.stringify(save);

  it('load back to the same state', () => {
    const loaded = parseSave(text, content);
    expect(stateHash(loaded.state)).toBe(stateHash(session.state));
  });

  it('keep the seats bots play, an optional field old saves lack (D100)', () => {
    const withBots = parseSave(JSON.stringify({ ...save, bots: [null, 'heuristic'] }), content);
    expect(withBots.save.bots).toEqual([null, 'heuristic']);
    expect(stateHash(withBots.state)).toBe(stateHash(session.state));
    expect(parseSave(text, content).save.bots).toBeUndefined();
    const made = makeSave(session.setup, session.seed, session.actions, session.state, [null, 'random']);
    expect(made.bots).toEqual([null, 'random']);
    expect(parseSave(JSON.stringify(made), content).save.bots).toEqual([null, 'random']);
  });

  it.each([
    ['not JSON', '{"format": "everrain-save", ', 'not valid JSON'],
    ['another file', '{"hello": "world"}', 'not a valid Everrain save file'],
    ['a wrong version', JSON.stringify({ ...save, version: 4 }), 'version'],
    ['an altered hash', JSON.stringify({ ...save, hash: '00000000000000' }), 'checksum'],
    ['an action removed', JSON.stringify({ ...save, actions: save.actions.slice(0, -1) }), 'checksum'],
    ['an impossible action', JSON.stringify({ ...save, actions: [...save.actions.slice(0, 5), { type: 'sail', seat: 0, step: 'ahead' }] }), 'action 6 was refused'],
    ['a changed setup', JSON.stringify({ ...save, setup: { ...save.setup, players: 9 } }), 'setup.players'],
    // Hostile files (issue #11): deep nesting once threw a RangeError out of the loader.
    ['an action nested 2,600 levels deep', JSON.stringify({ ...save, actions: [...save.actions.slice(0, 3), JSON.parse(`${'{"a":'.repeat(2600)}1${'}'.repeat(2600)}`)] }), 'nested deeper than'],
    ['a file nested 100,000 levels deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'nested deeper than'],
    ['an action with NaN for a field', JSON.stringify({ ...save, actions: [...save.actions.slice(0, 3), { ...save.actions[3], seat: 1e400 }] }).replace('1e400', '1e999'), 'action 4 was refused'],
    ['bot seats that are not a list', JSON.stringify({ ...save, bots: 'heuristic' }), 'bots'],
    ['more bot seats than players', JSON.stringify({ ...save, bots: [null, 'random', 'random'] }), 'bots'],
    ['an unknown rules option', JSON.stringify({ ...save, setup: { ...save.setup, rules: { krakens: true } } }), 'krakens'],
  ])('refuses %s with a clear message', (_label, bad, message) => {
    expect(() => parseSave(bad, content)).toThrow(SaveError);
    expect(() => parseSave(bad, content)).toThrow(message);
  });
});

describe('version-1 save files (paused work in slots of the state, before the one queue)', () => {
  // Made by the version-1 build (commit "Save fixtures made by the version-1 build"): their hash is of
  // the former layout, so they load only through the format-1 hash.
  const fixture = (name: string) => readFileSync(new URL(`fixtures/save-v1-${name}.json`, import.meta.url), 'utf8');

  it('still load: one paused in a Fray waiting on its Omens', () => {
    const loaded = parseSave(fixture('combat'), content);
    expect(loaded.save.version).toBe(1);
    expect(activeFray(loaded.state)?.stage).toBe('omens');
    expect(loaded.state.pending[0]?.kind).toBe('convertOmens');
  });

  it('still load: one paused in a card\'s choice', () => {
    const loaded = parseSave(fixture('effects'), content);
    expect(currentFrame(loaded.state)?.effects[0]?.kind).toBe('choice');
    expect(loaded.state.pending[0]?.kind).toBe('chooseOption');
  });

  it('are still checked: an altered version-1 hash is refused', () => {
    const altered = JSON.stringify({ ...JSON.parse(fixture('combat')), hash: '00000000000000' });
    expect(() => parseSave(altered, content)).toThrow('checksum');
  });

});

describe('version-2 save files (the Expedition, Shipwright and Marketplace open in slots of the state)', () => {
  // Made by the version-2 build (commit "Save fixtures made by the version-2 build"): their hash is of the
  // layout with the open places in slots, so they load only through the format-2 hash.
  const fixture = (name: string) => readFileSync(new URL(`fixtures/save-v2-${name}.json`, import.meta.url), 'utf8');

  it('still load: one saved at a Marketplace', () => {
    const loaded = parseSave(fixture('market'), content);
    expect(loaded.save.version).toBe(2);
    expect(activeMarket(loaded.state)?.port).toBe('Lanternhold');
    expect(loaded.state.pending[0]?.kind).toBe('market');
  });

  it('still load: one saved at the Shipwright', () => {
    const loaded = parseSave(fixture('shipyard'), content);
    expect(activeShipyard(loaded.state)?.offered.map((o) => o.card)).toEqual(['aft-starboard-sakers', 'long-tom']);
    expect(loaded.state.pending[0]?.kind).toBe('shipyard');
  });

  it('still load: one saved in an Exhaustive Expedition, a token revealed', () => {
    const loaded = parseSave(fixture('expedition'), content);
    expect(activeExpedition(loaded.state)?.revealed).toEqual([1]);
    expect(loaded.state.pending[0]?.kind).toBe('expedition');
  });

  it('are still checked: an altered version-2 hash is refused, and a version-2 save is not read as version 3', () => {
    const saved = JSON.parse(fixture('market'));
    expect(() => parseSave(JSON.stringify({ ...saved, hash: '00000000000000' }), content)).toThrow('checksum');
    expect(() => parseSave(JSON.stringify({ ...saved, version: 3 }), content)).toThrow('checksum');
  });

  it('new saves are version 3', () => {
    const session = playedSession(5);
    expect(makeSave(session.setup, session.seed, session.actions, session.state).version).toBe(3);
  });
});
