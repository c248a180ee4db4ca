import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  apply, awaitedSeat, createGame, hexKey, hexTypeAt, legalActions, mapHexAt, RandomSource, reachablePoses, revealTargets, sailBlock, sailPlan, sailRoute, seedRng, type Action, type GameState, type SailMove,
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

/** Plays a voyage's moves (declining a Port's Denizen met on the way, as a player stopped there could), checking each is legal. */
function playMoves(start: GameState, seat: number, moves: readonly SailMove[], towards: string): GameState {
  let state = start;
  for (const move of moves) {
    while (state.pending[0]?.kind === 'denizen') {
      const decline = apply(state, { type: 'answerDenizen', seat, crew: null, accept: false });
      if (!decline.ok) break;
      state = decline.state;
    }
    const action: Action = move.type === 'face' ? { type: 'face', seat, facing: move.facing } : { type: 'sail', seat, step: move.step };
    const result = apply(state, action);
    expect(result.ok, `${JSON.stringify(move)} towards ${towards}`).toBe(true);
    if (!result.ok) break;
    state = result.state;
  }
  return state;
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
        const plan = sailPlan(start, p, points, { q, r });
        expect(plan, `a route to ${key}`).toBeDefined();
        expect(plan!.cost).toBe(cost);
        const state = playMoves(start, seat, plan!.moves, key);
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
        const moves = moved ? sailPlan(start, p, points, target.from.hex, target.from.facing)!.moves : [];
        const state = playMoves(start, seat, [...moves, { type: 'sail', step: 'reveal' }], hexKey(target.hex));
        expect(mapHexAt(state, target.hex), `a tile now lies at ${hexKey(target.hex)}`).toBeDefined();
        expect(state.turn?.navigationPoints ?? 0).toBe(points - target.cost);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});

/** States of seeded games in which the awaited ship is in a Port with Navigation points to spend. */
function statesInPort(seed: string, wanted: number): GameState[] {
  return statesWithPoints(seed, 400).filter((s) => {
    const p = s.players[awaitedSeat(s) as number]!;
    return s.pending.length === 0 && p.position !== null && hexTypeAt(s, p.position.hex) === 'port';
  }).slice(0, wanted);
}

describe('a voyage planned from a Port, and one that stops at a Port on the way (sailPlan, issue #24 item 3)', () => {
  it('from a Port, every reachable hex is reached by moves the engine offers (a free facing first, never a turn at a time)', () => {
    const states = ['port-a', 'port-b', 'port-c', 'port-d', 'port-e', 'port-f'].flatMap((seed) => statesInPort(seed, 3));
    expect(states.length).toBeGreaterThan(2);
    let faced = 0;
    for (const start of states) {
      const seat = awaitedSeat(start) as number;
      const p = start.players[seat]!;
      const points = start.turn!.navigationPoints;
      for (const r of reachablePoses(start, p, points)) {
        if (hexKey(r.hex) === hexKey(p.position!.hex)) continue;
        const plan = sailPlan(start, p, points, r.hex, r.facing)!;
        if (plan.moves[0]?.type === 'face') faced += 1;
        const state = playMoves(start, seat, plan.moves, hexKey(r.hex));
        expect(state.players[seat]!.position).toEqual({ hex: r.hex, facing: r.facing });
        // The sailRoute of the same voyage takes the free facing first, then its steps.
        const route = sailRoute(start, p, points, r.hex, r.facing);
        if (route && plan.moves[0]?.type === 'face') expect(route.face).toBe(plan.moves[0].facing);
      }
    }
    expect(faced, 'some voyages begin with a free facing in the Port').toBeGreaterThan(0);
  });

  it('a voyage that passes a Port not yet visited says it stops there; one without a stop passes none', () => {
    const states = ['stop-a', 'stop-b', 'stop-c', 'stop-d', 'stop-e', 'stop-f', 'stop-g', 'stop-h'].flatMap((seed) => statesWithPoints(seed, 30));
    let stops = 0;
    for (const start of states) {
      const seat = awaitedSeat(start) as number;
      const p = start.players[seat]!;
      const points = start.turn!.navigationPoints;
      for (const r of reachablePoses(start, p, points)) {
        const plan = sailPlan(start, p, points, r.hex, r.facing);
        if (!plan) continue;
        expect(plan.stop === null ? undefined : plan.stop).toEqual(r.stop);
        if (!plan.stop) {
          // No stop: no Port not yet visited is entered before the end.
          const before = plan.path.slice(0, -1);
          expect(before.filter((h) => hexTypeAt(start, h) === 'port' && !start.turn!.portsDeparted.includes(hexKey(h)) && hexKey(h) !== hexKey(p.position!.hex))).toEqual([]);
          continue;
        }
        stops += 1;
        expect(hexTypeAt(start, plan.stop)).toBe('port');
        expect(plan.path.map(hexKey)).toContain(hexKey(plan.stop));
        // Played move by move, the ship meets the Port's visit at the stop (a decision or its services open there).
        let state = start;
        for (const move of plan.moves) {
          const action: Action = move.type === 'face' ? { type: 'face', seat, facing: move.facing } : { type: 'sail', seat, step: move.step };
          const result = apply(state, action);
          if (!result.ok) break;
          state = result.state;
          if (hexKey(state.players[seat]!.position!.hex) === hexKey(plan.stop)) break;
        }
        expect(hexKey(state.players[seat]!.position!.hex)).toBe(hexKey(plan.stop));
        expect(state.turn!.portsDeparted.includes(hexKey(plan.stop))).toBe(false);
      }
    }
    expect(stops, 'some voyages pass a Port').toBeGreaterThan(0);
  });
});

describe('why no hex can be sailed to (sailBlock, issue #24 item 3)', () => {
  it('is null exactly when some other hex is within reach, and says which lack holds otherwise', () => {
    const states = ['block-a', 'block-b', 'block-c'].flatMap((seed) => statesWithPoints(seed, 40));
    expect(states.length).toBeGreaterThan(10);
    const kinds = new Set<string>();
    for (const start of states) {
      const p = start.players[awaitedSeat(start) as number]!;
      for (const points of [0, 1, start.turn!.navigationPoints]) {
        const reach = reachablePoses(start, p, points).some((r) => hexKey(r.hex) !== hexKey(p.position!.hex));
        const block = sailBlock(start, p, points);
        if (points === 0) expect(block).toEqual({ kind: 'noPoints' });
        else expect(block === null, `points ${points}`).toBe(reach);
        if (block) kinds.add(block.kind);
        if (block?.kind === 'tooFewPoints') expect(block.stepCost).toBeGreaterThan(points);
      }
    }
    expect(kinds.has('noPoints')).toBe(true);
  });
});
