import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { agendaLength, createGame, type ContentSet, type GameLength, type GameState } from '../src/index';
import { playUntil } from './play-until';

const content = defaultContent();

/** Plays a game by ending every turn (the first legal action otherwise) until the enemy first discovers; the Agenda's moves seen on the way. */
function untilEnemyDiscovers(catalog: ContentSet, players: number, length: GameLength): { state: GameState; moved: number } {
  const made = createGame({ content: catalog, players, length }, 'agenda-length');
  if (!made.ok) throw new Error(made.error.message);
  const { state, events } = playUntil(made.state, (s) => s.tracks.enemyDiscovery > 0, 5000);
  const moved = events.reduce((sum, e) => sum + (e.kind === 'agendaAdvanced' ? (e.data as { steps: number }).steps : 0), 0);
  return { state, moved };
}

describe('the Agenda track\'s length by game length and player count (D169)', () => {
  it('is the board\'s unless the game\'s length and count name another', () => {
    const catalog: ContentSet = { ...content, board: { ...content.board, agendaTrackLength: 10, agendaTrackLengthFor: { long: { '2': 16 } } } };
    const at = (players: number, length: GameLength) => agendaLength({ catalog, length, players: Array.from({ length: players }) as GameState['players'] });
    expect(at(2, 'long')).toBe(16);
    expect(at(3, 'long')).toBe(10);
    expect(at(2, 'medium')).toBe(10);
  });

  it('is where the enemy discovers: it wraps after that many steps, in a game of that length and count only', () => {
    const catalog: ContentSet = { ...content, board: { ...content.board, agendaTrackLength: 10, agendaTrackLengthFor: { long: { '2': 16 } } } };
    const long = untilEnemyDiscovers(catalog, 2, 'long');
    expect(long.state.tracks.enemyDiscovery).toBe(1);
    expect(long.moved - long.state.tracks.agenda).toBe(16);
    const medium = untilEnemyDiscovers(catalog, 2, 'medium');
    expect(medium.moved - medium.state.tracks.agenda).toBe(10);
  });

  it('our board: long games with two or three ships have a 16-space Agenda, alone 12 and with four ships 8 (D171); every other game the printed 10', () => {
    const at = (players: number, length: GameLength) => agendaLength({ catalog: content, length, players: Array.from({ length: players }) as GameState['players'] });
    expect(at(2, 'long')).toBe(16);
    expect(at(3, 'long')).toBe(16);
    expect(at(1, 'long')).toBe(12);
    expect(at(4, 'long')).toBe(8);
    for (const length of ['short', 'medium'] as const) for (const players of [1, 2, 3, 4]) expect(at(players, length)).toBe(content.board.agendaTrackLength);
  });
});
