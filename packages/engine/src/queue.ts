import type { Ctx } from './context';
import type { QueuedStep } from './state';

/**
 * Puts steps at the front of the engine's queue: they run before anything queued earlier, and after
 * anything the same piece of work queued before them (two creatures spawned one after the other make
 * their first rolls in that order).
 */
export function queueNext(ctx: Ctx, ...steps: QueuedStep[]): void {
  ctx.state.queue.splice(ctx.insertAt, 0, ...steps);
  ctx.insertAt += steps.length;
}

/** Puts steps at the back of the queue. */
export function queueLast(ctx: Ctx, ...steps: QueuedStep[]): void {
  ctx.state.queue.push(...steps);
}
