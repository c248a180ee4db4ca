import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { apply, createGame, determinize, legalActions, RandomSource, seedRng, view, type GameState, type GameView, type RuleOptions } from '../src/index';

/**
 * Determinization (issue 13, the search bot): `determinize(view, seed)` fills what a seat's view hides
 * with a sample consistent with it. Whatever it samples, the seat must see exactly what it saw, be offered
 * exactly the same actions, and every action must go through (or be refused) on both alike.
 */

const content = defaultContent();

interface Case { readonly players: number; readonly rules: Partial<RuleOptions> }
const CASES: Case[] = [
  { players: 1, rules: { exhaustiveExpeditions: true } },
  { players: 2, rules: { boarding: true, finalConfrontation: true } },
  { players: 3, rules: { exhaustiveExpeditions: true, traumaDistribution: 'random' } },
  { players: 4, rules: {} },
  { players: 2, rules: { exhaustiveExpeditions: true } },
  { players: 1, rules: {} },
];

/** Seeded random play; every `every`-th state (and the last) is handed to `visit`. */
function randomStates(c: Case, seed: string, every: number, visit: (s: GameState) => void): number {
  const created = createGame({ players: c.players, length: 'short', content, rules: c.rules }, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bot = new RandomSource(seedRng(`${seed}-bot`));
  let n = 0;
  while (!state.outcome && n < 3000) {
    if (n % every === 0) visit(state);
    const result = apply(state, bot.pick(legalActions(state)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    n += 1;
  }
  visit(state);
  return n;
}

describe('determinize fills the face-down parts of a view consistently with it', () => {
  CASES.forEach((c, i) => {
    it(`${c.players} player(s), rules ${JSON.stringify(c.rules)}: view, legal actions and every sampled action agree`, () => {
      let checked = 0;
      for (let g = 0; g < 3; g++) randomStates(c, `det-${i}-${g}`, 11, (s) => {
        const probe = new RandomSource(seedRng(`probe-${checked}`));
        for (let seat = 0; seat < c.players; seat++) {
          const seen = view(s, seat);
          const sampled = determinize(seen, `x-${checked}-${seat}`);
          expect(view(sampled, seat)).toEqual(seen);
          const legal = legalActions(s);
          expect(legalActions(sampled)).toEqual(legal);
          // The same legal actions (a few at random, and the first) go through on both, or on neither.
          const tried = legal.length === 0 ? [] : [legal[0]!, probe.pick(legal), probe.pick(legal)];
          for (const action of tried) {
            const a = apply(s, action);
            const b = apply(sampled, action);
            expect(b.ok).toBe(a.ok);
          }
        }
        checked += 1;
      });
      expect(checked).toBeGreaterThan(15);
    });
  });

  it('really samples: two seeds give different hidden orders, one seed gives the same', () => {
    const created = createGame({ players: 2, length: 'medium', content }, 'det-samples');
    if (!created.ok) throw new Error(created.error.message);
    const seen = view(created.state, 0);
    const a = determinize(seen, 'one');
    const b = determinize(seen, 'two');
    const again = determinize(seen, 'one');
    expect(a.decks).toEqual(again.decks);
    expect(a.map.stack).toEqual(again.map.stack);
    expect(a.decks.enemies).not.toEqual(b.decks.enemies);
    expect(a.decks.seaEvents).not.toEqual(b.decks.seaEvents);
    expect(a.map.stack).not.toEqual(b.map.stack);
    expect(a.rng).not.toEqual(b.rng);
    // The sample is drawn from the cards the game could hold: the same multiset of Act I enemies, say.
    expect([...a.decks.enemies].sort()).toEqual([...created.state.decks.enemies].sort());
    expect([...a.map.stack].sort()).toEqual([...created.state.map.stack].sort());
    expect(content.elderOnes.map((e) => e.id)).toContain(a.elderOne.card);
  });

  it('takes a view only, never a state (by type), and leaves the view unchanged', () => {
    const created = createGame({ players: 3, length: 'short', content }, 'det-type');
    if (!created.ok) throw new Error(created.error.message);
    // Never called: only the compiler's refusal is tested.
    // @ts-expect-error a GameState is not a GameView: it has no `viewer`, and its decks are lists, not counts.
    const typed = () => determinize(created.state, 'x');
    expect(typeof typed).toBe('function');
    const seen: GameView = view(created.state, 1);
    const before = JSON.stringify(seen);
    determinize(seen, 'x');
    expect(JSON.stringify(seen)).toBe(before);
  });
});
