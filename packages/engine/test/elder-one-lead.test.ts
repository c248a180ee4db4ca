import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, elderOneAdvanceForLead, type ContentSet, type GameLength, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';
import { playUntil } from './play-until';

const content = defaultContent();

/** The printed board (a 10-space Agenda everywhere), but long games with four ships ask a lead of two before the Elder One advances. */
const { agendaTrackLengthFor: _agenda, elderOneAdvancesFromLead: _ours, ...printed } = content.board;
const forgiving: ContentSet = { ...content, board: { ...printed, elderOneAdvancesFromLead: { long: { '4': 2 } } } };

const game = (catalog: ContentSet, players: number, length: GameLength) =>
  ({ catalog, length, players: Array.from({ length: players }) as GameState['players'] });

/**
 * The enemy reaches Act I's end first, the Player token `short` spaces before it: the ships lie in Duskfall,
 * the Agenda one space from its end, the Enemy token on 3. Plays on (ending turns, else the first legal
 * action) until that End of Act is done; returns the Elder One token's space then.
 */
function elderOneAfterEnemyLedActOne(catalog: ContentSet, players: number, length: GameLength, short: number): { elderOne: number; start: number } {
  const made = createGame({ content: catalog, players, length }, 'elder-one-lead');
  if (!made.ok) throw new Error(made.error.message);
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const placed = withOverrides(made.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: seats.map((seat) => ({ seat, hex: seat % 2 === 0 ? { q: 1, r: 0 } : { q: 1, r: 1 }, facing: 0 as const })),
    tracks: { playerDiscovery: 4 - short, enemyDiscovery: 3, agenda: 9 },
  });
  const start = placed.tracks.elderOne;
  const { state } = playUntil(placed, (s) => s.tracks.boundariesReached.includes(4));
  expect(state.tracks.boundariesReached).toContain(4);
  expect(state.tracks.enemyDiscovery).toBe(4);
  return { elderOne: state.tracks.elderOne, start };
}

describe('the least lead that advances the Elder One at an End of Act (D170)', () => {
  it('below the board\'s least lead for the game\'s length and count, nothing; from it, the whole lead; elsewhere every lead', () => {
    const at = (players: number, length: GameLength, lead: number) => elderOneAdvanceForLead(game(forgiving, players, length), lead);
    expect(at(4, 'long', 1)).toBe(0);
    expect(at(4, 'long', 2)).toBe(2);
    expect(at(4, 'long', 3)).toBe(3);
    expect(at(3, 'long', 1)).toBe(1);
    expect(at(4, 'medium', 1)).toBe(1);
  });

  it('a game the enemy leads into Act II by one space: the token stays where a lead of two is asked, and moves down one elsewhere', () => {
    const kept = elderOneAfterEnemyLedActOne(forgiving, 4, 'long', 1);
    expect(kept.elderOne).toBe(kept.start);
    const moved = elderOneAfterEnemyLedActOne(forgiving, 3, 'long', 1);
    expect(moved.elderOne).toBe(moved.start - 1);
  });

  it('a lead that reaches the least lead moves the token by all of it', () => {
    const run = elderOneAfterEnemyLedActOne(forgiving, 4, 'long', 2);
    expect(run.elderOne).toBe(run.start - 2);
  });
});

describe('our board (D170)', () => {
  it('forgives a lead of one space alone at medium and long and with four ships at long; every other game counts every lead', () => {
    const forgiven = new Set(['1 medium', '1 long', '4 long']);
    for (const length of ['short', 'medium', 'long'] as const) {
      for (const players of [1, 2, 3, 4]) {
        const at = (lead: number) => elderOneAdvanceForLead(game(content, players, length), lead);
        expect(at(1)).toBe(forgiven.has(`${players} ${length}`) ? 0 : 1);
        expect(at(2)).toBe(2);
        expect(at(3)).toBe(3);
      }
    }
  });
});
