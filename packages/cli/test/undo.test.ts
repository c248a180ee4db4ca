import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, awaitedSeat, createGame, legalActions, type Action, type GameState } from '@everrain/engine';
import { actingSeat } from '../src/bot-seats';
import { playUndoable, undoLast, undoRefusal, type UndoableSession } from '../src/undo';

const content = defaultContent();

/** A 2-seat game played by the heuristic bot, each action through the terminal's undo rule. */
function played(limit: number): { session: UndoableSession; steps: { action: Action; reveals: boolean; before: GameState; undoAfter: number; reach: number[] }[] } {
  const created = createGame({ players: 2, length: 'short', content }, 'undo-rule');
  if (!created.ok) throw new Error(created.error.message);
  const session: UndoableSession = { state: created.state, actions: [], undo: [] };
  const bots = [BOTS.heuristic!('u0'), BOTS.heuristic!('u1')];
  const steps = [];
  for (let i = 0; i < limit && !session.state.outcome; i++) {
    const before = session.state;
    const legal = legalActions(before);
    const seat = actingSeat(before, legal, awaitedSeat(before));
    const own = legal.filter((a) => a.seat === seat);
    const { action } = bots[seat]!.choose(seatTurn(before, seat, own.length ? own : legal));
    const reveals = (apply(before, action) as { reveals: boolean }).reveals;
    expect(playUndoable(session, action)).not.toBeNull();
    steps.push({ action, reveals, before, undoAfter: session.undo.length, reach: session.undo.map((u) => u.actions) });
  }
  return { session, steps };
}

describe('undo in the terminal: the browser\'s limits', () => {
  const { steps } = played(300);

  it('never keeps anything to undo past a die roll, a card draw or a tile revealed', () => {
    const revealing = steps.filter((s) => s.reveals);
    expect(revealing.length).toBeGreaterThan(10);
    for (const s of revealing) expect(s.undoAfter).toBe(0);
  });

  it('never offers to take back another seat\'s action, nor one that revealed anything', () => {
    let checked = 0;
    steps.forEach((s, i) => {
      for (const from of s.reach) {
        // Undoing to this snapshot takes back actions from..i: all this seat's, none revealing.
        for (let k = from; k <= i; k++) {
          expect(steps[k]!.action.seat).toBe(s.action.seat);
          expect(steps[k]!.reveals).toBe(false);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(20);
    expect(steps.some((s, i) => i > 0 && s.action.seat !== steps[i - 1]!.action.seat)).toBe(true);
  });

  it('takes back a seat\'s own quiet actions one by one, to the very state before them', () => {
    const quiet = steps.findIndex((s, i) => i > 0 && s.undoAfter === 2);
    expect(quiet).toBeGreaterThan(0);
    const { session } = played(quiet + 1);
    expect(undoRefusal(session)).toBeNull();
    undoLast(session);
    undoLast(session);
    expect(session.state).toEqual(steps[quiet - 1]!.before);
    expect(session.actions).toHaveLength(quiet - 1);
  });

  it('does not let the next seat in hot-seat play take back the last seat\'s move', () => {
    const created = createGame({ players: 2, length: 'short', content }, 'undo-hand-over');
    if (!created.ok) throw new Error(created.error.message);
    const session: UndoableSession = { state: created.state, actions: [], undo: [] };
    // Seat by seat placement: the first seat's placement hands the decision to the other seat.
    const first = legalActions(session.state)[0]!;
    playUndoable(session, first);
    expect(awaitedSeat(session.state)).not.toBe(first.seat);
    expect(session.undo.length).toBe(1);
    expect(undoRefusal(session)).toMatch(/another seat's/);
    expect(undoLast(session)).toBeNull();
    expect(session.actions).toHaveLength(1);
  });
});
