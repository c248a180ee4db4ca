import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';

const content = defaultContent();

/**
 * A short game (the track ends on 8): one ship lies in Duskfall with 5 Clues, the Player token on 7 — the
 * University's next step reaches the end of the track. The Elder One has risen on the centre tile, hurt as
 * given (Trauma, Destruction tokens).
 */
function oneStepFromTheEnd(card: string, trauma: number, destructionTokens: number, players = 1): GameState {
  const made = createGame({ content, players, length: 'short' }, 'hurt-then-outrun');
  if (!made.ok) throw new Error(made.error.message);
  // A second ship, when there is one, lies in the Port of Brack beside Duskfall with its crew Below Deck.
  const second = players > 1 ? [{ seat: 1, hex: { q: 1, r: 1 }, facing: 0 as const }] : [];
  const state = withOverrides(made.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    firstPlayer: 0,
    ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }, ...second],
    crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'deck', zone: 7 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] },
      ...second.map(() => ({ seat: 1, members: [{ token: 'deckhand-cass', at: { area: 'below' as const, slot: 1 } }] }))],
    players: [{ seat: 0, clues: 5 }],
    tracks: { playerDiscovery: 7, enemyDiscovery: 6, elderOne: 6 },
    boundariesReached: [4],
    act: 2,
  });
  state.elderOne = { ...state.elderOne, card, arisen: true, hex: { q: 2, r: 0 }, trauma, destructionTokens };
  return state;
}

function university(state: GameState): GameState {
  const turnIn = legalActions(state).find((a) => a.type === 'engageService' && a.service === 'university' && a.steps === 1);
  if (!turnIn) throw new Error('no University turn-in is legal');
  const result = apply(state, turnIn);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('wound it, then outrun it: the end of the track wins once the Elder One is hurt (D157, D158)', () => {
  it('the Hollow King bearing 1 Trauma and no Destruction token: the players win at the end of the track', () => {
    const after = university(oneStepFromTheEnd('the-hollow-king', 1, 0));
    expect(after.tracks.playerDiscovery).toBe(8);
    expect(after.outcome?.result).toBe('won');
  });

  it('the Hollow King never hurt: reaching the end of the track is not enough, the game goes on', () => {
    const after = university(oneStepFromTheEnd('the-hollow-king', 0, 0));
    expect(after.tracks.playerDiscovery).toBe(8);
    expect(after.outcome).toBeNull();
  });

  it('the Drowned Choir bearing two Trauma or a Destruction token: the end of the track wins too, beside its three Destruction tokens', () => {
    // Two players: the printed card. Solo its second victory is the drive-off instead (D159, D160).
    expect(university(oneStepFromTheEnd('the-drowned-choir', 2, 0, 2)).outcome?.result).toBe('won');
    expect(university(oneStepFromTheEnd('the-drowned-choir', 0, 1, 2)).outcome?.result).toBe('won');
    expect(university(oneStepFromTheEnd('the-drowned-choir', 1, 0, 2)).outcome).toBeNull();
    expect(university(oneStepFromTheEnd('the-drowned-choir', 0, 0, 2)).outcome).toBeNull();
    expect(university(oneStepFromTheEnd('the-drowned-choir', 2, 0, 1)).outcome).toBeNull();
  });

  it('Mother of Tides is still won only by her Destruction token: the track never wins once she has risen', () => {
    expect(university(oneStepFromTheEnd('mother-of-tides', 3, 0)).outcome).toBeNull();
  });
});
