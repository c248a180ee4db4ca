import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, hexTypeAt, legalActions, revealedHexes, serviceAvailability, type Action, type GameState, type Hex } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { serviceClosedText } from '../src/index';

const content = defaultContent();

/**
 * Seat 0 in Lanternhold after Abel used a service at Duskfall earlier this turn (and sailed out of it):
 * each crew member may engage one service per visit, and a visit to another Port is another visit.
 */
function inLanternhold(): { state: GameState; duskfall: string } {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'text-port-served' });
  if (!created.ok) throw new Error(created.error.message);
  const placed = withOverrides(created.state, { placed: [{ slot: 0, tile: 'lantern-sound' }] });
  const port = revealedHexes(placed).map((h) => h.hex).find((h) => hexTypeAt(placed, h) === 'port') as Hex;
  const state = withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'lantern-sound' }],
    ships: [{ seat: 0, hex: port, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
    players: [{ seat: 0, coin: 0, clues: 0 }],
  });
  const duskfall = '1,0';
  const abel = state.players[0]!.crew[0]!.id;
  return { state: { ...state, turn: { ...state.turn!, portServices: [{ port: duskfall, crew: abel }], portsDeparted: [duskfall] } }, duskfall };
}

function serve(state: GameState, crew: string): GameState {
  const a = legalActions(state).find((x) => x.type === 'engageService' && x.crew === crew && x.service === 'marketplace') as Action;
  let next = apply(state, a);
  if (!next.ok) throw new Error(next.error.message);
  // Done at the Marketplace at once.
  const done = legalActions(next.state).find((x) => x.type === 'trade' && x.buy === null && x.sell === null) as Action;
  next = apply(next.state, done);
  if (!next.ok) throw new Error(next.error.message);
  return next.state;
}

describe('"Every crew member has used their service" speaks of this Port this visit, and names it', () => {
  it('a service used at Duskfall this turn leaves Abel free in Lanternhold', () => {
    const { state } = inLanternhold();
    const abel = state.players[0]!.crew[0]!.id;
    const market = serviceAvailability(state, 0).services.find((s) => s.service === 'marketplace')!;
    expect(market.open).toBe(true);
    expect(market.crew).toContain(abel);
    expect(market.served).toEqual([]);
  });

  it('once both have been served in Lanternhold, the reason is theirs, and the words name Lanternhold', () => {
    const { state } = inLanternhold();
    const [abel, bryn] = state.players[0]!.crew.map((c) => c.id) as [string, string];
    const served = serve(serve(state, abel), bryn);
    const answer = serviceAvailability(served, 0);
    expect(answer.portName).toBe('Lanternhold');
    const closed = answer.services[0]!.closed!;
    expect(closed.code).toBe('alreadyServed');
    expect(serviceClosedText(closed, { port: answer.portName })).toBe('Every crew member has used their service at Lanternhold this visit.');
    expect(serviceClosedText(closed, { port: answer.portName, crew: 'Abel Marsh' })).toBe('Abel Marsh has used their service at Lanternhold this visit.');
  });

  it('with one served in Lanternhold, the other is still free: no "every crew member" there', () => {
    const { state } = inLanternhold();
    const abel = state.players[0]!.crew[0]!.id;
    const answer = serviceAvailability(serve(state, abel), 0);
    expect(answer.services.every((s) => s.closed?.code !== 'alreadyServed')).toBe(true);
  });
});
