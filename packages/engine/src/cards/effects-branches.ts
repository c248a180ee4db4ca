import type { VisibleState } from '../core/visible';
import { emit } from '../core/context';
import { crewStats } from '../crew/crew';
import { rollFate } from '../core/dice';
import type { EffectOf } from '../core/effect-language';
import { onShip, type EffectRun, type Handler } from '../core/effect-run';
import { targets } from './effects-crew';
import type { CrewMember, PlayerState } from '../core/state';

/**
 * The effects that branch: a Skill Test, a choice, a Fate roll. Each puts the branch taken at the front
 * of its thread; a choice waits for the player's answer (chooseOption) with itself left at the front.
 */

type TestEffect = EffectOf<'test'>;

/** The Fate Die face a Skill Test must not exceed: the best skill tested, +1 per other crew member, the card's modifier, within 0–9. */
export function skillTestValue(state: VisibleState, tested: readonly CrewMember[], effect: TestEffect): number {
  const skills = tested.map((c) => (effect.skill === 'island' ? crewStats(state, c).islandSkill : crewStats(state, c).portSkill));
  return Math.min(9, Math.max(0, Math.max(...skills) + tested.length - 1 + (effect.modifier ?? 0)));
}

/**
 * A Skill Test (gap facts: it succeeds when the Fate Die is at most the value). The value is the best
 * Island or Port skill among the crew tested, +1 for each other crew member with them, plus the card's
 * modifier, between 0 and 9 (docs/rules-decisions.md).
 */
function skillTest(run: EffectRun, p: PlayerState, effect: TestEffect): void {
  const { ctx, thread } = run;
  const tested = targets(ctx.state, thread, p, 'involved');
  if (tested.length === 0) {
    thread.effects.unshift(...effect.failure);
    return;
  }
  const value = skillTestValue(ctx.state, tested, effect);
  const roll = rollFate(ctx, thread.rule, { for: 'skillTest', skill: effect.skill, target: value, crew: tested.map((c) => c.token) });
  const passed = roll <= value;
  // Whoever was tested is who the rest of the card is about.
  if (thread.crew.length === 0) thread.crew = tested.map((c) => c.id);
  emit(ctx, 'skillTested', thread.rule, { skill: effect.skill, value, roll, passed, source: thread.source }, { seat: p.seat });
  thread.effects.unshift(...(passed ? effect.success : effect.failure));
}

export const BRANCH_EFFECTS: { readonly [K in 'test' | 'choice' | 'fate']: Handler<K> } = {
  test: onShip(skillTest),
  choice: onShip((run, p, effect) => {
    run.thread.effects.unshift(effect);
    run.ctx.state.pending.push({ kind: 'chooseOption', seat: p.seat, labels: effect.options.map((o) => o.label) });
  }),
  fate: onShip((run, p, effect) => {
    const { ctx, thread } = run;
    const rule = thread.rule;
    const roll = rollFate(ctx, rule, { for: 'card', source: thread.source });
    const outcome = effect.outcomes.find((o) => o.from <= roll && roll <= o.to);
    // Which row of the card's table the roll falls in, and whether that row does anything.
    emit(ctx, 'fateResult', rule, { roll, effects: outcome?.effects.length ?? 0, source: thread.source, row: outcome ? { from: outcome.from, to: outcome.to } : null }, { seat: p.seat });
    if (outcome) thread.effects.unshift(...outcome.effects);
  }),
};
