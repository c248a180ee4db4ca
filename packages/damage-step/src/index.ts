// The damage step (seed 002): the generic exact core, then Epicinium's model around it.
export {
  damageStepProblems,
  damageStepTotalShots,
  isKillableBody,
  isPoweredBody,
  resolveDamageStep,
  type DamageStepBody,
  type DamageStepHit,
  type DamageStepRandom,
  type DamageStepResult,
  type DamageStepShot,
} from './core';
export { DamageStepTally, summariseDamageSteps, type DamageStepSummary } from './trials';
export {
  BARE_TILE_HITPOINTS,
  EPICINIUM_GAS_MAX,
  EPICINIUM_TILE_STATS,
  EPICINIUM_TILE_TYPES,
  EPICINIUM_UNIT_STATS,
  EPICINIUM_UNIT_TYPES,
  TRENCHES_BODIES,
  TRENCHES_HITPOINTS,
  type EpiciniumTileStats,
  type EpiciniumTileType,
  type EpiciniumUnitStats,
  type EpiciniumUnitType,
} from './stats';
export {
  epiciniumBypassedUnit,
  epiciniumSituationProblems,
  epiciniumSpaceProblems,
  epiciniumTargetUnit,
  type EpiciniumAttacker,
  type EpiciniumEffectTargets,
  type EpiciniumIndiscriminateEffect,
  type EpiciniumSituation,
  type EpiciniumSpace,
  type EpiciniumTarget,
  type EpiciniumTargetedAttack,
  type EpiciniumTile,
  type EpiciniumUnit,
} from './space';
export { epiciniumHitpointModifiers, epiciniumHitpoints } from './hitpoints';
export { epiciniumDestroyedInto } from './destruction';
export { targetedAttackShots } from './shots';
export { EPICINIUM_TILE_OWNER, epiciniumTileBodies, epiciniumUnitBodies, epiciniumUnitOwner, indiscriminateBodies, targetedAttackBodies } from './bodies';
export { applyDamageStep, type EpiciniumOutcome } from './outcome';
export { epiciniumStepInput, resolveEpiciniumSituation, type EpiciniumSituationResult, type EpiciniumStepInput } from './situation';
export { summariseSituations, type EpiciniumSituationSummary } from './situation-trials';
