import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeExpedition, activeFray, activeMarket, activeShipyard, currentFrame, legalActions, stateHash } from '@everrain/engine';
import { fingerprint, loadSession, play, toSave, type Session } from '@everrain/session';
import { newSession } from '../src/play';

// The save format and its checks are @everrain/session's (its tests hold them); here the terminal's files.
const content = defaultContent();

function playedSession(steps: number): Session {
  let game = newSession({ players: 2, length: 'short', rules: {} }, 'save-test', content).session.game;
  for (let i = 0; i < steps; i++) {
    const next = play(game, legalActions(game.state)[i % 3] ?? legalActions(game.state)[0]!);
    if (typeof next === 'string') throw new Error(next);
    game = next;
  }
  return game;
}

function parseSave(text: string): Session {
  const loaded = loadSession(text, content);
  if (typeof loaded === 'string') throw new Error(loaded);
  return loaded;
}

describe('save files', () => {
  const session = playedSession(40);
  const save = toSave(session);
  const text = JSON.stringify(save);

  it('load back to the same state', () => {
    expect(stateHash(parseSave(text).state)).toBe(stateHash(session.state));
  });

  it('keep the seats bots play, an optional field old saves lack (D100)', () => {
    const withBots = parseSave(JSON.stringify({ ...save, bots: [null, 'heuristic'] }));
    expect(withBots.crew).toEqual({ 1: 'heuristic' });
    expect(stateHash(withBots.state)).toBe(stateHash(session.state));
    expect(parseSave(text).crew).toBeUndefined();
    const made = toSave({ ...session, crew: { 1: 'random' } });
    expect(made.bots).toEqual([null, 'random']);
    expect(parseSave(JSON.stringify(made)).crew).toEqual({ 1: 'random' });
  });
});

describe('version-1 save files (paused work in slots of the state, before the one queue)', () => {
  // Made by the version-1 build (commit "Save fixtures made by the version-1 build"): their hash is of
  // the former layout, so they load only through the format-1 hash.
  const fixture = (name: string) => readFileSync(new URL(`fixtures/save-v1-${name}.json`, import.meta.url), 'utf8');

  it('still load: one paused in a Fray waiting on its Omens', () => {
    const loaded = parseSave(fixture('combat'));
    expect(loaded.notice).toBeUndefined();
    expect(activeFray(loaded.state)?.stage).toBe('omens');
    expect(loaded.state.pending[0]?.kind).toBe('convertOmens');
  });

  it('still load: one paused in a card\'s choice', () => {
    const loaded = parseSave(fixture('effects'));
    expect(currentFrame(loaded.state)?.effects[0]?.kind).toBe('choice');
    expect(loaded.state.pending[0]?.kind).toBe('chooseOption');
  });

  it('are still checked: an altered version-1 hash is refused under today\'s fingerprint, and loads with a notice without one (D162)', () => {
    const saved = JSON.parse(fixture('combat'));
    expect(loadSession(JSON.stringify({ ...saved, fingerprint: fingerprint(content) }), content)).not.toBeTypeOf('string');
    expect(loadSession(JSON.stringify({ ...saved, fingerprint: fingerprint(content), hash: '00000000000000' }), content)).toMatch('checksum');
    expect(parseSave(JSON.stringify({ ...saved, hash: '00000000000000' })).notice).toMatch(/earlier build/);
  });
});

describe('version-2 save files (the Expedition, Shipwright and Marketplace open in slots of the state)', () => {
  // Made by the version-2 build (commit "Save fixtures made by the version-2 build"): their hash is of the
  // layout with the open places in slots, so they load only through the format-2 hash.
  const fixture = (name: string) => readFileSync(new URL(`fixtures/save-v2-${name}.json`, import.meta.url), 'utf8');

  it('still load: one saved at a Marketplace', () => {
    const loaded = parseSave(fixture('market'));
    expect(loaded.notice).toBeUndefined();
    expect(activeMarket(loaded.state)?.port).toBe('Lanternhold');
    expect(loaded.state.pending[0]?.kind).toBe('market');
  });

  it('still load: one saved at the Shipwright', () => {
    const loaded = parseSave(fixture('shipyard'));
    expect(activeShipyard(loaded.state)?.offered.map((o) => o.card)).toEqual(['aft-starboard-sakers', 'long-tom']);
    expect(loaded.state.pending[0]?.kind).toBe('shipyard');
  });

  it('still load: one saved in an Exhaustive Expedition, a token revealed', () => {
    const loaded = parseSave(fixture('expedition'));
    expect(activeExpedition(loaded.state)?.revealed).toEqual([1]);
    expect(loaded.state.pending[0]?.kind).toBe('expedition');
  });

  it('are still checked: an altered version-2 hash is refused, and a version-2 save is not read as version 3 (under today\'s fingerprint)', () => {
    const saved = { ...JSON.parse(fixture('market')), fingerprint: fingerprint(content) };
    expect(loadSession(JSON.stringify(saved), content)).not.toBeTypeOf('string');
    expect(loadSession(JSON.stringify({ ...saved, hash: '00000000000000' }), content)).toMatch('checksum');
    expect(loadSession(JSON.stringify({ ...saved, version: 3 }), content)).toMatch('checksum');
  });

  it('new saves are version 3, with the fingerprint of today\'s rules and content', () => {
    const made = toSave(playedSession(5));
    expect(made.version).toBe(3);
    expect(made.fingerprint).toBe(fingerprint(content));
  });
});
