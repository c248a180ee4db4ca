import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, emptySlotHexes, legalActions, revealedHexes, view, voyageFrom, RandomSource, seedRng, type Action, type GameState, type Facing, type GameView, type PlayerState } from '../src/index';
import { voyageFrom as searchedVoyageFrom } from '../src/orders/voyage';
import { voyageAfresh } from '../src/queries/voyage-chart';
import { calmChartOf, chartDrawnWhole } from '../src/queries/sea-chart';

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
    let withinFound = 0;
    let withinBeyond = 0;
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
              const within = order.int(0, 12);
              if (ask.face) expect(charted.toFace(ask.hex, within)).toEqual(searched.toFace(ask.hex, within));
              else expect(charted.toHex(ask.hex, within)).toEqual(searched.toHex(ask.hex, within));
              if (ask.face) expect(charted.toFace(ask.hex)).toEqual(searched.toFace(ask.hex));
              else expect(charted.toHex(ask.hex)).toEqual(searched.toHex(ask.hex));
            }
            // And each leg asked first of a search of its own: the search stops as soon as that leg is sure,
            // or, asked within some points, once every leg not yet found costs more.
            for (const ask of asks) {
              const fresh = voyageAfresh(seen, p)!;
              expect(ask.face ? fresh.toFace(ask.hex) : fresh.toHex(ask.hex)).toEqual(ask.face ? searched.toFace(ask.hex) : searched.toHex(ask.hex));
              const within = order.int(0, 12);
              const bounded = voyageAfresh(seen, p)!;
              const leg = ask.face ? bounded.toFace(ask.hex, within) : bounded.toHex(ask.hex, within);
              expect(leg).toEqual(ask.face ? searched.toFace(ask.hex, within) : searched.toHex(ask.hex, within));
              if (leg) withinFound += 1;
              else withinBeyond += 1;
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
    expect(withinFound).toBeGreaterThan(100);
    expect(withinBeyond).toBeGreaterThan(100);
    expect(tiles).toBeGreaterThanOrEqual(3);
    expect(storms).toBeGreaterThan(0);
  });

  it('draws a chart anew, never the last one found, when only the Storms or only the Rough Seas Improvement differ', () => {
    const created = createGame({ players: 2, length: 'short', content, rules: {} }, 'chart-anew');
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = created.state;
    const random = new RandomSource(seedRng('chart-anew-bot'));
    const ballast = content.ships.find((x) => x.printedImprovements.some((i) => i.improvement === 'printed-sturdy-ballast'))!;
    const rough = content.tiles.filter((t) => t.hexes.some((h) => h.type === 'roughSea'));
    const plain = content.ships.find((x) => !x.printedImprovements.some((i) => i.improvement === 'printed-sturdy-ballast'))!;
    const legsOf = (v: GameView, p: PlayerState, voyage: typeof voyageFrom) => {
      const found = voyage(v, p);
      return revealedHexes(v).map((h) => found?.toHex(h.hex));
    };
    let stormsTold = 0;
    let roughTold = 0;
    for (let n = 0; n < 1500 && !state.outcome && (stormsTold < 3 || roughTold < 3); n++) {
      const seen = view(state, 0);
      const p = seen.players[0]!;
      if (p.position) {
        // The same view with the Storms blown away: asked straight after the one with them, on the same tiles.
        const calm: GameView = { ...seen, tokens: { ...seen.tokens, storms: [] } };
        if (seen.tokens.storms.length > 0 && JSON.stringify(legsOf(calm, p, searchedVoyageFrom)) !== JSON.stringify(legsOf(seen, p, searchedVoyageFrom))) {
          expect(legsOf(seen, p, voyageFrom)).toEqual(legsOf(seen, p, searchedVoyageFrom));
          expect(legsOf(calm, p, voyageFrom)).toEqual(legsOf(calm, p, searchedVoyageFrom));
          stormsTold += 1;
        }
        // The same pose on the same map (every empty slot given a tile with Rough Seas), on a ship that
        // ignores Rough Seas and on one that does not.
        const full: GameView = { ...seen, map: { ...seen.map, placed: seen.map.placed.map((t, i) => t ?? rough[i % rough.length]!.id) } };
        const steady: PlayerState = { ...p, ship: ballast.id, improvements: p.improvements.map(() => null) };
        const rolling: PlayerState = { ...p, ship: plain.id, improvements: p.improvements.map(() => null) };
        if (n % 25 === 0 && JSON.stringify(legsOf(full, steady, searchedVoyageFrom)) !== JSON.stringify(legsOf(full, rolling, searchedVoyageFrom))) {
          expect(legsOf(full, steady, voyageFrom)).toEqual(legsOf(full, steady, searchedVoyageFrom));
          expect(legsOf(full, rolling, voyageFrom)).toEqual(legsOf(full, rolling, searchedVoyageFrom));
          roughTold += 1;
        }
      }
      const result = apply(state, pick(legalActions(state), random));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    // The comparisons ran where the answers differ: a chart kept from the other case would have failed them.
    expect(stormsTold).toBeGreaterThanOrEqual(3);
    expect(roughTold).toBeGreaterThanOrEqual(3);
  });
  it('answers as before with a voyage no longer kept: its chart retired by another map, or pushed out by newer poses', () => {
    const created = createGame({ players: 2, length: 'short', content, rules: {} }, 'chart-released');
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = created.state;
    const random = new RandomSource(seedRng('chart-released-bot'));
    const tiles = content.tiles.filter((t) => t.act === 1);
    const legs = (v: GameView, voyage: ReturnType<typeof voyageFrom>) => [
      ...revealedHexes(v).map((h) => voyage?.toHex(h.hex)),
      ...emptySlotHexes(v).map((hex) => voyage?.toFace(hex)),
    ];
    let checked = 0;
    for (let n = 0; n < 1500 && !state.outcome && checked < 5; n++) {
      const seen = view(state, 0);
      const p = seen.players[0]!;
      if (p.position && n % 7 === 0) {
        const held = voyageFrom(seen, p);
        const expected = legs(seen, searchedVoyageFrom(seen, p));
        // Another map (every empty slot given a tile) retires the chart the held voyage was found on; more new
        // poses on it than a chart keeps voyages for push out the first one found there, and the searches made
        // meanwhile take up every array the released voyages handed on.
        const full: GameView = { ...seen, map: { ...seen.map, placed: seen.map.placed.map((t, i) => t ?? tiles[i % tiles.length]!.id) } };
        const first = voyageFrom(full, full.players[0]!);
        const firstExpected = legs(full, searchedVoyageFrom(full, full.players[0]!));
        const hexes = revealedHexes(full);
        for (let i = 0; i < 100; i++) {
          const hex = hexes[(i * 5) % hexes.length]!.hex;
          const elsewhere: PlayerState = { ...p, position: { hex, facing: (i % 6) as Facing } };
          voyageFrom(full, elsewhere)?.toHex(hexes[(i * 7 + 3) % hexes.length]!.hex);
        }
        expect(legs(seen, held)).toEqual(expected);
        expect(legs(full, first)).toEqual(firstExpected);
        checked += 1;
      }
      const result = apply(state, pick(legalActions(state), random));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(checked).toBe(5);
  });

  it('grows the calm chart by the tiles revealed since the last one to what drawing it whole gives', () => {
    const created = createGame({ players: 2, length: 'medium', content, rules: {} }, 'chart-growth');
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    // The map grown slot by slot from the tiles in the stack: one tile at a time, then three at once.
    const stack = [...state.map.stack];
    const empty = state.map.placed.flatMap((t, slot) => (t === null ? [slot] : []));
    let placed = state.map.placed.slice();
    let grown = 0;
    for (let i = 0; i < empty.length && stack.length > 0; i += i < 8 ? 1 : 3) {
      placed = placed.slice();
      for (const slot of empty.slice(i, i < 8 ? i + 1 : i + 3)) placed[slot] = stack.shift() ?? null;
      const map: GameState = { ...state, map: { ...state.map, placed } };
      for (const rough of [false, true]) expect(arrays(calmChartOf(map, rough))).toEqual(arrays(chartDrawnWhole(map, rough)));
      grown += 1;
    }
    expect(grown).toBeGreaterThanOrEqual(10);
    // A map of fewer tiles again (another game, say) is drawn whole, and still the same.
    const fewer: GameState = { ...state, map: { ...state.map, placed: placed.map((t, i) => (i % 2 === 0 ? t : null)) } };
    for (const rough of [false, true]) expect(arrays(calmChartOf(fewer, rough))).toEqual(arrays(chartDrawnWhole(fewer, rough)));
  });
});

function arrays(c: { readonly revealed: readonly number[]; readonly turnCost: readonly number[]; readonly aheadCost: readonly number[] }): number[][] {
  return [[...c.revealed], [...c.turnCost], [...c.aheadCost]];
}
