import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { elderOneFor, type GameEvent } from '@everrain/engine';
import { eventText } from '../src/index';

/* The words of an Elder One card are those of the card as it plays at the game's length and count (D166). */

const content = defaultContent();
const event = (kind: GameEvent['kind'], data: GameEvent['data']): GameEvent => ({ seq: 0, round: 9, kind, rule: 'End game', reveals: false, data });

describe('an Elder One card in words, as it plays at the game\'s length (D166)', () => {
  const card = content.elderOnes.find((c) => c.byLength?.long?.victory !== undefined)!;
  const long = elderOneFor(content, card.id, 2, 'long');

  it('a long game\'s card is shown as it plays there when it rises and when it is defeated', () => {
    expect(long.victory).not.toBe(card.victory);
    expect(eventText(event('elderOneArisen', { card: card.id, players: 2, length: 'long' }), content)).toContain(`To win: ${long.victory}`);
    expect(eventText(event('gameWon', { by: 'card', ending: { kind: 'elderOneDefeated', card: card.id, players: 2, length: 'long' } }), content))
      .toBe(`The players defeated ${card.name}: ${long.victory}`);
  });

  it('a medium game\'s, and an event logged before the length was recorded, show the printed card', () => {
    expect(eventText(event('elderOneArisen', { card: card.id, players: 2, length: 'medium' }), content)).toContain(`To win: ${card.victory}`);
    expect(eventText(event('elderOneArisen', { card: card.id, players: 2 }), content)).toContain(`To win: ${card.victory}`);
  });
});
