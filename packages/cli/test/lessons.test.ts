import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { manualEntry } from '@everrain/text';
import { scenarioFiles } from '../src/commands/scenario';
import { runScenarioText } from '../src/scenario/run';
import { scenarioSchema } from '../src/scenario/schema';

/** The tutorial's lessons (scenarios/lessons): each a scenario whose steps play what its cards ask (issue #24 item 6). */
const files = scenarioFiles(['scenarios/lessons']);
const lessons = files.map((file) => ({ file, scenario: scenarioSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) }));

describe('the tutorial lessons', () => {
  it('are numbered 1 to 7, one file each, in file order', () => {
    expect(lessons.map((l) => l.scenario.lesson?.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('name Reference Manual entries that exist, and ask for at least one thing to do', () => {
    for (const { file, scenario } of lessons) {
      const cards = scenario.lesson?.cards ?? [];
      for (const card of cards) if (card.term) expect(manualEntry(card.term), `${file}: ${card.title}`).toBeDefined();
      expect(cards.some((c) => c.until), file).toBe(true);
    }
  });

  it('fail when the steps do not play what a card asks', () => {
    const { file, scenario } = lessons[0]!;
    const cards = scenario.lesson!.cards.map((c) => (c.until ? { ...c, until: 'gameWon' } : c));
    const r = runScenarioText(JSON.stringify({ ...scenario, lesson: { ...scenario.lesson, cards } }), file, defaultContent());
    expect(r.passed).toBe(false);
    expect(r.failures[0]).toContain('no gameWon event');
  });
});
