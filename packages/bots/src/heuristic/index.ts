import { freshSeed, RandomSource, seedRng, type Action } from '@everrain/engine';
import type { Bot } from '../bot';
import { contextOf, type Scored } from './context';
import type { GoalPreference, TurnGoals } from './goal';
import { judgeOf } from './judge';

/**
 * `heuristic`: scores every legal action with small modules (ports, sailing, crew, places, combat, the
 * cards' decisions, trading), each score with a one-line reason, and plays the best; ties are broken by
 * its own seeded generator, so it is deterministic given its seed. It sees only its seat's view. `prefer`
 * (for the search bot's plans) may pick another of its candidate goals; without it, nothing changes.
 */
export function heuristicBot(seed: string | number = freshSeed(crypto), prefer?: GoalPreference): Bot {
  const random = new RandomSource(seedRng(seed));
  // A guard, never needed so far: a turn that runs to hundreds of free actions is ended.
  let turnRound = -1;
  let turnSeat = -1;
  let turnActions = 0;
  const turnGoals: TurnGoals = new Map();
  const bestActions: Action[] = [];
  const bestScores: Scored[] = [];
  return {
    name: 'heuristic',
    choose: (turn) => {
      const round = turn.view.round;
      const seat = turn.view.turn?.seat ?? -1;
      turnActions = round === turnRound && seat === turnSeat ? turnActions + 1 : 0;
      turnRound = round;
      turnSeat = seat;
      if (turnActions > 300) {
        // Whatever went round in circles, something else breaks it: the end of the turn, else any other move.
        const end = turn.legal.find((a) => a.type === 'endTurn');
        const other = turn.legal.filter((a) => !(a.type === 'sail' && a.step !== 'ahead'));
        const action = end ?? random.pick(other.length > 0 ? other : turn.legal);
        return { action, reason: 'breaks off a turn that has run too long' };
      }
      const c = contextOf(turn.view, turn.seat, turn.legal, prefer, turnGoals);
      // The best actions so far, in the order judged (ties within 1e-9 of the first of them), and their scores:
      // two lists kept from decision to decision, the first `tied` entries of each in use (a record per tie was
      // garbage at every decision, and setting a list's length goes through V8's runtime).
      let top = -Infinity;
      let tied = 0;
      // The legal actions come grouped by type (dozens of Crew Orders in a row): each run's judge looked up once.
      let judgedType: Action['type'] | null = null;
      let judgeType = judgeOf('endTurn');
      for (const action of turn.legal) {
        if (action.type !== judgedType) judgeType = judgeOf((judgedType = action.type));
        const scored = judgeType(action, c);
        if (scored.score > top + 1e-9) {
          top = scored.score;
          tied = 0;
        } else if (!(Math.abs(scored.score - top) <= 1e-9)) continue;
        bestActions[tied] = action;
        bestScores[tied] = scored;
        tied += 1;
      }
      if (tied === 0) throw new Error('the heuristic found no action to play');
      // As `random.pick` of the ties would draw (the same number from the generator).
      const at = tied === 1 ? 0 : random.int(0, tied - 1);
      const action = bestActions[at]!;
      const reason = bestScores[at]!.reason;
      return { action, reason };
    },
  };
}
