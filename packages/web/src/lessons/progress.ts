import type { GameEvent } from '@everrain/engine';
import type { LessonCard } from './lessons';

/**
 * How many of a lesson's cards are done: a card with `until` once the player's play has made that event (after
 * the lesson began and after the card before it), a card to read once "Next" was pressed for it (`nexts`).
 * Cards are done in order, so the counter only ever names the first card not done.
 */
export function cardsDone(cards: readonly LessonCard[], events: readonly GameEvent[], fromSeq: number, nexts: number): number {
  let done = 0;
  let after = fromSeq;
  let reads = nexts;
  for (const card of cards) {
    if (card.until) {
      const made = events.find((e) => e.seq >= after && e.kind === card.until);
      if (!made) break;
      after = made.seq + 1;
    } else {
      if (reads === 0) break;
      reads--;
    }
    done++;
  }
  return done;
}

/** "Lesson 3 of 7 · step 2 of 4", or "… · done" once every card is. */
export function lessonCounter(lesson: number, lessons: number, done: number, cards: number): string {
  return `Lesson ${lesson} of ${lessons} · ${done >= cards ? 'done' : `step ${done + 1} of ${cards}`}`;
}
