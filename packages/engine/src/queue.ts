import type { Ctx } from './context';
import type { QueuedStep } from './state';

/** Puts steps at the front of the engine's queue, in the order given: they run before anything already queued. */
export function queueNext(ctx: Ctx, ...steps: QueuedStep[]): void {
  ctx.state.queue.unshift(...steps);
}

/** Puts steps at the back of the queue. */
export function queueLast(ctx: Ctx, ...steps: QueuedStep[]): void {
  ctx.state.queue.push(...steps);
}
