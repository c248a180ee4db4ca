import type { VisibleState } from '../core/visible';
import { denizenDef } from '../core/catalog';
import { targets } from '../cards/effects-crew';
import { currentFrame } from '../core/queue';
import { player } from '../ship/ship';
import { skillTestChance, type SkillTest, type SkillTestOdds } from './skill-test';

/**
 * The odds of a Skill Test an answer would lead straight into, for the answers awaitingTestChance does not
 * cover (issue #15, item 9): sending a crew member to deal with a Denizen whose card is a Skill Test, and
 * choosing a card's option that is one. Undefined when the answer leads to no Skill Test at once.
 */
export function denizenTestChance(state: VisibleState, crewId: string): SkillTestOdds | undefined {
  const decision = state.pending[0];
  if (decision?.kind !== 'denizen') return undefined;
  const first = denizenDef(state.catalog, decision.card).effects?.[0];
  const crew = state.players[decision.seat]?.crew.find((c) => c.id === crewId);
  return first?.kind === 'test' && crew ? skillTestChance(state, [crew], first as SkillTest) : undefined;
}

/** The odds of the Skill Test a card's option opens with, taken by the crew the card is about. */
export function optionTestChance(state: VisibleState, option: number): SkillTestOdds | undefined {
  if (state.pending[0]?.kind !== 'chooseOption') return undefined;
  const frame = currentFrame(state);
  const choice = frame?.effects[0];
  if (!frame || choice?.kind !== 'choice') return undefined;
  const first = choice.options[option]?.effects[0];
  if (first?.kind !== 'test') return undefined;
  const tested = targets(state, frame, player(state, frame.seat), 'involved');
  return tested.length > 0 ? skillTestChance(state, tested, first) : undefined;
}
