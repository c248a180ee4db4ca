import { describe, expect, it } from 'vitest';
import type { GameView } from '@everrain/engine';
import type { TableSnapshot } from '../src/drivers/driver';
import { IDLE_MS, isAway, isMyTurn, shouldNotify, turnTitle, TurnWatch, TITLE_MARK } from '../src/table/turn-signals';

/* Issue 23 item 3: when the page signals "your turn" (the logic only; the page's side is browser-turn-signals.test.ts). */

type Snap = Pick<TableSnapshot, 'seat' | 'legal' | 'view' | 'replay'>;
const end = { type: 'endTurn' } as unknown as TableSnapshot['legal'][number];
const view = (over = false): GameView => ({ outcome: over ? { result: 'won', reason: 'x' } : null }) as unknown as GameView;
const snap = (seat: number | null, legal: number, over = false): Snap => ({ seat, legal: Array.from({ length: legal }, () => end), view: view(over) });

describe('turn signals', () => {
  it('is this seat\'s turn when the seat has legal actions, the game is on and it is no replay', () => {
    expect(isMyTurn(snap(1, 3))).toBe(true);
    expect(isMyTurn(snap(1, 0))).toBe(false);
    expect(isMyTurn(snap(null, 3)), 'a spectator').toBe(false);
    expect(isMyTurn(snap(1, 3, true)), 'the game is over').toBe(false);
  });

  it('fires when the turn arrives, not on every update while it stays, nor for the first snapshot seen', () => {
    const w = new TurnWatch();
    expect(w.see(snap(1, 4)), 'a page opened on its turn is being looked at').toBe(null);
    expect(w.see(snap(1, 0))).toBe('left');
    expect(w.see(snap(1, 0))).toBe(null);
    expect(w.see(snap(1, 2))).toBe('arrived');
    expect(w.see(snap(1, 5)), 'another update on the same turn').toBe(null);
    expect(w.see(snap(1, 1))).toBe(null);
    expect(w.see(snap(1, 0))).toBe('left');
    expect(w.see(snap(1, 3))).toBe('arrived');
    expect(w.see(snap(1, 3, true)), 'the game ended').toBe('left');
  });

  it('marks the title while it is the seat\'s turn and takes the mark off after', () => {
    const marked = turnTitle('The Everrain', true);
    expect(marked).toBe(`${TITLE_MARK}The Everrain`);
    expect(turnTitle(marked, true), 'marked once').toBe(marked);
    expect(turnTitle(marked, false)).toBe('The Everrain');
    expect(turnTitle('The Everrain', false)).toBe('The Everrain');
  });

  it('notifies only when asked for and allowed, and then only when away (hidden or idle) unless always', () => {
    const base = { notify: true, always: false, permission: 'granted', hidden: false, idleMs: 0 };
    expect(shouldNotify(base), 'looking at the page').toBe(false);
    expect(shouldNotify({ ...base, hidden: true })).toBe(true);
    expect(shouldNotify({ ...base, idleMs: IDLE_MS - 1 })).toBe(false);
    expect(shouldNotify({ ...base, idleMs: IDLE_MS })).toBe(true);
    expect(shouldNotify({ ...base, idleMs: 1000, idleLimitMs: 1000 }), 'the idle time is configurable').toBe(true);
    expect(shouldNotify({ ...base, always: true })).toBe(true);
    expect(shouldNotify({ ...base, hidden: true, notify: false }), 'not asked for').toBe(false);
    expect(shouldNotify({ ...base, hidden: true, permission: 'default' }), 'not allowed').toBe(false);
    expect(shouldNotify({ ...base, always: true, permission: 'denied' })).toBe(false);
    expect(isAway({ hidden: false, idleMs: 0 })).toBe(false);
  });
});
