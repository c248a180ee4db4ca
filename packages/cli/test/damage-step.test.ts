import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveDamageStep, type DamageStepBody, type DamageStepShot } from '@everrain/damage-step';
import { damageStepReport } from '../src/commands/damage-step';
import { enumerateRuns, probabilityOf, withinFiveSigma } from '../../damage-step/test/enumerate';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = join(root, 'packages/cli/bin/everrain.js');
const example = (name: string): string => join(root, 'examples/damage-step', name);
const dir = mkdtempSync(join(tmpdir(), 'damage-step-'));
let files = 0;
function file(content: unknown): string {
  const path = join(dir, `input-${files++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
function cli(...args: string[]) {
  return spawnSync(process.execPath, [bin, 'damage-step', ...args], { encoding: 'utf8', cwd: root });
}
function ok(path: string, trials: string, seed = 'test'): Record<string, unknown> {
  const r = damageStepReport(path, { trials, seed });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function error(path: string, trials = '100'): string {
  const r = damageStepReport(path, { trials, seed: 'x' });
  if (r.ok) throw new Error('accepted bad input');
  return r.error;
}

describe('everrain damage-step FILE: shots and bodies', () => {
  it('reports lethal fractions, the lethal-count distribution and figures lost within the 5-sigma bound of the exact values', () => {
    const shots: DamageStepShot[] = [{ count: 2, damage: 1 }];
    const bodies: DamageStepBody[] = [
      { id: 'M1', hitpoints: 1, belongsTo: 'unit:blue-militia' },
      { id: 'M2', hitpoints: 1, belongsTo: 'unit:blue-militia' },
      { id: 'C', hitpoints: 2, powered: true, belongsTo: 'tile:city' },
    ];
    const leaves = enumerateRuns((random) => resolveDamageStep(shots, bodies, random));
    const n = 20_000;
    const out = ok(example('militia-and-city.json'), String(n)) as { trials: number; lethal: Record<string, number>; lethalCount: Record<string, number>; figuresLost: Record<string, Record<string, number>> };
    expect(out.trials).toBe(n);
    // By hand: M1 is lethal with probability 1/3 + 1/3·1/2 + 1/3·1/3 = 11/18; C only when both shots hit it, 1/9.
    expect(probabilityOf(leaves, (r) => r.lethal.includes('M1')).toString()).toBe('11/18');
    expect(probabilityOf(leaves, (r) => r.lethal.includes('C')).toString()).toBe('1/9');
    for (const b of bodies) {
      expect(withinFiveSigma(out.lethal[b.id] ?? -1, probabilityOf(leaves, (r) => r.lethal.includes(b.id)).toNumber(), n)).toBe(true);
    }
    for (let k = 0; k <= 3; k++) {
      expect(withinFiveSigma(out.lethalCount[String(k)] ?? -1, probabilityOf(leaves, (r) => r.lethal.length === k).toNumber(), n)).toBe(true);
    }
    for (let k = 0; k <= 2; k++) {
      const p = probabilityOf(leaves, (r) => r.lost['unit:blue-militia'] === k).toNumber();
      expect(withinFiveSigma(out.figuresLost['unit:blue-militia']?.[String(k)] ?? -1, p, n)).toBe(true);
    }
    expect(Object.keys(out.figuresLost['tile:city'] ?? {})).toEqual(['0', '1']);
  });

  it('an unkillable body is lethal but costs no figure', () => {
    const out = ok(example('leftover.json'), '500') as { lethal: Record<string, number>; figuresLost: Record<string, Record<string, number>> };
    expect(out.lethal).toEqual({ R1: 1, miss: 1 });
    expect(out.figuresLost).toEqual({ 'unit:red-riflemen': { 0: 0, 1: 1 }, tile: { 0: 1 } });
  });

  it('--trials 1 also prints the hits of that step', () => {
    const one = ok(example('leftover.json'), '1') as { hits: Array<{ leftover: boolean }> };
    expect(one.hits).toHaveLength(4);
    expect(one.hits.some((h) => h.leftover)).toBe(true);
    expect(ok(example('leftover.json'), '2')).not.toHaveProperty('hits');
  });

  it('defaults killable to true and powered to false', () => {
    const path = file({ shots: [{ count: 1, damage: 1 }], bodies: [{ id: 'A', hitpoints: 1, belongsTo: 'u' }] });
    expect(ok(path, '10')).toMatchObject({ figuresLost: { u: { 0: 0, 1: 1 } } });
  });
});

describe('everrain damage-step FILE: a situation', () => {
  it('--trials 1 prints the bodies, the hits and the space after the step', () => {
    const out = ok(example('gunners-on-forest.json'), '1') as { bodies: unknown[]; hits: unknown[]; outcome: { space: { tile: { type: string } }; figuresLost: Record<string, number> } };
    expect(out.bodies).toHaveLength(4);
    expect(out.hits).toHaveLength(6);
    expect(out.outcome.figuresLost).toHaveProperty('blue-riflemen');
    expect(['forest', 'grass']).toContain(out.outcome.space.tile.type);
  });

  it('more trials print the distributions of what is left', () => {
    const out = ok(example('bombard-industry.json'), '2000') as { figuresLeft: Record<string, Record<string, number>>; tileAfter: Record<string, number>; gasAfter: Record<string, number> };
    expect(Object.keys(out.figuresLeft)).toEqual(['red-tanks', 'red-zeppelin']);
    expect(out.figuresLeft['red-zeppelin']).toEqual({ 0: 0, 1: 1 });
    const total = Object.values(out.tileAfter).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    // Industry leaks Gas: destroyed (both buildings lost) exactly when the space gains 1.
    expect(out.gasAfter['1'] ?? 0).toBeCloseTo(out.tileAfter['rubble:0:0'] ?? 0, 10);
  });

  it('a bypass on Trenches gives neither Trenches nor bypassed bodies', () => {
    const out = ok(example('bypass-on-trenches.json'), '1') as { bodies: Array<{ id: string }> };
    expect(out.bodies.map((b) => b.id)).toEqual(['unit:blue-militia#1', 'unit:blue-militia#2']);
  });
});

describe('bad input: one clear line, exit code 2', () => {
  it.each([
    ['a missing file', () => error(join(dir, 'nope.json')), /cannot read .*nope\.json: ENOENT/],
    ['bad JSON', () => error(file('{ "shots": ')), /is not valid JSON/],
    ['a bad shape', () => error(file({ shots: [{ count: 1, damage: 1 }], bodies: [{ id: 'A', belongsTo: 'u' }] })), /bodies\[0\]\.hitpoints/],
    ['a negative number', () => error(file({ shots: [{ count: -2, damage: 1 }], bodies: [{ id: 'A', hitpoints: 1, belongsTo: 'u' }] })), /shots\[0\]\.count/],
    ['zero hitpoints', () => error(file({ shots: [], bodies: [{ id: 'A', hitpoints: 0, belongsTo: 'u' }] })), /hitpoints/],
    ['duplicate ids', () => error(file({ shots: [], bodies: [{ id: 'A', hitpoints: 1, belongsTo: 'u' }, { id: 'A', hitpoints: 2, belongsTo: 'u' }] })), /"A" is used by another body/],
    ['no bodies', () => error(file({ shots: [], bodies: [] })), /bodies/],
    ['an unknown key', () => error(file({ shots: [], bodies: [{ id: 'A', hitpoints: 1, belongsTo: 'u', hp: 3 }] })), /bodies\[0\]/],
    ['trials 0', () => error(example('militia-and-city.json'), '0'), /--trials/],
    ['trials -3', () => error(example('militia-and-city.json'), '-3'), /--trials/],
    ['trials 1.5', () => error(example('militia-and-city.json'), '1.5'), /--trials/],
    ['a situation with both an attack and an effect', () => error(file({ situation: { space: { tile: { type: 'grass' } }, attack: { attackers: [{ type: 'rifleman', figures: 1 }], target: 'ground' }, effect: { shots: [], targets: 'ground' } } })), /exactly one/],
    ['a situation without its target', () => error(file({ situation: { space: { tile: { type: 'grass' } }, attack: { attackers: [{ type: 'rifleman', figures: 1 }], target: 'ground' } } })), /no ground unit/],
    ['too many figures', () => error(file({ situation: { space: { tile: { type: 'grass' }, ground: { id: 'm', type: 'militia', figures: 4 } }, effect: { shots: [], targets: 'ground' } } })), /1 … 3 figures/],
    ['an unknown unit type', () => error(file({ situation: { space: { tile: { type: 'grass' }, ground: { id: 'm', type: 'dragon', figures: 1 } }, effect: { shots: [], targets: 'ground' } } })), /situation\.space\.ground\.type/],
    ['trees on a City', () => error(file({ situation: { space: { tile: { type: 'city', buildingsOrTrees: 6 } }, effect: { shots: [], targets: 'ground' } } })), /buildingsOrTrees/],
    // Workloads past the cap (trials × (shots + 15 × bodies) ≤ 20,000,000; packages/damage-step/README.md), refused before any trial runs.
    ['10,000,000 trials of a 2-shot, 3-body step', () => error(example('militia-and-city.json'), '10000000'), /workload .* more than 20000000/],
    ['1,000 trials over 5,000 bodies', () => error(file({ shots: [{ count: 1, damage: 1 }], bodies: Array.from({ length: 5000 }, (_, i) => ({ id: `B${i}`, hitpoints: 3, belongsTo: `u${i}` })) }), '1000'), /workload/],
    ['100,000 shots, 201 trials', () => error(file({ shots: [{ count: 100_000, damage: 1 }], bodies: [{ id: 'A', hitpoints: 1, belongsTo: 'u' }] }), '201'), /workload/],
  ])('%s', (_name, run, message) => {
    const line = run();
    expect(line).toMatch(message);
    expect(line).not.toContain('\n');
  });

  it('a workload at the cap runs in a few seconds', () => {
    // Just under 20,000,000 units: 1,333 trials over 1,000 bodies of 1,000 units (1 shot), the slowest shape measured per unit.
    const path = file({ shots: [{ count: 1, damage: 1 }], bodies: Array.from({ length: 1000 }, (_, i) => ({ id: `B${i}`, hitpoints: 3, belongsTo: `u${i}` })) });
    const started = Date.now();
    expect(ok(path, '1333').trials).toBe(1333);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('through the command: stderr has one line, stdout nothing, exit code 2', () => {
    for (const args of [[join(dir, 'missing.json')], [file('not json')], [example('militia-and-city.json'), '--trials', '0'], []]) {
      const r = cli(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('same seed, same output', () => {
  it('through the command, and a different seed gives a different sample', () => {
    const a = cli(example('militia-and-city.json'), '--trials', '3000', '--seed', 's1');
    const b = cli(example('militia-and-city.json'), '--trials', '3000', '--seed', 's1');
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout)).toEqual(ok(example('militia-and-city.json'), '3000', 's1'));
    expect(ok(example('militia-and-city.json'), '3000', 's2')).not.toEqual(ok(example('militia-and-city.json'), '3000', 's1'));
  });

  it('for a situation, hits and outcome included', () => {
    expect(ok(example('gunners-on-forest.json'), '1', 'k')).toEqual(ok(example('gunners-on-forest.json'), '1', 'k'));
  });
});
