import { describe, expect, it } from 'vitest';
import {
  resolveDamageStep,
  summariseDamageSteps,
  type DamageStepBody,
  type DamageStepResult,
  type DamageStepShot,
} from '../src/index';
import { seeded } from './seeded';
import { enumerateRuns, frac, ONE, probabilityOf, withinFiveSigma, ZERO, type Fraction } from './enumerate';

const body = (id: string, hitpoints: number, more: Partial<DamageStepBody> = {}): DamageStepBody => ({ id, hitpoints, belongsTo: id, ...more });
const exactly = (shots: DamageStepShot[], bodies: DamageStepBody[]) => enumerateRuns((random) => resolveDamageStep(shots, bodies, random));
const pLethal = (shots: DamageStepShot[], bodies: DamageStepBody[], id: string): Fraction =>
  probabilityOf(exactly(shots, bodies), (r) => r.lethal.includes(id));

/** Seeded Monte Carlo: the fraction of `n` steps for which `event` holds. */
function estimate(shots: DamageStepShot[], bodies: DamageStepBody[], event: (r: DamageStepResult) => boolean, n: number, seed: string): number {
  const random = seeded(seed);
  let hits = 0;
  for (let i = 0; i < n; i++) if (event(resolveDamageStep(shots, bodies, random))) hits += 1;
  return hits / n;
}

describe('rule: each shot deals its damage to a single randomly chosen body', () => {
  it('1 shot over 2 one-hitpoint bodies: each takes lethal damage with probability 1/2, exactly one does', () => {
    const shots = [{ count: 1, damage: 1 }];
    const bodies = [body('A', 1), body('B', 1)];
    expect(pLethal(shots, bodies, 'A')).toEqual(frac(1, 2));
    expect(pLethal(shots, bodies, 'B')).toEqual(frac(1, 2));
    expect(probabilityOf(exactly(shots, bodies), (r) => r.lethal.length === 1)).toEqual(ONE);
  });

  it('the choice is uniform: 1 shot over 3 bodies hits each with probability 1/3', () => {
    const leaves = exactly([{ count: 1, damage: 1 }], [body('A', 5), body('B', 5), body('C', 5)]);
    for (const id of ['A', 'B', 'C']) expect(probabilityOf(leaves, (r) => r.hits[0]?.body === id)).toEqual(frac(1, 3));
  });

  it('a shot hits one body only: every hit names one body and deals the shot\'s damage', () => {
    const r = resolveDamageStep([{ count: 4, damage: 2 }], [body('A', 3), body('B', 3)], seeded(1));
    expect(r.hits).toHaveLength(4);
    for (const h of r.hits) expect(h.damage).toBe(2);
    expect(Object.values(r.taken).reduce((a, b) => a + b, 0)).toBe(8);
  });
});

describe('rule: when the total damage reaches or exceeds the hitpoints, the body has taken lethal damage', () => {
  it('reaches: 2 shots of 1 on a 2-hitpoint body are lethal, 1 shot is not', () => {
    const random = seeded('reach');
    expect(resolveDamageStep([{ count: 2, damage: 1 }], [body('A', 2)], random).lethal).toEqual(['A']);
    expect(resolveDamageStep([{ count: 1, damage: 1 }], [body('A', 2)], random).lethal).toEqual([]);
  });

  it('exceeds: 1 shot of 3 on a 2-hitpoint body is lethal, and the hit says so', () => {
    const r = resolveDamageStep([{ count: 1, damage: 3 }], [body('A', 2)], seeded('exceed'));
    expect(r.lethal).toEqual(['A']);
    expect(r.hits).toEqual([{ shot: 0, source: 0, body: 'A', damage: 3, lethal: true, leftover: false }]);
    expect(r.taken).toEqual({ A: 3 });
  });

  it('damage adds up over the shots of different sources', () => {
    const r = resolveDamageStep([{ count: 1, damage: 1 }, { count: 1, damage: 2 }], [body('A', 3)], seeded(0));
    expect(r.hits.map((h) => h.lethal)).toEqual([false, true]);
  });

  it('a 0-damage shot never makes a body lethal', () => {
    expect(resolveDamageStep([{ count: 5, damage: 0 }], [body('A', 1)], seeded(0)).lethal).toEqual([]);
  });
});

describe('rule: a body that has taken lethal damage is removed from the damage step', () => {
  it('2 shots of 1 over hitpoints 1 and 2: A lethal 3/4, B lethal 1/4, always exactly one lethal', () => {
    const shots = [{ count: 2, damage: 1 }];
    const bodies = [body('A', 1), body('B', 2)];
    expect(pLethal(shots, bodies, 'A')).toEqual(frac(3, 4));
    expect(pLethal(shots, bodies, 'B')).toEqual(frac(1, 4));
    expect(probabilityOf(exactly(shots, bodies), (r) => r.lethal.length === 1)).toEqual(ONE);
  });

  it('2 shots of 1 over two 1-hitpoint bodies always kill both (the second shot cannot hit the lethal one)', () => {
    expect(probabilityOf(exactly([{ count: 2, damage: 1 }], [body('A', 1), body('B', 1)]), (r) => r.lethal.length === 2)).toEqual(ONE);
  });

  it('a shot fired while one body is left always hits that body', () => {
    const leaves = exactly([{ count: 3, damage: 1 }], [body('A', 1), body('B', 5)]);
    const laterHitsOnB = (r: DamageStepResult): boolean => {
      const i = r.hits.findIndex((h) => h.body === 'A');
      return i < 0 || r.hits.slice(i + 1).every((h) => h.body === 'B');
    };
    expect(probabilityOf(leaves, laterHitsOnB)).toEqual(ONE);
    expect(probabilityOf(leaves, (r) => r.hits.some((h) => h.body === 'A'))).toEqual(frac(7, 8));
  });
});

describe('rule: in order, every source fires its shots', () => {
  it('shots are numbered in firing order and sources fire one after another', () => {
    const r = resolveDamageStep([{ count: 2, damage: 1 }, { count: 0, damage: 9 }, { count: 3, damage: 2 }], [body('A', 50), body('B', 50)], seeded('order'));
    expect(r.hits.map((h) => h.shot)).toEqual([0, 1, 2, 3, 4]);
    expect(r.hits.map((h) => h.source)).toEqual([0, 0, 2, 2, 2]);
    expect(r.hits.map((h) => h.damage)).toEqual([1, 1, 2, 2, 2]);
  });

  it('the order matters: a 2-damage shot then a 1-damage shot over A(2), B(1) differs from the reverse', () => {
    const bodies = [body('A', 2), body('B', 1)];
    const bigFirst = [{ count: 1, damage: 2 }, { count: 1, damage: 1 }];
    const smallFirst = [{ count: 1, damage: 1 }, { count: 1, damage: 2 }];
    expect(pLethal(bigFirst, bodies, 'A')).toEqual(frac(1, 2));
    expect(pLethal(bigFirst, bodies, 'B')).toEqual(ONE);
    expect(pLethal(smallFirst, bodies, 'A')).toEqual(frac(3, 4));
    expect(pLethal(smallFirst, bodies, 'B')).toEqual(frac(3, 4));
  });
});

describe('rule: damage left over when every body has taken lethal damage is randomly distributed over the bodies', () => {
  it('3 shots over two 1-hitpoint bodies: both lethal, the third shot is left over and hits each with probability 1/2', () => {
    const leaves = exactly([{ count: 3, damage: 1 }], [body('A', 1), body('B', 1)]);
    expect(probabilityOf(leaves, (r) => r.lethal.length === 2)).toEqual(ONE);
    expect(probabilityOf(leaves, (r) => r.hits[2]?.leftover === true)).toEqual(ONE);
    expect(probabilityOf(leaves, (r) => r.hits[2]?.body === 'A')).toEqual(frac(1, 2));
    expect(probabilityOf(leaves, (r) => r.hits.slice(0, 2).some((h) => h.leftover))).toEqual(ZERO);
  });

  it('left-over hits add damage but make nothing lethal twice and cost nothing more', () => {
    const r = resolveDamageStep([{ count: 6, damage: 1 }], [body('A', 1, { belongsTo: 'u' }), body('B', 1, { belongsTo: 'u' })], seeded('left'));
    expect(r.lethal).toHaveLength(2);
    expect(r.hits.filter((h) => h.leftover)).toHaveLength(4);
    expect(r.hits.filter((h) => h.leftover).every((h) => !h.lethal)).toBe(true);
    expect(r.lost).toEqual({ u: 2 });
    expect((r.taken.A ?? 0) + (r.taken.B ?? 0)).toBe(6);
  });

  it('a lethal shot\'s excess damage is not carried to another body', () => {
    const r = resolveDamageStep([{ count: 1, damage: 5 }], [body('A', 1), body('B', 1)], seeded(3));
    expect(r.lethal).toHaveLength(1);
    expect(Object.values(r.taken).sort()).toEqual([0, 5]);
  });
});

describe('bodies: what lethal damage costs', () => {
  it('lost counts killable lethal bodies per owner; poweredLost the powered ones; unkillable bodies cost nothing', () => {
    const bodies = [
      body('M1', 1, { belongsTo: 'unit:m' }), body('M2', 1, { belongsTo: 'unit:m' }),
      body('C1', 1, { belongsTo: 'tile', powered: true }), body('miss', 1, { belongsTo: 'tile', killable: false }),
    ];
    const r = resolveDamageStep([{ count: 4, damage: 1 }], bodies, seeded('cost'));
    expect(r.lethal).toHaveLength(4);
    expect(r.lost).toEqual({ 'unit:m': 2, tile: 1 });
    expect(r.poweredLost).toEqual({ 'unit:m': 0, tile: 1 });
  });

  it('with no bodies there is no step: no hits', () => {
    expect(resolveDamageStep([{ count: 3, damage: 1 }], [], seeded(0))).toEqual({ hits: [], lethal: [], taken: {}, lost: {}, poweredLost: {} });
  });

  it('refuses negative, fractional or duplicate input', () => {
    const random = seeded(0);
    expect(() => resolveDamageStep([{ count: -1, damage: 1 }], [body('A', 1)], random)).toThrow(/count/);
    expect(() => resolveDamageStep([{ count: 1, damage: 1.5 }], [body('A', 1)], random)).toThrow(/damage/);
    expect(() => resolveDamageStep([], [body('A', 0)], random)).toThrow(/hitpoints/);
    expect(() => resolveDamageStep([], [body('A', 1), body('A', 2)], random)).toThrow(/another body/);
  });

  it('an id like __proto__ is plain data', () => {
    const r = resolveDamageStep([{ count: 1, damage: 1 }], [body('__proto__', 1)], seeded(0));
    expect(Object.hasOwn(r.taken, '__proto__')).toBe(true);
    expect(r.lethal).toEqual(['__proto__']);
  });
});

describe('seeded runs agree with the enumerated exact probabilities (5-sigma bound, see withinFiveSigma)', () => {
  const cases: Array<{ name: string; shots: DamageStepShot[]; bodies: DamageStepBody[] }> = [
    { name: '1 shot over two 1-hp bodies', shots: [{ count: 1, damage: 1 }], bodies: [body('A', 1), body('B', 1)] },
    { name: '2 shots of 1 over hp 1 and 2', shots: [{ count: 2, damage: 1 }], bodies: [body('A', 1), body('B', 2)] },
    { name: 'mixed sources over three bodies', shots: [{ count: 2, damage: 1 }, { count: 1, damage: 2 }], bodies: [body('A', 1), body('B', 2), body('C', 3)] },
    { name: 'left-over damage', shots: [{ count: 4, damage: 1 }], bodies: [body('A', 1), body('B', 2)] },
  ];
  const n = 20_000;
  for (const c of cases) {
    it(c.name, () => {
      const leaves = exactly(c.shots, c.bodies);
      const summary = summariseDamageSteps(c.shots, c.bodies, n, seeded(`mc-${c.name}`));
      for (const b of c.bodies) {
        const p = probabilityOf(leaves, (r) => r.lethal.includes(b.id)).toNumber();
        expect(withinFiveSigma(summary.lethal[b.id] ?? -1, p, n), `${b.id}: ${summary.lethal[b.id]} vs ${p}`).toBe(true);
      }
      for (let k = 0; k <= c.bodies.length; k++) {
        const p = probabilityOf(leaves, (r) => r.lethal.length === k).toNumber();
        expect(withinFiveSigma(summary.lethalCount[String(k)] ?? -1, p, n), `${k} lethal`).toBe(true);
      }
      const firstHitA = probabilityOf(leaves, (r) => r.hits[0]?.body === 'A').toNumber();
      expect(withinFiveSigma(estimate(c.shots, c.bodies, (r) => r.hits[0]?.body === 'A', n, `first-${c.name}`), firstHitA, n)).toBe(true);
    });
  }

  it('the bound can fail: a biased chooser is caught', () => {
    const shots = [{ count: 1, damage: 1 }];
    const bodies = [body('A', 1), body('B', 1)];
    const real = seeded('bias');
    const biased = { int: (from: number, to: number) => (real.int(0, 9) < 6 ? from : to) };
    const summary = summariseDamageSteps(shots, bodies, n, biased);
    expect(withinFiveSigma(summary.lethal.A ?? -1, 0.5, n)).toBe(false);
  });
});
