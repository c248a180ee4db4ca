/** The browser's save slot, read lightly: what the start screen shows before the game's code has loaded. */
export const SAVE_KEY = 'everrain-save';

export interface SavedGameSummary {
  readonly players: number;
  readonly actions: number;
  /** How it ended, when the save says it has (a finished game is not offered as "Continue"). */
  readonly over?: { readonly result: 'won' | 'lost'; readonly round: number };
}

/** What the stored save says of itself, unchecked (loading it replays and checks it). */
export function savedGameSummary(): SavedGameSummary | null {
  try {
    const text = localStorage.getItem(SAVE_KEY);
    if (text === null) return null;
    const data = JSON.parse(text) as { setup?: { players?: unknown }; actions?: unknown; over?: { result?: unknown; round?: unknown } };
    const players = data.setup?.players;
    if (typeof players !== 'number' || !Array.isArray(data.actions)) return null;
    const { result, round } = data.over ?? {};
    const summary: SavedGameSummary = { players, actions: data.actions.length };
    return (result === 'won' || result === 'lost') && typeof round === 'number' ? { ...summary, over: { result, round } } : summary;
  } catch {
    return null;
  }
}
