import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  apply, createGame, hexKey, legalActions, navigationOrderValue, slotHexes,
  type Action, type GameEvent, type GameState,
} from '../src/index';
import { hexDistance, neighbours } from '../src/core/hex';
import { crewDestinations } from '../src/flow/legal';
import { canFireArtillery } from '../src/ship/ship';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

function started(overrides: SetupOverrides, players = 1): GameState {
  const created = createGame({ players, content }, 'rules');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    ...overrides,
  });
}

describe('the board', () => {
  const slots = content.board.tileSlots;
  const hexesOf = slots.map((s) => slotHexes(s).map(hexKey));

  it('has 19 slots of six hexes that never overlap', () => {
    expect(slots).toHaveLength(19);
    const all = hexesOf.flat();
    expect(new Set(all).size).toBe(19 * 6);
  });

  it("every slot's hexes are connected, and the centre borders exactly the six slots of the first ring", () => {
    for (const s of slots) {
      const hexes = slotHexes(s);
      for (const h of hexes) expect(hexes.some((o) => hexDistance(o, h) === 1)).toBe(true);
    }
    const centre = new Set(hexesOf[0]);
    const bordering = hexesOf.map((hexes, i) => ({ i, touches: hexes.some((k) => {
      const [q, r] = k.split(',').map(Number) as [number, number];
      return neighbours({ q, r }).some((n) => centre.has(hexKey(n)));
    }) })).filter((x) => x.i !== 0 && x.touches).map((x) => x.i);
    expect(bordering.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('nodes', () => {
  const crew = (zones: number[]) => [{ seat: 0, members: zones.map((zone, i) => ({ token: content.crew[i]!.id, at: { area: 'deck' as const, zone } })) }];

  it('a Navigation Order is 1 plus one per manned, intact Navigation node; a destroyed node gives nothing', () => {
    const two = started({ crew: crew([7, 8]) });
    expect(navigationOrderValue(two, two.players[0]!)).toBe(3);
    const s = started({ crew: crew([0, 7, 8]), players: [{ seat: 0, destroyedNodes: [8] }] });
    expect(navigationOrderValue(s, s.players[0]!)).toBe(3);
    const none = started({ crew: crew([1, 4]) });
    expect(navigationOrderValue(none, none.players[0]!)).toBe(1);
  });

  it("a Navigator's Trait adds a point while manning a Navigation node, not elsewhere", () => {
    const navigator = (zone: number) => started({ crew: [{ seat: 0, members: [{ token: 'adept-ysolde-vane', at: { area: 'deck', zone } }] }] });
    const on = navigator(7);
    const off = navigator(4);
    expect(navigationOrderValue(on, on.players[0]!)).toBe(3);
    expect(navigationOrderValue(off, off.players[0]!)).toBe(1);
  });

  it('Artillery fires only from a slot with a card and a manned, intact node of that slot', () => {
    // The Bitter End carries Smasher Carronades in its Port slot only.
    const manned = started({ crew: crew([3]) });
    expect(canFireArtillery(manned, manned.players[0]!, 'port')).toBe(true);
    expect(canFireArtillery(manned, manned.players[0]!, 'starboard')).toBe(false);
    const wrongNode = started({ crew: crew([5]) });
    expect(canFireArtillery(wrongNode, wrongNode.players[0]!, 'port')).toBe(false);
    const destroyed = started({ crew: crew([3]), players: [{ seat: 0, destroyedNodes: [3] }] });
    expect(canFireArtillery(destroyed, destroyed.players[0]!, 'port')).toBe(false);
  });
});

describe('Traits at setup', () => {
  it('never leave a Deckhand with a contradicting pair', () => {
    for (let seed = 0; seed < 200; seed++) {
      const created = createGame({ players: 4, content }, seed);
      if (!created.ok) throw new Error(created.error.message);
      for (const c of created.state.players.flatMap((p) => p.crew)) {
        const positive = content.traits.find((t) => t.id === c.positiveTrait);
        expect(positive?.contradicts ?? []).not.toContain(c.negativeTrait);
      }
    }
  });
});

type WithoutSeat<T> = T extends unknown ? Omit<T, 'seat'> : never;

/** Plays the actions (seat 0), returning the last state and every event. */
function play(state: GameState, actions: readonly WithoutSeat<Action>[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const result = apply(state, { seat: 0, ...action } as Action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('a Crew Order to the zone the crew member stands in (D51)', () => {
  const withDrownedMan = (zone: number | null) => started({
    crew: [{ seat: 0, members: [
      { token: 'deckhand-cass', at: { area: 'deck', zone: 6 } },
      { token: 'deckhand-abel', at: { area: 'below', slot: 1 } },
    ] }],
    ...(zone === null ? {} : { enemies: [{ card: 'drowned-man', at: { area: 'deck', seat: 0, zone } }] }),
    seaEvents: ['becalmed'],
  });
  const ownZone = (s: GameState) => legalActions(s).filter((a) => a.type === 'issueCrewOrder' && a.crew === 'crew-3' && a.to.area === 'deck' && a.to.zone === 6);

  it('is offered, Fresh and Fleeting alike, only while enemies share the zone', () => {
    const s = withDrownedMan(6);
    s.players[0]!.orders.fleeting = 1;
    expect(ownZone(s).map((a) => a.type === 'issueCrewOrder' && a.fleeting).sort()).toEqual([false, true]);
    expect(ownZone(withDrownedMan(4))).toEqual([]);
    expect(ownZone(withDrownedMan(null))).toEqual([]);
    const p = s.players[0]!;
    expect(crewDestinations(s, p, { area: 'deck', zone: 6 })).toContainEqual({ area: 'deck', zone: 6 });
    expect(crewDestinations(s, p, { area: 'deck', zone: 4 })).not.toContainEqual({ area: 'deck', zone: 4 });
    // Below Deck, an order never keeps someone where they are.
    expect(crewDestinations(s, p, { area: 'below', slot: 1 })).not.toContainEqual({ area: 'below', slot: 1 });
  });

  it('is offered even when the zone is full, and starts a Fray with that crew member alone', () => {
    const s = withOverrides(withDrownedMan(6), { dice: { enemy: [5, 5, 5, 5, 5, 5], attack: [4], evasion: [4] } });
    s.enemies.push({ ...s.enemies[0]!, id: 'enemy-2' });
    expect(ownZone(s)).toHaveLength(1);
    const { state, events } = play(s, [{ type: 'issueCrewOrder', crew: 'crew-3', to: { area: 'deck', zone: 6 }, fleeting: false }]);
    expect(events.map((e) => e.kind)).toContain('crewStandsAndFights');
    expect(events.map((e) => e.kind)).not.toContain('crewMoved');
    expect(events.find((e) => e.kind === 'frayStarted')?.data).toMatchObject({ zone: 6, trigger: 'crew' });
    const rolled = (die: string) => events.filter((e) => e.kind === 'dieRolled' && e.data?.die === die).map((e) => (e.data?.faces as unknown[]).length);
    expect(rolled('enemy')).toEqual([6]);
    expect(rolled('attack')).toEqual([1]);
    expect(rolled('evasion')).toEqual([1]);
    expect(state.players[0]!.crew.find((c) => c.id === 'crew-3')?.position).toEqual({ area: 'deck', zone: 6 });
    expect(state.players[0]!.orders.issued.crew).toBe(1);
  });
});

describe('the Denizen drawn on a Port visit (D52)', () => {
  const atDuskfall = (deck: string[], discard: string[]) => {
    const s = started({ seaEvents: ['becalmed'] });
    s.decks.denizens = deck;
    s.decks.denizenDiscard = discard;
    return play(s, [{ type: 'issueNavigationOrder', fleeting: false }, { type: 'sail', step: 'ahead' }]);
  };
  const kinds = (events: GameEvent[]) => events.map((e) => e.kind).filter((k) => k.startsWith('denizen') || k === 'noDenizenMet' || k === 'portReached');

  it('redraws a Passenger bound for this Port, reshuffling the discard when the deck runs out', () => {
    const { state, events } = atDuskfall(['a-man-with-debts'], ['the-harbourmaster']);
    // The reshuffled discard holds the Passenger again: however often the shuffle puts it on top, it is redrawn.
    const seen = kinds(events);
    expect(seen[0]).toBe('portReached');
    expect(seen.at(-1)).toBe('denizenDrawn');
    expect(seen.slice(1, -1).length).toBeGreaterThanOrEqual(1);
    expect(seen.slice(1, -1).every((k) => k === 'denizenRedrawn')).toBe(true);
    expect(state.pending).toEqual([{ kind: 'denizen', seat: 0, card: 'the-harbourmaster' }]);
    expect(events.find((e) => e.kind === 'denizenRedrawn')?.data).toEqual({ deck: 'denizens', card: 'a-man-with-debts', destination: 'Duskfall' });
  });

  it('keeps a Passenger bound for another Port', () => {
    const { state, events } = atDuskfall(['a-pilgrim-to-saint-aubrey', 'the-harbourmaster'], []);
    expect(kinds(events)).toEqual(['portReached', 'denizenDrawn']);
    expect(state.pending[0]).toEqual({ kind: 'denizen', seat: 0, card: 'a-pilgrim-to-saint-aubrey' });
  });

  it('stops, meeting nobody, when the deck and the discard hold nothing but such Passengers', () => {
    const { state, events } = atDuskfall(['a-man-with-debts'], []);
    expect(kinds(events)).toEqual(['portReached', 'denizenRedrawn', 'noDenizenMet']);
    expect(events.find((e) => e.kind === 'noDenizenMet')?.data).toEqual({ port: 'Duskfall', why: 'onlyBoundHere' });
    expect(state.pending).toEqual([]);
    expect(state.decks.denizenDiscard).toEqual(['a-man-with-debts']);
    expect(state.decks.denizens).toEqual([]);
  });

  it('says so when the deck and the discard are both empty', () => {
    const { state, events } = atDuskfall([], []);
    expect(kinds(events)).toEqual(['portReached', 'noDenizenMet']);
    expect(state.pending).toEqual([]);
  });
});
