import type { JsonValue } from './json';
import type { Seat } from './state';

export type EventKind =
  | 'gameCreated'
  | 'firstPlayerChosen'
  | 'tilePlaced'
  | 'shipPlaced'
  | 'roundStarted'
  | 'turnStarted'
  | 'ordersRecovered'
  | 'orderIssued'
  | 'crewMoved'
  | 'navigationPointsGained'
  | 'navigationPointsLost'
  | 'shipTurned'
  | 'shipMoved'
  | 'tileRevealed'
  | 'cluesGained'
  | 'portReached'
  | 'serviceEngaged'
  | 'strainSuffered'
  | 'traumaSuffered'
  | 'crewSlain'
  | 'crewDealt'
  | 'traitDealt'
  | 'traitRedrawn'
  | 'turnEnded'
  | 'seaEventCheck'
  | 'enemyPhaseStarted'
  | 'agendaAdvanced'
  | 'discoveryAdvanced'
  | 'elderOneAdvanced'
  | 'actEnded'
  | 'actBegan'
  | 'orderGained'
  | 'wagesPaid'
  | 'crewLeft'
  | 'shipSunk'
  | 'shipRespawned'
  | 'elderOneArisen'
  | 'firstPlayerPassed'
  | 'dieRolled'
  | 'gameWon'
  | 'coinGained'
  | 'damageFellBack'
  | 'enemyBanished'
  | 'enemyDeckReshuffled'
  | 'enemyDestroyed'
  | 'enemyDiscarded'
  | 'enemyResultsConverted'
  | 'enemyResultsIgnored'
  | 'enemyTraumaSuffered'
  | 'frayEnded'
  | 'frayEvades'
  | 'frayHits'
  | 'frayStarted'
  | 'nodeDestroyed'
  | 'nodeTrauma'
  | 'spoilsUnclaimed'
  | 'artilleryFired'
  | 'enemyAbility'
  | 'enemyActivated'
  | 'enemyAttack'
  | 'enemyAttackResolved'
  | 'enemyAttacksNode'
  | 'enemyCardsAdded'
  | 'enemyHealed'
  | 'enemyMoved'
  | 'enemyNotSpawned'
  | 'enemySpawned'
  | 'enemyTargetChosen'
  | 'omensConverted'
  | 'seaEventDrawn'
  | 'stormMoved'
  | 'stormSpawned'
  | 'volleyBlanks'
  | 'volleyHits'
  | 'respawnDelayed'
  | 'traumaDistributedAtRandom'
  | 'elderOneActivated'
  | 'elderOneDestructionToken'
  | 'elderOneGoalAdvanced'
  | 'elderOneHurt'
  | 'elderOneMoved'
  | 'elderOnePlaced'
  | 'finalConfrontation'
  | 'stormsGrew'
  | 'boardingLost'
  | 'boardingStarted'
  | 'boardingWon'
  | 'gameLost';

/**
 * One thing that happened. `rule` names the rulebook section (or the decision in
 * docs/rules-decisions.md) that made it happen; `reveals` marks new information — a roll, a draw —
 * past which a client must not offer undo.
 */
export interface GameEvent {
  readonly seq: number;
  readonly round: number;
  readonly kind: EventKind;
  readonly seat?: Seat;
  readonly rule: string;
  readonly text: string;
  readonly reveals: boolean;
  readonly data?: { readonly [key: string]: JsonValue };
}
