import { z } from 'zod';
import { rulesSchema } from '../rules-options';

/** The scenario file format (docs/scenarios.md). */
const hex = z.strictObject({ q: z.number().int(), r: z.number().int() });
const facing = z.number().int().min(0).max(5);
const position = z.union([
  z.strictObject({ area: z.literal('deck'), zone: z.number().int().min(0).max(13) }),
  z.strictObject({ area: z.literal('below'), slot: z.number().int().min(0), space: z.literal(true).optional() }),
]);
const pool = z.strictObject({ crew: z.number().int().min(0), navigation: z.number().int().min(0), artillery: z.number().int().min(0) }).partial();
const hexType = z.enum(['calmSea', 'roughSea', 'port', 'island', 'altar', 'shipwreck']);

const overrides = z.strictObject({
  firstPlayer: z.number().int().min(0).max(3).optional(),
  placed: z.array(z.strictObject({ slot: z.number().int().min(0), tile: z.string().nullable() })).optional(),
  stack: z.array(z.string()).optional(),
  ships: z.array(z.strictObject({ seat: z.number().int().min(0), hex, facing })).optional(),
  crew: z.array(z.strictObject({
    seat: z.number().int().min(0),
    members: z.array(z.strictObject({
      token: z.string(), at: position,
      trauma: z.number().int().min(0).optional(), strain: z.number().int().min(0).optional(),
      positiveTrait: z.string().nullable().optional(), negativeTrait: z.string().nullable().optional(),
    })),
  })).optional(),
  players: z.array(z.strictObject({
    seat: z.number().int().min(0), coin: z.number().int().min(0).optional(), clues: z.number().int().min(0).optional(),
    fresh: pool.optional(), issued: pool.optional(), fleeting: z.number().int().min(0).optional(),
    destroyedNodes: z.array(z.number().int().min(0).max(9)).optional(),
    improvements: z.array(z.string().nullable()).max(6).optional(),
    artillery: z.strictObject({ port: z.string().optional(), bowStern: z.string().optional(), starboard: z.string().optional() }).optional(),
    hold: z.array(z.string()).optional(),
    passengers: z.array(z.string()).optional(),
    captives: z.array(z.strictObject({ slot: z.number().int().min(0).max(5), card: z.string() })).optional(),
  })).optional(),
  tracks: z.strictObject({
    playerDiscovery: z.number().int().min(0), enemyDiscovery: z.number().int().min(0),
    elderOne: z.number().int().min(0), agenda: z.number().int().min(0),
  }).partial().optional(),
  boundariesReached: z.array(z.number().int()).optional(),
  act: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  dice: z.strictObject({
    fate: z.array(z.number().int().min(0).max(9)), attack: z.array(z.number().int().min(0).max(5)),
    evasion: z.array(z.number().int().min(0).max(5)), enemy: z.array(z.number().int().min(0).max(5)),
  }).partial().optional(),
  enemies: z.array(z.strictObject({
    card: z.string(),
    at: z.union([
      z.strictObject({ area: z.literal('deck'), seat: z.number().int().min(0).max(3), zone: z.number().int().min(0).max(9) }),
      z.strictObject({ area: z.literal('sea'), hex }),
    ]),
    trauma: z.number().int().min(0).optional(),
    destination: hex.optional(),
  })).optional(),
  enemyDeck: z.array(z.string()).optional(),
  seaEvents: z.array(z.string()).optional(),
  treasureDeck: z.array(z.string()).optional(),
  denizenDeck: z.array(z.string()).optional(),
  expeditionDeck: z.array(z.string()).optional(),
  improvementDeck: z.array(z.string()).optional(),
  artilleryDeck: z.array(z.string()).optional(),
  reseed: z.string().optional(),
  storms: z.array(z.array(hex).min(1)).optional(),
});

const expectedEvent = z.strictObject({
  kind: z.string(),
  seat: z.number().int().optional(),
  text: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

const expectations = z.strictObject({
  /** Dot paths into the state ("players.0.clues") and the exact value each must hold. */
  state: z.record(z.string(), z.unknown()).optional(),
  /** Events that must appear, in this order (others may come between). */
  events: z.array(expectedEvent).optional(),
  /** Event kinds that must not appear. */
  noEvents: z.array(z.string()).optional(),
  /** Actions that must be legal, and ones that must not be (seat may be left out). */
  legal: z.array(z.record(z.string(), z.unknown())).optional(),
  illegal: z.array(z.record(z.string(), z.unknown())).optional(),
});

const step = z.strictObject({
  note: z.string().optional(),
  do: z.record(z.string(), z.unknown()),
  /** The action must be refused with this error code (and the state left unchanged). */
  expectError: z.enum(['malformed-action', 'not-your-turn', 'illegal-action', 'game-over']).optional(),
  expect: expectations.optional(),
});

/** One card of a lesson: what to look at, what to do, and (`until`) the event that shows it was done. */
const lessonCard = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  /** The Reference Manual entry the card's "More…" opens. */
  term: z.string().optional(),
  /** A CSS selector: the part of the table the card highlights ("Show me"). */
  show: z.string().optional(),
  /** The event kind (of the player's seat) that completes the card; without it the card is read, then "Next". */
  until: z.string().optional(),
});

/** A tutorial lesson taught over the scenario's position (docs/scenarios.md, "lesson"). */
const lesson = z.strictObject({
  number: z.number().int().min(1),
  title: z.string().min(1),
  summary: z.string().min(1),
  cards: z.array(lessonCard).min(1),
});

export const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  rule: z.string().optional(),
  description: z.string().optional(),
  setup: z.strictObject({
    players: z.number().int().min(1).max(4),
    seed: z.string().default('scenario'),
    length: z.enum(['short', 'medium', 'long']).default('medium'),
    ships: z.array(z.string()).optional(),
    rules: z.optional(rulesSchema),
    /** Map tiles made for this scenario, added to the game's content. */
    tiles: z.array(z.strictObject({
      id: z.string(), name: z.string(), act: z.union([z.literal(1), z.literal(2), z.literal(3)]), clues: z.number().int().min(0),
      hexes: z.array(z.strictObject({ type: hexType, name: z.string().optional() })).length(6),
    })).optional(),
    overrides: overrides.optional(),
  }),
  steps: z.array(step).default([]),
  expect: expectations.optional(),
  lesson: lesson.optional(),
});

export type Lesson = z.infer<typeof lesson>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type Expectations = z.infer<typeof expectations>;
