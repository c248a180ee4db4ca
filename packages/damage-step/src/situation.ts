import { resolveDamageStep, type DamageStepBody, type DamageStepRandom, type DamageStepResult, type DamageStepShot } from './core';
import { indiscriminateBodies, targetedAttackBodies } from './bodies';
import { applyDamageStep, type EpiciniumOutcome } from './outcome';
import { targetedAttackShots } from './shots';
import { epiciniumSituationProblems, type EpiciniumSituation } from './space';

/** The shots and bodies a situation's damage step is made of. */
export interface EpiciniumStepInput {
  readonly shots: DamageStepShot[];
  readonly bodies: DamageStepBody[];
}

export interface EpiciniumSituationResult extends EpiciniumStepInput {
  readonly step: DamageStepResult;
  readonly outcome: EpiciniumOutcome;
}

/** Builds the step of a targeted attack or of an indiscriminate effect. Throws a RangeError on an impossible situation. */
export function epiciniumStepInput(situation: EpiciniumSituation): EpiciniumStepInput {
  const problems = epiciniumSituationProblems(situation);
  if (problems.length > 0) throw new RangeError(`situation: ${problems[0]}`);
  if (situation.attack) {
    return { shots: targetedAttackShots(situation.attack.attackers), bodies: targetedAttackBodies(situation.space, situation.attack.target) };
  }
  return { shots: situation.effect.shots.map((s) => ({ count: s.count, damage: s.damage })), bodies: indiscriminateBodies(situation.space, situation.effect.targets) };
}

/** Resolves one damage step in a situation and applies it to the space. */
export function resolveEpiciniumSituation(situation: EpiciniumSituation, random: DamageStepRandom): EpiciniumSituationResult {
  const input = epiciniumStepInput(situation);
  const step = resolveDamageStep(input.shots, input.bodies, random);
  return { ...input, step, outcome: applyDamageStep(situation.space, step) };
}
