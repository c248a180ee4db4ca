import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type GameState } from '@everrain/engine';
import { describeAction, seatShipLabel, theName } from '../src/index';

const content = defaultContent();

function game(): GameState {
  const created = createGame({ players: 2, length: 'short', content }, { scenario: 'text-names' });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

describe('a name that carries its own article gets no second one ("Seat 2: the The Pariah")', () => {
  it('theName adds "the" only where the name has none', () => {
    expect(theName('The Pariah')).toBe('The Pariah');
    expect(theName('Leviathan')).toBe('the Leviathan');
    expect(theName('Theodora')).toBe('the Theodora');
  });

  it('every ship in the content, as a seat label, says its article once', () => {
    const state = game();
    for (const ship of content.ships) {
      const withShip: GameState = { ...state, players: state.players.map((p) => (p.seat === 1 ? { ...p, ship: ship.id } : p)) };
      const label = seatShipLabel(withShip, 1);
      expect(label).not.toMatch(/\bthe the\b/i);
      expect(label.startsWith('Seat 2: ')).toBe(true);
      expect(label).toContain(ship.name);
    }
  });

  it('the Shipwreck keeps "The Widow\'s Capstan", not "the The Widow\'s Capstan"', () => {
    const state = game();
    const text = describeAction(state, { type: 'keepTreasure', seat: 0, treasure: 'the-widows-capstan' });
    expect(text).toContain("keeps The Widow's Capstan");
    expect(text).not.toMatch(/\bthe the\b/i);
  });
});
