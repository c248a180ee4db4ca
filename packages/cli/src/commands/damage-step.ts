import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import {
  damageStepTotalShots,
  epiciniumStepInput,
  resolveEpiciniumSituation,
  summariseDamageSteps,
  summariseSituations,
} from '@everrain/damage-step';
import { RandomSource, seedRng } from '@everrain/engine';
import { parseDamageStepInput, parseTrials, workloadProblem, type DamageStepInput, type Parsed } from './damage-step-input';

export interface DamageStepOptions {
  readonly trials: string;
  readonly seed: string;
}

/**
 * Reads a damage-step file and runs it: the JSON report, or one line saying what is wrong.
 * Every trial draws from one random stream seeded with `--seed`, so the same seed gives the same report.
 */
export function damageStepReport(file: string, options: DamageStepOptions): Parsed<Record<string, unknown>> {
  const trials = parseTrials(options.trials);
  if (!trials.ok) return trials;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, error: `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const input = parseDamageStepInput(text, file);
  if (!input.ok) return input;
  const step = input.value.form === 'bodies' ? input.value : epiciniumStepInput(input.value.situation);
  const tooMuch = workloadProblem(trials.value, damageStepTotalShots(step.shots), step.bodies.length);
  if (tooMuch) return { ok: false, error: `${file}: ${tooMuch}` };
  return { ok: true, value: report(input.value, trials.value, options.seed) };
}

function report(input: DamageStepInput, trials: number, seed: string): Record<string, unknown> {
  const random = new RandomSource(seedRng(seed));
  if (input.form === 'bodies') {
    return { trials, seed, totalShots: damageStepTotalShots(input.shots), ...withoutTrials(summariseDamageSteps(input.shots, input.bodies, trials, random)) };
  }
  const { shots, bodies } = epiciniumStepInput(input.situation);
  if (trials === 1) {
    const { step, outcome } = resolveEpiciniumSituation(input.situation, random);
    return { trials, seed, shots, bodies, hits: step.hits, lethalInOrder: step.lethal, outcome };
  }
  return { trials, seed, shots, bodies, ...withoutTrials(summariseSituations(input.situation, trials, random)) };
}

function withoutTrials<T extends { trials: number }>(summary: T): Omit<T, 'trials'> {
  const { trials: _trials, ...rest } = summary;
  return rest;
}

export function damageStepCommand(program: Command): void {
  program
    .command('damage-step')
    .description("resolve Epicinium's damage step many times over the shots and bodies in FILE (or over a situation) and report what became lethal")
    .argument('<file>', 'JSON: {"shots":[{"count","damage"}],"bodies":[{"id","hitpoints","killable","powered","belongsTo"}]} or {"situation":{…}} (packages/damage-step/README.md)')
    .option('--trials <n>', 'number of damage steps to resolve (1 also prints the hits)', '10000')
    .option('--seed <s>', 'seed of the random stream', 'damage-step')
    .exitOverride((error) => {
      // Commander's own complaints (a missing FILE, an unknown option) are bad input too: exit code 2.
      process.exit(error.exitCode === 0 ? 0 : 2);
    })
    .action((file: string, o: DamageStepOptions) => {
      const result = damageStepReport(file, o);
      if (!result.ok) {
        console.error(`everrain damage-step: ${result.error}`);
        process.exitCode = 2;
        return;
      }
      console.log(JSON.stringify(result.value, null, 2));
    });
}
