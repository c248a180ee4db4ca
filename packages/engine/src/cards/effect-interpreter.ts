import type { Ctx } from '../core/context';
import type { Effect, EffectKind, ImmediateEffect } from '../core/effect-language';
import { onShip, type EffectRun, type EffectThread, type Handler } from '../core/effect-run';
import { BRANCH_EFFECTS } from './effects-branches';
import { CREW_EFFECTS } from './effects-crew';
import { ENEMY_EFFECTS } from './effects-enemies';
import { PURSE_EFFECTS } from '../ship/effects-purse';
import { WORLD_EFFECTS } from './effects-world';
import { findEnemy } from '../enemies/enemies';
import { rollSpoils } from '../ship/spoils';
import type { EnemyInstance, PlayerState } from '../core/state';

/**
 * The one interpreter of the effects language (effect-language.ts): a handler for every kind, the
 * compiler checking none is missing. Event cards, Denizens, Inn services and Improvements run through it
 * from the effect stack (effects.ts: `runEffects` hands each effect to `resolveEffect`); enemy abilities,
 * the Elder One's When Arisen effects and Spoils rows (spoils.ts) run through it at once (`resolveNow`). Nothing here
 * names a card.
 */
export const EFFECT_HANDLERS: { readonly [K in EffectKind]: Handler<K> } = {
  ...PURSE_EFFECTS,
  ...CREW_EFFECTS,
  ...BRANCH_EFFECTS,
  ...ENEMY_EFFECTS,
  ...WORLD_EFFECTS,
  spoils: onShip((run, p, effect) => rollSpoils(run.ctx, p, effect.rolls, run.thread.rule)),
};

/** Every kind of effect the interpreter knows: the keys of its table. */
export const EFFECT_KINDS: readonly EffectKind[] = Object.freeze(Object.keys(EFFECT_HANDLERS) as EffectKind[]);

/** The kinds only an enemy's ability can use: their handlers act on the enemy using it. */
export const ENEMY_ONLY_EFFECT_KINDS: readonly EffectKind[] = Object.freeze(EFFECT_KINDS.filter((kind) => EFFECT_HANDLERS[kind].needs === 'enemy'));

function dispatch(run: EffectRun, effect: Effect): void {
  (EFFECT_HANDLERS[effect.kind] as Handler<EffectKind>)(run, effect);
}

/** One effect of a card's thread (an effect-stack frame), happening to the player `p`. */
export function resolveEffect(ctx: Ctx, thread: EffectThread, p: PlayerState, effect: Effect): void {
  dispatch({ ctx, thread, ship: p }, effect);
}

/** Where an immediate run happens: whose ship (or every ship), which enemy's ability, an enemy ship's volley. */
export interface ImmediateScope {
  readonly source: string;
  readonly rule: string;
  readonly ship?: PlayerState | undefined;
  readonly everyShip?: boolean;
  readonly enemy?: EnemyInstance;
  readonly volley?: { damage: number };
}

/**
 * Runs effects at once, first to last, outside the effect stack (none of them asks the players). An
 * enemy's ability stops when the enemy is gone or has left where it stood (it destroyed itself, its
 * ship sank).
 */
export function resolveNow(ctx: Ctx, scope: ImmediateScope, effects: readonly ImmediateEffect[]): void {
  const thread: EffectThread = { source: scope.source, rule: scope.rule, crew: [], chosen: null, effects: [...effects] };
  const run: EffectRun = { ctx, thread, ship: scope.ship, ...(scope.everyShip ? { everyShip: true } : {}), ...(scope.enemy ? { enemy: scope.enemy } : {}), ...(scope.volley ? { volley: scope.volley } : {}) };
  const e = scope.enemy;
  const area = e?.position.area;
  for (let effect = thread.effects.shift(); effect; effect = thread.effects.shift()) {
    if (e && (!findEnemy(ctx.state, e.id) || e.position.area !== area)) return;
    dispatch(run, effect);
  }
}
