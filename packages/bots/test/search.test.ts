import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { BOTS, heuristicBot, playGame, searchBot, type Bot, type SearchStats } from '@everrain/bots';
import type { Action } from '@everrain/engine';

const content = defaultContent();

/** The search bot behind a wrapper that records each choice, whether it was legal, and what it read of the turn. */
function watched(inner: Bot, read: Set<string>, log: { illegal: number; actions: Action[]; reasons: string[] }): Bot {
  return {
    name: 'watched search',
    choose: (turn) => {
      const spy = new Proxy(turn, { get: (t, key) => { read.add(String(key)); return Reflect.get(t, key) as unknown; } });
      const choice = inner.choose(spy);
      if (!turn.legal.includes(choice.action)) log.illegal += 1;
      log.actions.push(choice.action);
      log.reasons.push(choice.reason);
      return choice;
    },
  };
}

describe('search bot', () => {
  it('is in the registry by name', () => {
    expect(BOTS.search?.('s').name).toBe('search');
  });

  it('plays short games to their end, only ever legal actions, reading nothing but its seat\'s turn, and searches some decisions', () => {
    const read = new Set<string>();
    const log = { illegal: 0, actions: [] as Action[], reasons: [] as string[] };
    const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
    for (const [players, seed] of [[1, 's-legal-1'], [2, 's-legal-2']] as const) {
      const record = playGame({ players, length: 'short', seed, content, bot: watched(searchBot(`${seed}-bot`, { samples: 1, candidates: 2 }, stats), read, log) });
      expect(['won', 'lost']).toContain(record.result);
    }
    expect(log.illegal).toBe(0);
    expect(stats.searched).toBeGreaterThan(0);
    expect(stats.rollouts).toBeGreaterThanOrEqual(stats.searched);
    // Searched choices say how they were weighed, in words: no scores, no internal names.
    expect(log.reasons.some((r) => / — weighed against \d+ other choices? in \d+ imagined futures?, it came out best in \d+$/.test(r))).toBe(true);
    for (const reason of log.reasons) expect(reason).not.toMatch(/mean [+-]|samples;|search: /);
    for (const reason of log.reasons) expect(reason).not.toContain('\n');
    expect([...read].every((key) => ['seat', 'legal', 'view', 'decision'].includes(key))).toBe(true);
  });

  it('is deterministic for its seed (with a sample count, not a time budget)', () => {
    const run = (botSeed: string) => {
      const log = { illegal: 0, actions: [] as Action[], reasons: [] as string[] };
      const record = playGame({ players: 2, length: 'short', seed: 's-det', content, bot: watched(searchBot(botSeed, { samples: 2 }), new Set(), log), maxActions: 120 });
      return { record, actions: JSON.stringify(log.actions), reasons: log.reasons };
    };
    const first = run('one');
    const again = run('one');
    expect(again.actions).toBe(first.actions);
    expect(again.reasons).toEqual(first.reasons);
    expect(again.record).toEqual(first.record);
  });

  it('with no budget plays exactly as the heuristic bot of the same seed', () => {
    const a: Action[] = [];
    const b: Action[] = [];
    playGame({ players: 2, length: 'short', seed: 's-zero', content, bot: searchBot('z', { samples: 0 }), maxActions: 150, onAction: (_s, action) => a.push(action) });
    const heuristic = BOTS.heuristic!('z:base');
    playGame({ players: 2, length: 'short', seed: 's-zero', content, bot: heuristic, maxActions: 150, onAction: (_s, action) => b.push(action) });
    expect(a).toEqual(b);
  });

  it('searches plans: each goal followed for the turn, and the seat then sails for the plan it chose', () => {
    // A negative margin makes every searched turn take its last plan, so the plumbing shows in the reasons.
    const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0 };
    const reasons: string[] = [];
    const bot = searchBot('plans', { samples: 1, candidates: 2, planWhen: 'always', planSamples: 1, planMargin: -1000 }, stats);
    playGame({ players: 2, length: 'short', seed: 's-plans', content, bot, maxActions: 200, onAction: (_b, _a, _s, reason) => reasons.push(reason) });
    expect(stats.overrides?.plan ?? 0).toBeGreaterThan(0);
    const planned = reasons.filter((r) => r.includes('(a plan: '));
    expect(planned.length).toBeGreaterThan(0);
    // A sail step taken under a plan is a step toward the plan's goal, not the heuristic's own best.
    const sailing = planned.find((r) => r.startsWith('sails for '));
    expect(sailing).toBeDefined();
    const goal = sailing!.slice('sails for '.length, sailing!.indexOf(' (a plan: '));
    expect(sailing).toContain(`(a plan: ${goal}, played out to the round's end in `);
  });
});

describe('heuristic goal preference hook', () => {
  // With a preference every goal is routed and sorted; without one, only the few that could still be worth the
  // most (goal.ts, routedBest): whole games at every player count show the two pick the same goal each time.
  it.each([1, 2, 3, 4])('declining to choose (undefined) leaves the heuristic\'s play unchanged, a whole %i-player game', (players) => {
    const a: Action[] = [];
    const b: Action[] = [];
    const seed = `s-hook-${players}`;
    const plain = playGame({ players, length: 'medium', seed, content, bot: BOTS.heuristic!('h'), onAction: (_s, action) => a.push(action) });
    const hooked = playGame({ players, length: 'medium', seed, content, bot: heuristicBot('h', () => undefined), onAction: (_s, action) => b.push(action) });
    expect(plain.result === 'won' || plain.result === 'lost').toBe(true);
    expect(b.length).toBe(a.length);
    expect(b).toEqual(a);
    expect(hooked.result).toBe(plain.result);
  });
});
