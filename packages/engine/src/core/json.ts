export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** How deep, how big and how long-stringed a value handed to the engine may be. */
export interface PlainLimits {
  /** Levels of arrays and objects (the value itself is level 0). */
  readonly depth: number;
  /** Values in all (every array, object, string, number… counts one). */
  readonly nodes: number;
  /** Characters in any one string or object key. */
  readonly stringLength: number;
}

/** An action is tiny (legal ones are 3 levels deep, ~10 values, strings under 30 characters): these leave room. */
export const ACTION_LIMITS: PlainLimits = { depth: 16, nodes: 1_000, stringLength: 200 };

/** A file handed to the game (a save, a scenario): far larger than an action, still bounded (scenarios are 9 levels deep). */
export const DOCUMENT_LIMITS: PlainLimits = { depth: 32, nodes: 2_000_000, stringLength: 100_000 };

export type PlainResult = { readonly ok: true; readonly value: JsonValue } | { readonly ok: false; readonly problem: string };

class NotPlain {
  constructor(readonly problem: string) {}
}

/**
 * Copies `value` if it is plain data — null, booleans, finite numbers, strings, arrays and objects with
 * plain prototypes, own enumerable data properties and string keys — within `limits`; otherwise says
 * what is wrong (shortly, quoting at most an excerpt). Never throws, whatever it is given (proxies
 * whose traps throw included), and never reads a property twice, so the copy is what was checked.
 * -0 becomes 0; "__proto__" keys are refused.
 */
export function plainCopy(value: unknown, limits: PlainLimits): PlainResult {
  const budget = { nodes: limits.nodes };
  try {
    return { ok: true, value: copy(value, limits, budget, 0, null) };
  } catch (error) {
    if (error instanceof NotPlain) return { ok: false, problem: error.problem };
    return { ok: false, problem: 'it could not be read as plain data' };
  }
}

/** Where a value sits in what was given, innermost step last (built only for a message). */
type Path = { readonly parent: Path; readonly step: string | number } | null;

function copy(value: unknown, limits: PlainLimits, budget: { nodes: number }, depth: number, path: Path): JsonValue {
  const fail = (what: string): never => {
    throw new NotPlain(path ? `${what} at ${excerpt(pathText(path))}` : what);
  };
  if (--budget.nodes < 0) fail(`it holds more than ${limits.nodes} values`);
  switch (typeof value) {
    case 'string':
      if (value.length > limits.stringLength) fail(`a string is longer than ${limits.stringLength} characters (${excerpt(value)})`);
      return value;
    case 'number':
      if (!Number.isFinite(value)) fail(`${String(value)} is not a finite number`);
      return value === 0 ? 0 : value;
    case 'boolean':
      return value;
    case 'object':
      break;
    default:
      return fail(`a ${typeof value} is not plain data`);
  }
  if (value === null) return null;
  if (depth >= limits.depth) fail(`it is nested deeper than ${limits.depth} levels`);
  const proto: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) fail('an array has a foreign prototype');
    const length = (Reflect.getOwnPropertyDescriptor(value, 'length') as PropertyDescriptor | undefined)?.value as unknown;
    if (typeof length !== 'number' || length > budget.nodes) fail(`it holds more than ${limits.nodes} values`);
    const keys = Reflect.ownKeys(value);
    if (keys.length !== (length as number) + 1) fail('an array has holes or extra properties');
    const out: JsonValue[] = [];
    for (let i = 0; i < (length as number); i++) out.push(copy(own(value, String(i), fail), limits, budget, depth + 1, { parent: path, step: i }));
    return out;
  }
  if (proto !== Object.prototype && proto !== null) fail('an object is not a plain object (a class instance or a prototype trick)');
  const keys = Reflect.ownKeys(value);
  if (keys.length > budget.nodes) fail(`it holds more than ${limits.nodes} values`);
  const out: Record<string, JsonValue> = {};
  for (const key of keys) {
    if (typeof key === 'symbol') fail('an object has a symbol key');
    const name = key as string;
    if (name.length > limits.stringLength) fail(`a key is longer than ${limits.stringLength} characters (${excerpt(name)})`);
    if (name === '__proto__') fail('an object has a "__proto__" key');
    out[name] = copy(own(value, name, fail), limits, budget, depth + 1, { parent: path, step: name });
  }
  return out;
}

/** An own, enumerable data property's value, read from its descriptor (so no getter runs). */
function own(object: object, key: string, fail: (what: string) => never): unknown {
  const d = Reflect.getOwnPropertyDescriptor(object, key);
  if (!d) return fail(`"${excerpt(key)}" is missing`);
  if (!('value' in d)) return fail(`"${excerpt(key)}" is a getter or setter`);
  if (d.enumerable !== true) return fail(`"${excerpt(key)}" is not enumerable`);
  return d.value;
}

function pathText(path: Path): string {
  const steps: (string | number)[] = [];
  for (let p = path; p; p = p.parent) steps.unshift(p.step);
  return steps.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${p}`)).join('');
}

/** At most `max` characters of a text, with an ellipsis when cut, for quoting input in messages. */
export function excerpt(text: string, max = 60): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1)}…`;
}

/** Structural equality of two plain values (as `plainCopy` makes them): same kinds, keys and values. */
export function plainEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x: JsonValue, i: number) => plainEqual(x, (b as readonly JsonValue[])[i]));
  }
  const ra = a as { readonly [key: string]: JsonValue };
  const rb = b as { readonly [key: string]: JsonValue };
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  return keys.every((k) => Object.hasOwn(rb, k) && plainEqual(ra[k], rb[k]));
}

/** Deeper than this, canonicalJson refuses (with a plain Error) rather than overflow the stack. */
export const CANONICAL_MAX_DEPTH = 500;

/**
 * JSON with object keys sorted, so equal values always print the same. Meant for the engine's own data
 * (states, actions); a value nested deeper than CANONICAL_MAX_DEPTH levels, or cyclic, is an Error —
 * never a stack overflow.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, 0));
}

function sortKeys(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= CANONICAL_MAX_DEPTH) throw new Error(`canonicalJson: a value nested deeper than ${CANONICAL_MAX_DEPTH} levels (or cyclic)`);
  if (Array.isArray(value)) return value.map((v: unknown) => sortKeys(v, depth + 1));
  // A null-prototype record keeps a hostile "__proto__" key as data instead of swallowing it.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key], depth + 1);
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
