import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, withOverrides, type Action, type GameState } from '../src/index';

const content = defaultContent();

/** The Bitter End at Gull's Rest (an unexplored Island), three Deckhands On Deck, no enemy in sight. */
function atGullsRest(): GameState {
  const created = createGame({ players: 1, content, rules: { exhaustiveExpeditions: true } }, 'reveals');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 1, r: 1 }, facing: 0 }],
    crew: [{ seat: 0, members: [
      { token: 'deckhand-cass', at: { area: 'deck', zone: 2 } },
      { token: 'deckhand-abel', at: { area: 'deck', zone: 7 } },
      { token: 'deckhand-bryn', at: { area: 'deck', zone: 8 } },
    ] }],
  });
}

describe('an action reveals when chance or something face down comes into play (D86)', () => {
  it('starting an Exhaustive Expedition (an Island board and its tokens dealt at random) reveals', () => {
    const state = atGullsRest();
    const start = legalActions(state).find((a): a is Extract<Action, { type: 'exhaustiveExpedition' }> => a.type === 'exhaustiveExpedition');
    expect(start, 'an Exhaustive Expedition is offered').toBeDefined();
    const result = apply(state, start);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.expedition).not.toBeNull();
    expect(result.reveals).toBe(true);
    expect(result.events.some((e) => e.reveals), 'an event says so too').toBe(true);
  });

  it('a plain Crew Order reveals nothing', () => {
    const state = atGullsRest();
    const order = legalActions(state).find((a) => a.type === 'issueCrewOrder' && !a.fleeting);
    expect(order).toBeDefined();
    const result = apply(state, order);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((e) => e.kind)).toContain('crewMoved');
    expect(result.reveals).toBe(false);
    expect(result.events.some((e) => e.reveals)).toBe(false);
  });

  it('drawing a Story card held face down for the player reveals, though nothing random happens', () => {
    const state = atGullsRest();
    state.storyHeld.push({ seat: 0, deck: 'expeditions', card: content.stories.find((s) => s.deck === 'expeditions')!.id });
    const ashore = legalActions(state).find((a) => a.type === 'sendAshore');
    expect(ashore).toBeDefined();
    const result = apply(state, ashore);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.storyHeld).toEqual([]);
    expect(result.reveals).toBe(true);
  });
});
