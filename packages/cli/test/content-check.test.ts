import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = join(root, 'packages/cli/bin/everrain.js');
const data = join(root, 'packages/content/data');

function check(dir: string) {
  return spawnSync(process.execPath, [bin, 'content', 'check', dir], { encoding: 'utf8', cwd: root });
}

describe('everrain content check on a folder of broken files (issue #11)', () => {
  it('reports each JSON syntax error with file, line and column, and every other file\'s problems too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    try {
      cpSync(data, dir, { recursive: true });
      // tiles.json: a missing comma at line 3 (the text is ours, so the place is known).
      writeFileSync(join(dir, 'tiles.json'), '[\n  { "id": "a"\n    "name": "b" }\n]\n');
      // crew.json: cut off in the middle.
      const crew = readFileSync(join(data, 'crew.json'), 'utf8');
      writeFileSync(join(dir, 'crew.json'), crew.slice(0, 40));
      // ships.json: valid JSON, a schema error.
      const ships = JSON.parse(readFileSync(join(data, 'ships.json'), 'utf8')) as { name: unknown }[];
      ships[0]!.name = 42;
      writeFileSync(join(dir, 'ships.json'), JSON.stringify(ships));
      rmSync(join(dir, 'dice.json'));
      const r = check(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^tiles\.json:3:5: not valid JSON/m);
      const lines = crew.slice(0, 40).split('\n');
      expect(r.stderr).toMatch(new RegExp(`^crew\\.json:${lines.length}:${lines.at(-1)!.length + 1}: not valid JSON`, 'm'));
      expect(r.stderr).toMatch(/^ships\.json › .* › name: /m);
      expect(r.stderr).toMatch(/^dice\.json: cannot be read/m);
      expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still passes on the shipped content files', () => {
    const r = check(data);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Content OK/);
  });
});
