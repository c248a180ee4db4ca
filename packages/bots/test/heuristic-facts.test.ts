import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { heuristicBot, playGame } from '@everrain/bots';
import { emptySlotHexes, hexKey, RandomSource, revealedHexes, seedRng, view, type GameState } from '@everrain/engine';
import { factsOf } from '../src/heuristic/facts';

const content = defaultContent();

describe('the heuristic\'s facts of a view (issue #25)', () => {
  it('index the map of the view asked about, never the last one indexed: tiles revealed mid-turn, and views asked in any order', () => {
    const states: GameState[] = [];
    playGame({ players: 2, length: 'short', seed: 'facts-map', content, bot: heuristicBot('facts-map-bot'), onAction: (_b, _a, after) => states.push(after) });
    const placed = (s: GameState) => s.map.placed.filter((t) => t !== null).length;
    // Tiles were revealed during the game, some in the middle of a turn (the same seat acting before and after).
    const midTurn = states.filter((s, i) => i > 0 && placed(s) > placed(states[i - 1]!) && s.turn?.seat === states[i - 1]!.turn?.seat);
    expect(midTurn.length).toBeGreaterThan(0);
    const order = [...states.map((_, i) => i), ...new RandomSource(seedRng('facts-order')).shuffle(states.map((_, i) => i))];
    for (const i of order) {
      const v = view(states[i]!, 0);
      const facts = factsOf(v, 0);
      const revealed = revealedHexes(v);
      const empty = emptySlotHexes(v);
      expect(facts.hexList.map((h) => h.key)).toEqual(revealed.map((h) => hexKey(h.hex)));
      expect(facts.emptySlotList.map(hexKey)).toEqual(empty.map(hexKey));
      // Looked up by hex: each revealed hex's record, nothing on an empty slot, which is known as one.
      for (const h of revealed) expect(facts.hexAt({ q: h.hex.q, r: h.hex.r })).toMatchObject({ key: hexKey(h.hex), type: h.type });
      for (const h of revealed) expect(facts.isEmptySlot({ q: h.hex.q, r: h.hex.r })).toBe(false);
      for (const h of empty) expect([facts.hexAt({ q: h.q, r: h.r }), facts.isEmptySlot({ q: h.q, r: h.r })]).toEqual([undefined, true]);
    }
  });
});
