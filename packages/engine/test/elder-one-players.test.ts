import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { elderOneGoalProgress } from '../src/index';
import { elderOneFor } from '../src/tracks/elder-one-card';
import { endPlayerPhase, risen } from './elder-one-risen';

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
