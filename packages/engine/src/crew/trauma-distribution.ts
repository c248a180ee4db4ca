import { resolveDamageStep, type DamageStepRandom } from '@everrain/damage-step';
import { traumaAllocations } from '../core/allocation';
import { emit, type Ctx } from '../core/context';
import type { GameState, Seat, TraumaTarget } from '../core/state';
import { enemyDef } from '../core/catalog';
import { crewName } from './crew';

/**
 * Spreads Trauma at random with the damage step (seed 002): one shot of 1 damage per Trauma, one body
 * per target whose hitpoints are what it can still take before it dies; a body leaves the step when
 * lethal, and what is left once every body is lethal is lost (they are dead already). Returns the
 * amount per target, in the targets' order.
 */
export function randomAllocation(amount: number, targets: readonly TraumaTarget[], random: DamageStepRandom): number[] {
  const result = resolveDamageStep(
    [{ count: amount, damage: 1 }],
    targets.filter((t) => t.capacity > 0).map((t) => ({ id: t.id, hitpoints: t.capacity, belongsTo: t.id })),
    random,
  );
  return targets.map((t) => Math.min(t.capacity, result.taken[t.id] ?? 0));
}

/**
 * How Trauma from one roll is spread over several bodies: at once when there is only one way; at
 * random by the damage step when rules.traumaDistribution is 'random'; otherwise the players decide
 * (an assignTrauma decision is opened and null returned).
 */
/** Whom a share of Trauma spread at random falls on, by name. */
function targetName(state: GameState, side: 'crew' | 'enemies', id: string): string {
  if (side === 'enemies') {
    const enemy = state.enemies.find((e) => e.id === id);
    return enemy ? enemyDef(state.catalog, enemy.card).name : 'an enemy';
  }
  const crew = state.players.flatMap((p) => p.crew).find((c) => c.id === id);
  return crew ? crewName(state, crew) : 'a crew member';
}

export function distributeTrauma(ctx: Ctx, seat: Seat, amount: number, targets: readonly TraumaTarget[], side: 'crew' | 'enemies'): number[] | null {
  const { state } = ctx;
  const ways = traumaAllocations(amount, targets);
  if (ways.length <= 1) return ways[0] ?? targets.map(() => 0);
  if (state.rules.traumaDistribution === 'random') {
    const allocation = randomAllocation(amount, targets, ctx.random);
    emit(ctx, 'traumaDistributedAtRandom', 'Damage step (rules option: Trauma at random)', { amount, allocation, on: targets.map((t) => targetName(state, side, t.id)) }, { seat, reveals: true });
    return allocation;
  }
  state.pending.push({ kind: 'assignTrauma', seat, amount, targets, side });
  return null;
}
