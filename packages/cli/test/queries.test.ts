import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, hexKey, legalActions } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { renderAnswers } from '../src/queries';

const content = defaultContent();

describe('the terminal shows the engine\'s answers', () => {
  it('in a Port: each service open or closed, with the reason the rules give', () => {
    const created = createGame({ players: 1, length: 'short', content }, { scenario: 'cli-port-services' });
    if (!created.ok) throw new Error(created.error.message);
    const state = structuredClone(withOverrides(created.state, {
      placed: [{ slot: 0, tile: 'duskfall-reach' }],
      ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
      crew: [{ seat: 0, members: [
        { token: 'deckhand-abel', at: { area: 'below', slot: 1 }, trauma: 2 },
        { token: 'deckhand-bryn', at: { area: 'below', slot: 2 } },
      ] }],
      players: [{ seat: 0, coin: 20, clues: 0 }],
    }));
    const abel = state.players[0]!.crew[0]!;
    state.turn!.portServices.push({ port: hexKey(state.players[0]!.position!.hex), crew: abel.id });
    const text = renderAnswers(state, 0);
    expect(text).toMatch(/Apothecary closed — Nobody who can still go has Trauma to heal\. \(Abel Marsh has already used a service here this visit\.\)/);
    expect(text).toMatch(/University closed — Needs 5 Clues/);
    expect(text).toMatch(/Marketplace open/);
    expect(legalActions(state).some((a) => a.type === 'engageService' && a.service === 'marketplace')).toBe(true);
  });
});
