import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  apply, awaitedSeat, createGame, hexKey, legalActions, mapHexAt, RandomSource, reachablePoses, revealTargets, sailRoute, seedRng, type GameState,
} from '../src/index';

const content = defaultContent();

/** States of seeded random games in which a player has Navigation points to spend. */
function statesWithPoints(seed: string, wanted: number): GameState[] {
  const created = createGame({ players: 2, length: 'short', content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bot = new RandomSource(seedRng(`${seed}-bot`));
  const found: GameState[] = [];
  for (let i = 0; i < 3000 && !state.outcome && found.length < wanted; i++) {
    const seat = awaitedSeat(state);
    const p = seat === undefined ? undefined : state.players[seat];
    if (p?.position && state.turn && state.turn.navigationPoints > 0 && state.pending.length === 0) found.push(state);
    const legal = legalActions(state);
    const navigate = legal.find((a) => a.type === 'issueNavigationOrder');
    const result = apply(state, navigate && i % 3 === 0 ? navigate : bot.pick(legal));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return found;
}

describe('sailing to a clicked hex (sailRoute)', () => {
  it('finds, for every reachable hex, steps that are each legal and end there at the cost shown', () => {
    const states = ['route-a', 'route-b', 'route-d', 'route-e', 'route-f'].flatMap((seed) => statesWithPoints(seed, 10));
    expect(states.length).toBeGreaterThan(5);
    let checked = 0;
    for (const start of states) {
      const seat = awaitedSeat(start) as number;
      const p = start.players[seat]!;
      const points = start.turn!.navigationPoints;
      const cheapest = new Map<string, number>();
      for (const r of reachablePoses(start, p, points)) {
        const key = hexKey(r.hex);
        if (key !== hexKey(p.position!.hex)) cheapest.set(key, Math.min(cheapest.get(key) ?? Infinity, r.cost));
      }
      for (const [key, cost] of cheapest) {
        const [q, r] = key.split(',').map(Number) as [number, number];
        const route = sailRoute(start, p, points, { q, r });
        expect(route, `a route to ${key}`).toBeDefined();
        expect(route!.cost).toBe(cost);
        let state = start;
        for (const step of route!.steps) {
          const result = apply(state, { type: 'sail', seat, step });
          expect(result.ok, `step ${step} towards ${key}`).toBe(true);
          if (!result.ok) break;
          state = result.state;
        }
        expect(hexKey(state.players[seat]!.position!.hex)).toBe(key);
        expect(state.turn?.navigationPoints ?? 0).toBe(points - cost);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('has no route to a hex out of reach or to its own hex without moving', () => {
    const [start] = statesWithPoints('route-c', 1);
    const seat = awaitedSeat(start!) as number;
    const p = start!.players[seat]!;
    expect(sailRoute(start!, p, 0, { q: p.position!.hex.q + 1, r: p.position!.hex.r })).toBeUndefined();
    expect(sailRoute(start!, p, start!.turn!.navigationPoints, { q: 999, r: 999 })).toBeUndefined();
  });
});

/** States of seeded games in which someone mans the Crow's Nest and has Navigation points to spend. */
function statesThatCanReveal(seed: string, wanted: number): GameState[] {
  const created = createGame({ players: 1, length: 'medium', content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bot = new RandomSource(seedRng(`${seed}-bot`));
  const nest = state.catalog.shipBoard.zones.find((z) => z.symbols.includes('crowsNest'))!.zone;
  const found: GameState[] = [];
  for (let i = 0; i < 4000 && !state.outcome && found.length < wanted; i++) {
    const legal = legalActions(state);
    const seat = awaitedSeat(state);
    const p = seat === undefined ? undefined : state.players[seat];
    if (p && state.turn && state.turn.navigationPoints > 0 && state.pending.length === 0 && revealTargets(state, p, state.turn.navigationPoints).length > 0) found.push(state);
    const toNest = legal.find((a) => a.type === 'issueCrewOrder' && a.to.area === 'deck' && a.to.zone === nest);
    const navigate = legal.find((a) => a.type === 'issueNavigationOrder');
    const pick = (toNest && i % 2 === 0 ? toNest : undefined) ?? (navigate && i % 3 === 0 ? navigate : undefined) ?? bot.pick(legal);
    const result = apply(state, pick);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return found;
}

describe('revealing a tile from a distance (revealTargets)', () => {
  it('turns and sails to face each empty slot offered, then reveals it, for the points shown', () => {
    const states = ['reveal-a', 'reveal-b', 'reveal-c', 'reveal-d'].flatMap((seed) => statesThatCanReveal(seed, 4));
    expect(states.length).toBeGreaterThan(3);
    let checked = 0;
    for (const start of states) {
      const seat = awaitedSeat(start) as number;
      const p = start.players[seat]!;
      const points = start.turn!.navigationPoints;
      for (const target of revealTargets(start, p, points)) {
        const here = p.position!;
        const moved = hexKey(target.from.hex) !== hexKey(here.hex) || target.from.facing !== here.facing;
        const steps = moved ? sailRoute(start, p, points, target.from.hex, target.from.facing)!.steps : [];
        let state = start;
        for (const step of [...steps, 'reveal' as const]) {
          // A route through a Port meets its Denizen on the way: leave them be and sail on.
          while (state.pending[0]?.kind === 'denizen') {
            const decline = apply(state, { type: 'answerDenizen', seat, crew: null, accept: false });
            if (!decline.ok) break;
            state = decline.state;
          }
          const result = apply(state, { type: 'sail', seat, step });
          expect(result.ok, `${step} towards ${hexKey(target.hex)}`).toBe(true);
          if (!result.ok) break;
          state = result.state;
        }
        expect(mapHexAt(state, target.hex), `a tile now lies at ${hexKey(target.hex)}`).toBeDefined();
        expect(state.turn?.navigationPoints ?? 0).toBe(points - target.cost);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
