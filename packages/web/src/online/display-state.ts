import type { ContentSet, GameState, GameView } from '@everrain/engine';

/** What the server sends a seat: the engine's `view(state, seat)` less the content catalog (the page has it). */
export type WireView = Omit<GameView, 'catalog'>;

/**
 * The board's components draw a GameState; online, the page holds only its seat's view (D87): this fills
 * the shape, never the secrets. Face-down piles become that many blank entries (the screens show sizes),
 * the tile stack is empty, the Elder One card is blank until it arises, a held Story card's id is blank, and
 * the generator is all zeros. Nothing here decides a rule: the actions offered are the server's `legal`.
 */
export function displayState(view: WireView, catalog: ContentSet): GameState {
  const blanks = (n: number): string[] => Array.from({ length: n }, () => '');
  const decks = Object.fromEntries(Object.entries(view.decks).map(([name, n]) => [name, blanks(n)]));
  const shown = {
    ...view,
    catalog,
    rng: [0, 0, 0, 0],
    scriptedRolls: {},
    map: { placed: view.map.placed, stack: [] },
    decks,
    elderOne: { ...view.elderOne, card: view.elderOne.card ?? '' },
    storyHeld: view.storyHeld.map((h) => ({ ...h, card: '' })),
  };
  // The queue's face-down expedition tokens stay null: no screen reads a token before it is turned up.
  return shown as unknown as GameState;
}
