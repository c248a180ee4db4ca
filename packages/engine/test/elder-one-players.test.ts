import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, elderOneGoalProgress, type GameState } from '../src/index';
import { elderOneFor } from '../src/tracks/elder-one-card';
import { withOverrides } from '../src/testing';

const content = defaultContent();

describe('an Elder One card as it plays at the table\'s player count (D159)', () => {
  it('with 2–4 players every card is the printed one; solo, the fields its byPlayers names replace the printed ones', () => {
    for (const def of content.elderOnes) {
      for (const players of [2, 3, 4]) expect(elderOneFor(content, def.id, players)).toBe(def);
      const solo = elderOneFor(content, def.id, 1);
      expect(solo.name).toBe(def.name);
      expect(solo.goalRule).toEqual(def.goalRule); // the goals stay the printed ones (scenarios advanced/05, /07)
      expect(solo.orVictoryRule?.kind).toBe('driveOff');
      expect(solo.victory).not.toBe(def.victory); // the words change with the rule
    }
    expect(elderOneFor(content, 'mother-of-tides', 1).health).toBe(4);
    expect(elderOneFor(content, 'mother-of-tides', 2).health).toBe(6);
    expect(elderOneFor(content, 'the-hollow-king', 1).health).toBe(8); // pinned solo by scenario advanced/04
    expect(elderOneFor(content, 'the-hollow-king', 1).rises).toBe('shipwreckNearestFirstPlayer');
    expect(elderOneFor(content, 'the-hollow-king', 2).rises).toBe('shipwreckFarthestFromShips');
  });
});

/** The Elder One risen on the centre tile, hurt as given; the ship(s) lie safe in Duskfall, crew Below Deck. */
function risen(players: number, card: string, trauma: number): GameState {
  const made = createGame({ content, players, length: 'medium' }, 'drive-it-off');
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

function endPlayerPhase(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < s.players.length; i++) {
    const r = apply(s, { type: 'endTurn', seat: s.turn?.seat ?? 0 });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (s.outcome) break;
  }
  return s;
}

describe('drive it off: solo, a card is won when a Player Phase ends with the Elder One hurt enough (D160)', () => {
  it('the Drowned Choir alone: 3 Trauma when the Player Phase ends wins, before it activates; 2 do not', () => {
    const won = endPlayerPhase(risen(1, 'the-drowned-choir', 3));
    expect(won.outcome?.result).toBe('won');
    expect(elderOneGoalProgress(won)?.progress).toBe(0);
    expect(endPlayerPhase(risen(1, 'the-drowned-choir', 2)).outcome).toBeNull();
  });

  it('Mother of Tides alone: 2 Trauma wins; with two players her card is the printed one and the game goes on', () => {
    expect(endPlayerPhase(risen(1, 'mother-of-tides', 2)).outcome?.result).toBe('won');
    expect(endPlayerPhase(risen(2, 'mother-of-tides', 2)).outcome).toBeNull();
  });
});
