import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@everrain/engine';
import { cardsDone, lessonCounter } from '../src/lessons/progress';
import type { LessonCard } from '../src/lessons/lessons';

const read = (title: string): LessonCard => ({ title, text: '' });
const todo = (title: string, until: string): LessonCard => ({ title, text: '', until });
/** A record of events of these kinds, numbered from `from` (the progress reads only kind and seq). */
const record = (from: number, ...kinds: string[]) => kinds.map((kind, i) => ({ kind, seq: from + i }) as unknown as GameEvent);

describe('a lesson\'s progress (issue #24 item 6)', () => {
  const cards = [read('Orders'), todo('Crew Order', 'crewMoved'), todo('Navigation Order', 'navigationPointsGained')];

  it('goes card by card: a card to read with "Next", a card to do with the play it asks for', () => {
    expect(cardsDone(cards, record(0, 'gameStarted'), 1, 0)).toBe(0);
    expect(cardsDone(cards, record(0, 'gameStarted'), 1, 1)).toBe(1);
    expect(cardsDone(cards, record(0, 'gameStarted', 'crewMoved'), 1, 1)).toBe(2);
    expect(cardsDone(cards, record(0, 'gameStarted', 'crewMoved', 'navigationPointsGained'), 1, 1)).toBe(3);
  });

  it('never skips a card: play done before its card comes counts once the cards before it are done, in order', () => {
    expect(cardsDone(cards, record(0, 'gameStarted', 'crewMoved'), 1, 0)).toBe(0);
    expect(cardsDone(cards, record(0, 'gameStarted', 'navigationPointsGained', 'crewMoved'), 1, 1)).toBe(2);
  });

  it('does not count what the position was set up with', () => {
    expect(cardsDone(cards, record(0, 'crewMoved', 'navigationPointsGained'), 2, 1)).toBe(1);
  });

  it('says the lesson, the step and the number of each: never a step past the last', () => {
    expect(lessonCounter(3, 7, 1, 4)).toBe('Lesson 3 of 7 · step 2 of 4');
    expect(lessonCounter(3, 7, 4, 4)).toBe('Lesson 3 of 7 · done');
  });
});
