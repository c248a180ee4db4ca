import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, crewStats, legalActions, type Action, type ContentSet, type Effect, type GameState } from '../src/index';
import { skillTestValue, testAwaitingCrew } from '../src/cards/effects';
import { withOverrides } from '../src/testing';

const base = defaultContent();

/** A game whose next Sea Event is a test card with these effects, one player at sea with two crew. */
function withCard(effects: Effect[], overrides: { clues?: number; coin?: number; fate?: number[]; hold?: string[] } = {}): GameState {
  const content: ContentSet = { ...base, seaEvents: [...base.seaEvents, { id: 'test-card', name: 'Test Card', text: 'For the tests.', copies: 1, effects }] };
  const created = createGame({ players: 1, content }, 'effects');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 2, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: [
      { token: 'deckhand-abel', at: { area: 'below', slot: 0 }, strain: 2, trauma: 1, negativeTrait: 'trait-weary' },
      { token: 'deckhand-bryn', at: { area: 'below', slot: 1 }, strain: 1 },
    ] }],
    players: [{ seat: 0, clues: overrides.clues ?? 3, coin: overrides.coin ?? 10, ...(overrides.hold ? { hold: overrides.hold } : {}) }],
    seaEvents: ['test-card'],
    ...(overrides.fate ? { dice: { fate: overrides.fate } } : {}),
  });
}

function act(state: GameState, action: { readonly type: Action['type']; readonly [field: string]: unknown }): GameState {
  const result = apply(state, { seat: 0, ...action });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const endTurn = (s: GameState) => act(s, { type: 'endTurn' });

describe('the effects interpreter', () => {
  it('never takes Clues or coin below 0', () => {
    const s = endTurn(withCard([{ kind: 'clues', amount: -5 }, { kind: 'coin', amount: -4 }], { clues: 3, coin: 10 }));
    expect(s.players[0]?.clues).toBe(0);
    expect(s.players[0]?.coin).toBe(6);
  });

  it('recovers all of a gem from every crew member', () => {
    const s = endTurn(withCard([{ kind: 'recover', gem: 'strain', amount: 'all', crew: 'all' }]));
    expect(s.players[0]?.crew.map((c) => c.strain)).toEqual([0, 0]);
    expect(s.players[0]?.crew.map((c) => c.trauma)).toEqual([1, 0]);
  });

  it('asks which crew member when the card says "chosen", and applies it to that one only', () => {
    const s = endTurn(withCard([{ kind: 'trauma', amount: 2, crew: 'chosen' }]));
    expect(s.pending[0]?.kind).toBe('chooseCrew');
    const bryn = s.players[0]?.crew[1]?.id ?? '';
    const after = act(s, { type: 'chooseCrew', crew: bryn });
    expect(after.players[0]?.crew.map((c) => c.trauma)).toEqual([1, 2]);
  });

  it('offers only the options the player can pay for, and pays the chosen one', () => {
    const s = endTurn(withCard([{ kind: 'choice', options: [
      { label: 'Dear', cost: { coin: 50 }, effects: [{ kind: 'clues', amount: 9 }] },
      { label: 'Cheap', cost: { coin: 4 }, effects: [{ kind: 'clues', amount: 1 }] },
      { label: 'Free', effects: [] },
    ] }], { coin: 10, clues: 0 }));
    expect(legalActions(s)).toEqual([{ type: 'chooseOption', seat: 0, option: 1 }, { type: 'chooseOption', seat: 0, option: 2 }]);
    const after = act(s, { type: 'chooseOption', option: 1 });
    expect(after.players[0]?.coin).toBe(6);
    expect(after.players[0]?.clues).toBe(1);
  });

  it('a Skill Test succeeds when the Fate Die is at most the value, and runs the matching branch', () => {
    const card: Effect[] = [{ kind: 'test', skill: 'port', modifier: 9, success: [{ kind: 'clues', amount: 2 }], failure: [{ kind: 'coin', amount: -5 }] }];
    const chosenFirst = (s: GameState) => act(s, { type: 'chooseCrew', crew: s.players[0]?.crew[0]?.id ?? '' });
    const passed = chosenFirst(endTurn(withCard(card, { fate: [9], clues: 0 })));
    expect(passed.players[0]?.clues).toBe(2);
    const hard: Effect[] = [{ kind: 'test', skill: 'port', modifier: -9, success: [{ kind: 'clues', amount: 2 }], failure: [{ kind: 'coin', amount: -5 }] }];
    // The value cannot go below 0, so a 0 would still pass: a 1 fails.
    const failed = chosenFirst(endTurn(withCard(hard, { fate: [1], coin: 10 })));
    expect(failed.players[0]?.coin).toBe(5);
    expect(failed.players[0]?.clues).toBe(3);
  });

  it('a Fate Die table runs the outcome whose range holds the face', () => {
    const table: Effect[] = [{ kind: 'fate', outcomes: [
      { from: 0, to: 4, effects: [{ kind: 'clues', amount: 1 }] },
      { from: 5, to: 9, effects: [{ kind: 'coin', amount: 7 }] },
    ] }];
    expect(endTurn(withCard(table, { fate: [4], clues: 0 })).players[0]?.clues).toBe(1);
    expect(endTurn(withCard(table, { fate: [5], coin: 0 })).players[0]?.coin).toBe(7);
  });

  it('tells a client which Skill Test a crew member is being chosen for, and the face it must not exceed', () => {
    const test: Effect[] = [{ kind: 'test', skill: 'island', modifier: -1, success: [{ kind: 'clues', amount: 1 }], failure: [] }];
    const waiting = endTurn(withCard(test, { clues: 0 }));
    const awaited = testAwaitingCrew(waiting);
    expect(awaited?.skill).toBe('island');
    for (const c of waiting.players[0]!.crew) {
      const value = skillTestValue(waiting, [c], awaited!);
      expect(value).toBe(Math.min(9, Math.max(0, crewStats(waiting, c).islandSkill - 1)));
      // The value is the face the Fate Die must not exceed: the test passes on it, and fails one above.
      for (const [face, passed] of [[value, true], [value + 1, false]] as const) {
        if (face > 9) continue;
        const result = apply(withOverrides(waiting, { dice: { fate: [face] } }), { type: 'chooseCrew', seat: 0, crew: c.id });
        if (!result.ok) throw new Error(result.error.message);
        expect(result.events.find((e) => e.kind === 'skillTested')?.data?.passed).toBe(passed);
      }
    }
    expect(testAwaitingCrew(withCard([{ kind: 'clues', amount: 1 }]))).toBeUndefined();
  });

  it('a Fate Die table says which row came up, and says so when the row does nothing', () => {
    const table: Effect[] = [{ kind: 'fate', outcomes: [
      { from: 0, to: 2, effects: [{ kind: 'coin', amount: 3 }] },
      { from: 3, to: 9, effects: [] },
    ] }];
    const said = (fate: number) => {
      const result = apply(withCard(table, { fate: [fate] }), { type: 'endTurn', seat: 0 });
      if (!result.ok) throw new Error(result.error.message);
      return result.events.filter((e) => e.kind === 'fateResult').map((e) => e.data);
    };
    expect(said(1)).toEqual([expect.objectContaining({ roll: 1, row: { from: 0, to: 2 }, effects: 1 })]);
    expect(said(7)).toEqual([expect.objectContaining({ roll: 7, row: { from: 3, to: 9 }, effects: 0 })]);
  });

  it('a new Trait replaces the current one of its polarity', () => {
    const s = endTurn(withCard([{ kind: 'trait', polarity: 'negative', crew: 'all' }]));
    const traits = s.players[0]?.crew.map((c) => c.negativeTrait);
    expect(traits?.every((t) => t !== null && t !== 'trait-weary')).toBe(true);
    expect(s.decks.traitDiscard).toContain('trait-weary');
  });

  it('loses the cheapest Treasure of a kind, a Fresh Order, and a Trait', () => {
    const s = endTurn(withCard([
      { kind: 'loseTreasure', treasure: 'commodity' },
      { kind: 'loseOrder', order: 'crew' },
      { kind: 'loseTrait', polarity: 'negative', crew: 'all' },
    ], { hold: ['rope', 'pitch', 'drowned-bell'] }));
    const p = s.players[0];
    expect(p?.hold).toEqual(['rope', 'drowned-bell']);
    expect(p?.orders.fresh.crew).toBe(2);
    expect(p?.crew[0]?.negativeTrait).toBeNull();
    expect(s.decks.traitDiscard).toContain('trait-weary');
    expect(s.decks.treasureDiscard).toContain('pitch');
  });

  it('a Clue cost can be paid with a Treasure\'s Clue value once the Clues run out', () => {
    const s = endTurn(withCard([{ kind: 'choice', options: [
      { label: 'Pay 4 Clues', cost: { clues: 4 }, effects: [{ kind: 'coin', amount: 1 }] },
      { label: 'Refuse', effects: [] },
    ] }], { clues: 2, hold: ['drowned-bell', 'pitch'] }));
    expect(legalActions(s).map((a) => (a.type === 'chooseOption' ? a.option : -1))).toEqual([0, 1]);
    const after = act(s, { type: 'chooseOption', option: 0 });
    expect(after.players[0]?.clues).toBe(0);
    expect(after.players[0]?.hold).toEqual(['pitch']);
  });
  it('a card prompts wages as the end of an Act does: paid at once when the player can pay every crew member', () => {
    const s = endTurn(withCard([{ kind: 'payWages' }, { kind: 'clues', amount: 1 }], { coin: 12, clues: 0 }));
    expect(s.pending).toEqual([]);
    expect(s.players[0]?.coin).toBe(2);
    expect(s.players[0]?.crew).toHaveLength(2);
    expect(s.players[0]?.clues).toBe(1);
  });

  it('a card prompts wages: short of coin, the player chooses whom to pay, the rest leave, and the card goes on', () => {
    const s = endTurn(withCard([{ kind: 'payWages' }, { kind: 'clues', amount: 1 }], { coin: 7, clues: 0 }));
    expect(s.pending).toEqual([{ kind: 'payWages', seat: 0 }]);
    const [abel, bryn] = (s.players[0]?.crew ?? []).map((c) => c.id);
    expect(legalActions(s)).toEqual([
      { type: 'payWages', seat: 0, pay: [] },
      { type: 'payWages', seat: 0, pay: [abel] },
      { type: 'payWages', seat: 0, pay: [bryn] },
    ]);
    expect(s.players[0]?.clues).toBe(0);
    const result = apply(s, { type: 'payWages', seat: 0, pay: [abel] });
    if (!result.ok) throw new Error(result.error.message);
    const after = result.state;
    expect(after.players[0]?.crew.map((c) => c.token)).toEqual(['deckhand-abel']);
    expect(after.decks.deckhands[after.decks.deckhands.length - 1]).toBe('deckhand-bryn');
    expect(after.players[0]?.coin).toBe(2);
    expect(after.players[0]?.clues).toBe(1);
    expect(result.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['crewLeft', 'wagesPaid', 'cluesGained']));
  });

  it('a card prompting wages a player cannot pay at all loses the whole crew, and the ship with them', () => {
    const s = endTurn(withCard([{ kind: 'payWages' }, { kind: 'clues', amount: 1 }], { coin: 0, clues: 0 }));
    expect(legalActions(s)).toEqual([{ type: 'payWages', seat: 0, pay: [] }]);
    const result = apply(s, { type: 'payWages', seat: 0, pay: [] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.players[0]?.crew).toEqual([]);
    expect(result.state.players[0]?.position).toBeNull();
    expect(result.events.some((e) => e.kind === 'shipSunk')).toBe(true);
    // The rest of the card has nobody to happen to.
    expect(result.events.some((e) => e.kind === 'cluesGained')).toBe(false);
  });

  it('is one language: a card may use what Spoils rows and enemy abilities use (a Schematic, a named creature spawned On Deck)', () => {
    const s = endTurn(withCard([{ kind: 'schematic', schematic: 'artillery' }, { kind: 'spawn', enemy: 'cultist' }]));
    expect(s.players[0]?.schematics).toEqual(['artillery']);
    expect(s.enemies.filter((e) => e.card === 'cultist').map((e) => e.position.area)).toEqual(['deck']);
  });
});
