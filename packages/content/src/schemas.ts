import { z } from 'zod';
import type {
  ArtilleryDefinition,
  BoardDefinition,
  CrewDefinition,
  DiceDefinition,
  ElderOneDefinition,
  EnemyDefinition,
  DenizenDefinition,
  StoryCardDefinition,
  PortServicesDefinition,
  ImprovementDefinition,
  MapTileDefinition,
  ShipBoardLayout,
  SeaEventDefinition,
  ShipDefinition,
  SpoilsRow,
  TreasureDefinition,
  StartingSupplies,
  TraitDefinition,
} from '@everrain/engine';
import { effectCost, effectSchema, elderOneEffectSchema, enemyEffectSchema, spoilsRewardSchema } from './effect-schemas';
import { coinCount, count, id, positive, skill, text, treasureKind } from './fields';

/** Schemas for every content file. Each is typed by the engine's interface, so the two cannot drift. */

export { COIN_MESSAGE } from './fields';
export { effectSchema } from './effect-schemas';
const hexType = z.enum(['calmSea', 'roughSea', 'port', 'island', 'altar', 'shipwreck']);
const artillerySlot = z.enum(['port', 'bowStern', 'starboard']);
const axial = z.strictObject({ q: z.number().int(), r: z.number().int() });

/** A value by the game's length and then its player count, each optional (ByLengthAndCount). */
const byLengthAndCount = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(['short', 'medium', 'long']), z.partialRecord(z.enum(['1', '2', '3', '4']), value));

export const boardSchema: z.ZodType<BoardDefinition> = z.strictObject({
  agendaTrackLength: z.number().int().min(2),
  agendaTrackLengthFor: byLengthAndCount(z.number().int().min(2)).optional(),
  actBoundaries: z.array(z.number().int().min(1)).length(3),
  trackEnd: z.strictObject({ short: z.number().int().min(4), medium: z.number().int().min(4), long: z.number().int().min(4) }),
  elderOneHeadStart: byLengthAndCount(z.number().int().min(0)).optional(),
  elderOneAdvancesFromLead: byLengthAndCount(z.number().int().min(1)).optional(),
  tileSlots: z.array(axial).min(1),
  stormShapes: z.strictObject({ '2': z.array(axial).length(2), '3': z.array(axial).length(3), '4': z.array(axial).length(4) }),
  enemyShipSpawnDistance: z.number().int().min(1),
  enemyFigures: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), positive),
  islandBoards: z.array(z.strictObject({
    name: text,
    nodes: z.array(z.strictObject({
      node: z.number().int().min(1), adjacent: z.array(z.number().int().min(1)), shore: z.boolean().optional(), expedition: z.boolean().optional(),
    })).min(2),
    tokens: z.strictObject({ clue: count, treasure: count, expedition: count, enemy: count, rest: count }),
  })).min(1),
});

export const shipBoardSchema: z.ZodType<ShipBoardLayout> = z.strictObject({
  enemyShipBoards: z.array(z.strictObject({
    name: text,
    zones: z.array(z.strictObject({ zone: z.number().int().min(10).max(99), name: text, adjacent: z.array(z.number().int().min(10).max(99)) })).min(1),
    gangways: z.array(z.strictObject({ deck: z.number().int().min(0).max(9), enemy: z.number().int().min(10).max(99) })).min(1),
  })).min(1),
  belowDeckSlots: z.number().int().min(1),
  maxMiniaturesPerZone: z.number().int().min(1),
  holdCapacity: count,
  crewSlots: z.number().int().min(1),
  zones: z.array(z.strictObject({
    zone: z.number().int().min(0).max(9),
    name: text,
    symbols: z.array(z.enum(['navigation', 'artillery', 'crowsNest'])),
    artillerySlot: artillerySlot.optional(),
    fires: z.enum(['ahead', 'astern']).optional(),
    adjacent: z.array(z.number().int().min(0).max(9)),
  })).length(10),
});

export const diceSchema: z.ZodType<DiceDefinition> = z.strictObject({
  attack: z.array(z.enum(['damage', 'wild', 'omen', 'blank'])).length(6),
  evasion: z.array(z.enum(['evade', 'wild', 'omen', 'blank'])).length(6),
  enemy: z.array(z.enum(['move', 'damage', 'omen', 'blank'])).length(6),
});

export const startingSchema: z.ZodType<StartingSupplies> = z.strictObject({
  coin: coinCount,
  orders: z.strictObject({ crew: count, navigation: count, artillery: count }),
  deckhands: z.number().int().min(1),
});

export const shipSchema: z.ZodType<ShipDefinition> = z.strictObject({
  id,
  name: text,
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb'),
  artillery: z.partialRecord(artillerySlot, id),
  printedImprovements: z.array(z.strictObject({ slot: z.number().int().min(0), improvement: id })).length(2),
});

export const tileSchema: z.ZodType<MapTileDefinition> = z.strictObject({
  id,
  name: text,
  act: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  clues: count,
  hexes: z.array(z.strictObject({ type: hexType, name: text.optional() })).length(6),
});

export const crewSchema: z.ZodType<CrewDefinition> = z.strictObject({
  id,
  name: text,
  kind: z.enum(['deckhand', 'adept']),
  role: z.enum(['masterAtArms', 'navigator', 'surgeon']).optional(),
  portrait: id,
  attackDice: count,
  evasionDice: count,
  islandSkill: skill,
  portSkill: skill,
  trackLength: z.number().int().min(1),
  wage: coinCount,
  fixedTrait: id.optional(),
});

const modifier = z.number().int().min(-3).max(3).optional();

export const traitSchema: z.ZodType<TraitDefinition> = z.strictObject({
  id,
  name: text,
  polarity: z.enum(['positive', 'negative']),
  location: z.enum(['sea', 'expedition', 'port', 'general']),
  text,
  modifiers: z.strictObject({
    attackDice: modifier,
    evasionDice: modifier,
    islandSkill: modifier,
    portSkill: modifier,
    trackLength: modifier,
    seaStrain: modifier,
    navigationBonus: modifier,
    healing: modifier,
  }),
  contradicts: z.array(id).optional(),
  adeptOnly: z.boolean().optional(),
});

export const artillerySchema: z.ZodType<ArtilleryDefinition> = z.strictObject({
  id, name: text, slot: artillerySlot, text, starting: z.boolean().optional(), cost: coinCount,
  targets: z.array(z.strictObject({ q: z.number().int(), r: z.number().int(), dice: positive })).min(1),
});

const victoryRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('destructionTokens'), count: positive }),
  z.strictObject({ kind: z.literal('agendaWraps'), count: positive }),
  z.strictObject({ kind: z.literal('discoveryWhileWounded') }),
  z.strictObject({ kind: z.literal('discoveryWhileHurt'), trauma: positive.optional() }),
  z.strictObject({ kind: z.literal('driveOff'), trauma: positive }),
]);

const risesSchema = z.enum(['centre', 'altarNearestFirstPlayer', 'shipwreckFarthestFromShips', 'shipwreckNearestFirstPlayer']);

const goalRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reachPorts'), count: positive }),
  z.strictObject({ kind: z.literal('sinkShips'), count: positive }),
  z.strictObject({ kind: z.literal('holdCentre'), phases: positive }),
]);

/**
 * A player count's changes to an Elder One card (D159). A changed rule must come with its changed words, so
 * players read the card that applies to their game: a goal rule needs its `goal`, a victory rule its `victory`.
 */
const elderOneOverrideShape = {
  health: positive.optional(),
  dice: positive.optional(),
  rises: risesSchema.optional(),
  whenArisen: text.optional(),
  goal: text.optional(),
  goalRule: goalRuleSchema.optional(),
  victory: text.optional(),
  victoryRule: victoryRuleSchema.optional(),
  orVictoryRule: victoryRuleSchema.optional(),
};

function checkOverride(o: z.infer<z.ZodObject<typeof elderOneOverrideShape>> & { readonly byPlayers?: object }, ctx: z.RefinementCtx): void {
  if (Object.keys(o).length === 0) ctx.addIssue({ code: 'custom', message: 'an override must change at least one field' });
  if (o.rises && o.whenArisen === undefined) ctx.addIssue({ code: 'custom', path: ['whenArisen'], message: 'a changed rising needs its whenArisen text' });
  if (o.goalRule && o.goal === undefined) ctx.addIssue({ code: 'custom', path: ['goal'], message: 'a changed goalRule needs its goal text' });
  if ((o.victoryRule || o.orVictoryRule) && o.victory === undefined) ctx.addIssue({ code: 'custom', path: ['victory'], message: 'a changed victoryRule or orVictoryRule needs its victory text' });
}

const elderOneOverrideSchema = z.strictObject(elderOneOverrideShape).superRefine(checkOverride);

const byPlayersSchema = z.strictObject({
  1: elderOneOverrideSchema.optional(), 2: elderOneOverrideSchema.optional(),
  3: elderOneOverrideSchema.optional(), 4: elderOneOverrideSchema.optional(),
});

/** A game length's changes to an Elder One card (D166), and at that length a player count's (D168). */
const elderOneLengthSchema = z.strictObject({ ...elderOneOverrideShape, byPlayers: byPlayersSchema.optional() }).superRefine(checkOverride);

export const elderOneSchema: z.ZodType<ElderOneDefinition> = z.strictObject({
  id,
  name: text,
  health: positive,
  dice: positive,
  rises: risesSchema,
  whenArisen: text,
  arisenEffects: z.array(elderOneEffectSchema),
  goal: text,
  goalRule: goalRuleSchema,
  victory: text,
  victoryRule: victoryRuleSchema,
  orVictoryRule: victoryRuleSchema.optional(),
  byPlayers: byPlayersSchema.optional(),
  byLength: z.strictObject({
    short: elderOneLengthSchema.optional(), medium: elderOneLengthSchema.optional(), long: elderOneLengthSchema.optional(),
  }).optional(),
});

export const enemySchema: z.ZodType<EnemyDefinition> = z.strictObject({
  id,
  name: text,
  act: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  arena: z.enum(['onDeck', 'atSea']),
  health: positive,
  dice: positive,
  loot: count,
  copies: positive,
  figure: z.string().regex(/^[a-z][A-Za-z]*$/),
  engagementRange: positive.optional(),
  attackRange: positive.optional(),
  destination: z.enum(['port', 'island', 'altar', 'shipwreck']).optional(),
  abilities: z.array(z.strictObject({ name: text, omens: positive, text, effects: z.array(enemyEffectSchema).min(1) })),
  text,
});

export const spoilsSchema: z.ZodType<readonly SpoilsRow[]> = z.array(z.strictObject({
  from: skill,
  to: skill,
  reward: spoilsRewardSchema,
}));

export const servicesSchema: z.ZodType<PortServicesDefinition> = z.strictObject({
  university: z.strictObject({ cluesPerStep: positive }),
  apothecary: z.strictObject({ coinPerTrauma: coinCount }),
  shipwright: z.strictObject({ coinPerRepair: coinCount, draw: positive }),
  marketplace: z.strictObject({ draw: positive }),
  inn: z.array(z.strictObject({ id, name: text, text, cost: effectCost.optional(), effects: z.array(effectSchema) })).min(1),
});

const improvementPassive = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('noRoughSeaPenalty') }),
  z.strictObject({ kind: z.literal('holdCapacity'), amount: positive }),
  z.strictObject({ kind: z.literal('shipwreckRolls'), amount: positive }),
  z.strictObject({ kind: z.literal('navigationPoints'), amount: positive }),
  z.strictObject({ kind: z.literal('artilleryDice'), amount: positive }),
  z.strictObject({ kind: z.literal('evasionDice'), amount: positive }),
  z.strictObject({ kind: z.literal('passengers'), amount: positive }),
]);

export const improvementSchema: z.ZodType<ImprovementDefinition> = z.strictObject({
  id, name: text, text, printed: z.boolean().optional(),
  cost: coinCount,
  copies: positive,
  crewSpaces: z.number().int().min(0).max(3),
  crewEffects: z.array(effectSchema),
  enemySpaces: z.number().int().min(0).max(3),
  captiveEffects: z.array(effectSchema),
  passives: z.array(improvementPassive),
  potential: z.strictObject({ crewSpaces: z.number().int().min(1).max(3).optional(), passives: z.array(improvementPassive).optional() }).optional(),
});

const storyMark = z.strictObject({ story: id, stage: z.union([z.literal(1), z.literal(2), z.literal(3)]) });

const eventCardFields = {
  id,
  name: text,
  text,
  copies: positive,
  effects: z.array(effectSchema),
};

export const seaEventSchema: z.ZodType<SeaEventDefinition> = z.strictObject(eventCardFields);

export const denizenSchema: z.ZodType<DenizenDefinition> = z.strictObject({
  ...eventCardFields,
  type: z.enum(['alternative', 'exceptional', 'incident', 'passenger']),
  passenger: z.strictObject({ destination: text, reward: z.array(effectSchema) }).optional(),
});

export const treasureSchema: z.ZodType<TreasureDefinition> = z.strictObject({
  id,
  name: text,
  kind: treasureKind,
  clues: count,
  copies: positive,
  standard: coinCount,
  desired: z.strictObject({ ports: z.array(text), price: coinCount }),
  undesired: z.strictObject({ ports: z.array(text), price: coinCount }),
  text,
});

export const storyCardSchema: z.ZodType<StoryCardDefinition> = z.strictObject({
  ...eventCardFields,
  copies: z.literal(1),
  deck: z.enum(['seaEvents', 'expeditions', 'denizens']),
  story: storyMark,
  requires: effectCost.optional(),
});
