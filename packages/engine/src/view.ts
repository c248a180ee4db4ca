import { tileDef } from './catalog';
import type { GameState, Seat } from './state';

/**
 * What a seat may see. The Everrain is cooperative and open, so every seat sees the same: everything
 * but the order of face-down stacks and decks, the face-down Elder One card and the random state.
 */
export type GameView = Omit<GameState, 'rng' | 'scriptedRolls' | 'map' | 'decks' | 'elderOne'> & {
  readonly viewer: Seat | null;
  readonly map: { readonly placed: GameState['map']['placed']; readonly stackByAct: Record<string, number> };
  readonly decks: { readonly [K in keyof GameState['decks']]: number };
  readonly elderOne: Omit<GameState['elderOne'], 'card'> & { readonly card: string | null };
};

export function view(state: GameState, seat: Seat | null = null): GameView {
  const { rng: _rng, scriptedRolls: _script, map, decks, elderOne, ...open } = state;
  const stackByAct: Record<string, number> = {};
  for (const id of map.stack) {
    const act = String(tileDef(state.catalog, id).act);
    stackByAct[act] = (stackByAct[act] ?? 0) + 1;
  }
  return {
    ...structuredClone(open),
    catalog: state.catalog,
    viewer: seat,
    map: { placed: [...map.placed], stackByAct },
    decks: {
      deckhands: decks.deckhands.length,
      adepts: decks.adepts.length,
      positiveTraits: decks.positiveTraits.length,
      negativeTraits: decks.negativeTraits.length,
      traitDiscard: decks.traitDiscard.length,
      improvements: decks.improvements.length,
      artillery: decks.artillery.length,
      enemies: decks.enemies.length,
      enemyDiscard: decks.enemyDiscard.length,
      seaEvents: decks.seaEvents.length,
      seaEventDiscard: decks.seaEventDiscard.length,
      treasures: decks.treasures.length,
      treasureDiscard: decks.treasureDiscard.length,
      storiesAside: decks.storiesAside.length,
      expeditions: decks.expeditions.length,
      expeditionDiscard: decks.expeditionDiscard.length,
      denizens: decks.denizens.length,
      denizenDiscard: decks.denizenDiscard.length,
      storiesDone: decks.storiesDone.length,
    },
    elderOne: { ...structuredClone(elderOne), card: elderOne.arisen ? elderOne.card : null },
  };
}
