import { playGame, searchBot, type Bot, type SearchStats } from '@everrain/bots';
import type { ContentSet } from '@everrain/engine';

/**
 * The search bot's speed (issue 13, item 6): it plays medium games in every seat for `budget` ms at each
 * player count; an iteration is one sampled game (a determinization) played out from one candidate action.
 * Iterations per second count only the time spent in the decisions it searched.
 */
export function searchSpeed(content: ContentSet, budget: number): { label: string; value: string }[] {
  const figures: { label: string; value: string }[] = [];
  for (const players of [1, 2, 3, 4]) {
    const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
    const inner = searchBot(`bench-search-${players}`, {}, stats);
    let searchMs = 0;
    const timed: Bot = {
      name: inner.name,
      choose: (turn) => {
        const before = stats.searched;
        const t = performance.now();
        const choice = inner.choose(turn);
        if (stats.searched > before) searchMs += performance.now() - t;
        return choice;
      },
    };
    const start = performance.now();
    // Whole games until the budget is spent (at least one).
    for (let g = 0; g === 0 || performance.now() - start < budget; g++) {
      playGame({ players, length: 'medium', seed: `bench-search-${players}-${g}`, content, bot: timed });
    }
    const who = `${players} player${players > 1 ? 's' : ''}`;
    figures.push({
      label: `search bot iterations per second (sampled games played out), ${who}`,
      value: `${Math.round(stats.rollouts / Math.max(1e-9, searchMs / 1000)).toLocaleString('en')} (${stats.searched} of ${stats.decisions} decisions searched, ${(stats.rolloutActions / Math.max(1, stats.rollouts)).toFixed(1)} actions each)`,
    });
  }
  return figures;
}
