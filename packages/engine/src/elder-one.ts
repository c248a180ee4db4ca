import type { Ctx } from './context';

/** The Elder One's part of the Enemy Phase: it acts first, once it has Arisen. */
export function elderOnePhase(ctx: Ctx): void {
  if (!ctx.state.elderOne.arisen) return;
}
