import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, hexTypeAt, legalActions, legalSailSteps, RandomSource, revealedHexes, seedRng, warningsFor, type Action, type GameState, type Hex } from '../src/index';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

type Member = NonNullable<SetupOverrides['crew']>[number]['members'][number];

/** A one-seat game on one tile (Mistwall Shallows: Calm Seas and a Rough Sea) with the ship where asked. */
function game(opts: { tile?: string; on: 'calmSea' | 'roughSea' | 'port'; crew: Member[]; fresh?: { navigation?: number; crew?: number }; fleeting?: number }): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'warnings' });
  if (!created.ok) throw new Error(created.error.message);
  const tile = opts.tile ?? (opts.on === 'port' ? 'duskfall-reach' : 'mistwall-shallows');
  const placed = withOverrides(created.state, { placed: [{ slot: 0, tile }] });
  // The first hex of the kind asked for on the tile.
  const hex = revealedHexes(placed).map((h) => h.hex).find((h) => hexTypeAt(placed, h) === opts.on) as Hex;
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile }],
    ships: [{ seat: 0, hex, facing: 0 }],
    crew: [{ seat: 0, members: opts.crew }],
    players: [{ seat: 0, fresh: { navigation: opts.fresh?.navigation ?? 2, crew: opts.fresh?.crew ?? 2, artillery: 1 }, fleeting: opts.fleeting ?? 0 }],
  });
}

function play(state: GameState, action: Omit<Action, 'seat'> & { type: Action['type'] }): { state: GameState; kinds: string[] } {
  const result = apply(state, { seat: 0, ...action });
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, kinds: result.events.map((e) => e.kind) };
}

const below = (slot: number): Member => ({ token: slot === 0 ? 'deckhand-abel' : 'deckhand-bryn', at: { area: 'below', slot } });
const NAV: Action = { type: 'issueNavigationOrder', seat: 0, fleeting: false };
const END: Action = { type: 'endTurn', seat: 0 };
/** The end of the turn's warnings but the Orders left unused (D141, tested on their own). */
const endTraps = (state: GameState) => warningsFor(state, END).filter((w) => w.kind !== 'ordersUnused');

describe('warningsFor: a Navigation Order that cannot buy a single step', () => {
  it('in a Rough Sea, one point (no Navigation node manned) buys nothing: every step costs 2', () => {
    const state = game({ on: 'roughSea', crew: [below(0), below(1)] });
    expect(warningsFor(state, NAV)).toEqual([{ kind: 'navigationOrderBuysNothing', seat: 0, points: 1, stepCost: 2, cause: 'roughSea', moreOrders: 1 }]);
    // What it says is so: after the Order no sail step is offered.
    const after = play(state, NAV).state;
    expect(legalActions(after).filter((a) => a.type === 'sail')).toEqual([]);
    // The second Order makes the points up to 2: it is no trap, and says so.
    expect(warningsFor(after, NAV)).toEqual([]);
  });

  it('with no Order left to add up, says so (moreOrders 0)', () => {
    const state = game({ on: 'roughSea', crew: [below(0)], fresh: { navigation: 1 } });
    expect(warningsFor(state, NAV)).toMatchObject([{ kind: 'navigationOrderBuysNothing', moreOrders: 0 }]);
  });

  it('no warning in a Port, whatever the ship faces: it turns there for free, then sails', () => {
    for (const facing of [0, 1, 2, 3, 4, 5] as const) {
      const base = game({ on: 'port', crew: [below(0), below(1)] });
      const state: GameState = { ...base, players: base.players.map((p) => ({ ...p, position: p.position && { hex: p.position.hex, facing } })) };
      expect(warningsFor(state, NAV), `facing ${facing}`).toEqual([]);
    }
  });

  it('no warning on a Calm Sea, where one point turns or sails one hex', () => {
    const state = game({ on: 'calmSea', crew: [below(0), below(1)] });
    expect(warningsFor(state, NAV)).toEqual([]);
    expect(legalActions(play(state, NAV).state).some((a) => a.type === 'sail')).toBe(true);
  });

  it('no warning in a Rough Sea when a crew member at the Helm (a Navigation node) makes the Order worth 2', () => {
    const state = game({ on: 'roughSea', crew: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 7 } }, below(1)] });
    expect(warningsFor(state, NAV)).toEqual([]);
    const after = play(state, NAV).state;
    expect(after.turn?.navigationPoints).toBe(2);
    expect(legalActions(after).some((a) => a.type === 'sail')).toBe(true);
  });
});

describe('warningsFor: unspent Navigation points', () => {
  it('ending the turn with points unspent names how many, and the turn end does lose them', () => {
    const state = play(game({ on: 'roughSea', crew: [below(0), below(1)] }), NAV).state;
    expect(state.turn?.navigationPoints).toBe(1);
    expect(endTraps(state)).toEqual([{ kind: 'navigationPointsLost', seat: 0, points: 1 }]);
    expect(play(state, END).kinds).toContain('navigationPointsLost');
  });

  it('a Crew Order taken with points in hand loses them too; a sail step or another Navigation Order does not', () => {
    const state = play(game({ on: 'calmSea', crew: [below(0), below(1)] }), NAV).state;
    const crewOrder = legalActions(state).find((a) => a.type === 'issueCrewOrder') as Action;
    expect(warningsFor(state, crewOrder)).toEqual([{ kind: 'navigationPointsLost', seat: 0, points: 1 }]);
    expect(play(state, crewOrder).kinds).toContain('navigationPointsLost');
    const sail = legalActions(state).find((a) => a.type === 'sail') as Action;
    expect(warningsFor(state, sail)).toEqual([]);
    expect(warningsFor(state, NAV)).toEqual([]);
  });

  it('no warning for ending the turn with no points in hand', () => {
    const state = game({ on: 'calmSea', crew: [below(0), below(1)] });
    expect(warningsFor(state, END).filter((w) => w.kind === 'navigationPointsLost')).toEqual([]);
    expect(play(state, END).kinds).not.toContain('navigationPointsLost');
  });
});

describe('warningsFor: ending the turn with Orders the next recovery would give back anyway (D141)', () => {
  /** A ship with `issued` Orders already Issued (all Crew) and the Fresh ones asked for. */
  function withIssued(state: GameState, issued: number): GameState {
    return { ...state, players: state.players.map((p) => ({ ...p, orders: { ...p.orders, issued: { crew: issued, navigation: 0, artillery: 0 } } })) };
  }

  it('nothing Issued yet: 3 of the Fresh Orders could be issued at no cost to the next turn', () => {
    // Fresh: 2 Navigation, 2 Crew, 1 Artillery; on a Calm Sea a Navigation Order buys a step; no target for the Artillery.
    const state = game({ on: 'calmSea', crew: [below(0), below(1)] });
    expect(warningsFor(state, END)).toEqual([{ kind: 'ordersUnused', seat: 0, free: 3, kinds: ['crew', 'navigation'] }]);
    // So it is: the next turn recovers nothing (nothing Issued), and the Fresh Orders stay as they were.
    const next = play(state, END).state;
    expect(next.players[0]!.orders.fresh).toEqual(state.players[0]!.orders.fresh);
  });

  it('counts down as Orders are Issued, and says nothing once 3 are', () => {
    const base = game({ on: 'calmSea', crew: [below(0), below(1)] });
    expect(warningsFor(withIssued(base, 2), END)).toMatchObject([{ kind: 'ordersUnused', free: 1 }]);
    expect(warningsFor(withIssued(base, 3), END)).toEqual([]);
  });

  it('a Navigation Order that would buy no step (Rough Sea, one point) is not counted as useful', () => {
    const state = game({ on: 'roughSea', crew: [below(0), below(1)], fresh: { navigation: 1, crew: 0 } });
    expect(warningsFor(state, END)).toEqual([]);
  });

  it('Fleeting Orders alone never warn: kept, they are not lost', () => {
    const state = game({ on: 'calmSea', crew: [below(0), below(1)], fresh: { navigation: 0, crew: 0 }, fleeting: 2 });
    const noArtillery: GameState = { ...state, players: state.players.map((p) => ({ ...p, orders: { ...p.orders, fresh: { crew: 0, navigation: 0, artillery: 0 } } })) };
    expect(warningsFor(noArtillery, END)).toEqual([]);
  });
});

describe('warningsFor: ending the turn kills a crew member from Strain', () => {
  it('a crew member On Deck at sea with a full track is named, and is slain when the turn ends', () => {
    const state = game({ on: 'calmSea', crew: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 }, trauma: 2, strain: 3 }, below(1)] });
    const abel = state.players[0]!.crew[0]!.id;
    expect(endTraps(state)).toEqual([{ kind: 'strainSlays', seat: 0, crew: abel, strain: 1, room: 0 }]);
    const ended = play(state, END);
    expect(ended.kinds).toContain('crewSlain');
    expect(ended.state.players[0]!.crew.map((c) => c.id)).not.toContain(abel);
  });

  it('the last crew member slain: the ship is lost as well', () => {
    const state = game({ on: 'roughSea', crew: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 }, strain: 5 }] });
    expect(endTraps(state).map((w) => w.kind)).toEqual(['strainSlays', 'everyCrewLost']);
    expect(play(state, END).kinds).toContain('shipSunk');
  });

  it('no warning when the track has room, when the crew member is Below Deck, or when the ship is in a Port', () => {
    const roomLeft = game({ on: 'calmSea', crew: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 }, strain: 4 }, below(1)] });
    expect(endTraps(roomLeft)).toEqual([]);
    expect(play(roomLeft, END).kinds).not.toContain('crewSlain');
    const sheltered = game({ on: 'calmSea', crew: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 }, strain: 5 }, below(1)] });
    expect(endTraps(sheltered)).toEqual([]);
    const inPort = game({ on: 'port', crew: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 }, strain: 5 }, below(1)] });
    expect(endTraps(inPort)).toEqual([]);
  });
});

describe('warningsFor: a Fatigued crew member sent to an Improvement\'s crew space', () => {
  function toSpace(fatigued: boolean): { state: GameState; order: Action } {
    const base = game({ on: 'calmSea', crew: [below(0), below(1)] });
    const state: GameState = { ...base, players: base.players.map((p) => ({ ...p, crew: p.crew.map((c, i) => (i === 0 ? { ...c, fatigued } : c)) })) };
    const abel = state.players[0]!.crew[0]!.id;
    const order = legalActions(state).find((a) => a.type === 'issueCrewOrder' && a.crew === abel && a.to.area === 'below' && a.to.space === true && !a.fleeting);
    if (!order) throw new Error('this ship offers no Improvement crew space to Abel');
    return { state, order };
  }

  it('warns that the Order only moves them, and the Improvement indeed does nothing', () => {
    const { state, order } = toSpace(true);
    expect(warningsFor(state, order)).toMatchObject([{ kind: 'fatiguedCrewSpace', seat: 0, crew: state.players[0]!.crew[0]!.id }]);
    expect(play(state, order).kinds).toContain('crewSpaceUnused');
  });

  it('no warning for a crew member who is not Fatigued: they use it', () => {
    const { state, order } = toSpace(false);
    expect(warningsFor(state, order)).toEqual([]);
    expect(play(state, order).kinds).toContain('crewSpaceUsed');
  });
});

describe('warningsFor in seeded random games: what it predicts happens', () => {
  it('each warning given for the action played comes true, and a Navigation Order it passes buys a step', () => {
    // 12 seeded games of 1–4 seats, up to 600 actions each; every action played is asked about first.
    let asked = 0;
    let warned = 0;
    let micros = 0;
    for (let g = 0; g < 12; g++) {
      const created = createGame({ players: 1 + (g % 4), length: 'short', content }, `warnings-random-${g}`);
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      const bot = new RandomSource(seedRng(`warnings-bot-${g}`));
      for (let n = 0; n < 600 && !state.outcome; n++) {
        const legal = legalActions(state);
        const started = performance.now();
        for (const a of legal) warningsFor(state, a);
        micros += (performance.now() - started) * 1000;
        asked += legal.length;
        const action = bot.pick(legal);
        const warnings = warningsFor(state, action);
        warned += warnings.length;
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.message);
        const kinds = result.events.map((e) => e.kind);
        for (const w of warnings) {
          if (w.kind === 'navigationPointsLost') expect(result.events.find((e) => e.kind === 'navigationPointsLost')?.data).toEqual({ lost: w.points });
          if (w.kind === 'strainSlays') expect(result.events.some((e) => e.kind === 'crewSlain' && e.data?.crew === w.crew)).toBe(true);
          if (w.kind === 'everyCrewLost') expect(kinds).toContain('shipSunk');
          if (w.kind === 'fatiguedCrewSpace') expect(kinds).toContain('crewSpaceUnused');
          if (w.kind === 'ordersUnused') {
            // Fewer than 3 Issued: the next recovery has room for `free` more, and that many Fresh Orders of the kinds named are there.
            const o = state.players[action.seat]!.orders;
            expect(o.issued.crew + o.issued.navigation + o.issued.artillery + w.free).toBeLessThanOrEqual(3);
            expect(w.kinds.reduce((n, k) => n + o.fresh[k], 0)).toBeGreaterThanOrEqual(w.free);
          }
          if (w.kind === 'navigationOrderBuysNothing') {
            // No sail step is left to buy, from any facing the ship could take for free in a Port.
            const after = result.state;
            const p = after.players[action.seat]!;
            const facings = [p.position!.facing, ...legalActions(after).flatMap((a) => (a.type === 'face' ? [a.facing] : []))];
            expect(facings.some((facing) => legalSailSteps(after, { ...p, position: { hex: p.position!.hex, facing } }, after.turn!.navigationPoints).length > 0)).toBe(false);
          }
        }
        // No warning of lost points, yet points lost: only where the player had no say (the ship sank).
        if (!warnings.some((w) => w.kind === 'navigationPointsLost') && kinds.includes('navigationPointsLost') && state.pending.length === 0) {
          expect(kinds).toContain('shipSunk');
        }
        // A Navigation Order not warned of leaves a step to buy (or the order answered nothing on a sunk ship).
        if (action.type === 'issueNavigationOrder' && !warnings.some((w) => w.kind === 'navigationOrderBuysNothing') && result.state.players[action.seat]?.position) {
          expect(legalActions(result.state).some((a) => a.type === 'sail' || a.type === 'face') || result.state.pending.length > 0).toBe(true);
        }
        state = result.state;
      }
    }
    expect(warned).toBeGreaterThan(0);
    // Cheap enough to ask for every offered action: under 50 µs a call on average (measured 3.3 µs over 72,853 calls).
    expect(micros / asked).toBeLessThan(50);
  });
});
