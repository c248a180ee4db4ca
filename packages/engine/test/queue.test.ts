import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeBoarding, activeFray, apply, createGame, currentFrame, legalActions, RandomSource, seedRng, type GameState } from '../src/index';
import { formerSlots } from '../src/testing';

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
