import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  apply, awaitedSeat, createGame, hexKey, legalActions, RandomSource, reachablePoses, sailRoute, seedRng, type GameState,
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
