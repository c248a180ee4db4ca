import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { advise, BotMind, DEFAULT_BOT_BUDGET, heuristicBot, playGame, type AdviceJob } from '@everrain/bots';
import { awaitedSeat, legalActions, RandomSource, seedRng, view, type GameState } from '@everrain/engine';

const content = defaultContent();
const budget = { ...DEFAULT_BOT_BUDGET, samples: 3 };

/** Decisions the search weighs (a card's options, a Denizen, a fight's Trauma…), where chance or a face-down card matters. */
const WEIGHED = new Set(['chooseOption', 'denizen', 'chooseEnemy', 'assignTrauma', 'expedition', 'hireCrew', 'keepTreasure', 'convertOmens']);

/** States of a heuristic game where a person has a real choice: some the search weighs, some it leaves to the heuristic. */
function positions(seed: string, players: number, count: number): GameState[] {
  const weighed: GameState[] = [];
  const plain: GameState[] = [];
  playGame({
    players, length: 'short', seed, content, bot: heuristicBot(`${seed}-bot`),
    onAction: (before) => {
      if (before.round === 0 || legalActions(before).length < 2) return;
      const kind = before.pending[0]?.kind;
      if (kind && WEIGHED.has(kind)) weighed.push(before);
      else if (!kind) plain.push(before);
    },
  });
  // Spread over the game, not only its first turns.
  const spread = (list: GameState[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  return [...spread(weighed, count - 1), ...spread(plain, 1)];
}

/** The same state with everything a seat cannot see changed: every hidden deck reordered, a new generator. */
function withOtherHiddenParts(state: GameState, seed: string): GameState {
  const random = new RandomSource(seedRng(seed));
  const decks = Object.fromEntries(Object.entries(state.decks).map(([name, cards]) => [name, Array.isArray(cards) && !name.endsWith('Discard') ? random.shuffle([...cards]) : cards]));
  return { ...state, decks: decks as GameState['decks'], rng: seedRng(`${seed}:other`) };
}

describe('Ask the crew (issue #25 item 4)', () => {
  const states = [...positions('advice-2', 2, 4), ...positions('advice-1', 1, 2)];

  it('answers with one of the seat\'s legal actions, a reason in words and how it was weighed', () => {
    expect(states.length).toBeGreaterThanOrEqual(4);
    for (const state of states) {
      const seat = awaitedSeat(state)!;
      const legal = legalActions(state);
      const advice = advise({ view: view(state, seat), seat, legal, seed: 's', budget });
      expect(legal).toContainEqual(advice.action);
      expect(advice.why.length).toBeGreaterThan(3);
      expect(advice.agreeing).toBeLessThanOrEqual(advice.samples);
      if (advice.samples > 0) expect(advice.candidates).toBeGreaterThan(1);
    }
  });

  it('weighs some choices in sampled games', () => {
    const weighed = states.map((state) => {
      const seat = awaitedSeat(state)!;
      return advise({ view: view(state, seat), seat, legal: legalActions(state), seed: 's', budget });
    }).filter((a) => a.samples > 0);
    expect(weighed.length).toBeGreaterThan(0);
    for (const a of weighed) expect(a.samples).toBe(budget.samples);
  });

  it('reads nothing hidden: states that differ only in what the seat cannot see get the same advice', () => {
    for (const [i, state] of states.entries()) {
      const seat = awaitedSeat(state)!;
      const other = withOtherHiddenParts(state, `hidden-${i}`);
      expect(other.decks).not.toEqual(state.decks);
      // The seat sees the two alike…
      expect(view(other, seat)).toEqual(view(state, seat));
      // …and so does the crew.
      const ask = (s: GameState) => advise({ view: view(s, seat), seat, legal: legalActions(s), seed: `same-${i}`, budget });
      expect(ask(other)).toEqual(ask(state));
    }
  });

  it('crosses a thread as plain data: the job holds the seat\'s view, no deck order, seed or generator', () => {
    const state = states[0]!;
    const seat = awaitedSeat(state)!;
    const { catalog: _catalog, ...seen } = view(state, seat);
    const job: AdviceJob = { id: 7, kind: 'advice', view: seen, seat, legal: legalActions(state), seed: 's', budget };
    const sent = JSON.stringify(job);
    expect(sent).not.toContain(JSON.stringify(state.rng));
    expect(sent).not.toContain(JSON.stringify(state.decks.enemies));
    const answer = new BotMind(content).advise(JSON.parse(sent) as AdviceJob);
    expect(answer).toEqual({ id: 7, ok: true, advice: advise({ view: view(state, seat), seat, legal: legalActions(state), seed: 's', budget }) });
  });

  it('says so when there is nothing to advise', () => {
    const state = states[0]!;
    const seat = awaitedSeat(state)!;
    const { catalog: _catalog, ...seen } = view(state, seat);
    expect(new BotMind(content).advise({ id: 1, kind: 'advice', view: seen, seat, legal: [], seed: 's', budget })).toEqual({ id: 1, ok: false, error: 'there is nothing to advise: the seat has no move to make now' });
  });
});
