import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, canonicalJson, createGame, legalActions, RandomSource, seedRng, type GameState } from '../src/index';
import { deepFreeze } from './freeze';

/**
 * `apply(state, action)` is pure (issue #12): the new state shares with the old whatever no rule changes
 * in place, so every state of real seeded games is deep-frozen (a write to anything it holds — shared or
 * not — throws in strict mode and fails the test), then many of its legal actions are applied to it, and
 * it must still equal, as canonical JSON, a copy taken before any of them.
 */
const content = defaultContent();

/** Without the catalog (shared, never changed, and large): the rest of the state as canonical JSON. */
const snapshot = (s: GameState): string => canonicalJson({ ...s, catalog: null } as never);

describe('apply is pure', () => {
  for (const [players, rules] of [[1, {}], [4, {}], [3, { boarding: true, exhaustiveExpeditions: true }]] as const) {
    it(`never changes a deep-frozen state, ${players} player${players > 1 ? 's' : ''}${Object.keys(rules).length ? ', advanced rules' : ''}`, () => {
      const created = createGame({ players, length: 'short', content, rules }, `purity-${players}`);
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      const bot = new RandomSource(seedRng(`purity-bot-${players}`));
      let applied = 0;
      for (let n = 0; !state.outcome && n < 3000; n++) {
        const before = snapshot(state);
        deepFreeze(state);
        const legal = legalActions(state);
        // Every legal action of every 7th state (at most 12 of them), and the one the game goes on with.
        const tried = n % 7 === 0 ? legal.slice(0, 12) : [];
        for (const action of tried) {
          const result = apply(state, action);
          expect(result.ok).toBe(true);
          applied += 1;
        }
        const next = apply(state, bot.pick(legal));
        if (!next.ok) throw new Error(next.error.message);
        expect(snapshot(state)).toBe(before);
        state = next.state;
      }
      expect(applied).toBeGreaterThan(100);
    });
  }
});

describe('legal actions are computed once per state and admitted by identity', () => {
  const created = createGame({ players: 2, length: 'short', content }, 'identity');
  if (!created.ok) throw new Error(created.error.message);
  const bot = new RandomSource(seedRng('identity-bot'));
  let state = created.state;
  // A state in the player phase, with several legal actions.
  while (!(state.phase === 'playerPhase' && state.pending.length === 0 && legalActions(state).length > 3)) {
    const next = apply(state, bot.pick(legalActions(state)));
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }

  it('hands out frozen actions (a caller cannot change what apply would admit), in an array of its own', () => {
    const first = legalActions(state);
    const again = legalActions(state);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    for (const a of first) expect(Object.isFrozen(a)).toBe(true);
    expect(() => { (first[0] as { seat: number }).seat = 99; }).toThrow(TypeError);
    first.length = 0;
    expect(legalActions(state)).toEqual(again);
  });

  it('judges an action of another state by value: ending the turn of a seat not awaited is refused', () => {
    const end = legalActions(state).find((a) => a.type === 'endTurn');
    if (!end) throw new Error('no endTurn offered');
    let later = state;
    do {
      const next = apply(later, bot.pick(legalActions(later)));
      if (!next.ok) throw new Error(next.error.message);
      later = next.state;
    } while (!later.outcome && awaitedSeat(later) === end.seat);
    expect(later.outcome).toBeNull();
    // The same frozen object, offered to a state waiting for another seat: not one of its legal actions.
    const refused = apply(later, end);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('not-your-turn');
  });
});
