import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, crewStats, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';
import { createCtx } from '../src/core/context';
import { dealTrait } from '../src/crew/recruit';

const content = defaultContent();

/** A Deckhand with the given Traits, the Trait decks stacked with the given cards on top. */
function crewWith(positive: string, negative: string, positiveTop: string[], negativeTop: string[]): GameState {
  const created = createGame({ players: 1, content }, 'traits');
  if (!created.ok) throw new Error(created.error.message);
  const state = withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 }, positiveTrait: positive, negativeTrait: negative }] }],
  });
  const inPlay = [positive, negative, ...positiveTop, ...negativeTop];
  const rest = (ids: string[]) => ids.filter((id) => !inPlay.includes(id));
  state.decks.positiveTraits = [...positiveTop, ...rest(state.decks.positiveTraits)];
  state.decks.negativeTraits = [...negativeTop, ...rest(state.decks.negativeTraits)];
  state.decks.traitDiscard = rest(state.decks.traitDiscard);
  return state;
}

/** Rulebook, Traits: "the Negative Trait is discarded and redrawn" (D15). */
describe('contradicting Traits', () => {
  it('a new Positive that contradicts the current Negative stays; the Negative is discarded and redrawn', () => {
    const state = crewWith('trait-sea-legs', 'trait-weary', ['trait-hardy'], ['trait-butterfingers']);
    const ctx = createCtx(state);
    const p = state.players[0]!;
    const crew = p.crew[0]!;
    dealTrait(ctx, p, crew, 'positive', 'test');
    expect(crew.positiveTrait).toBe('trait-hardy');
    expect(crew.negativeTrait).toBe('trait-butterfingers');
    expect(state.decks.traitDiscard).toEqual(expect.arrayContaining(['trait-sea-legs', 'trait-weary']));
    expect(ctx.events.map((e) => e.kind)).toContain('traitRedrawn');
  });

  it('with no Negative left that fits the new Positive, the crew member goes without one', () => {
    const state = crewWith('trait-sea-legs', 'trait-weary', ['trait-hardy'], []);
    state.decks.negativeTraits = [];
    state.decks.traitDiscard = [];
    const ctx = createCtx(state);
    const p = state.players[0]!;
    dealTrait(ctx, p, p.crew[0]!, 'positive', 'test');
    expect(p.crew[0]!.positiveTrait).toBe('trait-hardy');
    expect(p.crew[0]!.negativeTrait).toBeNull();
    expect(state.decks.traitDiscard.filter((t) => t === 'trait-weary')).toHaveLength(1);
    expect(state.decks.negativeTraits).toEqual([]);
  });

  it('a new Negative that contradicts the Positive is redrawn, the Positive kept', () => {
    const state = crewWith('trait-hardy', 'trait-slow', [], ['trait-weary', 'trait-drunkard']);
    const ctx = createCtx(state);
    const p = state.players[0]!;
    dealTrait(ctx, p, p.crew[0]!, 'negative', 'test');
    expect(p.crew[0]!.positiveTrait).toBe('trait-hardy');
    expect(p.crew[0]!.negativeTrait).toBe('trait-drunkard');
    expect(state.decks.traitDiscard).toEqual(expect.arrayContaining(['trait-weary', 'trait-slow']));
    expect(ctx.events.map((e) => e.kind)).toContain('traitRedrawn');
  });

  it('a new Positive with no contradiction leaves the Negative alone', () => {
    const state = crewWith('trait-sea-legs', 'trait-weary', ['trait-rope-wise'], ['trait-butterfingers']);
    const ctx = createCtx(state);
    const p = state.players[0]!;
    dealTrait(ctx, p, p.crew[0]!, 'positive', 'test');
    expect(p.crew[0]!.positiveTrait).toBe('trait-rope-wise');
    expect(p.crew[0]!.negativeTrait).toBe('trait-weary');
  });
});

/** crewStats remembers the last combinations asked for: a missing Trait must never be read as another's. */
describe('a crew member\'s stats with a Trait missing', () => {
  it('follow the Traits the crew member holds, asked in any order', () => {
    const state = crewWith('trait-sea-legs', 'trait-weary', [], []);
    const crew = state.players[0]!.crew[0]!;
    const weary = crewStats(state, crew).seaStrain;
    const without = { ...crew, negativeTrait: null };
    const printed = crewStats(state, without).seaStrain;
    expect(weary).toBe(printed + 1);
    expect(crewStats(state, crew).seaStrain).toBe(weary);
    expect(crewStats(state, without).seaStrain).toBe(printed);
    const neither = { ...crew, positiveTrait: null, negativeTrait: null };
    expect(crewStats(state, neither)).toEqual(crewStats(state, { ...without, positiveTrait: null }));
  });
});
