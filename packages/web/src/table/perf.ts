/**
 * Chromium performance marks around one action, read by the browser bench: from the click that plays
 * an action to the first frame painted after the screen shows its result.
 */
export const ACTION_START = 'everrain:action-start';
export const ACTION_TO_SCREEN = 'everrain:action-to-screen';

export function markActionStart(): void {
  performance.clearMarks(ACTION_START);
  performance.mark(ACTION_START);
}

/** Called after the screen rendered the new state: measures once the next frame has been painted. */
export function markScreenUpdated(): void {
  if (performance.getEntriesByName(ACTION_START, 'mark').length === 0) return;
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (performance.getEntriesByName(ACTION_START, 'mark').length === 0) return;
      performance.measure(ACTION_TO_SCREEN, ACTION_START);
      performance.clearMarks(ACTION_START);
    }, 0);
  });
}
