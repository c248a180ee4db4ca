import { describe, expect, it } from 'vitest';
import type { Action } from '@everrain/engine';
import { crewFor, improvementChoices, repairChoices, shipwrightActions } from '../src/panels/shipwright-choice';

/** What the engine lists at a Shipwright (places/port.ts): every repairs × improvements, for each crew member. */
function offered(crew: readonly string[], maxRepairs: number, draw: number): Action[] {
  const out: Action[] = [{ type: 'endTurn', seat: 0 }];
  for (const c of crew) {
    for (let repairs = 0; repairs <= maxRepairs; repairs++) {
      for (let improvements = 0; improvements <= draw; improvements++) out.push({ type: 'engageService', seat: 0, crew: c, service: 'shipwright', repairs, improvements });
    }
  }
  out.push({ type: 'engageService', seat: 0, crew: 'c1', service: 'apothecary', trauma: 1 });
  return out;
}

describe('the Shipwright as a two-step choice (D144)', () => {
  it('offers the repairs, then the Improvements, then the crew: every legal Shipwright action reachable, nothing else', () => {
    const legal = offered(['c1', 'c2', 'c3'], 2, 3);
    const actions = shipwrightActions(legal);
    expect(actions).toHaveLength(3 * 3 * 4);
    expect(repairChoices(actions)).toEqual([0, 1, 2]);
    expect(improvementChoices(actions, 1)).toEqual([0, 1, 2, 3]);
    expect(crewFor(actions, 1, 2).map((a) => a.type === 'engageService' && a.crew)).toEqual(['c1', 'c2', 'c3']);
    // Each legal action is reached by exactly one path through the steps: 3 + 4 buttons instead of 36 rows.
    const reached = repairChoices(actions).flatMap((r) => improvementChoices(actions, r).flatMap((i) => crewFor(actions, r, i)));
    expect(new Set(reached)).toEqual(new Set(actions));
  });

  it('with nothing to repair, one repair choice (none): the first step is already taken', () => {
    expect(repairChoices(shipwrightActions(offered(['c1'], 0, 3)))).toEqual([0]);
  });
});
