import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOTS, playGame } from '@everrain/bots';
import { defaultContent } from '@everrain/content';
import { apply, createGame, stateHash, type Action, type GameState } from '@everrain/engine';
import { CHECKPOINT_EVERY, openReplay, roundStep, type Replay } from '../src/drivers/replay-model';
import { toSave, type Session } from '../src/session';
import { seededSession } from './seeded-session';

function playedGame(steps: number): Session {
  return seededSession('replay-model', steps);
}

/** The state after the first `n` actions, replayed from scratch: what the viewer's kept states must match. */
function direct(session: Session, n: number): GameState {
  const created = createGame({ players: 2, length: 'short', rules: {}, content: defaultContent() }, session.seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  for (const action of session.actions.slice(0, n)) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('the replay viewer\'s model (issue #13 item 5)', () => {
  const session = playedGame(260);
  const opened = openReplay(JSON.stringify(toSave(session)));
  const replay = opened as Replay;

  it('opens a save and reaches, at every position asked for in any order, the state the engine reaches', () => {
    expect(typeof opened).not.toBe('string');
    expect(replay.length).toBe(session.actions.length);
    expect(replay.rounds.length, 'the game ran over several rounds').toBeGreaterThan(2);
    // Forward, back across checkpoints and round starts, jumps: each compared with a replay from scratch.
    const positions = [0, 1, 2, replay.length, replay.length - 1, CHECKPOINT_EVERY + 5, CHECKPOINT_EVERY + 4, 3, replay.rounds[2]!.at - 1, replay.rounds[2]!.at, 77, 76, 78];
    for (const p of positions) expect(stateHash(replay.stateAt(p)), `position ${p}`).toBe(stateHash(direct(session, p)));
    expect(stateHash(replay.stateAt(replay.length))).toBe(stateHash(session.state));
    expect(replay.eventsAt(replay.length)).toBe(session.events.length);
    expect(replay.eventsAt(0)).toBeLessThan(replay.eventsAt(replay.length));
  });

  it('steps by round: forward to the next round\'s start, back to this round\'s start, then the one before', () => {
    const [, second, third] = replay.rounds;
    expect(roundStep(replay, 0, 1)).toBe(second!.at);
    expect(replay.roundAt(second!.at)).toBe(second!.round);
    expect(replay.roundAt(second!.at - 1)).toBeLessThan(second!.round);
    expect(roundStep(replay, second!.at, 1)).toBe(third!.at);
    expect(roundStep(replay, third!.at + 1, -1)).toBe(third!.at);
    expect(roundStep(replay, third!.at, -1)).toBe(second!.at);
    expect(roundStep(replay, 0, -1)).toBe(0);
    expect(roundStep(replay, replay.rounds[replay.rounds.length - 1]!.at, 1)).toBe(replay.length);
  });

  it.each(['save-v1-fray.json', 'save-v2-expedition.json'])('opens an older save (%s), checked against its own version\'s hash', (name) => {
    const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
    const old = openReplay(text);
    if (typeof old === 'string') throw new Error(old);
    expect(old.length).toBe((JSON.parse(text) as { actions: unknown[] }).actions.length);
    expect(old.notice).toBeUndefined();
    // A hash that no longer matches, in a save from before fingerprints: watchable under today's rules, with a notice (D162).
    const changed = openReplay(JSON.stringify({ ...JSON.parse(text), hash: '0000' }));
    expect(typeof changed !== 'string' && changed.notice).toMatch(/earlier build/);
  });

  it.each([
    ['not JSON', () => '{"format":', /not valid JSON/],
    ['another file', () => '{"hello":"world"}', /not an Everrain save/],
    ['an altered hash', () => JSON.stringify({ ...toSave(session), hash: '0000' }), /altered/],
    ['an action removed', () => JSON.stringify({ ...toSave(session), actions: session.actions.slice(0, -1) }), /altered/],
    ['an impossible action', () => JSON.stringify({ ...toSave(session), actions: [...session.actions.slice(0, 4), { type: 'sail', seat: 0, step: 'ahead' }] }), /action 5 was refused/],
  ])('refuses %s with a clear message', (_label, text, message) => {
    expect(openReplay(text())).toMatch(message);
  });

  it('jumps to the last round of a long 4-player game at once, and steps back from it at once (measured)', () => {
    // A long 4-player game (Final Confrontation on, so it runs on after the rise) played by the uniform bot,
    // whose free trades make it long in moves too: 29 rounds and ~2,000 moves when written (29 rounds is the
    // most any of 1,200 seeded 4-player long games by the three bots reached).
    const content = defaultContent();
    const actions: Action[] = [];
    let last: GameState | null = null;
    const seed = 'replay-30-uniform-0';
    const rules = { finalConfrontation: true };
    const record = playGame({ seed, players: 4, length: 'long', content, rules, bot: BOTS.uniform!(seed), onAction: (_s, a, next) => { actions.push(a); last = next; } });
    const text = JSON.stringify({ format: 'everrain-save', version: 3, setup: { players: 4, length: 'long', rules }, seed, actions, hash: stateHash(last!) });
    const t0 = performance.now();
    const long = openReplay(text);
    const openMs = performance.now() - t0;
    if (typeof long === 'string') throw new Error(long);
    const lastRound = long.rounds[long.rounds.length - 1]!;
    const t1 = performance.now();
    long.stateAt(lastRound.at);
    const jumpMs = performance.now() - t1;
    const t2 = performance.now();
    long.stateAt(0);
    long.stateAt(long.length - 1);
    long.stateAt(lastRound.at + 1);
    const backMs = (performance.now() - t2) / 3;
    console.log(`replay of a ${record.rounds}-round 4-player game (${long.length} actions): opened and checked in ${openMs.toFixed(0)} ms, last round in ${jumpMs.toFixed(2)} ms, a step back or jump in ${backMs.toFixed(2)} ms on average`);
    expect(record.rounds).toBeGreaterThanOrEqual(15);
    expect(lastRound.round).toBe(record.rounds);
    // Bound: a kept state is returned, no replay at all (well under a frame even on a loaded 2-core machine).
    expect(jumpMs).toBeLessThan(16);
    // Bound: at most CHECKPOINT_EVERY actions replayed per step, generously under a tenth of a second here.
    expect(backMs).toBeLessThan(100);
  });
});
