import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index';
import * as testingEntry from '@everrain/engine/testing';

const root = new URL('../../../', import.meta.url);

/** Every TypeScript file of the engine's clients (every other package: sources, tests, benches), by path from the repository root. */
function clientFiles(): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const packages = new URL('packages/', root);
  for (const pkg of readdirSync(packages)) {
    if (pkg === 'engine') continue;
    const base = new URL(`${pkg}/`, packages);
    let names: string[];
    try { names = readdirSync(base, { recursive: true, encoding: 'utf8' }); } catch { continue; }
    for (const f of names) {
      if (/\.tsx?$/.test(f) && !/(^|\/)(node_modules|dist|test-output)\//.test(f)) {
        out.push({ path: `packages/${pkg}/${f}`, text: readFileSync(new URL(f, base), 'utf8') });
      }
    }
  }
  return out;
}

/** The names clients import from a module specifier (values and types alike). */
function importedFrom(specifier: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier.replace('/', '\\/')}'`, 'g');
  for (const { text } of clientFiles()) {
    for (const m of text.matchAll(pattern)) {
      for (const item of m[1]!.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const exported = Object.keys(api).sort();

describe('the public API (@everrain/engine) is what clients use', () => {
  it('every value it exports is imported by a client (any other package)', () => {
    const used = importedFrom('@everrain/engine');
    expect(used.size).toBeGreaterThan(30);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });

  it('no exported function changes a game through a ctx: a client changes a game only by apply', () => {
    const takesCtx = exported.filter((name) => {
      const value = (api as Record<string, unknown>)[name];
      return typeof value === 'function' && /^(?:async\s+)?(?:function\s*\w*\s*)?\(\s*ctx\b/.test(String(value));
    });
    expect(takesCtx).toEqual([]);
  });

  it('holds no scenario fixtures and none of the Epicinium damage step', () => {
    for (const name of ['withOverrides', 'OverrideError', 'scenarioSeedRng', 'resolveDamageStep', 'damageStepProblems', 'resolveEpiciniumSituation']) {
      expect(exported).not.toContain(name);
    }
    expect(exported.filter((name) => /epicinium|damageStep/i.test(name))).toEqual([]);
  });
});

describe('fixtures come from @everrain/engine/testing', () => {
  it('the entry resolves through the package exports and holds the overrides', () => {
    expect(typeof testingEntry.withOverrides).toBe('function');
    expect(typeof testingEntry.scenarioSeedRng).toBe('function');
    expect(new testingEntry.OverrideError('x')).toBeInstanceOf(Error);
  });

  it('no client source but the cli\'s scenario runner and the web\'s tutorial imports it (a game in play never bundles fixtures)', () => {
    const importers = clientFiles()
      .filter((f) => f.path.includes('/src/') && f.text.includes("'@everrain/engine/testing'"))
      .map((f) => f.path);
    // The tutorial opens its lessons' scenario positions (issue #24 item 6), in a chunk fetched only when it is opened.
    expect(importers.sort()).toEqual(['packages/cli/src/scenario/run.ts', 'packages/web/src/lessons/lessons.ts']);
  });
});
