import { describe, expect, it } from 'vitest';
import { agoOf, lengthOf, limitOf, timeLeftOf, turnLine, whoseTurn } from '../src/online/turn-clock';

/** The turn clock in words (D164): what the online table's header and the lobby's "My games" say. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the turn clock in words', () => {
  it('says lengths and ages roughly, in the largest unit that reads well', () => {
    expect([lengthOf(30_000), lengthOf(45 * MINUTE), lengthOf(20 * HOUR), lengthOf(47 * HOUR), lengthOf(3 * DAY)]).toEqual(['1 min', '45 min', '20 h', '47 h', '3 days']);
    expect([agoOf(10_000), agoOf(5 * MINUTE), agoOf(HOUR), agoOf(3 * HOUR), agoOf(2 * DAY)]).toEqual(['just now', '5 minutes ago', '1 hour ago', '3 hours ago', '2 days ago']);
    expect([limitOf(24 * HOUR), limitOf(72 * HOUR), limitOf(5 * HOUR)]).toEqual(['24 hours a turn', '3 days a turn', '5 hours a turn']);
  });

  it('says whose turn, the time left, a paused clock, and a time that ran out', () => {
    const now = 1_000 * DAY;
    const clock = { limitMs: 24 * HOUR, since: now - 4 * HOUR, deadline: now + 20 * HOUR, pausedLeft: null };
    expect(timeLeftOf(clock, now)).toBe('20 h left');
    expect(timeLeftOf({ ...clock, deadline: null, pausedLeft: 14 * HOUR }, now)).toBe('clock paused, 14 h left');
    expect(timeLeftOf({ ...clock, deadline: now - 1 }, now)).toBe('time ran out');
    expect(timeLeftOf({ ...clock, limitMs: null, deadline: null }, now)).toBeNull();
    expect([whoseTurn(['Ana'], true), whoseTurn(['Ana'], false), whoseTurn(['Ana', 'Ben', 'Cy'], false)]).toEqual(['Your turn', 'Ana\'s turn', 'Ana, Ben and Cy\'s turn']);
    expect(turnLine(['Ana'], true, clock, now)).toBe('your turn since 4 hours ago — 20 h left');
    expect(turnLine(['Ben'], false, { ...clock, limitMs: null, deadline: null, since: now - 2 * DAY }, now)).toBe('Ben\'s turn for 2 days');
  });
});
