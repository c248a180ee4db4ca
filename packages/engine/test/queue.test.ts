import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeBoarding, activeExpedition, activeFray, activeMarket, activeShipyard, apply, createGame, currentFrame, legalActions, RandomSource, seedRng, type ContentSet, type GameState } from '../src/index';
import { formerSlots, withOverrides, type SetupOverrides } from '../src/testing';

const content = defaultContent();

/** Seeded random games with Boarding on, every state handed to `look`. */
function eachState(look: (state: GameState) => void): void {
  for (let g = 0; g < 8; g++) {
    const created = createGame({ players: 2, length: 'medium', content, rules: { boarding: true } }, `queue-${g}`);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const bot = new RandomSource(seedRng(`queue-bot-${g}`));
    for (let n = 0; n < 1500 && !state.outcome; n++) {
      const legal = legalActions(state);
      const pool = legal.filter((a) => a.type !== 'transfer');
      const result = apply(state, bot.pick(pool.length > 0 ? pool : legal));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      look(state);
    }
  }
}

describe('one queue for all paused work (issue #12)', () => {
  it('holds cards, parked rolls and boardings as entries carrying their own data, in the order they run', () => {
    const seen = { effects: 0, fray: 0, volley: 0, enemyAttack: 0, boarding: 0 };
    eachState((state) => {
      for (const slot of ['effectStack', 'fray', 'volley', 'enemyAttack', 'boarding']) expect(state, 'no slot outside the queue').not.toHaveProperty(slot);
      const kinds = state.queue.map((e) => e.kind);
      for (const k of kinds) if (k in seen) seen[k as keyof typeof seen] += 1;
      // Cards and parked rolls stand at the front: every step after them.
      const firstStep = kinds.findIndex((k) => !['effects', 'fray', 'volley', 'enemyAttack'].includes(k));
      if (firstStep >= 0) expect(kinds.slice(firstStep).filter((k) => ['effects', 'fray', 'volley', 'enemyAttack'].includes(k)), kinds.join(',')).toEqual([]);
      const decision = state.pending[0];
      if (decision?.kind === 'convertOmens') {
        // The parked roll the decision is about: its dice carry exactly the Omens the decision offers.
        const front = state.queue[0];
        const dice = front?.kind === 'fray' ? [...front.fray.attack, ...front.fray.evasion]
          : front?.kind === 'volley' ? front.volley.attack : front?.kind === 'enemyAttack' ? front.enemyAttack.evasion : undefined;
        expect(dice, 'a convertOmens decision has its roll parked at the front').toBeDefined();
        expect(dice?.filter((f) => f === 'omen').length).toBe(decision.attackOmens + decision.evasionOmens);
      }
      if (decision?.kind === 'chooseOption') expect(currentFrame(state)?.effects[0]?.kind).toBe('choice');
      if (decision?.kind === 'boardingCrew') expect(activeBoarding(state)?.seat).toBe(decision.seat);
      // The former slots, as scenario files read them, are the entries' data.
      const slots = formerSlots(state);
      expect(slots.fray).toBe(activeFray(state));
      expect(slots.boarding).toBe(activeBoarding(state));
      expect(slots.effectStack[slots.effectStack.length - 1]).toBe(currentFrame(state));
    });
    // The games reach every kind of paused work (a volley waits only on Omens a random bot seldom leaves).
    expect(seen.effects).toBeGreaterThan(0);
    expect(seen.fray).toBeGreaterThan(0);
    expect(seen.enemyAttack).toBeGreaterThan(0);
    expect(seen.boarding).toBeGreaterThan(0);
  });
});

describe('the parked roll, written once: a volley of Artillery', () => {
  // Scenario combat/11's position (Act II, the Pariah's 9 Pound Chasers 2 hexes from a Damned Frigate with
  // 3 Trauma of 5), the Attack dice scripted to Damage and Omen, and the Artillery Order fired Fleeting so
  // a Fresh Artillery Order is left to pay for the Omen.
  const scenario = JSON.parse(readFileSync(new URL('../../../scenarios/combat/11-spoils-act-two-artillery.json', import.meta.url), 'utf8')) as {
    setup: { players: number; seed: string; ships: string[]; tiles: ContentSet['tiles']; overrides: SetupOverrides & { dice: { attack: number[] } } };
  };
  const setup = scenario.setup;

  function fired(): GameState {
    const created = createGame({ players: setup.players, length: 'medium', ships: setup.ships, content: { ...content, tiles: [...content.tiles, ...setup.tiles] } }, { scenario: setup.seed });
    if (!created.ok) throw new Error(created.error.message);
    const faces = created.state.catalog.dice.attack;
    const state = withOverrides(created.state, { ...setup.overrides, players: [{ seat: 0, fleeting: 1 }], dice: { ...setup.overrides.dice, attack: [faces.indexOf('damage'), faces.indexOf('omen')] } });
    const result = apply(state, { type: 'fireArtillery', seat: 0, slot: 'bowStern', astern: false, target: { q: 2, r: 0 }, fleeting: true });
    if (!result.ok) throw new Error(result.error.message);
    return result.state;
  }

  it('parks its dice at the front of the queue and asks about the Omen', () => {
    const state = fired();
    expect(state.pending).toEqual([{ kind: 'convertOmens', seat: 0, attackOmens: 1, evasionOmens: 0 }]);
    expect(state.queue).toEqual([{ kind: 'volley', volley: { seat: 0, target: { q: 2, r: 0 }, attack: ['damage', 'omen'] } }]);
    expect(formerSlots(state).volley).toEqual({ seat: 0, target: { q: 2, r: 0 }, attack: ['damage', 'omen'] });
  });

  it('resumes on the answer: the Omen turned to Damage, 2 hits sink the Frigate, the queue is empty', () => {
    const result = apply(fired(), { type: 'convertOmens', seat: 0, attack: 1, evasion: 0, pay: { crew: 0, navigation: 0, artillery: 1, fleeting: 0 } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events.find((e) => e.kind === 'volleyHits')?.data).toMatchObject({ hits: 2 });
    expect(result.events.some((e) => e.kind === 'enemyDestroyed')).toBe(true);
    expect(result.state.queue).toEqual([]);
  });
});

describe('the places open to the player are entries of the one queue too (issue #12)', () => {
  const PLACES = ['expedition', 'shipyard', 'market'] as const;
  const FRONT = ['effects', 'fray', 'volley', 'enemyAttack', ...PLACES];
  /** Seeded random games with Exhaustive Expeditions on, a bot that goes to the Shipwright, the Marketplace and on expeditions whenever it may. */
  function eachState(look: (state: GameState) => void): void {
    for (let g = 0; g < 12; g++) {
      const created = createGame({ players: 2, length: 'short', content, rules: { exhaustiveExpeditions: true } }, `v2-expedition-${g}`);
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      const bot = new RandomSource(seedRng(`bot-${g}`));
      for (let n = 0; n < 600 && !state.outcome; n++) {
        const legal = legalActions(state);
        const place = legal.filter((a) => a.type === 'exhaustiveExpedition' || (a.type === 'engageService' && (a.service === 'marketplace' || a.service === 'shipwright')));
        // Inside a place, mostly go on rather than leave (trade, buy, move or reveal).
        const goOn = legal.filter((a) => (a.type === 'trade' && (a.buy ?? a.sell) !== null) || (a.type === 'buyUpgrade' && a.card !== null) || (a.type === 'expeditionStep' && (a.crew !== null || a.reveal)));
        const pool = goOn.length > 0 && bot.int(0, 4) > 0 ? goOn : legal.filter((a) => a.type !== 'transfer');
        const result = apply(state, bot.pick(place.length > 0 ? place : pool.length > 0 ? pool : legal));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        look(state);
      }
    }
  }

  it('open with their decision, at the front of the queue, read by the old slot names', () => {
    const seen = { expedition: 0, shipyard: 0, market: 0 };
    eachState((state) => {
      for (const slot of PLACES) expect(state, 'no slot outside the queue').not.toHaveProperty(slot);
      const kinds = state.queue.map((e) => e.kind);
      const firstStep = kinds.findIndex((k) => !FRONT.includes(k));
      if (firstStep >= 0) expect(kinds.slice(firstStep).filter((k) => FRONT.includes(k)), kinds.join(',')).toEqual([]);
      for (const kind of PLACES) {
        const open = kinds.filter((k) => k === kind).length;
        expect(open, `at most one ${kind} open`).toBeLessThanOrEqual(1);
        // Open exactly while its decision is (the game's end keeps it on record, as the slot was kept).
        if (!state.outcome) expect(open === 1, `${kind} open with its decision`).toBe(state.pending.some((d) => d.kind === kind));
        if (open) seen[kind] += 1;
      }
      const slots = formerSlots(state);
      expect(slots.expedition).toBe(activeExpedition(state));
      expect(slots.shipyard).toBe(activeShipyard(state));
      expect(slots.market).toBe(activeMarket(state));
    });
    expect(seen.expedition).toBeGreaterThan(0);
    expect(seen.shipyard).toBeGreaterThan(0);
    expect(seen.market).toBeGreaterThan(0);
  });

  it('a step queued while one is open waits behind it, and runs once it closes (an enemy spawned by an Expedition token)', () => {
    // A seeded game found to reveal an enemy token on an Exhaustive Expedition (the bot goes on expeditions and mostly goes on).
    const created = createGame({ players: 2, length: 'short', content, rules: { exhaustiveExpeditions: true } }, 'v2-expedition-53');
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const bot = new RandomSource(seedRng('bot-53'));
    while (state.queue.length < 2) {
      const legal = legalActions(state);
      const start = legal.filter((a) => a.type === 'exhaustiveExpedition');
      const goOn = legal.filter((a) => a.type === 'expeditionStep' && (a.crew !== null || a.reveal));
      const pool = goOn.length > 0 && bot.int(0, 4) > 0 ? goOn : legal.filter((a) => a.type !== 'transfer');
      const result = apply(state, bot.pick(start.length > 0 ? start : pool.length > 0 ? pool : legal));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      expect(state.outcome).toBeNull();
    }
    const enemy = state.enemies[state.enemies.length - 1]!;
    expect(state.queue).toEqual([{ kind: 'expedition', expedition: activeExpedition(state) }, { kind: 'activate', enemy: enemy.id, dice: 1 }]);
    expect(state.pending).toEqual([{ kind: 'expedition', seat: activeExpedition(state)!.seat }]);
    const end = legalActions(state).find((a) => a.type === 'expeditionStep' && a.crew === null && !a.reveal)!;
    const result = apply(state, end);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.queue).toEqual([]);
    expect(result.events.map((e) => e.kind).slice(0, 2)).toEqual(['exhaustiveExpeditionEnded', 'enemyActivated']);
  });
});
