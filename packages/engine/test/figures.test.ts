import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { createGame, type ContentSet, type GameState } from '../src/index';
import { withOverrides } from '../src/testing';
import { createCtx, settle } from '../src/core/context';
import { spawnEnemy } from '../src/enemies/spawn';
import { enemyDef } from '../src/core/catalog';

/** Component limits (rulebook, Components: "8 Ships: 4 Player, 4 Enemy"; D63). */

function openWater(content: ContentSet): ContentSet {
  return { ...content, tiles: content.tiles.map((t) => ({ ...t, hexes: t.hexes.map(() => ({ type: 'calmSea' as const })) })) };
}

const FOUR_SHIPS = [
  { card: 'damned-frigate', at: { area: 'sea' as const, hex: { q: 4, r: 0 } } },
  { card: 'damned-frigate', at: { area: 'sea' as const, hex: { q: 5, r: 0 } } },
  { card: 'cult-sloop', at: { area: 'sea' as const, hex: { q: 4, r: 1 } } },
  { card: 'cult-sloop', at: { area: 'sea' as const, hex: { q: 5, r: 1 } } },
];

function fourShipsAtSea(content: ContentSet = openWater(defaultContent())): GameState {
  const created = createGame({ players: 1, content }, 'figures');
  if (!created.ok) throw new Error(created.error.message);
  return withOverrides(created.state, {
    placed: content.tiles.slice(0, content.board.tileSlots.length).map((t, slot) => ({ slot, tile: t.id })),
    ships: [{ seat: 0, hex: { q: 0, r: 0 }, facing: 0 }],
    seaEvents: ['becalmed'],
    enemies: FOUR_SHIPS,
  });
}

const shipFigures = (state: GameState) => state.enemies.filter((e) => enemyDef(state.catalog, e.card).figure === 'enemyShip').length;

describe('enemy miniatures (D63)', () => {
  it('the box holds 4 enemy ships: a fifth ship card drawn is discarded and the next card with a free miniature (the Wyrm) spawns', () => {
    const state = fourShipsAtSea();
    // Act II has begun: the Barque of the Deep and the Wyrm are on top of the Enemy deck.
    state.act = 2;
    state.decks.enemies.unshift('barque-of-the-deep', 'wyrm');
    const ctx = createCtx(state);
    spawnEnemy(ctx, state.players[0]!, 'atSea', 'Sail on the Horizon');
    settle(ctx);
    expect(shipFigures(state)).toBe(4);
    expect(state.enemies.map((e) => e.card)).toContain('wyrm');
    expect(state.decks.enemyDiscard).toContain('barque-of-the-deep');
    expect(ctx.events.some((e) => e.kind === 'enemyFiguresExhausted' && e.data?.['card'] === 'barque-of-the-deep')).toBe(true);
  });

  it('with no card left whose miniature is free, nothing spawns, nothing is discarded, and the log says so', () => {
    const state = fourShipsAtSea();
    state.act = 2;
    state.decks.enemies.unshift('barque-of-the-deep');
    const ctx = createCtx(state);
    spawnEnemy(ctx, state.players[0]!, 'atSea', 'Sail on the Horizon');
    settle(ctx);
    expect(state.enemies.length).toBe(4);
    expect(state.decks.enemies).toContain('barque-of-the-deep');
    expect(ctx.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['enemyFiguresExhausted', 'enemyNotSpawned']));
  });

  it('scenario overrides refuse more enemies in play than the box has miniatures', () => {
    const content = openWater(defaultContent());
    const smallBox = { ...content, board: { ...content.board, enemyFigures: { ...content.board.enemyFigures, enemyShip: 3 } } };
    expect(() => fourShipsAtSea(smallBox)).toThrow(/enemyShip miniature/);
  });
});
