// The public API of the engine: what its clients (web, cli, bots, text, content) use, and nothing else.
// Fixtures for scenarios and tests come from '@everrain/engine/testing'; the Epicinium damage step is the
// package '@everrain/damage-step'. Functions that change a game through a ctx are internal: a client
// changes a game only by `apply`. `packages/engine/test/public-api.test.ts` holds this list narrow.

// ── Playing a game ──
export { createGame, type CreateResult, type GameOptions } from './setup';
export { legalActions } from './legal';
export { apply, awaitedSeat, describeWaiting, type ApplyResult } from './apply';
export { view, eventsFor, type GameView } from './view';
export { replay, type ReplayResult } from './replay';
export { stateHash } from './hash';
export { freshSeed, RandomSource, seedRng, type EntropySource, type GameSeed, type RngState } from './rng';
export { canonicalJson, DOCUMENT_LIMITS, plainCopy, type JsonValue, type PlainLimits, type PlainResult } from './json';

// ── The data: actions, events, errors, state and content ──
export type { Action, ActionType, SailStep } from './actions';
export type { EventKind, GameEvent } from './events';
export type { EngineError, EngineErrorCode } from './errors';
export type * from './state';
export type * from './content';
export { EFFECT_KINDS, ENEMY_ONLY_EFFECT_KINDS } from './effect-interpreter';

// ── Reading a game (queries: plain functions of the state, none changes it) ──
export { FACINGS, FACING_NAMES, hexKey, neighbour, toOffset, type Facing, type Hex, type Offset } from './hex';
export { hexTypeAt, isEmptySlotHex, isOnBoard, mapHexAt, revealedHexes, slotHexes } from './board';
export { crewDef, enemyDef, shipDef, tileDef, traitDef } from './catalog';
export { isNodeDestroyed, isNodeDisrupted, navigationOrderValue } from './ship';
export { crewStats, type CrewStats } from './crew';
export { enemiesOnShip, remainingHealth } from './enemies';
export { enemyBoardInPlay } from './deck-graph';
export { installed as installedImprovements, holdCapacity } from './improvements';
export { legalSailSteps, reachablePoses, revealTargets, sailRoute, type Reach, type RevealTarget, type SailRoute } from './navigation';
export { volleyDice, volleyOptions, type ArtilleryOption } from './artillery';
export { nodeColour } from './ship-damage';
export { priceAt } from './market';

// What a client asks the engine instead of re-deriving a rule: why a service is closed, a test's odds, wages.
export { serviceAvailability, type CrewServiceAvailability, type PortAvailability, type ServiceAvailability, type ServiceClosed, type VisitClosed } from './queries/services';
export { serviceCost, type ServiceCost } from './port';
export type { PortService, PortServiceRequest } from './actions';
export { awaitingTestChance, type SkillTest, type SkillTestOdds } from './queries/skill-test';
export { crewTrack, wagesDue, type CrewTrack, type WagesDue } from './queries/crew';
export { denizenAvailability, type DenizenAvailability, type DenizenClosed } from './queries/denizen';

// Paused work: the card being resolved, the combat under way (entries of the one queue; clients ask, never dig).
export { activeBoarding, activeFray, currentFrame } from './queue';
// Version-1 save files recorded the hash of the former layout (paused work in slots of the state).
export { formatOneStateHash } from './queries/former-slots';

// ── For bots: Trauma spread at random, as rules.traumaDistribution 'random' spreads it ──
export { randomAllocation } from './trauma-distribution';
