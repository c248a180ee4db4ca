import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, legalActions, RandomSource, seedRng, type EventKind } from '../src/index';

const content = defaultContent();
const STORY_CARDS = new Set(content.stories.map((s) => s.id));

/** What each card type's draw looks like in the log. */
const DRAWS: Record<string, (kind: EventKind, data: Record<string, unknown> | undefined) => boolean> = {
  'Sea Event': (k) => k === 'seaEventDrawn',
  Expedition: (k) => k === 'expeditionDrawn',
  Denizen: (k) => k === 'denizenDrawn',
  Treasure: (k) => k === 'treasureGained' || k === 'marketOpened',
  'Improvement or Artillery': (k) => k === 'upgradesDrawn',
  Enemy: (k) => k === 'enemySpawned',
  Trait: (k) => k === 'traitDealt',
  'Map tile': (k) => k === 'tileRevealed' || k === 'tilePlaced',
  'Elder One': (k) => k === 'elderOneArisen',
  Story: (k, data) => (k === 'seaEventDrawn' || k === 'expeditionDrawn' || k === 'denizenDrawn') && typeof data?.card === 'string' && STORY_CARDS.has(data.card),
};

describe('random play with the full content', () => {
  it('draws every card type, never throws and never stalls (seeded random games, every option on)', () => {
    const seen = new Set<string>();
    let games = 0;
    for (; games < 80 && seen.size < Object.keys(DRAWS).length; games++) {
      const seed = `coverage-${games}`;
      const created = createGame({
        players: 1 + (games % 4), length: 'short', content,
        rules: { boarding: true, exhaustiveExpeditions: true, traumaDistribution: 'random' },
      }, seed);
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      for (const e of created.events) for (const [name, test] of Object.entries(DRAWS)) if (test(e.kind, e.data)) seen.add(name);
      const bot = new RandomSource(seedRng(`${seed}-bot`));
      for (let n = 0; !state.outcome; n++) {
        expect(n).toBeLessThan(30_000);
        const legal = legalActions(state);
        expect(legal.length, 'a running game always has a legal action').toBeGreaterThan(0);
        const result = apply(state, bot.pick(legal));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        for (const e of result.events) for (const [name, test] of Object.entries(DRAWS)) if (test(e.kind, e.data)) seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(DRAWS).sort());
  });
});
