import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, RandomSource, replay, seedRng, stateHash, type Action, type GameState } from '../src/index';
import { checkInvariants } from './invariants';

const content = defaultContent();

/**
 * Plays a seeded random game to its end, checking the invariants after every action (and, if asked,
 * that the state survives a JSON round trip). Standard Orders gained or lost are counted for the
 * invariant that they are conserved.
 */
function playRandomly(start: GameState, seed: string, jsonRoundTrip: boolean): { state: GameState; actions: Action[] } {
  let state = start;
  const bot = new RandomSource(seedRng(`${seed}-bot`));
  const actions: Action[] = [];
  const gained = state.players.map(() => 0);
  checkInvariants(state, gained);
  while (!state.outcome) {
    expect(actions.length).toBeLessThan(20_000);
    const action = bot.pick(legalActions(state));
    const result = apply(state, action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.message}`);
    for (const e of result.events) {
      if ((e.kind === 'orderGained' || e.kind === 'orderLost') && e.data?.order !== 'fleeting' && e.seat !== undefined) gained[e.seat]! += e.kind === 'orderGained' ? 1 : -1;
    }
    state = result.state;
    actions.push(action);
    checkInvariants(state, gained);
    if (jsonRoundTrip) expect(notPlainJson(state)).toBeNull();
  }
  return { state, actions };
}

/**
 * Where a value stops being plain JSON (what a save or the wire would change): a path, or null. Undefined,
 * functions, non-finite numbers, Maps, Sets, Dates or other class instances would not survive a round trip.
 */
function notPlainJson(value: unknown, path = 'state'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object') return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = notPlainJson(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return path;
  for (const [key, v] of Object.entries(value)) {
    const found = v === undefined ? null : notPlainJson(v, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

describe('seeded random games hold the invariants after every action', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`${players} player${players > 1 ? 's' : ''}: 6 short games`, () => {
      for (let g = 0; g < 6; g++) {
        const seed = `random-${players}-${g}`;
        const created = createGame({ players, length: 'short', content }, seed);
        if (!created.ok) throw new Error(created.error.message);
        const { state, actions } = playRandomly(created.state, seed, true);
        const again = replay({ players, length: 'short', content }, seed, actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(stateHash(again.state)).toBe(stateHash(state));
      }
    });
  }

  it('with every rules option turned the other way (Boarding, Exhaustive Expeditions, final confrontation, Trauma at random, colour order, choosing the First Player)', () => {
    const rules = { boarding: true, finalConfrontation: true, traumaDistribution: 'random', shipDamage: 'colourOrder', firstPlayer: 'choose', exhaustiveExpeditions: true } as const;
    for (let g = 0; g < 8; g++) {
      const players = 1 + (g % 4);
      const seed = `options-${g}`;
      const created = createGame({ players, length: 'short', content, rules }, seed);
      if (!created.ok) throw new Error(created.error.message);
      const { state, actions } = playRandomly(created.state, seed, false);
      const again = replay({ players, length: 'short', content, rules }, seed, actions);
      expect(again.ok && stateHash(again.state)).toBe(stateHash(state));
    }
  });

  it('same seed and actions give the same game; another seed another', () => {
    const a = createGame({ players: 2, content }, 'same');
    const b = createGame({ players: 2, content }, 'same');
    const c = createGame({ players: 2, content }, 'other');
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup failed');
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(stateHash(a.state)).not.toBe(stateHash(c.state));
  });
});
