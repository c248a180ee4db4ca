import type { JsonValue } from './json';
import type { TransferItem } from './actions';
import type { DieFace, EnemyArena, EventDeck } from './content';
import type { Facing } from './hex';
import type { TreasureKind } from './effect-language';
import type { CrewPosition, GameLength, OrderKind, Racer, Seat, SinkCause } from './state';

/**
 * How a game ended: on the Discovery Track (the players' token at its end before the Elder One rose, or the
 * enemy's), against the risen Elder One's card (its victory condition met, or its goal completed), or when the
 * final confrontation's rounds ran out.
 */
export type GameEndBy = 'track' | 'card' | 'deadline';

/**
 * How a game ended, as data: the words a player reads are `text`'s (issue #24 item 7). A card's ending names the
 * card and the player count it played at (its text can differ by count, D159).
 */
export type GameEnding =
  | { readonly kind: 'playersReachedEnd' }
  | { readonly kind: 'enemyReachedEndFirst' }
  | { readonly kind: 'enemyReachedEnd' }
  /** `length`: the game's, for the card's words as it played (D166); absent in games logged before. */
  | { readonly kind: 'elderOneGoalCompleted'; readonly card: string; readonly players: number; readonly length?: GameLength }
  | { readonly kind: 'elderOneDefeated'; readonly card: string; readonly players: number; readonly length?: GameLength }
  | { readonly kind: 'confrontationTimeUp'; readonly card: string; readonly players: number };

/** Which way of ending each ending is. */
export const ENDING_BY: Readonly<Record<GameEnding['kind'], GameEndBy>> = {
  playersReachedEnd: 'track', enemyReachedEndFirst: 'track', enemyReachedEnd: 'track',
  elderOneGoalCompleted: 'card', elderOneDefeated: 'card', confrontationTimeUp: 'deadline',
};

/**
 * The game's end: which way (`by`) and how, as data (`ending`), whose words are `text`'s. Events logged before
 * the ending was data carry the engine's English sentence (`reason`) instead.
 */
export type GameEnd = {
  readonly by: GameEndBy;
  readonly ending?: GameEnding;
  readonly reason?: string;
};

/** An event's data: plain JSON, so that events travel to clients and into tests as they are. */
export type EventPayload = { readonly [key: string]: JsonValue };

/** A kind that carries nothing but its seat and round. */
export type Nothing = { readonly [key: string]: never };

export type HexData = { readonly q: number; readonly r: number };

/** Why a move cost double: a Storm over the hex, or a Rough Sea; null when it did not. */
export type Doubled = 'storm' | 'roughSea' | null;

/** The Elder One card and the player count it plays at (its words and numbers scale with it, D159). */
/** `length`: the game's, where the card's words or numbers are shown as it plays (D166); absent in events logged before. */
export type ElderOneRef = { readonly card: string; readonly players: number; readonly length?: GameLength };

/** Who acts in the Enemy Phase: an enemy (its card), the Elder One, or the enemies of a Fray together. */
export type Actor = { readonly enemy: string } | { readonly elderOne: string; readonly players: number } | { readonly fray: true };

/** What a crew member engages at a Port, and what it came to. */
export type ServiceDetail =
  | { readonly service: 'university'; readonly steps: number; readonly clues: number; readonly treasures: readonly string[]; readonly worth: number }
  | { readonly service: 'apothecary'; readonly trauma: number; readonly coin: number }
  | { readonly service: 'shipwright'; readonly repairs: number; readonly coin: number }
  | { readonly service: 'marketplace' }
  | { readonly service: 'inn'; readonly option: string }
  | { readonly service: 'hire'; readonly pool: 'deckhands' | 'adepts' };

/** Why an Exhaustive Expedition ends. */
export type ExpeditionEnd = 'turnedBack' | 'ended' | 'farSide' | 'expeditionCard' | 'noCrew';

/** A card drawn from an event deck (a Story card among them). */
export type DeckDrawn = { readonly deck: EventDeck; readonly card: string; readonly story: boolean };

/** What brought the Elder One a step nearer its goal. */
export type GoalStep = { readonly goal: 'port'; readonly hex: HexData } | { readonly goal: 'centre' } | { readonly goal: 'sink' };

/** Trauma or Strain placed on a crew member: how many, their track after, the Traits that changed Strain at sea. */
export type Gems = {
  readonly crew: string;
  readonly token: string;
  readonly count: number;
  readonly trauma: number;
  readonly strain: number;
  readonly track: number;
  /** Set when the Strain came for ending the turn On Deck at sea: the names of the Traits that changed it. */
  readonly traits: readonly string[] | null;
};

export type Clues = { readonly clues: number; readonly total: number };
export type Coin = { readonly coin: number; readonly total: number };

/** What a Fate Die is rolled for (the log says it beside the face). */
export type FateWhy = (
  | { readonly for: 'nearestShip'; readonly ships: number }
  | { readonly for: 'altar'; readonly place: string }
  /** `crew`: the tested crew members' Crew tokens (content ids). */
  | { readonly for: 'skillTest'; readonly skill: 'island' | 'port'; readonly target: number; readonly crew: readonly string[] }
  | { readonly for: 'card'; readonly source: string }
  | { readonly for: 'damageZone' }
  | { readonly for: 'spoils'; readonly roll: number; readonly of: number }
  | { readonly for: 'storm'; readonly storm: number }
  | { readonly for: 'boardingZone' }
  | { readonly for: 'spawnDirection' }
) & { readonly rolledAgain?: { readonly face: number; readonly count: number } };

export type DieRoll =
  | { readonly die: 'attack' | 'evasion' | 'enemy'; readonly faces: readonly DieFace[] }
  | { readonly die: 'fate'; readonly value: number; readonly why: FateWhy };

/**
 * Each kind of event and what it carries: names, numbers and content ids, never a sentence. The text
 * package's eventText writes the sentence a player reads from this data and the content.
 */
export type EventData = {
  gameCreated: { readonly players: number; readonly length: GameLength; readonly elderOneSpace: number };
  firstPlayerChosen: { readonly seat: Seat; readonly atRandom: boolean };
  tilePlaced: { readonly tile: string; readonly slot: number };
  shipPlaced: { readonly hex: HexData; readonly facing: Facing };
  roundStarted: Nothing;
  turnStarted: Nothing;
  ordersRecovered: { readonly crew: number; readonly navigation: number; readonly artillery: number };
  orderIssued: { readonly kind: OrderKind; readonly fleeting: boolean };
  crewMoved: { readonly crew: string; readonly token: string; readonly to: CrewPosition; readonly zoneName: string | null };
  crewStandsAndFights: { readonly crew: string; readonly token: string; readonly zone: number; readonly zoneName: string | null };
  navigationPointsGained: { readonly gained: number; readonly toSpend: number };
  navigationPointsLost: { readonly lost: number };
  shipTurned: { readonly facing: Facing; readonly cost: number; readonly side: 'port' | 'starboard' | null; readonly doubled: Doubled };
  shipMoved: { readonly hex: HexData; readonly cost: number; readonly hexType: string | null; readonly hexName: string | null; readonly doubled: Doubled };
  tileRevealed: { readonly tile: string; readonly slot: number; readonly cost: number; readonly doubled: Doubled };
  cluesGained: Clues;
  portReached: { readonly hex: HexData; readonly port: string | null };
  serviceEngaged: { readonly crew: string; readonly token: string; readonly port: string } & ServiceDetail;
  strainSuffered: Gems;
  traumaSuffered: Gems;
  crewSlain: { readonly crew: string; readonly token: string; readonly gem: 'trauma' | 'strain' };
  crewDealt: { readonly crew: string; readonly token: string };
  traitDealt: { readonly crew: string; readonly token: string; readonly positive: string | null; readonly negative: string | null } | { readonly crew: string; readonly token: string; readonly trait: string; readonly replaced: string | null };
  traitRedrawn: { readonly crew: string; readonly trait: string; readonly against: string };
  turnEnded: Nothing;
  enemyPhaseStarted: Nothing;
  agendaAdvanced: { readonly from: number; readonly steps: number; readonly to: number; readonly wraps: number };
  discoveryAdvanced: { readonly token: Racer; readonly from: number; readonly to: number; readonly trailing: boolean };
  elderOneAdvanced: { readonly from: number; readonly to: number };
  actEnded: { readonly act: number; readonly leader: Racer; readonly boundary: number };
  actBegan: { readonly act: number };
  orderGained: { readonly order: OrderKind | 'fleeting'; readonly forActEnd: boolean };
  wagesDue: { readonly coin: number; readonly purse: number; readonly source: string };
  wagesPaid: { readonly coin: number };
  crewLeft: { readonly crew: string; readonly token: string; readonly why: 'notHired' | 'notPaid' };
  shipSunk: { readonly hex: HexData; readonly clues: number; readonly cause: SinkCause; readonly treasure: 'kept' | 'chosen' | null };
  shipRespawned: { readonly crew: number; readonly coin: number };
  elderOneArisen: ElderOneRef;
  firstPlayerPassed: { readonly from: Seat; readonly to: Seat };
  dieRolled: DieRoll;
  gameWon: GameEnd;
  coinGained: Coin;
  damageFellBack: { readonly rolled: number; readonly zone: number };
  enemyBanished: { readonly enemy: string; readonly card: string; readonly remaining: number; readonly reason: 'destination' | 'port' };
  enemyDeckReshuffled: Nothing;
  enemyDestroyed: { readonly enemy: string; readonly card: string; readonly by: string | null };
  enemyDiscarded: { readonly enemy: string; readonly card: string };
  enemyResultsConverted: { readonly from: 'move' | 'damage'; readonly to: 'move' | 'damage'; readonly who: Actor };
  enemyResultsIgnored: { readonly moves: number; readonly damage: number; readonly omens: number; readonly who: Actor };
  enemyTraumaSuffered: { readonly enemy: string; readonly card: string; readonly amount: number; readonly trauma: number };
  frayEnded: { readonly zone: number };
  frayEvades: { readonly damage: number; readonly evades: number; readonly trauma: number; readonly evaded: number };
  frayHits: { readonly hits: number };
  frayStarted: { readonly zone: number; readonly trigger: 'crew' | 'enemy'; readonly crew: readonly string[]; readonly enemies: readonly string[] };
  nodeDestroyed: { readonly zone: number };
  nodeTrauma: { readonly crew: string; readonly token: string };
  artilleryFired: { readonly slot: string; readonly astern: boolean; readonly target: HexData; readonly dice: number; readonly artillery: string | null; readonly fromImprovements: number };
  enemyAbility: { readonly enemy: string; readonly card: string; readonly ability: string };
  enemyActivated: { readonly enemy: string; readonly card: string; readonly dice: number; readonly first: boolean };
  enemyAttack: { readonly enemy: string; readonly damage: number; readonly evasionDice: number; readonly who: Actor };
  enemyAttackResolved: { readonly evades: number; readonly hits: number; readonly evaded: number };
  enemyAttacksNode: { readonly enemy: string; readonly card: string; readonly zone: number; readonly zoneName: string };
  enemyCardsAdded: { readonly act: number; readonly cards: number };
  enemyHealed: { readonly enemy: string; readonly card: string; readonly healed: number };
  enemyMoved: { readonly enemy: string; readonly card: string; readonly hex: HexData; readonly from: HexData | null } | { readonly enemy: string; readonly card: string; readonly zone: number; readonly from: number; readonly zoneName: string };
  enemyNotSpawned: { readonly reason: 'noMiniature'; readonly arena: EnemyArena } | { readonly reason: 'noneLeft' | 'shipFull' | 'noSea'; readonly card: string };
  enemyFiguresExhausted: { readonly card: string; readonly figure: string; readonly inPlay: number; readonly inBox: number; readonly drawn: boolean };
  enemySpawned: { readonly enemy: string; readonly card: string; readonly zone: number; readonly zoneName: string; readonly boarding: boolean } | { readonly enemy: string; readonly card: string; readonly hex: HexData; readonly destination: HexData | null };
  enemyTargetChosen: { readonly who: Actor };
  omensConverted: { readonly attack: number; readonly evasion: number };
  seaEventDrawn: DeckDrawn;
  stormMoved: { readonly storm: number; readonly direction: Facing | null; readonly from: readonly HexData[] | null; readonly hexes: readonly HexData[] | null };
  stormSpawned: { readonly storm: number; readonly hexes: readonly HexData[]; readonly size: number; readonly anchor: HexData };
  volleyBlanks: { readonly blanks: number };
  volleyHits: { readonly hits: number; readonly card: string | null; readonly aboard: Seat | null };
  respawnDelayed: Nothing;
  passengerLost: { readonly card: string };
  treasureKept: { readonly treasure: string };
  traumaDistributedAtRandom: { readonly amount: number; readonly allocation: readonly number[]; readonly on: readonly string[] };
  elderOneActivated: ElderOneRef & { readonly dice: number; readonly tokens: number };
  elderOneDestructionToken: ElderOneRef & { readonly tokens: number };
  elderOneGoalAdvanced: ElderOneRef & { readonly progress: number; readonly needed: number; readonly step: GoalStep };
  elderOneHurt: ElderOneRef & { readonly amount: number; readonly trauma: number };
  elderOneMoved: ElderOneRef & { readonly hex: HexData; readonly from: HexData | null };
  elderOnePlaced: ElderOneRef & { readonly hex: HexData };
  finalConfrontation: { readonly deadline: number | null };
  stormsGrew: Nothing;
  boardingLost: Nothing;
  boardingStarted: { readonly enemy: string; readonly card: string; readonly board: string | null; readonly defenders: number };
  boardingWon: { readonly enemy: string; readonly card: string };
  gemsRecovered: { readonly crew: string; readonly token: string; readonly gem: 'trauma' | 'strain'; readonly removed: number };
  nodesRepaired: { readonly zones: readonly number[] };
  optionChosen: { readonly option: number; readonly source: string; readonly label: string };
  skillTested: { readonly skill: 'island' | 'port'; readonly value: number; readonly roll: number; readonly passed: boolean; readonly source: string };
  storyCardSetAside: { readonly card: string; readonly known: boolean };
  treasureGained: { readonly treasure: string };
  treasureLost: { readonly treasure: string; readonly holdFull: boolean };
  treasureUnavailable: { readonly kind: TreasureKind | null };
  cluesLost: Clues;
  coinLost: Coin;
  altarVisited: { readonly roll: number; readonly count: number; readonly altar: string };
  crewSentAshore: { readonly crew: readonly string[]; readonly tokens: readonly string[]; readonly island: string };
  expeditionDrawn: DeckDrawn;
  exploredTokenPlaced: { readonly hex: HexData };
  shipwreckPlundered: { readonly hex: HexData };
  wreckLooted: { readonly owner: Seat };
  crewHired: { readonly crew: string; readonly token: string; readonly wage: number };
  marketClosed: Nothing;
  marketOpened: { readonly offered: readonly string[]; readonly port: string };
  treasureBought: { readonly treasure: string; readonly price: number };
  treasureRefused: { readonly treasure: string; readonly port: string };
  treasureSold: { readonly treasure: string; readonly price: number };
  denizenDrawn: DeckDrawn | { readonly deck: 'denizens'; readonly card: string; readonly port: string };
  denizenRedrawn: { readonly deck: 'denizens'; readonly card: string; readonly destination: string };
  noDenizenMet: { readonly port: string; readonly why: 'empty' | 'onlyBoundHere' };
  passengersLeftOut: { readonly cards: readonly string[]; readonly length: GameLength };
  woundsTended: { readonly healer: string; readonly healerToken: string; readonly crew: string; readonly token: string; readonly removed: number };
  storiesShuffledIn: { readonly cards: number };
  storyCardHeld: { readonly deck: EventDeck; readonly owner: Seat; /** Face down: in the engine's record only (eventsFor takes it out). */ readonly card?: string };
  storyUnfinished: { readonly card: string; readonly deck: EventDeck };
  denizenIgnored: { readonly card: string };
  denizenMet: { readonly card: string; readonly crew: string; readonly token: string };
  passengerBoarded: { readonly card: string };
  passengerDelivered: { readonly card: string; readonly port: string };
  crewSpaceUnused: { readonly crew: string; readonly token: string; readonly improvement: string };
  crewSpaceUsed: { readonly crew: string; readonly token: string; readonly improvement: string };
  shipyardClosed: Nothing;
  upgradeInstalled: { readonly kind: 'improvement'; readonly card: string; readonly slot: number; readonly cost: number; readonly replaced: string | null } | { readonly kind: 'artillery'; readonly card: string; readonly cost: number };
  upgradesDrawn: { readonly offered: readonly string[]; readonly prices: readonly { readonly kind: 'improvement' | 'artillery'; readonly coin: number; readonly schematic: boolean }[] };
  traded: { readonly to: Seat; readonly item: TransferItem; readonly token: string | null };
  enemyCaptured: { readonly card: string; readonly slot: number; readonly improvement: string | null };
  exhaustiveExpeditionEnded: { readonly why: ExpeditionEnd };
  exhaustiveExpeditionStarted: { readonly crew: readonly string[]; readonly island: string };
  expeditionMoved: { readonly crew: string; readonly token: string; readonly node: number };
  expeditionTokenRevealed: { readonly node: number; readonly token: string | null };
  schematicGained: { readonly schematic: 'artillery' | 'improvement' };
  schematicUsed: { readonly card: string };
  trackPushedBack: { readonly track: 'agenda' | 'elderOne' | 'playerDiscovery'; readonly from: number; readonly to: number };
  orderLost: { readonly order: OrderKind | 'fleeting' };
  traitLost: { readonly crew: string; readonly token: string; readonly trait: string };
  treasureSpent: { readonly treasure: string; readonly clues: number };
  fateResult: { readonly roll: number; readonly effects: number; readonly source: string; readonly row: { readonly from: number; readonly to: number } | null };
  gameLost: GameEnd;
};

export type EventKind = keyof EventData;

/**
 * One thing that happened. `rule` names the rulebook section (or the decision in
 * docs/rules-decisions.md) that made it happen; `reveals` marks new information — a roll, a draw —
 * past which a client must not offer undo. No sentence: eventText (in @everrain/text) writes it from
 * `kind` and `data`.
 */
export interface GameEvent {
  readonly seq: number;
  readonly round: number;
  readonly kind: EventKind;
  readonly seat?: Seat;
  readonly rule: string;
  readonly reveals: boolean;
  readonly data: EventPayload;
}
