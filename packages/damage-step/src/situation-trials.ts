import type { DamageStepRandom } from './core';
import { epiciniumStepInput, resolveEpiciniumSituation } from './situation';
import type { EpiciniumSituation } from './space';
import { checkDamageStepTrials, DamageStepTally, fractionsByValue, type DamageStepSummary } from './trials';

/** What many steps in the same situation did to its bodies and left of its space, as fractions of the trials. */
export interface EpiciniumSituationSummary extends DamageStepSummary {
  /** Per unit id: figures left ("0" = killed) → fraction. */
  readonly figuresLeft: Record<string, Record<string, number>>;
  /** The tile after the step, as "type:buildingsOrTrees:power" → fraction. */
  readonly tileAfter: Record<string, number>;
  /** Gas in the space after the step → fraction. */
  readonly gasAfter: Record<string, number>;
}

/** Runs `trials` steps in the same situation, one after another on the same random stream. */
export function summariseSituations(situation: EpiciniumSituation, trials: number, random: DamageStepRandom): EpiciniumSituationSummary {
  checkDamageStepTrials(trials);
  const tally = new DamageStepTally(epiciniumStepInput(situation).bodies);
  const units = [situation.space.ground, situation.space.air, situation.space.bypassing].flatMap((u) => (u ? [u] : []));
  const figuresLeft = new Map(units.map((u) => [u.id, new Array<number>(u.figures + 1).fill(0)]));
  const tileAfter = new Map<string, number>();
  const gasAfter = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string): void => { map.set(key, (map.get(key) ?? 0) + 1); };
  for (let t = 0; t < trials; t++) {
    const { step, outcome } = resolveEpiciniumSituation(situation, random);
    tally.add(step);
    for (const u of units) {
      const counts = figuresLeft.get(u.id);
      const left = u.figures - (outcome.figuresLost[u.id] ?? 0);
      if (counts) counts[left] = (counts[left] ?? 0) + 1;
    }
    const tile = outcome.space.tile;
    bump(tileAfter, `${tile.type}:${tile.buildingsOrTrees}:${tile.power}`);
    bump(gasAfter, String(outcome.space.gas));
  }
  const fractions = (map: Map<string, number>): Record<string, number> =>
    Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, n]) => [k, n / trials]));
  return {
    ...tally.summary(),
    figuresLeft: Object.fromEntries([...figuresLeft].map(([id, counts]) => [id, fractionsByValue(counts, trials)])),
    tileAfter: fractions(tileAfter),
    gasAfter: fractions(gasAfter),
  };
}
