import { elderOneFor, type ContentSet, type GameEnd, type GameEnding, type GameEvent, type Outcome } from '@everrain/engine';

/** How the game ended, in a sentence (issue #24 item 7: the engine records the ending as data). */
export function endingText(ending: GameEnding, content: ContentSet): string {
  switch (ending.kind) {
    case 'playersReachedEnd': return 'The players reached the end of the Discovery Track before the enemy.';
    case 'enemyReachedEndFirst': return 'The enemy reached the end of the Discovery Track first.';
    case 'enemyReachedEnd': return 'The enemy reached the end of the Discovery Track.';
    case 'elderOneGoalCompleted': {
      const card = elderOneFor(content, ending.card, ending.players, ending.length);
      return `${card.name} completed its goal: ${card.goal}`;
    }
    case 'elderOneDefeated': {
      const card = elderOneFor(content, ending.card, ending.players, ending.length);
      return `The players defeated ${card.name}: ${card.victory}`;
    }
    case 'confrontationTimeUp': return `The players did not defeat ${elderOneFor(content, ending.card, ending.players).name} in time.`;
    default: return 'The game is over.';
  }
}

/** A game's end event in a sentence; an event logged before the ending was data keeps the engine's own sentence. */
export function endEventText(end: GameEnd, content: ContentSet): string {
  return end.ending ? endingText(end.ending, content) : end.reason ?? 'The game is over.';
}

/** How a finished game ended, in a sentence: from its end event (the outcome's own sentence if the events hold none). */
export function gameEndText(events: readonly GameEvent[], outcome: Pick<Outcome, 'reason'>, content: ContentSet): string {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'gameWon' || e.kind === 'gameLost') return endEventText(e.data as GameEnd, content);
  }
  return outcome.reason;
}
