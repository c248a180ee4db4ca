import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type GameState } from '@everrain/engine';
import { playGame, searchBot, type SearchStats } from '@everrain/bots';
import { FEATURES, features } from '../src/search/features';
import { learnedValue, winChance } from '../src/search/value';
import { AGENDA_STEP, evaluate, WAGE_SHORTFALL, wageShortfall } from '../src/search/evaluate';
import { VALUE_WEIGHTS } from '../src/search/value-weights';

const content = defaultContent();

function fresh(players: number, seed: string): GameState {
  const made = createGame({ players, length: 'medium', content, rules: {} }, seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

describe('the search bot\'s learned value', () => {
  it('has one weight per feature at every player count', () => {
    for (const p of [1, 2, 3, 4]) {
      expect(VALUE_WEIGHTS[p]?.length).toBe(FEATURES.length);
      expect(features(fresh(p, `fv-${p}`)).length).toBe(FEATURES.length);
    }
  });

  // Not solo: solo the fitted value barely beats a constant (value-weights.ts), and the search does not use it.
  it('reads the race as a player would (2–4 players): the crew ahead on the Discovery Track is likelier to win, the Elder One risen less', () => {
    for (const p of [2, 3, 4]) {
      const s = fresh(p, `fv-race-${p}`);
      const ahead = structuredClone(s);
      ahead.tracks.playerDiscovery = 6;
      const behind = structuredClone(s);
      behind.tracks.enemyDiscovery = 6;
      const risen = structuredClone(s);
      risen.elderOne.arisen = true;
      expect(winChance(ahead)).toBeGreaterThan(winChance(s));
      expect(winChance(behind)).toBeLessThan(winChance(s));
      expect(winChance(risen)).toBeLessThan(winChance(s));
    }
  });

  it('scores a finished game as decided: won +100, lost −100', () => {
    const s = fresh(2, 'fv-end');
    expect(learnedValue({ ...s, outcome: { result: 'won', reason: 'x' } } as GameState)).toBe(100);
    expect(learnedValue({ ...s, outcome: { result: 'lost', reason: 'x' } } as GameState)).toBe(-100);
    expect(Math.abs(learnedValue(s))).toBeLessThan(100);
  });
});

describe('the search bot keeps the wages', () => {
  it('counts each coin short of the crew\'s wages against a game, and nothing while the wages are covered', () => {
    const s = fresh(2, 'fv-wages');
    // Afloat (a fresh game's ships are not placed yet; a sunk ship owes nothing).
    s.players[0]!.position = { hex: { q: 0, r: 0 }, facing: 0 };
    const p = s.players[0]!;
    expect(p.crew.length).toBeGreaterThan(0);
    const broke = structuredClone(s);
    broke.players[0]!.coin = 0;
    const owed = wageShortfall(broke, 0);
    expect(owed).toBeGreaterThan(0);
    // Without the term the evaluation sees only the coin (0.1 each); with it, the shortfall too.
    expect(evaluate(broke) - evaluate(broke, WAGE_SHORTFALL)).toBeCloseTo(WAGE_SHORTFALL * owed, 10);
    const rich = structuredClone(s);
    rich.players[0]!.coin = 1000;
    expect(wageShortfall(rich, 0)).toBe(0);
    expect(evaluate(rich, WAGE_SHORTFALL)).toBe(evaluate(rich));
  });

  it('with risk, each Elder One step costs more the nearer it comes to rising, and the Agenda counts', () => {
    const s = fresh(2, 'ev-risk');
    const at = (gap: number, agenda = 0) => {
      const x = structuredClone(s);
      x.tracks.elderOne = x.tracks.enemyDiscovery + gap;
      x.tracks.agenda = agenda;
      return x;
    };
    const step = (gap: number, risk: boolean) => evaluate(at(gap + 1), 0, risk) - evaluate(at(gap), 0, risk);
    // Without risk every step is worth the same half point; with it, the step from a gap of 2 to 1 costs more than from 8 to 7.
    expect(step(1, false)).toBeCloseTo(step(7, false), 10);
    expect(step(1, true)).toBeGreaterThan(step(7, true) + 1);
    expect(evaluate(at(5, 0), 0, true) - evaluate(at(5, 6), 0, true)).toBeCloseTo(6 * AGENDA_STEP, 10);
    expect(evaluate(at(5, 6))).toBe(evaluate(at(5, 0)));
  });
});

describe('the search bot searches', () => {
  it('overrides the heuristic\'s pick somewhere in fixed seeded games, and the same seed makes the same overrides', () => {
    const run = () => {
      const stats: SearchStats = { decisions: 0, searched: 0, rollouts: 0, rolloutActions: 0, overrides: {} };
      for (const seed of ['sv-1', 'sv-2']) playGame({ players: 2, length: 'short', seed, content, bot: searchBot(`${seed}-bot`, { samples: 2 }, stats) });
      return stats;
    };
    const first = run();
    const total = Object.values(first.overrides ?? {}).reduce((s, n) => s + n, 0);
    expect(total).toBeGreaterThan(0);
    expect(run()).toEqual(first);
  });
});
