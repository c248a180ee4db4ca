import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '@everrain/engine';
import { CHECKPOINT_EVERY, replayCursor, replayTo } from '../src';
import { content, movingOn, played } from './helpers';

describe('replay to a move or a round (D101)', () => {
  const game = played('replay-to', 400, content, movingOn);
  const cursor = replayCursor(game);

  it('the game is finished, and long enough to need checkpoints', () => {
    expect(game.state.outcome).not.toBeNull();
    expect(cursor.length).toBeGreaterThan(CHECKPOINT_EVERY * 2);
    expect(cursor.events).toEqual(game.events);
  });

  it('gives the state after any move, stepping forward and back, as the engine\'s own replay', () => {
    for (const move of [0, 1, cursor.length, 37, 36, CHECKPOINT_EVERY + 1, 5, cursor.length - 1]) {
      const at = replayTo(cursor, { move });
      if (!at.ok) throw new Error(at.problem);
      const engine = replay({ ...game.setup, content }, game.seed, game.actions.slice(0, move));
      expect(engine.ok && stateHash(at.state)).toBe(engine.ok && stateHash(engine.state));
      expect(at.move).toBe(move);
    }
    expect(replayTo(cursor, { move: cursor.length + 1 })).toMatchObject({ ok: false, problem: expect.stringContaining('there is no move') });
  });

  it('finds each round\'s start: the first state of that round, the one before still in the round before, with the events that began it', () => {
    for (let round = 2; round <= game.state.round; round++) {
      const at = replayTo(cursor, { round });
      if (!at.ok) throw new Error(at.problem);
      expect(at.state.round).toBe(round);
      expect(cursor.stateAt(at.move - 1).round).toBe(round - 1);
      expect(at.events.some((e) => e.kind === 'roundStarted' && e.round === round)).toBe(true);
    }
    expect(replayTo(cursor, { round: game.state.round + 1 })).toMatchObject({ ok: false, problem: expect.stringContaining(`the game ended in round ${game.state.round}`) });
  });
});
