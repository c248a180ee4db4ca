import { enemyDef } from '../core/catalog';
import type { GameState } from '../core/state';

/**
 * Component limits (rulebook, Components; D63): every Enemy card is played with a miniature of the box
 * (`figure` on the card, counts in `board.enemyFigures`), and never more of one figure are in play than
 * the box holds. A figure is in play while its enemy is On Deck or At Sea, or held captive Below Deck.
 */
export function figuresInPlay(state: GameState, figure: string): number {
  const captives = state.players.reduce((n, p) => n + p.captives.filter((c) => enemyDef(state.catalog, c.card).figure === figure).length, 0);
  return state.enemies.filter((e) => enemyDef(state.catalog, e.card).figure === figure).length + captives;
}

/** How many of a figure the box holds (a content without the count sets no limit). */
export function figuresInBox(state: GameState, figure: string): number {
  return (state.catalog.board.enemyFigures as { readonly [figure: string]: number } | undefined)?.[figure] ?? Number.POSITIVE_INFINITY;
}

/** Whether a card's miniature is still in the box, free to be put in play. */
export function figureFree(state: GameState, card: string): boolean {
  const figure = enemyDef(state.catalog, card).figure;
  return figuresInPlay(state, figure) < figuresInBox(state, figure);
}

/** Figures in play beyond the box's count, by figure (empty when the limits hold). */
export function figuresOverBox(state: GameState): { readonly figure: string; readonly inPlay: number; readonly inBox: number }[] {
  return Object.keys(state.catalog.board.enemyFigures ?? {})
    .map((figure) => ({ figure, inPlay: figuresInPlay(state, figure), inBox: figuresInBox(state, figure) }))
    .filter((f) => f.inPlay > f.inBox);
}
