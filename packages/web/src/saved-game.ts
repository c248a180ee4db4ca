/** The browser's save slot, read lightly: what the start screen shows before the game's code has loaded. */
export const SAVE_KEY = 'everrain-save';

export interface SavedGameSummary {
  readonly players: number;
  readonly actions: number;
}

/** What the stored save says of itself, unchecked (loading it replays and checks it). */
export function savedGameSummary(): SavedGameSummary | null {
  try {
    const text = localStorage.getItem(SAVE_KEY);
    if (text === null) return null;
    const data = JSON.parse(text) as { setup?: { players?: unknown }; actions?: unknown };
    const players = data.setup?.players;
    return typeof players === 'number' && Array.isArray(data.actions) ? { players, actions: data.actions.length } : null;
  } catch {
    return null;
  }
}
