import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, upgradePrice, type Action, type GameState } from '@everrain/engine';
import { withOverrides } from '@everrain/engine/testing';
import { describeAction, upgradePriceText } from '../src/index';

const content = defaultContent();
const improvement = content.improvements.find((i) => i.cost > 0)!;

/** Seat 0 at Duskfall's Shipwright, one Improvement drawn; with an Improvement Schematic or without. */
function atShipwright(schematic: boolean): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'text-shipwright' });
  if (!created.ok) throw new Error(created.error.message);
  let state = withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 0 } }] }],
    players: [{ seat: 0, coin: improvement.cost }],
    improvementDeck: [improvement.id],
  });
  if (schematic) state = { ...state, players: state.players.map((p) => (p.seat === 0 ? { ...p, schematics: ['improvement'] } : p)) };
  const go = legalActions(state).find((a) => a.type === 'engageService' && a.service === 'shipwright' && a.repairs === 0 && a.improvements === 1) as Action;
  const result = apply(state, go);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('the Shipwright names the price the engine takes (upgradePrice)', () => {
  it('with a Schematic the upgrade is shown free, and costs nothing', () => {
    const state = atShipwright(true);
    const buy = legalActions(state).find((a): a is Extract<Action, { type: 'buyUpgrade' }> => a.type === 'buyUpgrade' && a.card === improvement.id)!;
    expect(upgradePrice(state, 0, improvement.id)).toEqual({ coin: 0, schematic: true });
    expect(describeAction(state, buy)).toContain('free, from a Schematic');
    expect(upgradePriceText(state, 0, improvement.id)).toBe('free, from a Schematic');
    expect(describeAction(state, buy)).not.toContain(`${improvement.cost} coin`);
    const after = apply(state, buy);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.state.players[0]!.coin).toBe(state.players[0]!.coin);
  });

  it('without one, the card\'s price, paid in full', () => {
    const state = atShipwright(false);
    const buy = legalActions(state).find((a): a is Extract<Action, { type: 'buyUpgrade' }> => a.type === 'buyUpgrade' && a.card === improvement.id)!;
    expect(upgradePrice(state, 0, improvement.id)).toEqual({ coin: improvement.cost, schematic: false });
    expect(describeAction(state, buy)).toContain(`(${improvement.cost} coin)`);
    const after = apply(state, buy);
    if (!after.ok) throw new Error(after.error.message);
    expect(state.players[0]!.coin - after.state.players[0]!.coin).toBe(improvement.cost);
  });
});
