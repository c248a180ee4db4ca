import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { EFFECT_KINDS, type Effect, type EffectKind, type ElderOneArisenEffect, type EnemyEffect, type SpoilsReward } from '@everrain/engine';
import { bundledRaw, checkContent, formatProblem } from '../src/index';
import { EFFECT_SCHEMAS, effectSchema, elderOneEffectSchema, enemyEffectSchema, spoilsRewardSchema } from '../src/effect-schemas';

/**
 * The effects language's schema against the engine's types, both ways. These are compile-time checks:
 * `npm run typecheck` (tsc over the tests) fails when a schema accepts a shape the type does not, or
 * the type allows one the schema refuses — a kind missing on either side, a field added, dropped, made
 * optional or given another type. Readonly-ness is not compared (zod infers mutable shapes).
 */

/** A type with every readonly taken off, all the way down. */
type Plain<T> = T extends readonly (infer U)[] ? Plain<U>[] : T extends object ? { -readonly [K in keyof T]: Plain<T[K]> } : T;
/** Identical types (not merely assignable each way: an extra optional field counts). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Agrees<Schema extends z.ZodType, Type> = Same<Plain<z.infer<Schema>>, Plain<Type>>;

/** Each kind's schema against its type: nested effects (tests, choices, Fate rolls) are Effect on both sides, so each level checks the next. */
type PerKind = { [K in EffectKind]: Agrees<(typeof EFFECT_SCHEMAS)[K], Extract<Effect, { readonly kind: K }>> };

describe('the effects schema and the engine types agree', () => {
  it('has a schema for every kind of effect and no other (compile time)', () => {
    expectTypeOf<keyof typeof EFFECT_SCHEMAS>().toEqualTypeOf<EffectKind>();
  });

  it('gives every kind the shape of its type, both ways (compile time)', () => {
    expectTypeOf<PerKind>().toEqualTypeOf<{ [K in EffectKind]: true }>();
  });

  it('gives each source of immediate effects exactly its part of the language (compile time)', () => {
    expectTypeOf<Agrees<typeof enemyEffectSchema, EnemyEffect>>().toEqualTypeOf<true>();
    expectTypeOf<Agrees<typeof elderOneEffectSchema, ElderOneArisenEffect>>().toEqualTypeOf<true>();
    expectTypeOf<Agrees<typeof spoilsRewardSchema, SpoilsReward>>().toEqualTypeOf<true>();
  });

  it('validates exactly the kinds the interpreter has handlers for', () => {
    expect([...Object.keys(EFFECT_SCHEMAS)].sort()).toEqual([...EFFECT_KINDS].sort());
    for (const kind of EFFECT_KINDS) expect(effectSchema.safeParse({ kind }).error?.issues[0]?.code).not.toBe('invalid_union');
    expect(effectSchema.safeParse({ kind: 'summonKraken' }).success).toBe(false);
  });

  it('lets only an enemy\'s ability use the effects that need the enemy using it', () => {
    const raw = structuredClone(bundledRaw) as unknown as { seaEvents: { effects: unknown[] }[] };
    raw.seaEvents[0]!.effects.push({ kind: 'heal', amount: 1 }, { kind: 'spawn', enemy: 'cultist' });
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(/^sea-events\.json › .* › effects\.\d+: only an enemy's ability can use "heal"/)]);
  });

  it('keeps a Spoils row a reward: it never loses Clues or coin', () => {
    const raw = structuredClone(bundledRaw) as unknown as { spoils: { reward: unknown }[] };
    raw.spoils[0]!.reward = { kind: 'clues', amount: -1 };
    const result = checkContent(raw as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map(formatProblem)).toEqual(['spoils.json › 0.reward: a Spoils reward gains Clues or coin, it never loses them']);
  });
});
