import { apply, createGame, legalActions, view } from '@everrain/engine';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { seeded } from './bot';
import { content } from './helpers';

/**
 * The server computes one view per version and gives each seat a copy with its own `viewer` (src/room.ts),
 * because D87 makes every seat's view the same but for that field and the engine's view costs ~3 ms. This
 * holds the server to that: if the engine ever shows seats different things, this fails.
 */
describe('one view per version serves every seat', () => {
  it('equals view(state, seat) for every seat and the spectator through a whole game', () => {
    const created = createGame({ players: 4, length: 'short', content, rules: { exhaustiveExpeditions: true, boarding: true } }, 'views-guard');
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const pick = seeded(3);
    let compared = 0;
    for (let n = 0; n < 200 && !state.outcome; n++) {
      const shared = view(state, null);
      for (const seat of [0, 1, 2, 3, null]) {
        if (!isDeepStrictEqual({ ...shared, viewer: seat }, view(state, seat))) expect.fail(`seat ${seat} sees something else at action ${n}`);
        compared += 1;
      }
      const legal = legalActions(state);
      const result = apply(state, legal[pick(legal.length)]);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
