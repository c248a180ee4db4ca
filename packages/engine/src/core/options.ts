import { excerpt } from './json';
import type { ContentSet } from './content';
import type { GameLength, RuleOptions } from './state';

/** What a new game is made from. */
export interface GameOptions {
  readonly players: number;
  readonly length?: GameLength;
  /** Ship ids by seat; by default the first ships of the content, in order. */
  readonly ships?: readonly string[];
  readonly rules?: Partial<RuleOptions>;
  readonly content: ContentSet;
}

/** Every option `createGame` takes; anything else is refused (a typo must not silently change nothing). */
export const OPTION_KEYS = ['players', 'length', 'ships', 'rules', 'content'] as const;
// A new option in GameOptions must be listed above, or this line stops type-checking.
type Unlisted = Exclude<keyof GameOptions, (typeof OPTION_KEYS)[number]>;
const everyOptionListed: [Unlisted] extends [never] ? true : never = true;

/** Every value each rules option can take (a new rules option must be listed, or this stops type-checking). */
export const RULE_VALUES: { readonly [K in keyof RuleOptions]: readonly RuleOptions[K][] } = {
  firstPlayer: ['clockwise', 'choose'],
  shipDamage: ['fateDie', 'colourOrder'],
  traumaDistribution: ['choose', 'random'],
  finalConfrontation: [false, true],
  boarding: [false, true],
  exhaustiveExpeditions: [false, true],
  agendaPace: ['gentle', 'standard', 'harsh'],
};

/**
 * What is wrong with the names and kinds of `createGame`'s options, or null: an unknown option, a rules
 * object that is not a plain record of known rules with allowed values, ships that are not a list of ids.
 * Reads own data properties only (no getter runs) and never throws; messages quote at most an excerpt.
 */
export function optionsProblem(options: unknown): string | null {
  if (!everyOptionListed) return null;
  try {
    return problemOf(options);
  } catch {
    return 'The options could not be read.';
  }
}

function problemOf(options: unknown): string | null {
  if (!isRecord(options)) return 'Options must be a plain object.';
  for (const key of Reflect.ownKeys(options)) {
    if (typeof key === 'symbol') return 'Options must not have symbol keys.';
    if (!(OPTION_KEYS as readonly string[]).includes(key)) return `Unknown option "${excerpt(key)}": the options are ${OPTION_KEYS.join(', ')}.`;
  }
  const rules = valueOf(options, 'rules');
  if (rules !== undefined) {
    if (!isRecord(rules)) return 'rules must be a plain object of rules options.';
    for (const key of Reflect.ownKeys(rules)) {
      if (typeof key === 'symbol') return 'rules must not have symbol keys.';
      if (!Object.hasOwn(RULE_VALUES, key)) return `Unknown rules option rules.${excerpt(key)}: the rules options are ${Object.keys(RULE_VALUES).join(', ')}.`;
      const allowed = RULE_VALUES[key as keyof RuleOptions] as readonly unknown[];
      const value = valueOf(rules, key);
      if (!allowed.includes(value)) {
        const shown = typeof value === 'string' ? `"${excerpt(value, 30)}"` : typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null ? String(value) : `a ${typeof value}`;
        return `rules.${key} must be ${allowed.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(' or ')}; got ${shown}.`;
      }
    }
  }
  const ships = valueOf(options, 'ships');
  if (ships !== undefined && !(Array.isArray(ships) && ships.every((s) => typeof s === 'string'))) return 'ships must be a list of ship ids, one per seat.';
  return null;
}

function isRecord(value: unknown): value is object {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An own data property's value (a getter is refused, not run). */
function valueOf(object: object, key: string): unknown {
  const d = Reflect.getOwnPropertyDescriptor(object, key);
  if (d && !('value' in d)) throw new Error('getter');
  return d?.value;
}
