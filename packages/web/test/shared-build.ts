import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The browser test files share one production build of the client (issue #22 item 7). This global setup
 * builds nothing: it names one folder for the run, and the first browser test file that asks for the build
 * (harness.ts, `sharedBuild`) makes it while the others wait for it. A run with no browser test builds nothing.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder (relative to packages/web) the run's one client build goes to. */
    webBuild: string;
  }
}

export const BUILD_ROOT = 'dist-test';

export default function setup(project: TestProject): () => void {
  const webRoot = join(project.config.root, 'packages/web');
  const outDir = join(BUILD_ROOT, `run-${process.pid}-${Date.now()}`);
  project.provide('webBuild', outDir);
  return () => {
    rmSync(join(webRoot, outDir), { recursive: true, force: true });
    rmSync(join(webRoot, `${outDir}.lock`), { recursive: true, force: true });
  };
}

/** Marks the build as being made (true: this caller makes it) or already claimed (false: wait for it). */
export function claimBuild(dir: string): boolean {
  mkdirSync(join(dir, '..'), { recursive: true });
  try {
    mkdirSync(`${dir}.lock`);
    return true;
  } catch {
    return false;
  }
}

export function markBuilt(dir: string, error: string | null): void {
  writeFileSync(`${dir}.lock/${error === null ? 'done' : 'failed'}`, error ?? '');
}

/** Waits for the build another test file is making: resolves once it is done, rejects with its error. */
export async function builtByAnother(dir: string, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(`${dir}.lock/done`)) return;
    if (existsSync(`${dir}.lock/failed`)) throw new Error(`the shared client build failed: ${readFileSync(`${dir}.lock/failed`, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shared client build did not finish in time');
}
