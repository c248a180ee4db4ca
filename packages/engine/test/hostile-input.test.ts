import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultContent } from '@everrain/content';
import { activeShipyard, apply, canonicalJson, createGame, legalActions, RandomSource, seedRng, stateHash, type Action, type ApplyResult, type GameState } from '../src/index';
import { deepFreeze } from './freeze';

/**
 * Hostile input (issue #11, C): whatever `apply` is given, on states from real seeded games, it never
 * throws; it accepts only what is exactly (structurally) a legal action, and then acts as that action;
 * it refuses everything else with a known code and a short message; and neither the state nor the input
 * changes. States are deep-frozen, so a write to either would throw and fail the test.
 */
const content = defaultContent();
const CODES = ['malformed-action', 'not-your-turn', 'illegal-action', 'game-over'];

interface Sample { readonly state: GameState; readonly hash: string; readonly legal: readonly Action[] }

/** States from seeded random games: every 40th, every one with a new kind of pending decision, and the end. */
function sampleStates(): { samples: Sample[]; shipyard: Sample | undefined } {
  const samples: Sample[] = [];
  let shipyard: Sample | undefined;
  const kinds = new Set<string>();
  const take = (state: GameState) => {
    deepFreeze(state);
    const sample = { state, hash: stateHash(state), legal: legalActions(state) };
    samples.push(sample);
    return sample;
  };
  const rules = { boarding: true, exhaustiveExpeditions: true } as const;
  for (let g = 0; g < 6; g++) {
    const players = 1 + (g % 4);
    const created = createGame({ players, length: 'short', content, ...(g % 2 === 1 ? { rules } : {}) }, `hostile-${g}`);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const bot = new RandomSource(seedRng(`hostile-bot-${g}`));
    for (let n = 0; !state.outcome; n++) {
      const kind = state.pending[0]?.kind;
      if (kind === 'shipyard' && !shipyard) shipyard = take(state);
      else if (n % 40 === 0 || (kind !== undefined && !kinds.has(kind))) take(state);
      if (kind !== undefined) kinds.add(kind);
      const result = apply(state, bot.pick(legalActions(state)));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    take(state);
  }
  return { samples, shipyard };
}

const { samples, shipyard } = sampleStates();
const playing = samples.filter((s) => s.legal.length > 0);

/** Exactly a legal action: plain arrays and objects (no getters, prototypes or extra keys) holding equal values. */
function isExactly(input: unknown, legal: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (legal === null || typeof legal !== 'object') return input === legal;
  if (input === null || typeof input !== 'object') return false;
  if (Array.isArray(legal) !== Array.isArray(input)) return false;
  const proto = Object.getPrototypeOf(input);
  if (proto !== (Array.isArray(legal) ? Array.prototype : Object.prototype) && proto !== null) return false;
  const keys = Reflect.ownKeys(input).filter((k) => !(Array.isArray(input) && k === 'length'));
  const wanted = Object.keys(legal);
  if (keys.length !== wanted.length) return false;
  return wanted.every((k) => {
    const d = Object.getOwnPropertyDescriptor(input, k);
    return !!d && 'value' in d && d.enumerable === true && isExactly(d.value, (legal as Record<string, unknown>)[k], depth + 1);
  });
}

/** The checks made on every input; `exact` is the legal action the input stands for, if it may be accepted. */
function check(sample: Sample, input: unknown, accept: (result: ApplyResult & { ok: true }) => boolean = () => false): void {
  let result: ApplyResult | undefined;
  expect(() => { result = apply(sample.state, input); }).not.toThrow();
  if (!result) throw new Error('no result');
  if (result.ok) {
    const match = sample.legal.find((a) => isExactly(input, a));
    if (match) {
      const expected = apply(sample.state, match);
      expect(expected.ok && stateHash(result.state)).toBe(expected.ok && stateHash(expected.state));
    } else {
      expect(accept(result)).toBe(true);
    }
  } else {
    expect(CODES).toContain(result.error.code);
    expect(result.error.message.length).toBeLessThan(300);
  }
  expect(stateHash(sample.state)).toBe(sample.hash);
}

/** Runs `input` against `sample`, checking the input is unchanged too (by its fast-check printout). */
function checkUnchanged(sample: Sample, input: unknown): void {
  const before = fc.stringify(input);
  check(sample, input);
  expect(fc.stringify(input)).toBe(before);
}

const aSample = fc.constantFrom(...samples);
const aPlayingSample = fc.constantFrom(...playing);
/** A playing sample and one of its legal actions (a fresh copy each time). */
const aLegal = aPlayingSample.chain((s) => fc.constantFrom(...s.legal).map((a) => ({ sample: s, action: structuredClone(a) as Record<string, unknown> })));

function nested(levels: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = asArray ? [value] : { type: 'endTurn', seat: 0, next: value };
  return value;
}

describe('apply on hostile input, on states from seeded random games', () => {
  it('the sample holds real positions: pending decisions, a Shipwright, an ended game', () => {
    expect(samples.length).toBeGreaterThan(30);
    expect(new Set(samples.map((s) => s.state.pending[0]?.kind)).size).toBeGreaterThan(8);
    expect(samples.some((s) => s.state.outcome)).toBe(true);
    expect(shipyard).toBeDefined();
  });

  it('every legal action is still accepted, as a fresh plain copy and as a transparent proxy', () => {
    for (const s of playing.slice(0, 8)) {
      for (const a of s.legal.slice(0, 12)) {
        check(s, structuredClone(a));
        check(s, JSON.parse(JSON.stringify(a)));
        check(s, new Proxy(structuredClone(a), {}));
      }
    }
  });

  it('anything at all (primitives, arrays, objects, functions…) is refused or is a legal action', () => {
    fc.assert(fc.property(aSample, fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true, withObjectString: true }), (s, junk) => {
      checkUnchanged(s, junk);
    }), { numRuns: 300 });
  });

  it('a legal action with one field replaced by anything is refused unless it is still exactly legal', () => {
    fc.assert(fc.property(aLegal, fc.nat(), fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true }), ({ sample, action }, i, value) => {
      const keys = Object.keys(action);
      const key = keys[i % keys.length]!;
      checkUnchanged(sample, { ...action, [key]: value });
    }), { numRuns: 300 });
  });

  it('NaN, Infinity, -Infinity, 1e400 in place of any field (null and numbers included) are refused', () => {
    const bad = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.parseFloat('1e400'));
    fc.assert(fc.property(aLegal, fc.nat(), bad, ({ sample, action }, i, value) => {
      const keys = Object.keys(action);
      const input = { ...action, [keys[i % keys.length]!]: value };
      check(sample, input);
      expect(apply(sample.state, input).ok).toBe(false);
    }), { numRuns: 400 });
  });

  it('-0 in place of a 0 acts exactly as the 0 would (or is refused)', () => {
    const zeroes = playing.flatMap((s) => s.legal.flatMap((a) => Object.entries(a).filter(([, v]) => v === 0).map(([key]) => ({ s, a, key }))));
    expect(zeroes.length).toBeGreaterThan(10);
    fc.assert(fc.property(fc.constantFrom(...zeroes), ({ s, a, key }) => check(s, { ...a, [key]: -0 })), { numRuns: 60 });
  });

  it('a legal action with an extra key, a symbol key, a getter, a prototype or toJSON is refused', () => {
    fc.assert(fc.property(aLegal, fc.string(), fc.anything(), ({ sample, action }, key, value) => {
      if (!(key in action)) {
        const input = { ...action, [key]: value };
        checkUnchanged(sample, input);
        expect(apply(sample.state, input).ok).toBe(false);
      }
      const shapes: unknown[] = [
        { ...action, [Symbol('x')]: 1 },
        { ...action, toJSON: () => action },
        { toJSON: () => action },
        Object.create(action),
        Object.assign(Object.create({ injected: true }), action),
        JSON.parse(`{"__proto__": {"type": "endTurn"}, ${JSON.stringify(action).slice(1)}`),
        Object.defineProperty({ ...action }, 'type', { get: () => action.type, enumerable: true }),
        Object.defineProperty({ ...action }, 'seat', { value: action.seat, enumerable: false }),
        new (class Action { constructor() { Object.assign(this, action); } })(),
        Object.entries(action),
        [action],
        // A field that prints as JSON null but is not null.
        ...Object.keys(action).map((k) => ({ ...action, [k]: { toJSON: () => null } })),
        ...Object.keys(action).map((k) => ({ ...action, [k]: undefined })),
      ];
      for (const input of shapes) {
        check(sample, input);
        expect(apply(sample.state, input).ok).toBe(false);
      }
    }), { numRuns: 30 });
  });

  it('hostile proxies: throwing, revoked, or reading differently from their descriptors', () => {
    fc.assert(fc.property(aLegal, ({ sample, action }) => {
      const legalResult = apply(sample.state, action);
      const actsAsTheLegal = (r: ApplyResult & { ok: true }) => legalResult.ok && stateHash(r.state) === stateHash(legalResult.state);
      const thrower = new Proxy(action, { ownKeys: () => { throw new Error('boom'); } });
      const getThrower = new Proxy(action, { get: () => { throw new RangeError('boom'); } });
      const protoThrower = new Proxy(action, { getPrototypeOf: () => { throw new Error('boom'); } });
      const { proxy: revoked, revoke } = Proxy.revocable(action, {});
      revoke();
      const liar = new Proxy(action, { get: () => Number.NaN });
      for (const input of [thrower, getThrower, protoThrower, revoked]) check(sample, input);
      check(sample, liar, actsAsTheLegal);
    }), { numRuns: 40 });
  });

  it('deep nesting (3,000 levels, objects and arrays, in the action and in a field) is refused', () => {
    for (const s of playing.slice(0, 10)) {
      const legal = s.legal[0]!;
      for (const asArray of [false, true]) {
        check(s, nested(3000, legal, asArray));
        for (const key of Object.keys(legal)) check(s, { ...legal, [key]: nested(3000, null, asArray) });
      }
      check(s, JSON.parse(`${'['.repeat(2600)}${']'.repeat(2600)}`));
    }
  });

  it('huge strings (a 1 MB type or field) are refused with a short message', () => {
    const huge = 'x'.repeat(1 << 20);
    for (const s of playing.slice(0, 10)) {
      const legal = s.legal[0]!;
      check(s, { type: huge, seat: 0 });
      check(s, { ...legal, type: `${legal.type}${huge}` });
      for (const key of Object.keys(legal)) check(s, { ...legal, [key]: huge });
      check(s, { ...legal, [huge]: 1 });
      check(s, huge);
    }
  });

  it('a wide action (100,000 keys or elements) is refused', () => {
    const s = playing[0]!;
    const wide: Record<string, number> = {};
    for (let i = 0; i < 100_000; i++) wide[`k${i}`] = i;
    check(s, { ...s.legal[0], ...wide });
    check(s, { ...s.legal[0], list: Array.from({ length: 100_000 }, (_, i) => i) });
  });
});

describe('canonicalJson (used by the state hash) on deep values', () => {
  it('refuses a value nested 3,000 levels deep with a plain Error, not a stack overflow', () => {
    for (const asArray of [false, true]) {
      const deep = nested(3000, 1, asArray);
      expect(() => canonicalJson(deep)).toThrow(/deeper than/);
      expect(() => canonicalJson(deep)).not.toThrow(RangeError);
    }
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
  });
});

describe('the Shipwright answer with card: NaN (issue #11)', () => {
  it('is refused, and the upgrades on offer stay in the game', () => {
    if (!shipyard) throw new Error('no Shipwright in the sampled games');
    const seat = shipyard.state.pending[0]!.seat as number;
    const result = apply(shipyard.state, { type: 'buyUpgrade', seat, card: Number.NaN, slot: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('malformed-action');
    // The legal "be done" answer puts every offered upgrade back under its deck.
    const done = apply(shipyard.state, { type: 'buyUpgrade', seat, card: null, slot: null });
    expect(done.ok).toBe(true);
    if (done.ok) {
      const count = (st: GameState) => st.decks.improvements.length + st.decks.artillery.length;
      expect(count(done.state)).toBe(count(shipyard.state) + (activeShipyard(shipyard.state)?.offered.length ?? 0));
    }
  });
});
