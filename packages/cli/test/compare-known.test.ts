import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/everrain.js', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('everrain compare --known', () => {
  it('takes bot B\'s result for a seed from an earlier run\'s --out lines instead of playing it again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-known-'));
    const known = join(dir, 'known.jsonl');
    const out = join(dir, 'out.jsonl');
    // The random bot never wins (README figures: 0 of 400): a B win on seed k-1-0 can only come from the file.
    writeFileSync(known, `${JSON.stringify({ players: 1, seed: 'k-1-0', a: 0, b: 1 })}\n`);
    const r = run(['compare', '--a', 'random', '--b', 'random', '--players', '1', '--games', '2', '--length', 'short', '--seed', 'k', '--known', known, '--out', out]);
    expect(r.status).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { seed: string; b: number });
    expect(lines.map((l) => [l.seed, l.b])).toEqual([['k-1-0', 1], ['k-1-1', 0]]);
  });
});
