import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { stateHash } from '@everrain/engine';
import { recordGames, replayBoardgameio, replayDirect } from '../src/commands/bench-boardgameio';

// The bench's side-by-side figure is only honest while both paths reach the same state: these keep it so.
describe('bench side by side: engine apply and boardgame.io reducer', () => {
  // Own copy of the content: the boardgame.io path freezes what its moves return, content included.
  const content = structuredClone(defaultContent());
  const [game] = recordGames({ players: 2, games: 1, seed: 'bgio-test', content, maxActions: 150 });
  if (!game) throw new Error('no game recorded');

  it('reaches the same state hash through apply and through the boardgame.io reducer on one short seeded game', () => {
    expect(game.actions.length).toBe(150);
    const direct = stateHash(replayDirect(game));
    const bgio = replayBoardgameio(game);
    expect(direct).toBe(game.finalHash);
    expect(stateHash(bgio.G)).toBe(direct);
    expect(bgio._stateID).toBe(150); // every action went through the reducer as a move
    expect(stateHash(bgio.G)).not.toBe(stateHash(game.initial));
  });

  it('a replay that drops the last action ends elsewhere (the hash comparison can fail)', () => {
    const shorter = { ...game, actions: game.actions.slice(0, -1) };
    expect(stateHash(replayBoardgameio(shorter).G)).not.toBe(game.finalHash);
  });

  it('an action the engine refuses is refused by the boardgame.io path too, not skipped', () => {
    const bad = { ...game, actions: [...game.actions.slice(0, 10), { type: 'endTurn', seat: 1, extra: true }, ...game.actions.slice(10)] };
    expect(() => replayBoardgameio(bad)).toThrow(/refused an action \(action\/invalid_move\)/);
    expect(() => replayDirect(bad)).toThrow(/direct replay/);
  });
});
