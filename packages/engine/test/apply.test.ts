import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, stateHash, view, type GameState } from '../src/index';

const content = defaultContent();

function game(players = 2, seed = 'apply'): GameState {
  const created = createGame({ players, content }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  // Place every ship: take the first offered placement until the first round begins.
  while (state.phase === 'setup') {
    const r = apply(state, legalActions(state)[0]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('apply refuses bad input and leaves the state unchanged', () => {
  const state = game();
  const before = stateHash(state);

  it.each([
    [null, 'malformed-action'],
    [42, 'malformed-action'],
    ['endTurn', 'malformed-action'],
    [[], 'malformed-action'],
    [{}, 'malformed-action'],
    [{ type: 'launchTheKraken', seat: 0 }, 'malformed-action'],
    [{ type: 'endTurn' }, 'malformed-action'],
    [{ type: 'endTurn', seat: '0' }, 'malformed-action'],
    [{ type: 'sail', seat: state.turn?.seat, step: 'ahead' }, 'illegal-action'],
    [{ type: 'issueCrewOrder', seat: state.turn?.seat, crew: 'crew-99', to: { area: 'deck', zone: 1 }, fleeting: false }, 'illegal-action'],
    [{ type: 'endTurn', seat: ((state.turn?.seat ?? 0) + 1) % 2 }, 'not-your-turn'],
  ])('%j → %s', (action, code) => {
    const result = apply(state, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
    expect(stateHash(state)).toBe(before);
  });

  it('never throws and never changes the state, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (junk) => {
      const result = apply(state, junk);
      if (result.ok) expect(legalActions(state).some((a) => isDeepStrictEqual(a, junk))).toBe(true);
      expect(stateHash(state)).toBe(before);
    }), { numRuns: 500 });
  });

  it('refuses legal-looking actions with a wrong field', () => {
    fc.assert(fc.property(fc.constantFrom(...legalActions(state)), fc.string(), fc.anything(), (action, key, value) => {
      const changed = { ...action, [key]: value };
      const result = apply(state, changed);
      // Exactly legal: deep strict equality (NaN, undefined-valued or toJSON fields are not null; -0 counts as 0).
      const isLegal = legalActions(state).some((a) => isDeepStrictEqual(a, Object.is(value, -0) ? { ...action, [key]: 0 } : changed));
      expect(result.ok).toBe(isLegal);
      expect(stateHash(state)).toBe(before);
    }), { numRuns: 500 });
  });

  it('every legal action is accepted', () => {
    for (const action of legalActions(state)) expect(apply(state, action).ok).toBe(true);
  });
});

describe('createGame', () => {
  it.each([0, 5, 2.5, Number.NaN])('refuses %s players', (players) => {
    const result = createGame({ players, content }, 's');
    expect(result.ok).toBe(false);
  });

  it('refuses a ship twice or an unknown ship', () => {
    expect(createGame({ players: 2, content, ships: ['the-pariah', 'the-pariah'] }, 's').ok).toBe(false);
    expect(createGame({ players: 1, content, ships: ['the-flying-dutchman'] }, 's').ok).toBe(false);
  });

  it('sets up as the rulebook lists', () => {
    const created = createGame({ players: 4, content, length: 'long' }, 'setup');
    if (!created.ok) throw new Error(created.error.message);
    const s = created.state;
    expect(s.tracks).toMatchObject({ playerDiscovery: 0, enemyDiscovery: 0, elderOne: 16, agenda: 0, end: 16 });
    expect(new Set(s.players.map((p) => p.ship)).size).toBe(4);
    for (const p of s.players) {
      expect(p.coin).toBe(40);
      expect(p.orders.fresh).toEqual({ crew: 3, navigation: 2, artillery: 1 });
      expect(p.crew).toHaveLength(2);
      for (const c of p.crew) {
        expect(c.position.area).toBe('below');
        expect(c.positiveTrait).not.toBeNull();
        expect(c.negativeTrait).not.toBeNull();
      }
    }
    expect(s.map.placed[0]).not.toBeNull();
    expect(content.tiles.find((t) => t.id === s.map.placed[0])?.act).toBe(1);
    expect(s.pending.map((d) => d.kind)).toEqual(['placeShip', 'placeShip', 'placeShip', 'placeShip']);
    expect(s.pending[0]?.seat).toBe(s.firstPlayer);
    const stackActs = s.map.stack.map((id) => content.tiles.find((t) => t.id === id)?.act);
    expect(stackActs).toEqual([...stackActs].sort());
  });

  it('places ships only on free Calm Seas of the centre tile, in any facing', () => {
    const created = createGame({ players: 2, content }, 'place');
    if (!created.ok) throw new Error(created.error.message);
    const actions = legalActions(created.state);
    expect(actions.length % 6).toBe(0);
    expect(actions.every((a) => a.type === 'placeShip')).toBe(true);
  });
});

describe('view', () => {
  it('hides the stack order, the face-down Elder One card and the random state', () => {
    const state = game(1, 'view');
    const v = view(state, 0);
    const text = JSON.stringify(v);
    expect(text).not.toContain(JSON.stringify(state.map.stack));
    expect(v.elderOne.card).toBeNull();
    expect('rng' in v).toBe(false);
    expect(Object.values(v.map.stackByAct).reduce((a, b) => a + b, 0)).toBe(state.map.stack.length);
    expect(v.decks.deckhands).toBe(state.decks.deckhands.length);
  });
});

describe('hostile keys', () => {
  it('an action carrying an own "__proto__" key is not mistaken for a legal one', () => {
    const state = game(1, 'proto');
    const legal = legalActions(state)[0];
    const hostile = JSON.parse(`{"__proto__": {}, ${JSON.stringify(legal).slice(1)}`);
    const result = apply(state, hostile);
    expect(result.ok).toBe(false);
  });
});
