import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, guideFacts, hexTypeAt, revealedHexes, type GameState, type Hex } from '../src/index';
import { withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

function game(on: 'calmSea' | 'roughSea' | 'port', extra: SetupOverrides = {}, tile = on === 'port' ? 'duskfall-reach' : 'mistwall-shallows'): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'guide-facts' });
  if (!created.ok) throw new Error(created.error.message);
  const placed = withOverrides(created.state, { placed: [{ slot: 0, tile }] });
  const hex = revealedHexes(placed).map((h) => h.hex).find((h) => hexTypeAt(placed, h) === on) as Hex;
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile }],
    ships: [{ seat: 0, hex, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 4 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
    players: [{ seat: 0, fresh: { navigation: 1, crew: 1, artillery: 0 } }],
    ...extra,
  });
}

describe('guideFacts: what the guide may teach now (D143)', () => {
  it('names the crew On Deck Strain would reach at sea, and what ending the turn then gives them', () => {
    const state = game('calmSea');
    const facts = guideFacts(state, 0);
    const abel = state.players[0]!.crew[0]!.id;
    expect(facts.strainAtTurnEnd).toEqual([{ crew: abel, strain: 1 }]);
    const ended = apply(state, { type: 'endTurn', seat: 0 });
    if (!ended.ok) throw new Error(ended.error.message);
    expect(ended.state.players[0]!.crew.find((c) => c.id === abel)!.strain).toBe(1);
    // In a Port nobody suffers Strain.
    expect(guideFacts(game('port'), 0).strainAtTurnEnd).toEqual([]);
  });

  it('knows no Port is revealed on a tile without one, and the distance to one where there is', () => {
    expect(guideFacts(game('calmSea'), 0)).toMatchObject({ portsRevealed: 0, nearestPort: null });
    expect(guideFacts(game('port'), 0)).toMatchObject({ nearestPort: 0 });
  });

  it('says when a Navigation Order would be the Rough Sea trap', () => {
    expect(guideFacts(game('roughSea'), 0).navigationOrderTrap).toBe(true);
    expect(guideFacts(game('calmSea'), 0).navigationOrderTrap).toBe(false);
  });

  it('counts the enemies aboard, and offers a Fray when a crew member can be ordered into their Zone', () => {
    const boarded = game('calmSea', { enemies: [{ card: 'drowned-man', at: { area: 'deck', seat: 0, zone: 4 } }] });
    expect(guideFacts(boarded, 0)).toMatchObject({ enemiesAboard: 1, frayOffered: true });
    expect(guideFacts(game('calmSea'), 0)).toMatchObject({ enemiesAboard: 0, frayOffered: false });
  });
});
