import { defaultContent } from '@everrain/content';
import { apply, createGame, type GameLength, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';

const content = defaultContent();

/** The Elder One risen on the centre tile, hurt as given; the ship(s) lie safe in Duskfall, crew Below Deck. */
export function risen(players: number, card: string, trauma: number, length: GameLength = 'medium'): GameState {
  const made = createGame({ content, players, length }, 'drive-it-off');
  if (!made.ok) throw new Error(made.error.message);
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const state = withOverrides(made.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: seats.map((seat) => ({ seat, hex: seat === 0 ? { q: 1, r: 0 } : { q: 1, r: 1 }, facing: 0 as const })),
    crew: seats.map((seat) => ({ seat, members: [{ token: ['deckhand-abel', 'deckhand-cass'][seat] ?? 'deckhand-abel', at: { area: 'below' as const, slot: 1 } }] })),
    tracks: { playerDiscovery: 4, enemyDiscovery: 6, elderOne: 6, agenda: 0 },
    boundariesReached: [4],
    act: 2,
  });
  state.elderOne = { ...state.elderOne, card, arisen: true, hex: { q: -1, r: 0 }, trauma, destructionTokens: 0 };
  return state;
}

/** Every seat ends its turn: the Player Phase ends (or the game does). */
export function endPlayerPhase(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < s.players.length; i++) {
    const r = apply(s, { type: 'endTurn', seat: s.turn?.seat ?? 0 });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (s.outcome) break;
  }
  return s;
}
