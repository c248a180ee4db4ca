import { describe, expect, it } from 'vitest';
import { BOTS, seatTurn } from '@everrain/bots';
import { apply, awaitedSeat, legalActions, type Action, type GameState } from '@everrain/engine';
import { newSession, play, playAll, playNoted, undo, undoneBy, undoRefusal, type Session } from '../src';
import { content, played, SHORT_2 } from './helpers';

describe('the session value', () => {
  it('plays an action into a new value and leaves the old one as it was', () => {
    const s = played('value', 0);
    const action = legalActions(s.state)[0]!;
    const next = play(s, action);
    if (typeof next === 'string') throw new Error(next);
    expect(s.actions).toEqual([]);
    expect(next.actions).toEqual([action]);
    expect(next.events.length).toBeGreaterThan(s.events.length);
  });

  it('refuses an illegal action with the engine\'s message, as one action or as a move', () => {
    const s = played('illegal', 0);
    const refused = play(s, { type: 'endTurn', seat: 3 });
    expect(typeof refused).toBe('string');
    expect(playAll(s, [{ type: 'endTurn', seat: 3 }])).toBe(refused);
  });

  it('keeps only the state when lean (the simulator), and plays the same game', () => {
    const lean = newSession(content, SHORT_2, 'lean', {}, { lean: true });
    const full = newSession(content, SHORT_2, 'lean');
    if (typeof lean === 'string' || typeof full === 'string') throw new Error('no game');
    let a: Session = lean;
    let b: Session = full;
    for (let i = 0; i < 60; i++) {
      const action = legalActions(a.state)[i % 2] ?? legalActions(a.state)[0]!;
      a = play(a, action) as Session;
      b = play(b, action) as Session;
    }
    expect(a.state).toEqual(b.state);
    expect([a.actions.length, a.events.length, a.undo.length]).toEqual([0, 0, 0]);
    expect(b.actions.length).toBe(60);
  });

  it('keeps a bot\'s reason with the event its move caused first', () => {
    const s = played('noted', 0);
    const next = playNoted(s, legalActions(s.state)[0]!, 'Seat 1 (heuristic): because');
    if (typeof next === 'string') throw new Error(next);
    expect(next.notes).toEqual([{ seq: s.events[s.events.length - 1]!.seq + 1, text: 'Seat 1 (heuristic): because' }]);
  });
});

/** A 2-seat game played by the heuristic bot through the session. */
function botGame(limit: number): { session: Session; steps: { action: Action; reveals: boolean; before: GameState; undoAfter: number; reach: number[] }[] } {
  let session = newSession(content, SHORT_2, 'undo-rule') as Session;
  const bots = [BOTS.heuristic!('u0'), BOTS.heuristic!('u1')];
  const steps = [];
  for (let i = 0; i < limit && !session.state.outcome; i++) {
    const before = session.state;
    const legal = legalActions(before);
    const seat = awaitedSeat(before) ?? legal[0]!.seat;
    const own = legal.filter((a) => a.seat === seat);
    const { action } = bots[seat]!.choose(seatTurn(before, seat, own.length ? own : legal));
    const reveals = (apply(before, action) as { reveals: boolean }).reveals;
    session = play(session, action) as Session;
    steps.push({ action, reveals, before, undoAfter: session.undo.length, reach: session.undo.map((u) => u.actions) });
  }
  return { session, steps };
}

describe('undo (D86, D112)', () => {
  const { steps } = botGame(300);

  it('never keeps anything to undo past a die roll, a card draw or a tile revealed', () => {
    const revealing = steps.filter((s) => s.reveals);
    expect(revealing.length).toBeGreaterThan(10);
    for (const s of revealing) expect(s.undoAfter).toBe(0);
  });

  it('never offers to take back another seat\'s action, nor one that revealed anything', () => {
    let checked = 0;
    steps.forEach((s, i) => {
      for (const from of s.reach) {
        for (let k = from; k <= i; k++) {
          expect(steps[k]!.action.seat).toBe(s.action.seat);
          expect(steps[k]!.reveals).toBe(false);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('takes back a seat\'s own quiet actions one by one, to the very state before them', () => {
    const quiet = steps.findIndex((s, i) => i > 0 && s.undoAfter === 2);
    expect(quiet).toBeGreaterThan(0);
    const { session } = botGame(quiet + 1);
    expect(undoRefusal(session)).toBeNull();
    expect(undoneBy(session)).toEqual(steps[quiet]!.action);
    const back = undo(undo(session));
    expect(back.state).toEqual(steps[quiet - 1]!.before);
    expect(back.actions).toHaveLength(quiet - 1);
    expect(back.events.length).toBeLessThan(session.events.length);
  });

  it('says why not: nothing to undo, or the last action was another seat\'s (and the seat that made it may still take it back)', () => {
    const s = played('undo-hand-over', 0);
    expect(undoRefusal(s)).toMatch(/^Nothing to undo: undo goes back only within your own turn/);
    // Seat by seat placement: the first seat's placement hands the decision to the other seat.
    const first = legalActions(s.state)[0]!;
    const placed = play(s, first) as Session;
    expect(awaitedSeat(placed.state)).not.toBe(first.seat);
    expect(placed.undo.length).toBe(1);
    expect(undoRefusal(placed)).toMatch(/the last action was another seat's/);
    expect(undo(placed)).toBe(placed);
    expect(undoRefusal(placed, first.seat)).toBeNull();
    expect(undo(placed, first.seat).actions).toEqual([]);
    expect(undoRefusal(placed, null)).toMatch(/spectator/);
  });
});
