import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, emptySlotHexes, legalActions, revealedHexes, view, voyageFrom, RandomSource, seedRng, type Action, type GameState } from '../src/index';
import { voyageFrom as searchedVoyageFrom } from '../src/orders/voyage';

const content = defaultContent();

/** A seeded player that sails and reveals more than a uniform pick would, so the map grows and Storms move over it. */
function pick(legal: readonly Action[], random: RandomSource): Action {
  const reveal = legal.find((a) => a.type === 'sail' && a.step === 'reveal');
  if (reveal) return reveal;
  const sailing = legal.filter((a) => a.type === 'sail' || a.type === 'issueNavigationOrder' || a.type === 'face');
  return sailing.length > 0 && random.int(1, 10) <= 7 ? random.pick(sailing) : random.pick(legal);
}

describe('voyageFrom on a chart of the map (issue #25)', () => {
  it('gives the same leg to every revealed hex and empty slot as the search over the map did, on the state and on a view', () => {
    let compared = 0;
    let tiles = 0;
    let storms = 0;
    for (const [players, seed] of [[1, 'chart-1'], [2, 'chart-2'], [4, 'chart-4']] as const) {
      const created = createGame({ players, length: 'short', content, rules: {} }, seed);
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.state;
      const random = new RandomSource(seedRng(`${seed}-bot`));
      for (let n = 0; n < 1500 && !state.outcome; n++) {
        if (n % 11 === 0) {
          const seen = view(state, 0);
          for (const p of state.players) {
            const charted = voyageFrom(seen, p);
            const searched = searchedVoyageFrom(state, p);
            expect(charted === undefined).toBe(searched === undefined);
            if (!charted || !searched) continue;
            for (const h of revealedHexes(state)) expect(charted.toHex(h.hex)).toEqual(searched.toHex(h.hex));
            for (const h of emptySlotHexes(state)) expect(charted.toFace(h)).toEqual(searched.toFace(h));
            compared += 1;
          }
          tiles = Math.max(tiles, state.map.placed.filter((t) => t !== null).length);
          if (state.tokens.storms.length > 0) storms += 1;
        }
        const result = apply(state, pick(legalActions(state), random));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
    }
    // What the comparison covered: many poses, a map grown to three tiles or more, Storms on it.
    expect(compared).toBeGreaterThan(200);
    expect(tiles).toBeGreaterThanOrEqual(3);
    expect(storms).toBeGreaterThan(0);
  });
});
