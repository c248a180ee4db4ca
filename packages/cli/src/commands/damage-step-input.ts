import { z } from 'zod';
import {
  damageStepProblems,
  damageStepTotalShots,
  EPICINIUM_TILE_TYPES,
  EPICINIUM_UNIT_TYPES,
  epiciniumSituationProblems,
  epiciniumStepInput,
  type DamageStepBody,
  type DamageStepShot,
  type EpiciniumSituation,
} from '@everrain/damage-step';

/** The two forms of a `damage-step` file: shots and bodies as they are, or a whole Epicinium situation. */
export type DamageStepInput =
  | { readonly form: 'bodies'; readonly shots: DamageStepShot[]; readonly bodies: DamageStepBody[] }
  | { readonly form: 'situation'; readonly situation: EpiciniumSituation };

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** More shots than this in one step is refused: a typo, not a question anyone asks. */
export const MAX_SHOTS_PER_STEP = 100_000;

const whole = z.number().int().min(0);
const shot = z.strictObject({ count: whole, damage: whole });
const body = z.strictObject({
  id: z.string().min(1),
  hitpoints: z.number().int().min(1),
  killable: z.boolean().default(true),
  powered: z.boolean().default(false),
  belongsTo: z.string().min(1),
});
const bodiesFile = z.strictObject({ shots: z.array(shot), bodies: z.array(body).min(1) });

const unit = z.strictObject({ id: z.string().min(1), type: z.enum(EPICINIUM_UNIT_TYPES), figures: z.number().int().min(1) });
const space = z.strictObject({
  tile: z.strictObject({ type: z.enum(EPICINIUM_TILE_TYPES), buildingsOrTrees: whole.default(0), power: whole.default(0) }),
  ground: unit.optional(),
  air: unit.optional(),
  bypassing: unit.optional(),
  bonedrought: z.boolean().default(false),
  gas: whole.default(0),
});
const attack = z.strictObject({
  attackers: z.array(z.strictObject({ type: z.enum(EPICINIUM_UNIT_TYPES), figures: z.number().int().min(1) })).min(1),
  target: z.enum(['ground', 'air', 'bypassing']),
});
const effect = z.strictObject({ shots: z.array(shot), targets: z.enum(['ground', 'groundAndAir', 'trample']) });
const situationFile = z.strictObject({
  situation: z.strictObject({ space, attack: attack.optional(), effect: effect.optional() })
    .refine((s) => (s.attack === undefined) !== (s.effect === undefined), 'give exactly one of "attack" (a targeted attack) or "effect" (an indiscriminate damage effect)'),
});

/** Parses and checks a file's text; the error is one line naming the file and the first problem. */
export function parseDamageStepInput(text: string, file: string): Parsed<DamageStepInput> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${file} is not valid JSON: ${(error as Error).message}` };
  }
  const fail = (problem: string): Parsed<DamageStepInput> => ({ ok: false, error: `${file}: ${problem}` });
  const isSituation = typeof json === 'object' && json !== null && !Array.isArray(json) && Object.hasOwn(json, 'situation');
  if (isSituation) {
    const parsed = situationFile.safeParse(json);
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const { space: where, attack: a, effect: e } = parsed.data.situation;
    const situation: EpiciniumSituation = a ? { space: where, attack: a } : { space: where, effect: e ?? { shots: [], targets: 'ground' } };
    const problem = epiciniumSituationProblems(situation).map((p) => `situation.${p}`)[0];
    if (problem) return fail(problem);
    if (damageStepTotalShots(epiciniumStepInput(situation).shots) > MAX_SHOTS_PER_STEP) return fail(`more than ${MAX_SHOTS_PER_STEP} shots in one step`);
    return { ok: true, value: { form: 'situation', situation } };
  }
  const parsed = bodiesFile.safeParse(json);
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const { shots, bodies } = parsed.data;
  const problem = damageStepProblems(shots, bodies)[0];
  if (problem) return fail(problem);
  if (damageStepTotalShots(shots) > MAX_SHOTS_PER_STEP) return fail(`more than ${MAX_SHOTS_PER_STEP} shots in one step`);
  return { ok: true, value: { form: 'bodies', shots, bodies } };
}

/**
 * The most work one run may ask for: trials × (shots + BODY_WEIGHT × bodies). A body costs about 15 shots
 * (measured: 1,000 bodies of 1,000 units is the slowest shape per unit), and at the cap a run takes a few
 * seconds (2–3 s on the test machine); past it the run is refused before any trial (packages/damage-step/README.md).
 */
export const MAX_WORKLOAD = 20_000_000;
export const BODY_WEIGHT = 15;

/** The run's workload, or a one-line refusal when it is past MAX_WORKLOAD. */
export function workloadProblem(trials: number, shots: number, bodies: number): string | null {
  const workload = trials * (shots + BODY_WEIGHT * bodies);
  if (workload <= MAX_WORKLOAD) return null;
  const most = Math.max(0, Math.floor(MAX_WORKLOAD / (shots + BODY_WEIGHT * bodies)));
  return `the workload of ${trials} trials × (${shots} shots + ${BODY_WEIGHT} × ${bodies} bodies) = ${workload} is more than ${MAX_WORKLOAD}: ask for at most ${most} trials of this step`;
}

/** `--trials`: a whole number from 1 to 10,000,000. */
export function parseTrials(text: string): Parsed<number> {
  const trials = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(trials) || trials < 1 || trials > 10_000_000) {
    return { ok: false, error: `--trials must be a whole number from 1 to 10000000 (got "${text}")` };
  }
  return { ok: true, value: trials };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not a valid damage-step file';
  const path = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
  return `${path || 'file'}: ${issue.message}`.replace(/\s*\n\s*/g, ' ');
}
