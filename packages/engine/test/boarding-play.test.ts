import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeBoarding, apply, createGame, legalActions, RandomSource, seedRng, type GameState } from '../src/index';

const content = defaultContent();

/**
 * Rulebook, Boarding ships: "The player wins the encounter if all enemies are destroyed" (D39). Seeded
 * random 2-player games with the option on: at every boardingWon, no creature spawned by that boarding
 * (tracked from the log, not from the engine's own bookkeeping) may still be in play. Bound: 0 of them.
 * Before the fix, 35 of the 38 victories in these 40 games left a defender alive; after, 0 of 42.
 */
describe('boarding victories in random play', () => {
  it('never leave an enemy of the boarding alive, wherever it stands', () => {
    let wins = 0;
    let withDefender = 0;
    for (let g = 0; g < 40; g++) {
      const seed = `measure-board-${g}`;
      const created = createGame({ players: 2, length: 'short', content, rules: { boarding: true } }, seed);
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.state;
      const bot = new RandomSource(seedRng(`${seed}-bot`));
      let defenders: string[] = [];
      for (let n = 0; !state.outcome && n < 20_000; n++) {
        const result = apply(state, bot.pick(legalActions(state)));
        if (!result.ok) throw new Error(result.error.message);
        let boarding = activeBoarding(state) !== null;
        for (const e of result.events) {
          if (e.kind === 'boardingStarted') { defenders = []; boarding = true; }
          if (e.kind === 'enemySpawned' && boarding) defenders.push(String(e.data?.enemy));
          if (e.kind === 'boardingWon') {
            wins += 1;
            if (result.state.enemies.some((x) => defenders.includes(x.id))) withDefender += 1;
          }
        }
        state = result.state;
      }
    }
    expect(wins, 'the games hold enough boarding victories to mean something').toBeGreaterThanOrEqual(20);
    expect(withDefender).toBe(0);
  });
});
