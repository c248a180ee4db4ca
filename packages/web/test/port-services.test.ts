import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, hexKey, legalActions, type GameState } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { serviceClosedText } from '../src/words/port-services';

const content = defaultContent();

/** One ship in the Port of Duskfall (the centre tile), on its turn, with two Deckhands and 20 coin. */
function inPort(abelTrauma: number, brynTrauma: number): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'web-port-services' });
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: [
      { token: 'deckhand-abel', at: { area: 'below', slot: 1 }, trauma: abelTrauma },
      { token: 'deckhand-bryn', at: { area: 'below', slot: 2 }, trauma: brynTrauma },
    ] }],
    players: [{ seat: 0, coin: 20 }],
  });
}

describe('the Port board says why a service is closed as the engine decides it', () => {
  it('the Apothecary: the wounded crew member has used their service here; the one left has no Trauma (not "needs coin")', () => {
    const state = structuredClone(inPort(2, 0));
    const abel = state.players[0]!.crew.find((c) => c.token === 'deckhand-abel')!;
    // Abel has already been to a service at this Port this visit.
    state.turn!.portServices.push({ port: hexKey(state.players[0]!.position!.hex), crew: abel.id });
    const legal = legalActions(state);
    expect(legal.some((a) => a.type === 'engageService')).toBe(true);
    expect(legal.some((a) => a.type === 'engageService' && a.service === 'apothecary')).toBe(false);
    const text = serviceClosedText(state, 0, 'apothecary');
    expect(text).not.toMatch(/coin/);
    expect(text).toMatch(/Trauma/);
    expect(text).toMatch(/already/);
  });

  it('the Apothecary: a wounded crew member who can go, without the coin, is told the price', () => {
    const state = structuredClone(inPort(2, 0));
    state.players[0]!.coin = 1;
    expect(legalActions(state).some((a) => a.type === 'engageService' && a.service === 'apothecary')).toBe(false);
    expect(serviceClosedText(state, 0, 'apothecary')).toMatch(/coin/);
  });
});
