/**
 * Chromium performance marks around one action, read by the browser bench: from the click that plays
 * an action to the first frame painted after the screen shows its result.
 */
export const ACTION_START = 'everrain:action-start';
export const ACTION_TO_SCREEN = 'everrain:action-to-screen';
/** The part of it that is the page's own work: from the click to the DOM showing the result (before the frame's wait and paint). */
export const ACTION_TO_RENDER = 'everrain:action-to-render';

export function markActionStart(): void {
  performance.clearMarks(ACTION_START);
  performance.mark(ACTION_START);
}

interface TaskScheduler { postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<unknown> }

/**
 * Runs `task` as the first thing after the frame now being drawn: a task posted from its animation-frame
 * callback, at the highest priority where the browser has one (Chromium's `scheduler.postTask`). A plain
 * timeout would queue behind Preact's effects, which also wait for that frame (they run after the paint and
 * the screen does not wait for them), and the measure would count them.
 */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => {
    const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
    if (scheduler) void scheduler.postTask(task, { priority: 'user-blocking' });
    else setTimeout(task, 0);
  });
}

/** Called after the screen rendered the new state: measures once the next frame has been painted. */
export function markScreenUpdated(): void {
  if (performance.getEntriesByName(ACTION_START, 'mark').length === 0) return;
  performance.measure(ACTION_TO_RENDER, ACTION_START);
  afterNextPaint(() => {
    if (performance.getEntriesByName(ACTION_START, 'mark').length === 0) return;
    performance.measure(ACTION_TO_SCREEN, ACTION_START);
    performance.clearMarks(ACTION_START);
  });
}
