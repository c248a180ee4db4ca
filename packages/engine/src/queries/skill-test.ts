import type { VisibleState } from '../core/visible';
import { fateChanceAtMost } from '../core/dice';
import { skillTestValue, targets, testAwaitingCrew } from '../cards/effects';
import type { Effect } from '../core/content';
import { player } from '../ship/ship';
import { currentFrame } from '../core/queue';
import type { CrewMember } from '../core/state';

export type SkillTest = Extract<Effect, { kind: 'test' }>;

/** A Skill Test's odds: the Fate Die face it must not exceed, and the chance of that. */
export interface SkillTestOdds {
  readonly skill: SkillTest['skill'];
  /** The test passes on a Fate Die of this or less (0–9). */
  readonly value: number;
  /** The chance it passes, 0–1. */
  readonly chance: number;
  /** The crew members tested. */
  readonly crew: readonly string[];
}

/** The odds of a Skill Test taken by these crew members, as the rules roll it (effects.ts). */
export function skillTestChance(state: VisibleState, tested: readonly CrewMember[], test: SkillTest): SkillTestOdds {
  const value = skillTestValue(state, tested, test);
  return { skill: test.skill, value, chance: fateChanceAtMost(value), crew: tested.map((c) => c.id) };
}

/**
 * The odds of the Skill Test a chooseCrew decision is waiting on, were this crew member chosen: whom the
 * test would involve is worked out as the rules will (undefined when no Skill Test is waiting).
 */
export function awaitingTestChance(state: VisibleState, crewId: string): SkillTestOdds | undefined {
  const test = testAwaitingCrew(state);
  const frame = currentFrame(state);
  if (!test || !frame) return undefined;
  const tested = targets(state, { ...frame, chosen: crewId }, player(state, frame.seat), 'involved');
  return tested.length > 0 ? skillTestChance(state, tested, test) : undefined;
}
