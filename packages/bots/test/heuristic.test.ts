import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { heuristicBot, playGame, randomBot, seatTurn, type Bot, type SeatTurn } from '@everrain/bots';
import type { GameRecord } from '@everrain/bots';
import { legalActions, RandomSource, seedRng, tileDef, view, type GameState } from '@everrain/engine';

const content = defaultContent();

/** Plays whole games with the heuristic bot behind a wrapper that checks every choice and what it read. */
function watched(seed: string, read: Set<string>, chosen: { illegal: number; reasons: string[] }): Bot {
  const inner = heuristicBot(seed);
  return {
    name: 'watched heuristic',
    choose: (turn) => {
      // Read through the target itself: the turn keeps the state in a private field, which a proxy cannot reach.
      const spy = new Proxy(turn, { get: (t, key) => { read.add(String(key)); return Reflect.get(t, key) as unknown; } });
      const choice = inner.choose(spy);
      if (!turn.legal.includes(choice.action)) chosen.illegal += 1;
      chosen.reasons.push(choice.reason);
      return choice;
    },
  };
}

describe('heuristic bot', () => {
  it('only ever plays one of the legal actions it is shown, each with a one-line reason, and reads nothing but its seat\'s turn', () => {
    const read = new Set<string>();
    const chosen = { illegal: 0, reasons: [] as string[] };
    for (const [players, seed] of [[1, 'h-legal-1'], [3, 'h-legal-3']] as const) {
      const record = playGame({ players, length: 'short', seed, content, bot: watched(`${seed}-bot`, read, chosen), rules: { boarding: true, exhaustiveExpeditions: true } });
      expect(['won', 'lost']).toContain(record.result);
    }
    expect(chosen.illegal).toBe(0);
    expect(chosen.reasons.length).toBeGreaterThan(100);
    for (const reason of chosen.reasons) {
      expect(reason.trim().length).toBeGreaterThan(0);
      expect(reason).not.toContain('\n');
    }
    expect([...read].every((key) => ['seat', 'legal', 'view'].includes(key))).toBe(true);
  });

  it('never sees hidden information: states that differ only in what lies face down get the same choices', () => {
    const states: GameState[] = [];
    playGame({ players: 2, length: 'short', seed: 'h-hidden', content, bot: heuristicBot('h-hidden-bot'), onAction: (_b, _a, after) => states.push(after) });
    let compared = 0;
    for (const state of states.filter((s, i) => i % 10 === 0 && !s.outcome)) {
      // The same game with the decks reshuffled and another generator: nothing a seat may see has changed.
      const shuffle = new RandomSource(seedRng(`reshuffle-${compared}`));
      const decks = Object.fromEntries(Object.entries(state.decks).map(([k, cards]) => [k, shuffle.shuffle([...cards])])) as unknown as GameState['decks'];
      // The tile stack is shuffled within each Act: the top tile's back (its Act) shows, the order below it does not.
      const acts = [...new Set(state.map.stack.map((t) => tileDef(state.catalog, t).act))];
      const stack = acts.flatMap((act) => shuffle.shuffle(state.map.stack.filter((t) => tileDef(state.catalog, t).act === act)));
      const other: GameState = { ...state, decks, rng: seedRng(`other-${compared}`), map: { ...state.map, stack } };
      const legal = legalActions(state);
      const seat = state.pending[0]?.seat ?? state.turn?.seat ?? 0;
      expect(view(other, seat)).toEqual(view(state, seat));
      const a = heuristicBot('same').choose(seatTurn(state, seat, legal));
      const b = heuristicBot('same').choose(seatTurn(other, seat, legal));
      expect(b).toEqual(a);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('chooses from the view alone: a turn built from a copied view gets the same choice', () => {
    const states: GameState[] = [];
    playGame({ players: 1, length: 'short', seed: 'h-copy', content, bot: heuristicBot('h-copy-bot'), onAction: (_b, _a, after) => states.push(after) });
    for (const state of states.filter((s, i) => i % 15 === 0 && !s.outcome)) {
      const seat = state.pending[0]?.seat ?? state.turn?.seat ?? 0;
      const legal = legalActions(state);
      const copied: SeatTurn = { seat, legal, decision: state.pending[0] ?? null, view: { ...structuredClone({ ...view(state, seat), catalog: null }), catalog: state.catalog } };
      expect(heuristicBot('c').choose(copied)).toEqual(heuristicBot('c').choose(seatTurn(state, seat, legal)));
    }
  });
});

describe('heuristic against random', () => {
  /** Seeded medium games, the same seeds for both bots: the Act reached and the map revealed, on average. */
  function measure(make: (seed: string) => Bot, players: number, games: number) {
    let discovery = 0;
    let tiles = 0;
    let won = 0;
    for (let g = 0; g < games; g++) {
      let last: GameState | null = null;
      const seed = `versus-${players}-${g}`;
      const record: GameRecord = playGame({ players, length: 'medium', seed, content, bot: make(`${seed}-bot`), onAction: (_b, _a, after) => { last = after; } });
      const end = last as unknown as GameState;
      discovery += end.tracks.playerDiscovery;
      tiles += end.map.placed.filter((t) => t !== null).length;
      if (record.result === 'won') won += 1;
    }
    return { discovery: discovery / games, tiles: tiles / games, won };
  }

  it('reveals more of the map and carries the Player Discovery token further than the random bot', () => {
    // Wins are too rare to separate the bots in a test that must stay under a minute (outside the tests,
    // over 200+ games a player count, see the report of issue #13); the Act the players reach and the
    // tiles they reveal separate them at once. Measured on these seeds (10 games each) when written:
    // 1 player: random 1.0 tile, Player Discovery 6.4 (2 wins of 10); heuristic 8.5 tiles, 10.2 (4 wins);
    // 2 players: random 1.0 tile, 6.8 (3 wins); heuristic 10.8 tiles, 10.7 (4 wins). The bounds leave room
    // for tuning either bot: 3 more tiles and 1.5 more Discovery spaces on average. (~20 s alone on 2 cores.)
    for (const players of [1, 2]) {
      const r = measure(randomBot, players, 10);
      const h = measure(heuristicBot, players, 10);
      expect(h.tiles).toBeGreaterThan(r.tiles + 3);
      expect(h.discovery).toBeGreaterThan(r.discovery + 1.5);
    }
  }, 120_000);
});
