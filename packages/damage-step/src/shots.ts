import type { DamageStepShot } from './core';
import type { EpiciniumAttacker } from './space';
import { EPICINIUM_UNIT_STATS } from './stats';

/**
 * "In case of a targeted attack, each attacker supplies a number of shots equal to the number of figures it
 * has multiplied by its firerate. Each shot has a damage value associated with it based on the unit type of
 * the attacker." One source per attacker, in the order given.
 */
export function targetedAttackShots(attackers: readonly EpiciniumAttacker[]): DamageStepShot[] {
  return attackers.map((a) => {
    const stats = EPICINIUM_UNIT_STATS[a.type];
    return { count: a.figures * stats.firerate, damage: stats.damage };
  });
}
