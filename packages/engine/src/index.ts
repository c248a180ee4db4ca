// The public API of the engine: what its clients (web, cli, bots, text, content) use, and nothing else.
// Fixtures for scenarios and tests come from '@everrain/engine/testing'; the Epicinium damage step is the
// package '@everrain/damage-step'. Functions that change a game through a ctx are internal: a client
// changes a game only by `apply`. `packages/engine/test/public-api.test.ts` holds this list narrow.

// ── Playing a game ──
export { createGame, type CreateResult, type GameOptions } from './flow/setup';
export { legalActions } from './flow/legal';
export { apply, awaitedSeat, type ApplyResult } from './flow/apply';
export { view, eventsFor, type GameView, type ShownExpedition, type ShownQueueEntry, type ViewOptions } from './flow/view';
// What both the state and a seat's view satisfy: every query below takes it, so clients and bots ask with a view.
export type { DeckSizes, ShownMap, VisibleState } from './core/visible';
export { determinize } from './flow/determinize';
export { replay, type ReplayResult } from './flow/replay';
export { stateHash } from './core/hash';
// Raised with any rules change that can make a recorded game play out differently (D162).
export { RULES_VERSION } from './core/rules-version';
export { freshSeed, RandomSource, seedRng, type EntropySource, type GameSeed, type RngState } from './core/rng';
export { canonicalJson, DOCUMENT_LIMITS, plainCopy, type JsonValue, type PlainLimits, type PlainResult } from './core/json';

// ── The data: actions, events, errors, state and content ──
export type { Action, ActionType, SailStep } from './core/actions';
// What a bot or a prompt keys its tables by: each decision kind's answer, the own-turn action types (the compiler refuses one forgotten).
export type { ActionOf, DecisionAnswer, DecisionKind, DecisionOf, TurnActionType } from './flow/registry';
export type { Actor, DeckDrawn, DieRoll, Doubled, ElderOneRef, EventData, EventKind, EventPayload, ExpeditionEnd, FateWhy, GameEnd, GameEndBy, GameEnding, GameEvent, GoalStep, ServiceDetail } from './core/events';
export type { EngineError, EngineErrorCode } from './core/errors';
export type * from './core/state';
export { DEFAULT_RULES } from './core/rule-options';
export type * from './core/content';
export { EFFECT_KINDS, ENEMY_ONLY_EFFECT_KINDS } from './cards/effect-interpreter';

// ── Reading a game (queries: plain functions of the state, none changes it) ──
export { FACINGS, FACING_NAMES, hexDistance, hexKey, neighbour, toOffset, turn, type Facing, type Hex, type Offset } from './core/hex';
export { sameItems } from './core/lists';
export { emptySlotHexes, hexTaken, hexTypeAt, isEmptySlotHex, isExplored, isOnBoard, mapHexAt, revealedHexes, slotHexes } from './map/board';
export { artilleryDef, crewDef, denizenDef, enemyDef, expeditionDef, improvementDef, seaEventDef, shipDef, storyDef, tileDef, traitDef, treasureDef, zoneDef } from './core/catalog';
export { isNodeDestroyed, isNodeDisrupted, navigationOrderValue, nodesWith } from './ship/ship';
export { crewStats, trackRoom, type CrewStats } from './crew/crew';
export { enemiesOnShip, remainingHealth } from './enemies/enemies';
export { enemyShipsAtSea, type EnemyShipAtSea } from './queries/at-sea';
export { enemyBoardInPlay } from './enemies/deck-graph';
export { installed as installedImprovements, holdCapacity } from './ship/improvements';
export { canRevealNextTile, legalSailSteps, reachableHexes, reachablePoses, revealTargets, sailPlan, sailRoute, type Reach, type RevealTarget, type SailMove, type SailPlan, type SailRoute } from './orders/navigation';
// A voyage over several turns: the cheapest cost to every hex of the revealed map, whatever the points in hand.
export { type Voyage, type VoyageLeg, type VoyageStep } from './orders/voyage';
export { voyageFrom } from './queries/voyage-chart';
export { HEXES_PER_TILE, idOnBoard } from './queries/sea-chart';
export { volleyDice, volleyOptions, type ArtilleryOption } from './combat/artillery';
export { nodeColour } from './ship/ship-damage';
export { priceAt } from './places/market';
export { upgradePrice, type UpgradePrice } from './places/shipyard';

// What a client asks the engine instead of re-deriving a rule: why a service is closed, a test's odds, wages.
export { serviceAvailability, type CrewServiceAvailability, type PortAvailability, type ServiceAvailability, type ServiceClosed, type VisitClosed } from './queries/services';
export { serviceCost, universityReach, type ServiceCost, type UniversityReach } from './places/port';
export type { PortService, PortServiceRequest } from './core/actions';
export { awaitingTestChance, type SkillTest, type SkillTestOdds } from './queries/skill-test';
export { sailBlock, type SailBlock } from './queries/sail-block';
export { crewTrack, wagesDue, type CrewTrack, type WagesDue } from './queries/crew';
export { elderOneGoalProgress, type ElderOneGoalProgress } from './queries/elder-one-goal';
export { elderOneCard, elderOneFor, endOfTrackWins } from './tracks/elder-one-card';
export { agendaLength } from './tracks/agenda';
export { elderOneAdvanceForLead } from './tracks/tracks';
export { denizenAvailability, type DenizenAvailability, type DenizenClosed } from './queries/denizen';
// Traps: what an action would lose without gain, asked before it is taken (issue #15).
export { warningsFor, type Warning, type WarningKind } from './queries/warnings';
export { guideFacts, type GuideFacts } from './queries/guide';
export { gameActs, type GameActs } from './queries/acts';
export { revealBlock, type RevealBlock } from './queries/reveal-block';
// What the map previews while a slot, a target or a Storm is hovered: Artillery arcs, a Storm's possible moves.
export { artilleryArcs, stormMoves, type ArtilleryArc, type StormMoves } from './queries/map-previews';
export { denizenTestChance, optionTestChance } from './queries/test-odds';

// Paused work: the card being resolved, the combat under way, the place open (entries of the one queue; clients ask, never dig).
export { activeBoarding, activeExpedition, activeFray, activeMarket, activeShipyard, currentFrame } from './core/queue';
// Version-1 and -2 save files recorded the hash of a former layout (paused work in slots of the state).
export { formerStateHash } from './queries/former-slots';

// ── For bots: Trauma spread at random, as rules.traumaDistribution 'random' spreads it ──
export { randomAllocation } from './crew/trauma-distribution';
