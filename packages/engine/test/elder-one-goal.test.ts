import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, elderOneGoalProgress, type GameState } from '../src/index';

const content = defaultContent();

function arisen(card: string, progress: number): GameState {
  const created = createGame({ players: 1, length: 'short', content }, { scenario: 'goal' });
  if (!created.ok) throw new Error(created.error.message);
  const s = structuredClone(created.state);
  s.elderOne = { ...s.elderOne, card, arisen: true, progress };
  return s;
}

describe('elderOneGoalProgress: how far the Elder One is toward its goal', () => {
  it('is null before it has Arisen', () => {
    const created = createGame({ players: 1, length: 'short', content }, { scenario: 'goal' });
    if (!created.ok) throw new Error(created.error.message);
    expect(elderOneGoalProgress(created.state)).toBeNull();
  });

  it('gives each Elder One card its own count, from its goal (phases held or count)', () => {
    for (const def of content.elderOnes) {
      const rule = def.goalRule;
      const needed = rule.kind === 'holdCentre' ? rule.phases : rule.count;
      expect(elderOneGoalProgress(arisen(def.id, 1)), def.id).toEqual({ progress: 1, needed });
      expect(needed, `${def.id}: a goal takes at least one step`).toBeGreaterThan(0);
    }
  });
});
