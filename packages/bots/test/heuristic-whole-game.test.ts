import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { heuristicBot, playGame, seatTurn, type Bot } from '@everrain/bots';
import { apply, awaitedSeat, legalActions, type Action, type GameState } from '@everrain/engine';

const content = defaultContent();

/** The parts of the game issue #25 found the heuristic never or hardly ever played, by what the action is. */
const PARTS: Record<string, (a: Action) => boolean> = {
  board: (a) => a.type === 'board',
  'Exhaustive Expedition': (a) => a.type === 'exhaustiveExpedition',
  'Altar visit': (a) => a.type === 'visitAltar',
  volley: (a) => a.type === 'fireArtillery',
};

/** Seeded games with the advanced rules on: how often each part was offered, and taken, by the heuristic. */
function usage(games: number) {
  const offered: Record<string, number> = {};
  const taken: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const inner = heuristicBot(`whole-${g}-bot`);
    const bot: Bot = {
      name: 'counting heuristic',
      choose: (turn) => {
        const choice = inner.choose(turn);
        for (const [part, is] of Object.entries(PARTS)) {
          if (turn.legal.some(is)) offered[part] = (offered[part] ?? 0) + 1;
          if (is(choice.action)) taken[part] = (taken[part] ?? 0) + 1;
        }
        return choice;
      },
    };
    const record = playGame({ players: 1 + (g % 4), length: 'medium', seed: `whole-${g}`, content, bot, rules: { boarding: true, exhaustiveExpeditions: true } });
    expect(['won', 'lost']).toContain(record.result);
  }
  return { offered, taken };
}

describe('the heuristic plays the whole game (issue #25, item 2)', () => {
  it('boards, launches Exhaustive Expeditions, visits Altars and fires, when offered where it pays', () => {
    const { offered, taken } = usage(16);
    for (const part of Object.keys(PARTS)) {
      // Offered in these games (else the test proves nothing), and taken at least once.
      expect(offered[part] ?? 0, `${part} offered`).toBeGreaterThan(0);
      expect(taken[part] ?? 0, `${part} taken (offered ${offered[part] ?? 0} times)`).toBeGreaterThan(0);
    }
  }, 120_000);

  it('looks at the Shipwright\'s upgrades in a Port with coin to spare past the wages (here 200 coin given in a seeded game)', () => {
    const upgrades = (a: Action) => a.type === 'engageService' && a.service === 'shipwright' && a.improvements > 0;
    let found: GameState | null = null;
    playGame({ players: 2, length: 'medium', seed: 'shipwright', content, bot: heuristicBot('shipwright-bot'), onAction: (_b, _a, after) => {
      if (!found && legalActions(after).some(upgrades)) found = after;
    } });
    expect(found).not.toBeNull();
    const start = found as unknown as GameState;
    const seat = awaitedSeat(start) ?? 0;
    const rich: GameState = { ...start, players: start.players.map((p) => (p.seat === seat ? { ...p, coin: 200 } : p)) };
    // The rest of that seat's turn, as the heuristic plays it.
    const bot = heuristicBot('shipwright-turn');
    let state = rich;
    const chosen: Action[] = [];
    while (!state.outcome && state.turn?.seat === seat && chosen.length < 100) {
      const legal = legalActions(state);
      const action = bot.choose(seatTurn(state, awaitedSeat(state) ?? seat, legal)).action;
      chosen.push(action);
      const next = apply(state, action);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      state = next.state;
    }
    expect(chosen.some(upgrades), chosen.map((a) => (a.type === "engageService" ? `${a.type}:${a.service}` : a.type)).join(" ")).toBe(true);
  });
});
