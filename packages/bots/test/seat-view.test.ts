import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { playGame, seatTurn, seatView, uniformBot } from '@everrain/bots';
import { legalActions, view, type GameState } from '@everrain/engine';

const content = defaultContent();

describe('seatView', () => {
  it('equals the engine\'s view(state, seat) on states all through a game, for every seat', () => {
    const states: GameState[] = [];
    playGame({ players: 3, length: 'short', seed: 'seat-view', content, bot: uniformBot('seat-view-bot'), onAction: (_b, _a, after) => states.push(after) });
    expect(states.length).toBeGreaterThan(50);
    for (const state of states.filter((_, i) => i % 25 === 0)) {
      for (const seat of [0, 1, 2, null]) expect(seatView(state, seat)).toEqual(view(state, seat));
    }
  });

  it('seatTurn builds the view only when it is read, and once', () => {
    const states: GameState[] = [];
    playGame({ players: 1, length: 'short', seed: 'lazy', content, bot: uniformBot('lazy-bot'), maxActions: 3, onAction: (_b, _a, after) => states.push(after) });
    const state = states.at(-1) as GameState;
    const turn = seatTurn(state, 0, legalActions(state));
    const first = turn.view;
    expect(turn.view).toBe(first);
    expect(first).toEqual(view(state, 0));
    expect('rng' in first).toBe(false);
  });
});
