import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The commit this code was run from, for the report's stamp ("made with commit …"): the git commit of the
 * checkout, with "+changes" when its files differ from it; undefined outside a git checkout.
 */
export function runCommit(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: here, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return undefined;
  }
}
