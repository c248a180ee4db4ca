import type { Ctx } from '../core/context';
import { rollFate } from '../core/dice';
import type { SpoilsReward } from '../core/effect-language';
import type { EffectRun, Handler } from '../core/effect-run';
import { PURSE_EFFECTS } from './effects-purse';
import type { PlayerState } from '../core/state';

/**
 * The Spoils table: each row's reward is an effect of the language, resolved by the interpreter's own
 * handlers (this part of its table holds every kind a reward may be; looked up here so that looting
 * does not depend on the whole interpreter, which reaches ship damage and so looting again).
 */
const REWARDS: { readonly [K in SpoilsReward['kind']]: Handler<K> } = PURSE_EFFECTS;

/** Rolls the Fate Die on the Spoils table `times` times; every row's reward is taken at once. */
export function rollSpoils(ctx: Ctx, p: PlayerState, times: number, rule: string): void {
  const table = ctx.state.catalog.spoils;
  for (let i = 0; i < times; i++) {
    const roll = rollFate(ctx, rule, { for: 'spoils', roll: i + 1, of: times });
    const row = table.find((r) => r.from <= roll && roll <= r.to);
    if (!row) continue;
    const run: EffectRun = { ctx, thread: { source: 'Spoils', rule, crew: [], chosen: null, effects: [] }, ship: p };
    (REWARDS[row.reward.kind] as Handler<SpoilsReward['kind']>)(run, row.reward);
  }
}
