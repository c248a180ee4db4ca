import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type GameLength } from '../src/index';

const content = defaultContent();

/** Ports by the Act of the tile they are printed on. */
const portAct = new Map(content.tiles.flatMap((t) => t.hexes.filter((h) => h.type === 'port' && h.name).map((h) => [h.name as string, t.act] as const)));
const passengers = content.denizens.filter((d) => d.passenger);
const destinationAct = (id: string) => {
  const def = passengers.find((d) => d.id === id);
  return def?.passenger ? portAct.get(def.passenger.destination) : undefined;
};

describe('Passengers bound for a Port the game cannot reach (D52)', () => {
  it('the content has Passengers bound for Act III Ports, which a short game never reveals (D18)', () => {
    expect(passengers.some((d) => portAct.get(d.passenger!.destination) === 3)).toBe(true);
  });

  it('a short game leaves them out of the Denizen deck; the other Passengers stay', () => {
    for (let g = 0; g < 5; g++) {
      const created = createGame({ players: 2, length: 'short', content }, `short-${g}`);
      if (!created.ok) throw new Error(created.error.message);
      const cards = [...created.state.decks.denizens, ...created.state.decks.denizenDiscard];
      expect(cards.filter((id) => destinationAct(id) === 3)).toEqual([]);
      const reachable = passengers.filter((d) => (portAct.get(d.passenger!.destination) ?? 9) <= 2).reduce((n, d) => n + d.copies, 0);
      expect(cards.filter((id) => destinationAct(id) !== undefined)).toHaveLength(reachable);
    }
  });

  it('medium and long games keep every Passenger', () => {
    const all = passengers.reduce((n, d) => n + d.copies, 0);
    for (const length of ['medium', 'long'] as GameLength[]) {
      const created = createGame({ players: 2, length, content }, `keep-${length}`);
      if (!created.ok) throw new Error(created.error.message);
      expect(created.state.decks.denizens.filter((id) => destinationAct(id) !== undefined)).toHaveLength(all);
    }
  });
});
