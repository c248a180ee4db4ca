import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsFor, legalActions, view } from '@everrain/engine';

// The local driver paces bots with the page's timers and saves through the page's storage: a bare page here.
vi.hoisted(() => {
  const page = { addEventListener: () => undefined, setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (t: number) => clearTimeout(t) };
  Object.assign(globalThis, { window: page, document: { addEventListener: () => undefined, visibilityState: 'visible' } });
});

const { fromSave, newSession, play, toSave } = await import('../src/session');
const { LocalDriver } = await import('../src/drivers/local');
const { replayOfSave } = await import('../src/drivers/replay');
const { BOT_DELAY_MS } = await import('../src/drivers/crewmates');
const { seededSession } = await import('./seeded-session');

type Session = Exclude<ReturnType<typeof newSession>, string>;

function session(crew: Record<number, string> = {}, names: string[] = []): Session {
  const s = newSession({ players: 2, length: 'short', rules: {} }, 'drivers', crew, names);
  if (typeof s === 'string') throw new Error(s);
  return s;
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('the local driver', () => {
  it('shows the awaited seat its view (no generator, decks as counts) and its legal actions; a move is fresh from its first event', () => {
    const s = session({}, ['Ada']);
    const d = new LocalDriver(s, { handoff: false });
    const snap = d.snapshot();
    expect(snap.seat).toBe(0);
    expect(snap.view).toEqual(view(s.state, 0));
    expect('rng' in snap.view).toBe(false);
    expect(typeof snap.view.decks.seaEvents).toBe('number');
    expect(snap.events).toEqual(eventsFor(s.events, 0));
    expect(snap.legal).toEqual(legalActions(s.state));
    expect(snap.seats.map((x) => x.name)).toEqual(['Ada', 'Seat 2']);
    let told = 0;
    d.subscribe(() => told++);
    const lastSeq = s.events[s.events.length - 1]!.seq;
    d.act([snap.legal[0]!]);
    const after = d.snapshot();
    expect(told).toBe(1);
    expect(after.version).toBe(snap.version + 1);
    expect(after.moves).toBe(1);
    expect(after.freshFrom).toBe(lastSeq + 1);
    d.close();
  });

  it('says why undo is refused, and what an undo took back', () => {
    let s = session();
    for (let i = 0; i < 40 && !legalActions(s.state).some((a) => a.type === 'issueCrewOrder'); i++) {
      const next = play(s, legalActions(s.state)[0]!);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
    const d = new LocalDriver({ ...s, undo: [] }, { handoff: false });
    expect(d.snapshot().undo).toEqual({ allowed: false, reason: expect.stringMatching(/^Nothing to undo/) });
    // Sending a crew member to a deck zone reveals nothing: it can be taken back.
    const order = d.snapshot().legal.find((a) => a.type === 'issueCrewOrder');
    expect(order, 'the seat may send a crew member').toBeDefined();
    d.act([order!]);
    expect(d.snapshot().undo).toEqual({ allowed: true, reason: null });
    d.undo();
    expect(d.snapshot().notice).toMatch(/^Undone: /);
    expect(d.snapshot().moves).toBe(s.actions.length);
    d.close();
  });

  it('a save made under other rules says so; one that stops where a move is no longer legal offers nothing and keeps saying why (D162)', () => {
    let s = session();
    for (let i = 0; i < 6; i++) {
      const next = play(s, legalActions(s.state)[0]!);
      if (typeof next === 'string') throw new Error(next);
      s = next;
    }
    const { fingerprint: _made, ...earlier } = toSave(s);
    // An earlier build's save (no fingerprint) whose state hash today's rules no longer reach.
    const replayed = fromSave(JSON.stringify({ ...earlier, hash: 'made-under-other-rules' }));
    if (typeof replayed === 'string') throw new Error(replayed);
    const d = new LocalDriver(replayed, { handoff: false });
    expect(d.snapshot().notice).toMatch(/replayed under today's rules/);
    expect(d.snapshot().legal.length).toBeGreaterThan(0);
    // The same save with its fourth move one that no rule allows: kept up to there, played no further.
    const actions = earlier.actions.map((a, i) => (i === 3 ? { ...a, type: 'noSuchMove' } : a));
    const stopped = fromSave(JSON.stringify({ ...earlier, actions, hash: 'made-under-other-rules' }));
    if (typeof stopped === 'string') throw new Error(stopped);
    const held = new LocalDriver(stopped, { handoff: false });
    expect(held.snapshot().legal).toEqual([]);
    expect(held.snapshot().notice).toMatch(/stops after move 3/);
    expect(held.snapshot().undo.allowed).toBe(false);
    held.act([legalActions(stopped.state)[0]!]);
    expect(held.snapshot().moves).toBe(3);
    expect(held.snapshot().notice).toMatch(/stops after move 3/);
  });

  it('hot-seat with the hand-off: nothing to act on and only what every seat sees until the person says they are there', () => {
    const d = new LocalDriver(session(), { handoff: true });
    expect(d.snapshot()).toMatchObject({ handOff: 0, seat: null, legal: [] });
    expect(d.snapshot().undo.allowed).toBe(false);
    d.ready();
    expect(d.snapshot()).toMatchObject({ handOff: null, seat: 0 });
    expect(d.snapshot().legal.length).toBeGreaterThan(0);
    d.close();
  });

  it('a bot seat moves itself after its pause, with its reason as a note, and waits while the table holds it', () => {
    const d = new LocalDriver(session({ 0: 'heuristic', 1: 'heuristic' }), { handoff: false });
    expect(d.snapshot()).toMatchObject({ seat: null, legal: [] });
    d.hold(true);
    vi.advanceTimersByTime(BOT_DELAY_MS * 3);
    expect(d.snapshot().moves).toBe(0);
    d.hold(false);
    vi.advanceTimersByTime(BOT_DELAY_MS);
    expect(d.snapshot().moves).toBe(1);
    expect(d.snapshot().notes[0]?.text).toMatch(/^Seat \d \(heuristic\): /);
    d.close();
    vi.advanceTimersByTime(BOT_DELAY_MS * 3);
    expect(d.snapshot().moves).toBe(1);
  });
});

describe('the replay driver', () => {
  it('moves its cursor by move and by round, showing the view and the log as they stood', () => {
    const s = seededSession('drivers-replay', 60);
    const d = replayOfSave(JSON.stringify(toSave(s)));
    if (typeof d === 'string') throw new Error(d);
    const cursor = () => d.snapshot().replay!;
    expect(cursor()).toMatchObject({ position: 0, length: s.actions.length, lastMove: null });
    expect(d.snapshot().legal).toEqual([]);
    cursor().go(2);
    expect(cursor().position).toBe(2);
    expect(cursor().lastMove).toMatchObject({ seat: s.actions[1]!.seat });
    expect(d.snapshot().events.length).toBeLessThan(s.events.length);
    cursor().go(s.actions.length + 10);
    expect(cursor().position).toBe(s.actions.length);
    expect(d.snapshot().view).toEqual(view(s.state, null));
    expect(d.snapshot().events).toEqual(eventsFor(s.events, null));
    cursor().stepRound(-1);
    expect(cursor().position).toBeLessThan(s.actions.length);
    expect(d.snapshot().undo.allowed).toBe(false);
  });
});
