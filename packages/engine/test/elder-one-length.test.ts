import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type ContentSet, type GameLength, type GameState } from '../src/index';
import { elderOneCard, elderOneFor } from '../src/tracks/elder-one-card';
import { endPlayerPhase, risen } from './elder-one-risen';

const content = defaultContent();

describe('an Elder One card as it plays at the game\'s length (D166)', () => {
  it('with 2–4 players, a long game\'s card may be driven off; medium games, and short ones with 2–3 players, play the printed card', () => {
    for (const def of content.elderOnes) {
      for (const players of [2, 3, 4]) {
        expect(elderOneFor(content, def.id, players, 'medium')).toBe(def);
        if (players < 4) expect(elderOneFor(content, def.id, players, 'short')).toBe(def);
        const long = elderOneFor(content, def.id, players, 'long');
        expect(long.orVictoryRule?.kind).toBe('driveOff');
        expect(long.victory).not.toBe(def.victory); // the words change with the rule
        expect(long.goalRule).toEqual(def.goalRule);
        expect(long.health).toBe(def.health);
      }
    }
  });

  it('alone, the player count\'s fields win over the length\'s: the solo card at every length', () => {
    for (const def of content.elderOnes) {
      const solo = elderOneFor(content, def.id, 1, 'medium');
      for (const length of ['short', 'long'] as const) expect(elderOneFor(content, def.id, 1, length)).toEqual(solo);
    }
  });
});

describe('drive it off in a long game (D166)', () => {
  it('Mother of Tides with two players: two Trauma when the Player Phase ends win a long game, not one, and not a medium one', () => {
    const won = endPlayerPhase(risen(2, 'mother-of-tides', 2, 'long'));
    expect(won.outcome?.result).toBe('won');
    expect(won.outcome?.reason).toContain(elderOneFor(content, 'mother-of-tides', 2, 'long').victory);
    expect(endPlayerPhase(risen(2, 'mother-of-tides', 2, 'medium')).outcome).toBeNull();
    expect(endPlayerPhase(risen(2, 'mother-of-tides', 1, 'long')).outcome).toBeNull();
  });

  it('the game\'s card is the long one: elderOneCard reads the game\'s length', () => {
    expect(elderOneCard(risen(2, 'mother-of-tides', 0, 'long')).orVictoryRule).toEqual({ kind: 'driveOff', trauma: 2 });
    expect(elderOneCard(risen(2, 'mother-of-tides', 0, 'medium')).orVictoryRule).toBeUndefined();
  });
});

describe('a card at a length and a player count (D168)', () => {
  it('a length\'s byPlayers wins over the length\'s own fields for that count only', () => {
    const king = (players: number, length: GameLength) => elderOneFor(content, 'the-hollow-king', players, length);
    expect(king(2, 'long').orVictoryRule).toEqual({ kind: 'driveOff', trauma: 2 });
    expect(king(3, 'long').orVictoryRule).toEqual({ kind: 'driveOff', trauma: 3 });
    expect(king(2, 'long').victory).not.toBe(king(3, 'long').victory);
    expect(king(4, 'short').victoryRule).toEqual({ kind: 'discoveryWhileHurt', trauma: 2 });
    expect(king(3, 'short').victoryRule).toEqual({ kind: 'discoveryWhileHurt' });
    expect(endPlayerPhase(risen(2, 'the-hollow-king', 2, 'long')).outcome?.result).toBe('won');
    const fourShips = (card: string) => elderOneFor(content, card, 4, 'long');
    expect([fourShips('the-drowned-choir'), fourShips('mother-of-tides'), fourShips('the-hollow-king')].map((c) => c.orVictoryRule)).toEqual(
      [3 + 1, 2 + 1, 3 + 1].map((trauma) => ({ kind: 'driveOff', trauma }))); // D172: one Trauma more than with two or three ships
    expect(fourShips('mother-of-tides').victory).toContain('three Trauma');
    expect(endPlayerPhase(risen(2, 'the-hollow-king', 1, 'long')).outcome).toBeNull();
  });

  it('a made-up card: the printed fields, then the length\'s, then the length\'s count\'s, then the count\'s', () => {
    const printed = content.elderOnes[0]!;
    const def = { ...printed, byPlayers: { '1': { dice: 9 } }, byLength: { long: { dice: 6, health: 3, byPlayers: { '1': { dice: 7, health: 2 }, '2': { health: 1 } } } } };
    const at = (players: number, length: GameLength) => elderOneFor({ ...content, elderOnes: [def] }, def.id, players, length);
    expect([at(1, 'long').dice, at(1, 'long').health]).toEqual([9, 2]);
    expect([at(2, 'long').dice, at(2, 'long').health]).toEqual([6, 1]);
    expect([at(3, 'long').dice, at(3, 'long').health]).toEqual([6, 3]);
    expect([at(2, 'medium').dice, at(2, 'medium').health]).toEqual([printed.dice, printed.health]);
  });
});

describe('the Elder One token\'s head start (D167)', () => {
  const start = (c: ContentSet, players: number, length: GameLength): GameState['tracks'] => {
    const made = createGame({ content: c, players, length }, 'head-start');
    if (!made.ok) throw new Error(made.error.message);
    return made.state.tracks;
  };

  it('starts as many spaces below the end as the board gives for the length and player count; the end stays', () => {
    const board = { ...content.board, elderOneHeadStart: { short: { '2': 2 } } };
    const c: ContentSet = { ...content, board };
    expect(start(c, 2, 'short')).toMatchObject({ elderOne: board.trackEnd.short - 2, end: board.trackEnd.short });
    expect(start(c, 3, 'short').elderOne).toBe(board.trackEnd.short);
    expect(start(c, 2, 'medium').elderOne).toBe(board.trackEnd.medium);
  });

  it('our board: short games with 2–4 players start it below the end; alone, and in medium and long games, on it', () => {
    for (const players of [2, 3, 4]) expect(start(content, players, 'short').elderOne).toBeLessThan(content.board.trackEnd.short);
    expect(start(content, 1, 'short').elderOne).toBe(content.board.trackEnd.short);
    for (const players of [1, 2, 3, 4]) {
      expect(start(content, players, 'medium').elderOne).toBe(content.board.trackEnd.medium);
      expect(start(content, players, 'long').elderOne).toBe(content.board.trackEnd.long);
    }
  });
});
