import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The engine's layout (docs/architecture.md): folders named for the rulebook's sections, each allowed to
 * import only from itself and the folders below it. Bottom first. `index.ts` and `testing.ts` are the entry
 * points: nothing inside the engine imports them.
 */
export const LAYERS = [
  'core', 'map', 'tracks', 'crew', 'enemies', 'ship', 'cards', 'combat', 'enemy-phase', 'places', 'orders', 'flow',
  'queries',
] as const;

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SRC = 'packages/engine/src';
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function layerRules(): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = [
    { name: 'no-cycle', severity: 'error', from: { path: `^${SRC}/` }, to: { circular: true } },
    { name: 'no-entry-point-inside', severity: 'error', from: { path: `^${SRC}/` }, to: { path: `^${SRC}/(index|testing)\\.ts$` } },
  ];
  LAYERS.forEach((layer, rank) => {
    const above = LAYERS.slice(rank + 1);
    if (above.length === 0) return;
    rules.push({
      name: `${layer}-imports-only-downward`, severity: 'error',
      from: { path: `^${SRC}/${layer}/` },
      to: { path: `^${SRC}/(${above.join('|')})/` },
    });
  });
  return rules;
}

describe('the engine layout', () => {
  const files = sourceFiles(join(ROOT, SRC)).map((f) => relative(ROOT, f));

  it('puts every file in a rule-area folder (only the entry points at the top)', () => {
    const stray = files.filter((f) => {
      const inside = f.slice(SRC.length + 1);
      if (inside === 'index.ts' || inside === 'testing.ts') return false;
      return !LAYERS.some((layer) => inside.startsWith(`${layer}/`));
    });
    expect(stray).toEqual([]);
  });

  it(`keeps every file under ${MAX_LINES} lines`, () => {
    const long = files
      .map((f) => ({ f, lines: readFileSync(join(ROOT, f), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('has no import cycle, and every import points to its own folder or one below (type imports included)', async () => {
    const result = await cruise([SRC], {
      baseDir: ROOT,
      validate: true,
      tsPreCompilationDeps: true,
      ruleSet: { forbidden: layerRules() },
      exclude: { path: 'node_modules' },
      doNotFollow: { path: 'node_modules' },
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave text, not a result');
    const modules = result.output.modules.filter((m) => m.source.startsWith(SRC));
    expect(modules.length).toBe(files.length);
    const violations = result.output.summary.violations.map((v) =>
      `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(' -> ')})` : ''}`);
    expect(violations).toEqual([]);
  }, 60_000);
});
