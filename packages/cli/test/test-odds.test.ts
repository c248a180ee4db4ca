import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, createGame, legalActions, type Action, type GameState } from '@everrain/engine';
import { actingSeat } from '../src/bot-seats';
import { describeChoice } from '../src/queries';

const content = defaultContent();

/** Every state met in a few games played by the heuristic bot. */
function* statesOf(seeds: readonly string[], limit: number): Generator<GameState> {
  for (const seed of seeds) {
    const created = createGame({ players: 2, length: 'medium', content }, seed);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const bots = [BOTS.heuristic!(`${seed}/0`), BOTS.heuristic!(`${seed}/1`)];
    for (let i = 0; i < limit && !state.outcome; i++) {
      yield state;
      const legal = legalActions(state);
      const seat = actingSeat(state, legal, awaitedSeat(state));
      const own = legal.filter((a) => a.seat === seat);
      const result = apply(state, bots[seat]!.choose(seatTurn(state, seat, own.length ? own : legal)).action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
}

describe('Skill Test odds on the answers that lead into one', () => {
  it('a Denizen to deal with and a card option that is a Skill Test show the value the engine then rolls against', () => {
    const seen = { answerDenizen: 0, chooseOption: 0 };
    for (const state of statesOf(['odds-1', 'odds-2', 'odds-3', 'odds-4', 'odds-5', 'odds-6'], 500)) {
      for (const a of legalActions(state)) {
        if (a.type !== 'answerDenizen' && a.type !== 'chooseOption') continue;
        const text = describeChoice(state, a);
        const rolled = rolledAgainst(state, a);
        const shown = /Skill Test: passes on a Fate Die of (\d) or less \((\d+)%\)/.exec(text);
        if (rolled === undefined) {
          expect(shown, text).toBeNull();
          continue;
        }
        expect(shown, text).not.toBeNull();
        expect(Number(shown![1])).toBe(rolled);
        // A ten-sided Fate Die (0–9): passing on N or less is (N + 1) in 10.
        expect(Number(shown![2])).toBe((rolled + 1) * 10);
        seen[a.type]++;
      }
    }
    expect(seen.answerDenizen).toBeGreaterThan(0);
    expect(seen.chooseOption).toBeGreaterThan(0);
  });
});

/** The value the Skill Test this answer leads into is rolled against, read from the engine's own log. */
function rolledAgainst(state: GameState, a: Action): number | undefined {
  const result = apply(state, a);
  if (!result.ok) return undefined;
  const tested = result.events.find((e) => e.kind === 'skillTested');
  return typeof tested?.data?.value === 'number' ? tested.data.value : undefined;
}
