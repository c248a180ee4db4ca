import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { defaultContent } from '@everrain/content';
import { runScenarioText, type ScenarioResult } from '../scenario/run';

/** Every .json file under the given files and folders, sorted. */
export function scenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    if (statSync(path).isDirectory()) out.push(...scenarioFiles(readdirSync(path).sort().map((f) => join(path, f)).filter((f) => statSync(f).isDirectory() || f.endsWith('.json'))));
    else out.push(path);
  }
  return out;
}

export function runScenarioFiles(files: readonly string[]): ScenarioResult[] {
  const content = defaultContent();
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { name: file, file, passed: false, failures: [`cannot read: ${(error as Error).message}`] };
    }
    return runScenarioText(text, file, content);
  });
}

export function scenarioCommand(program: Command): void {
  program
    .command('scenario')
    .description('run scenario files (or folders of them) and report each')
    .argument('<files...>', 'scenario files or folders')
    .action((paths: string[]) => {
      let files: string[];
      try {
        files = scenarioFiles(paths);
      } catch (error) {
        console.error(`everrain scenario: ${(error as Error).message}`);
        process.exitCode = 2;
        return;
      }
      const results = runScenarioFiles(files);
      for (const r of results) {
        console.log(`${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  (${r.file})`);
        for (const f of r.failures) console.log(`        ${f}`);
      }
      const failed = results.filter((r) => !r.passed).length;
      console.log(`${results.length - failed} passed, ${failed} failed`);
      if (failed > 0) process.exitCode = 1;
    });
}
