import { emit, type Ctx } from '../core/context';
import { deckZone } from '../enemies/deck-graph';
import { onEnemy, onShip, type Handler } from '../core/effect-run';
import { removeEnemy } from '../enemies/enemies';
import { destroyNode } from '../ship/ship-damage';
import { crewInZone, isNodeDestroyed } from '../ship/ship';
import { spawnEnemy, spawnNamedAtSea, spawnNamedOnDeck, spawnOnDeckNear } from '../enemies/spawn';
import type { EnemyInstance } from '../core/state';

/** The effects that bring enemies into play, and an enemy's own abilities (on itself and the deck it stands on). */

function healEnemy(ctx: Ctx, e: EnemyInstance, amount: number, rule: string): void {
  const healed = Math.min(e.trauma, amount);
  e.trauma -= healed;
  emit(ctx, 'enemyHealed', rule, { enemy: e.id, card: e.card, healed });
}

type EnemyKind = 'spawnEnemy' | 'spawn' | 'spawnOnEveryShip' | 'destroySelf' | 'destroyNodes' | 'heal';

export const ENEMY_EFFECTS: { readonly [K in EnemyKind]: Handler<K> } = {
  spawnEnemy: onShip((run, p, effect) => {
    const { ctx, thread } = run;
    if (effect.card && effect.arena === 'onDeck') spawnNamedOnDeck(ctx, p, effect.card, thread.rule);
    else if (effect.card) spawnNamedAtSea(ctx, p, effect.card, thread.rule);
    else spawnEnemy(ctx, p, effect.arena, thread.rule);
  }),
  spawn: onShip((run, p, effect) => {
    const e = run.enemy;
    if (e?.position.area !== 'deck') {
      spawnNamedOnDeck(run.ctx, p, effect.enemy, run.thread.rule);
      return;
    }
    // A defender's call brings one more enemy into the boarding: it must fall too (D39).
    const called = spawnOnDeckNear(run.ctx, p, effect.enemy, e.position.zone, run.thread.rule);
    if (called && e.defends !== undefined) called.defends = e.defends;
  }),
  spawnOnEveryShip: (run) => {
    for (const p of run.ctx.state.players) if (p.position) spawnEnemy(run.ctx, p, 'onDeck', run.thread.rule);
  },
  destroySelf: onEnemy((run, e) => {
    removeEnemy(run.ctx, e);
    emit(run.ctx, 'enemyDestroyed', 'Activating special abilities', { enemy: e.id, card: e.card, by: run.thread.source }, run.ship ? { seat: run.ship.seat } : {});
  }),
  destroyNodes: onEnemy((run, e, effect) => {
    const { ctx } = run;
    const { state } = ctx;
    const p = run.ship;
    if (!p || e.position.area !== 'deck') return;
    const zone = e.position.zone;
    const adjacent = deckZone(state, p.seat, zone).adjacent
      .filter((n) => deckZone(state, p.seat, n).own && !isNodeDestroyed(p, n))
      .sort((a, b) => crewInZone(p, b) - crewInZone(p, a) || a - b)
      .slice(0, effect.adjacent);
    const zones = [...(effect.own && deckZone(state, p.seat, zone).own ? [zone] : []), ...adjacent];
    for (const z of zones) destroyNode(ctx, p, z, run.thread.rule, e.id);
  }),
  heal: onEnemy((run, e, effect) => healEnemy(run.ctx, e, effect.amount, run.thread.rule)),
};
