import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import {
  apply, awaitingTestChance, createGame, denizenAvailability, crewTrack, hexKey, legalActions, RandomSource, seedRng, serviceAvailability, wagesDue,
  type Action, type GameState,
} from '../src/index';
import { testAwaitingCrew } from '../src/cards/effects';
import { withOverrides } from '../src/testing';
import { clueWorth } from '../src/cards/effects';
import { createCtx } from '../src/core/context';
import { sufferGems } from '../src/crew/crew';

const content = defaultContent();
const CLUE_TREASURES = content.treasures.filter((t) => t.clues > 0).map((t) => t.id);

/**
 * A seeded game that starts with seat 0's ship in the Port of Duskfall (random games alone rarely reach a
 * Port), its crew hurt, its purse and Hold drawn at random, then plays on at random; a bot that engages a
 * service a third of the time it may, so that Ports are visited with crew already served.
 */
function* portGameStates(g: number): Generator<GameState> {
  const rng = new RandomSource(seedRng(`queries-setup-${g}`));
  const created = createGame({ players: 1, length: 'short', content }, { scenario: `queries-${g}` });
  if (!created.ok) throw new Error(created.error.message);
  const tokens = ['deckhand-abel', 'deckhand-cass', 'adept-maren-steel'].slice(0, rng.int(1, 3));
  let state = withOverrides(created.state, {
    placed: [{ slot: 0, tile: 'duskfall-reach' }],
    ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
    crew: [{ seat: 0, members: tokens.map((token, i) => ({ token, at: { area: 'below', slot: i } as const, trauma: rng.int(0, 2), strain: rng.int(0, 1) })) }],
    players: [{ seat: 0, coin: rng.int(0, 14), clues: rng.int(0, 7), hold: CLUE_TREASURES.filter(() => rng.int(0, 3) === 0).slice(0, 2) }],
  });
  const bot = new RandomSource(seedRng(`queries-bot-${g}`));
  for (let n = 0; n < 400 && !state.outcome; n++) {
    yield state;
    const legal = legalActions(state);
    const services = legal.filter((a) => a.type === 'engageService');
    const action: Action = services.length > 0 && bot.int(0, 2) === 0 ? bot.pick(services) : bot.pick(legal);
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
}

/** Plain seeded random games, 1 to 4 players. */
function* randomGameStates(g: number): Generator<GameState> {
  const created = createGame({ players: 1 + (g % 4), length: 'short', content }, `queries-random-${g}`);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const bot = new RandomSource(seedRng(`queries-random-bot-${g}`));
  for (let n = 0; n < 1500 && !state.outcome; n++) {
    yield state;
    const result = apply(state, bot.pick(legalActions(state)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
}

/** The availability query and legalActions agree on every service and crew member, and each reason is true. */
function checkAgreement(state: GameState): number {
  const legal = legalActions(state).filter((a): a is Extract<Action, { type: 'engageService' }> => a.type === 'engageService');
  let open = 0;
  for (const p of state.players) {
    const answer = serviceAvailability(state, p.seat);
    for (const s of answer.services) {
      const offered = [...new Set(legal.filter((a) => a.seat === p.seat && a.service === s.service).map((a) => a.crew))].sort();
      expect([...s.crew].sort(), `${s.service} for seat ${p.seat}`).toEqual(offered);
      expect(s.open).toBe(offered.length > 0);
      expect(s.closed === null).toBe(s.open);
      if (s.open) open++;
      for (const c of s.byCrew) {
        expect(c.open).toBe(offered.includes(c.crew));
        const crew = p.crew.find((m) => m.id === c.crew)!;
        const reason = c.closed;
        if (!reason) continue;
        // Each reason given is true of the state.
        if (reason.code === 'alreadyServed') expect(state.turn!.portServices.some((x) => x.port === answer.port && x.crew === c.crew)).toBe(true);
        if (reason.code === 'noTrauma') expect(crew.trauma).toBe(0);
        if (reason.code === 'tooLittleCoin') expect(reason.have).toBeLessThan(reason.need);
        if (reason.code === 'tooFewClues') {
          expect(reason.have).toBe(clueWorth(state, p));
          expect(reason.have).toBeLessThan(reason.need);
        }
        if (reason.code === 'crewSlotsFull') expect(p.crew.length).toBeGreaterThanOrEqual(reason.slots);
        expect(reason.code).not.toBe('notOffered');
      }
    }
  }
  const denizen = denizenAvailability(state);
  if (denizen) {
    denizensSeen++;
    const accepts = legalActions(state).filter((a) => a.type === 'answerDenizen' && a.accept);
    expect(denizen.canAccept).toBe(accepts.length > 0);
    expect(denizen.closed === null).toBe(denizen.canAccept);
    if (!denizen.passenger) expect([...denizen.crew].sort()).toEqual(accepts.map((a) => (a.type === 'answerDenizen' ? a.crew : null)).sort());
  }
  return open;
}
let denizensSeen = 0;

describe('serviceAvailability never disagrees with legalActions', () => {
  it('in seeded games that start in a Port (every state, every seat, every service, every crew member)', () => {
    let open = 0;
    let closedWhileVisiting = 0;
    for (let g = 0; g < 40; g++) {
      for (const state of portGameStates(g)) {
        open += checkAgreement(state);
        closedWhileVisiting += serviceAvailability(state, 0).services.filter((s) => s.closed && !['notInPort', 'notYourTurn', 'decisionPending', 'gameOver', 'mustSailOn'].includes(s.closed.code)).length;
      }
    }
    // The games must actually exercise open and closed services in a Port, or the test proves nothing.
    expect(open).toBeGreaterThan(100);
    expect(closedWhileVisiting).toBeGreaterThan(50);
  });

  it('in plain seeded random games of 1–4 players', () => {
    for (let g = 0; g < 8; g++) for (const state of randomGameStates(g)) checkAgreement(state);
  });
});

describe('denizenAvailability never disagrees with legalActions', () => {
  it('for every Denizen card, with crew free or all served, Cabins free or full', () => {
    const created = createGame({ players: 1, length: 'short', content }, { scenario: 'queries-denizen' });
    if (!created.ok) throw new Error(created.error.message);
    const base = withOverrides(created.state, {
      placed: [{ slot: 0, tile: 'duskfall-reach' }],
      ships: [{ seat: 0, hex: { q: 1, r: 0 }, facing: 0 }],
      crew: [{ seat: 0, members: [{ token: 'deckhand-abel', at: { area: 'below', slot: 1 } }, { token: 'deckhand-bryn', at: { area: 'below', slot: 2 } }] }],
    });
    const passengers = content.denizens.filter((d) => d.type === 'passenger').map((d) => d.id);
    const before = denizensSeen;
    const seen = new Set<string>();
    for (const card of content.denizens) {
      for (const served of [0, 1, 2]) {
        for (const aboard of [0, 1, 4]) {
          const state = structuredClone(base);
          const p = state.players[0]!;
          p.crew.slice(0, served).forEach((c) => state.turn!.portServices.push({ port: hexKey(p.position!.hex), crew: c.id }));
          p.passengers = passengers.filter((id) => id !== card.id).slice(0, aboard);
          state.pending.push({ kind: 'denizen', seat: 0, card: card.id });
          checkAgreement(state);
          const answer = denizenAvailability(state)!;
          seen.add(`${answer.passenger} ${answer.canAccept}`);
        }
      }
    }
    expect(denizensSeen - before).toBe(content.denizens.length * 9);
    expect([...seen].sort()).toEqual(['false false', 'false true', 'true false', 'true true']);
  });
});

describe('the other queries answer from the rules', () => {
  it('awaitingTestChance: the odds match the Skill Test the rules then roll', () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 10; g++) {
      for (const state of portGameStates(g)) {
        if (!testAwaitingCrew(state)) continue;
        const pending = state.pending[0];
        if (pending?.kind !== 'chooseCrew') continue;
        for (const crew of pending.crew) {
          const odds = awaitingTestChance(state, crew)!;
          expect(odds.chance).toBeCloseTo((odds.value + 1) / 10);
          const result = apply(state, { type: 'chooseCrew', seat: pending.seat, crew });
          if (!result.ok) throw new Error(result.error.message);
          const tested = result.events.find((e) => e.kind === 'skillTested');
          expect(tested?.data?.value).toBe(odds.value);
          expect(tested?.data?.passed).toBe((tested?.data?.roll as number) <= odds.value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('wagesDue: every crew member is owed their wage, and paying them all is exactly what the purse allows', () => {
    for (const state of portGameStates(1)) {
      const p = state.players[0]!;
      const due = wagesDue(state, 0);
      expect(due.crew.map((c) => c.crew)).toEqual(p.crew.map((c) => c.id));
      expect(due.total).toBe(due.crew.reduce((s, c) => s + c.wage, 0));
      expect(due.canPayAll).toBe(p.coin >= due.total);
    }
  });

  it('crewTrack: the gem it says slays a crew member does, and not one before', () => {
    const created = createGame({ players: 1, length: 'short', content }, { scenario: 'queries-track' });
    if (!created.ok) throw new Error(created.error.message);
    for (const token of ['deckhand-hob', 'deckhand-cass', 'adept-silas-grave']) {
      for (let trauma = 0; trauma <= 8; trauma++) {
        const base = withOverrides(created.state, {
          crew: [{ seat: 0, members: [{ token, at: { area: 'below', slot: 0 }, trauma: Math.min(trauma, 4), strain: Math.max(0, trauma - 4) }, { token: 'deckhand-bryn', at: { area: 'below', slot: 1 } }] }],
        });
        const track = crewTrack(base, base.players[0]!.crew[0]!);
        if (track.trauma + track.strain > track.length) continue;
        expect(track.room).toBe(track.length - track.trauma - track.strain);
        const suffer = (gems: number): boolean => {
          const state = structuredClone(base);
          const p = state.players[0]!;
          return sufferGems(createCtx(state), p, p.crew[0]!, 'strain', gems, 'test');
        };
        expect(suffer(track.gemsToSlay - 1)).toBe(false);
        expect(suffer(track.gemsToSlay)).toBe(true);
      }
    }
  });
});
