import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, emptySlotHexes, legalActions, revealedHexes, view, voyageFrom, RandomSource, seedRng, type Action, type GameState } from '../src/index';
import { voyageFrom as searchedVoyageFrom } from '../src/orders/voyage';
import { voyageAfresh } from '../src/queries/voyage-chart';

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
      const order = new RandomSource(seedRng(`${seed}-order`));
      for (let n = 0; n < 1500 && !state.outcome; n++) {
        if (n % 11 === 0) {
          const seen = view(state, 0);
          for (const p of state.players) {
            const charted = voyageFrom(seen, p);
            const searched = searchedVoyageFrom(state, p);
            expect(charted === undefined).toBe(searched === undefined);
            if (!charted || !searched) continue;
            // Asked in a shuffled order, near and far mixed: the chart's search goes only as far as each leg
            // asked needs and picks up from there, so any order must give the same legs.
            const asks = [...revealedHexes(state).map((h) => ({ hex: h.hex, face: false })), ...emptySlotHexes(state).map((hex) => ({ hex, face: true }))];
            for (const ask of order.shuffle(asks)) {
              if (ask.face) expect(charted.toFace(ask.hex)).toEqual(searched.toFace(ask.hex));
              else expect(charted.toHex(ask.hex)).toEqual(searched.toHex(ask.hex));
            }
            // And each leg asked first of a search of its own: the search stops as soon as that leg is sure.
            for (const ask of asks) {
              const fresh = voyageAfresh(seen, p)!;
              expect(ask.face ? fresh.toFace(ask.hex) : fresh.toHex(ask.hex)).toEqual(ask.face ? searched.toFace(ask.hex) : searched.toHex(ask.hex));
            }
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
