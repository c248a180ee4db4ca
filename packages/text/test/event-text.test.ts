import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, eventsFor, legalActions, RandomSource, seedRng, type GameEvent, type RuleOptions } from '@everrain/engine';
import { eventText, gameEndText, idLikeTokens } from '../src/index';

/*
 * Events are data (issue #24 item 7): the engine records each event's kind and data, no sentence; the text
 * package writes every sentence. Seeded games of random legal moves (1–4 seats, every advanced rule on)
 * have every event put in words: each a sentence, none naming an internal id, each the same whichever seat
 * it is shown to (what lies face down is not in the words).
 */

const content = defaultContent();
const RULES: Partial<RuleOptions> = { boarding: true, exhaustiveExpeditions: true, finalConfrontation: true, traumaDistribution: 'random' };

/** A game of random legal moves: every event it made. */
function randomGame(players: number, seed: string, moves: number): GameEvent[] {
  const created = createGame({ players, length: 'short', content, rules: RULES }, seed);
  if (!created.ok) throw new Error(created.error.message);
  const random = new RandomSource(seedRng(`${seed}/moves`));
  const events = [...created.events];
  let state = created.state;
  for (let i = 0; i < moves && !state.outcome; i++) {
    const result = apply(state, random.pick(legalActions(state)));
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
    state = result.state;
  }
  return events;
}

/** Every string in an event's data, however deep. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const games = [[1, 'words-a', 400], [2, 'words-b', 600], [3, 'words-c', 600], [4, 'words-d', 600]] as const;
const played = games.map(([players, seed, moves]) => randomGame(players, seed, moves));
const all = played.flat();

describe('events in words (the text package writes every sentence)', () => {
  it('the seeded games make events of many kinds', () => {
    expect(new Set(all.map((e) => e.kind)).size).toBeGreaterThan(90);
  });

  it('every event is a sentence that names no internal id', () => {
    const leaks: string[] = [];
    for (const e of all) {
      const text = eventText(e, content);
      expect(text.trim().length, `${e.kind} has words`).toBeGreaterThan(10);
      expect(text, `${e.kind} reads as a sentence`).toMatch(/^[A-Z0-9"].*[.!?)"]$|: .+$/s);
      leaks.push(...idLikeTokens(text).map((t) => `${e.kind}: ${t}`));
    }
    expect(leaks.slice(0, 20)).toEqual([]);
  });

  it('the engine records no sentence: no event carries words of its own', () => {
    for (const e of all) {
      expect('text' in e, e.kind).toBe(false);
      expect('text' in e.data, e.kind).toBe(false);
      // Names, ids and labels only, the game's end included (its ending is data).
      for (const s of strings(e.data)) expect(s, `${e.kind}: ${s}`).not.toMatch(/[a-z][.!?] [A-Z]/);
    }
  });

  it('each seat is shown the same words: what lies face down is in the record, never in the sentence', () => {
    for (const events of played) {
      for (const seat of [0, null]) {
        const shown = eventsFor(events, seat);
        shown.forEach((e, i) => expect(eventText(e, content)).toBe(eventText(events[i]!, content)));
      }
    }
  });
});

describe('sentences as the log has always said them', () => {
  const event = (kind: GameEvent['kind'], data: GameEvent['data'], seat = 0): GameEvent => ({ seq: 0, round: 2, kind, seat, rule: 'Test', reveals: false, data });
  it('a Fate Die table says which row came up, and says so when the row does nothing', () => {
    expect(eventText(event('fateResult', { roll: 1, effects: 1, source: 'Test Card', row: { from: 0, to: 2 } }), content)).toBe('Test Card: 1 is in 0–2.');
    expect(eventText(event('fateResult', { roll: 7, effects: 0, source: 'Test Card', row: { from: 3, to: 9 } }), content)).toBe('Test Card: 7 is in 3–9: nothing comes of it.');
  });
  it('a Passenger bound for this Port is redrawn, and the visit may meet nobody', () => {
    expect(eventText(event('denizenRedrawn', { deck: 'denizens', card: 'a-man-with-debts', destination: 'Duskfall' }), content))
      .toBe('At Duskfall, seat 1 draws A Man with Debts, a Passenger bound for Duskfall itself: the card goes to the Denizen discard and another is drawn.');
    expect(eventText(event('noDenizenMet', { port: 'Duskfall', why: 'onlyBoundHere' }), content))
      .toBe('At Duskfall, seat 1 meets no Denizen this visit: the Denizen deck and its discard hold nothing but Passengers bound for Duskfall.');
  });
});

describe('how a game ended', () => {
  const end = (kind: 'gameWon' | 'gameLost', data: GameEvent['data']): GameEvent => ({ seq: 0, round: 9, kind, rule: 'End game', reveals: false, data });
  const card = content.elderOnes[0]!;
  it('is worded from the ending the engine records: the track, the card as it plays at the count, the deadline', () => {
    expect(eventText(end('gameWon', { by: 'track', ending: { kind: 'playersReachedEnd' } }), content)).toBe('The players reached the end of the Discovery Track before the enemy.');
    expect(eventText(end('gameLost', { by: 'track', ending: { kind: 'enemyReachedEndFirst' } }), content)).toBe('The enemy reached the end of the Discovery Track first.');
    const solo = card.byPlayers?.['1']?.victory ?? card.victory;
    expect(eventText(end('gameWon', { by: 'card', ending: { kind: 'elderOneDefeated', card: card.id, players: 1 } }), content)).toBe(`The players defeated ${card.name}: ${solo}`);
    expect(eventText(end('gameLost', { by: 'card', ending: { kind: 'elderOneGoalCompleted', card: card.id, players: 3 } }), content)).toBe(`${card.name} completed its goal: ${card.goal}`);
    expect(eventText(end('gameLost', { by: 'deadline', ending: { kind: 'confrontationTimeUp', card: card.id, players: 2 } }), content)).toBe(`The players did not defeat ${card.name} in time.`);
  });
  it('keeps the sentence a stored game logged before the ending was data', () => {
    expect(eventText(end('gameLost', { by: 'track', reason: 'The enemy reached the end of the Discovery Track.' }), content)).toBe('The enemy reached the end of the Discovery Track.');
    expect(gameEndText([], { reason: 'An old reason.' }, content)).toBe('An old reason.');
  });
});

describe('a Story card set face down', () => {
  it('is named to no seat: the words are the same with the card taken out', () => {
    const story = content.stories.find((c) => c.story.stage > 1)!;
    const held: GameEvent = { seq: 0, round: 1, kind: 'storyCardHeld', seat: 1, rule: 'Triggering stories', reveals: true, data: { deck: 'seaEvents', owner: 0, card: story.id } };
    const [shown] = eventsFor([held], 1);
    expect(shown!.data).not.toHaveProperty('card');
    expect(eventText(shown!, content)).toBe(eventText(held, content));
    expect(eventText(held, content)).toBe("Seat 2 draws a card of seat 1's story: it is set face down beside their ship, and seat 2 draws again.");
  });
});

// A type-level check: an event has no sentence for a client to read instead of eventText.
export function noSentence(e: GameEvent): unknown {
  // @ts-expect-error GameEvent carries no text: its words are eventText's.
  return e.text;
}
