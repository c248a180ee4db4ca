import { z } from 'zod';
import type { Effect, EffectKind } from '@everrain/engine';
import { coinAmount, coinCount, count, id, positive, skill, text, treasureKind } from './fields';

/**
 * The effects language's schema (engine effect-language.ts): one schema per kind, in a table the
 * compiler checks against the kinds; every place content holds effects takes its schema from here. Each
 * kind's inferred shape is checked against the engine's type in both directions
 * (test/effect-schema.test.ts), so neither can accept what the other does not.
 */

const crewSelector = z.enum(['chosen', 'all', 'onDeck', 'involved']);
const order = z.enum(['crew', 'navigation', 'artillery', 'fleeting']);
const polarity = z.enum(['positive', 'negative']);
export const effectCost = z.strictObject({ clues: positive.optional(), coin: coinCount.min(1).optional() });
/** A nested list of effects (a test's branches, a choice's options, a Fate roll's outcomes). */
const effects = z.array(z.lazy((): z.ZodType<Effect> => effectSchema));

export const EFFECT_SCHEMAS = {
  clues: z.strictObject({ kind: z.literal('clues'), amount: z.number().int() }),
  coin: z.strictObject({ kind: z.literal('coin'), amount: coinAmount }),
  treasure: z.strictObject({ kind: z.literal('treasure'), treasure: treasureKind.optional() }),
  loseTreasure: z.strictObject({ kind: z.literal('loseTreasure'), treasure: treasureKind.optional() }),
  schematic: z.strictObject({ kind: z.literal('schematic'), schematic: z.enum(['artillery', 'improvement']) }),
  order: z.strictObject({ kind: z.literal('order'), order }),
  loseOrder: z.strictObject({ kind: z.literal('loseOrder'), order }),
  loseTrait: z.strictObject({ kind: z.literal('loseTrait'), polarity, crew: crewSelector }),
  trauma: z.strictObject({ kind: z.literal('trauma'), amount: positive, crew: crewSelector }),
  strain: z.strictObject({ kind: z.literal('strain'), amount: positive, crew: crewSelector }),
  recover: z.strictObject({ kind: z.literal('recover'), gem: z.enum(['trauma', 'strain']), amount: z.union([positive, z.literal('all')]), crew: crewSelector }),
  trait: z.strictObject({ kind: z.literal('trait'), polarity, crew: crewSelector }),
  strainOnDeck: z.strictObject({ kind: z.literal('strainOnDeck'), amount: positive }),
  traumaInZone: z.strictObject({ kind: z.literal('traumaInZone'), amount: positive }),
  test: z.strictObject({
    kind: z.literal('test'), skill: z.enum(['island', 'port']), modifier: z.number().int().min(-9).max(9).optional(), success: effects, failure: effects,
  }),
  choice: z.strictObject({
    kind: z.literal('choice'),
    options: z.array(z.strictObject({ label: text, cost: effectCost.optional(), effects })).min(2),
  }),
  fate: z.strictObject({
    kind: z.literal('fate'),
    outcomes: z.array(z.strictObject({ from: skill, to: skill, effects })).min(1),
  }).refine((f) => Array.from({ length: 10 }, (_, face) => f.outcomes.filter((o) => o.from <= face && face <= o.to).length).every((n) => n === 1), {
    message: 'the outcomes of a Fate Die roll must cover each face 0–9 exactly once',
  }),
  spawnEnemy: z.strictObject({ kind: z.literal('spawnEnemy'), arena: z.enum(['onDeck', 'atSea']), card: id.optional() }),
  spawn: z.strictObject({ kind: z.literal('spawn'), enemy: id }),
  spawnOnEveryShip: z.strictObject({ kind: z.literal('spawnOnEveryShip') }),
  destroySelf: z.strictObject({ kind: z.literal('destroySelf') }),
  destroyNodes: z.strictObject({ kind: z.literal('destroyNodes'), own: z.boolean(), adjacent: count }),
  heal: z.strictObject({ kind: z.literal('heal'), amount: positive }),
  storm: z.strictObject({ kind: z.literal('storm') }),
  growStorms: z.strictObject({ kind: z.literal('growStorms') }),
  story: z.strictObject({ kind: z.literal('story'), card: id }),
  track: z.strictObject({ kind: z.literal('track'), track: z.enum(['playerDiscovery', 'agenda', 'elderOne']), amount: z.number().int().min(-16).max(16) }),
  shipDamage: z.strictObject({ kind: z.literal('shipDamage'), amount: positive }),
  repair: z.strictObject({ kind: z.literal('repair'), amount: positive }),
  spoils: z.strictObject({ kind: z.literal('spoils'), rolls: positive }),
  payWages: z.strictObject({ kind: z.literal('payWages') }),
} satisfies { readonly [K in EffectKind]: z.ZodType<{ readonly kind: K }> };

type EffectOption = (typeof EFFECT_SCHEMAS)[EffectKind];

/** Any effect of the language: what cards, Denizens, Inn services and Improvements hold. */
export const effectSchema: z.ZodType<Effect> = z.lazy(() => z.discriminatedUnion('kind', Object.values(EFFECT_SCHEMAS) as [EffectOption, ...EffectOption[]]));

const S = EFFECT_SCHEMAS;

/** What an enemy's special ability may do (engine: EnemyEffect). */
export const enemyEffectSchema = z.discriminatedUnion('kind', [S.destroySelf, S.destroyNodes, S.traumaInZone, S.strainOnDeck, S.spawn, S.heal, S.shipDamage]);

/** The Elder One's When Arisen effects (engine: ElderOneArisenEffect). */
export const elderOneEffectSchema = z.discriminatedUnion('kind', [S.spawnOnEveryShip, S.growStorms, S.strainOnDeck]);

/** A Spoils row's reward (engine: SpoilsReward): it gains, never loses. */
export const spoilsRewardSchema = z.discriminatedUnion('kind', [S.clues, S.coin, S.treasure, S.schematic])
  .refine((r) => !('amount' in r) || r.amount > 0, { message: 'a Spoils reward gains Clues or coin, it never loses them' });
