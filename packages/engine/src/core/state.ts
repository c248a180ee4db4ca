import type { Act, ArtillerySlot, ContentSet, DieFace, Effect, EventDeck, ExpeditionTokenKind, GameLength } from './content';
import type { Facing, Hex } from './hex';
import type { RngState } from './rng';
import type { RuleOptions } from './rule-options';
export type { GameLength } from './content';

export type Seat = number;
export type OrderKind = 'crew' | 'navigation' | 'artillery';
export const ORDER_KINDS: readonly OrderKind[] = ['crew', 'navigation', 'artillery'];
export type DieKind = 'fate' | 'attack' | 'evasion' | 'enemy';

export { DEFAULT_RULES, type RuleOptions } from './rule-options';

export type EnemyPosition =
  | { readonly area: 'deck'; readonly seat: Seat; readonly zone: number }
  | { readonly area: 'sea'; readonly hex: Hex };

/** The Elder One: its face-down card, and once Arisen its figure on the map and its wounds. */
export interface ElderOneState {
  card: string;
  arisen: boolean;
  hex: Hex | null;
  trauma: number;
  destructionTokens: number;
  /** Steps of its goal completed: Ports reached, ships sunk, Enemy Phases held. */
  progress: number;
  /** Ports it has reached (each counts once). */
  portsReached: Hex[];
  /** Agenda wraps since it arose. */
  wraps: number;
  /** Final confrontation option: the round at whose Enemy Phase's end the players lose. */
  deadline: number | null;
}

/** An enemy in play: a creature On Deck of a player ship, or a ship At Sea. */
export interface EnemyInstance {
  /** Instance id, unique in the game ("enemy-1"…). */
  readonly id: string;
  /** The Enemy card's content id. */
  readonly card: string;
  trauma: number;
  position: EnemyPosition;
  /** False until the Enemy Phase after it spawned: a new enemy rolls one die at once, then waits. */
  ready: boolean;
  /** Activated in the current Enemy Phase. */
  activated: boolean;
  /** An enemy ship's Destination (an Enemy Destination token on the map), or null. */
  destination: Hex | null;
  /**
   * Boarding: the enemy ship (its id) whose deck this creature defends. Set on the defenders a boarding
   * spawns (and on creatures they call up): the boarding is won only when none of them is left, wherever
   * they stand. Absent for every other enemy.
   */
  defends?: string;
}

/** A Fray under way: a combat On Deck between the crew and enemies of one zone. */
export interface FrayState {
  readonly seat: Seat;
  readonly zone: number;
  readonly trigger: 'crew' | 'enemy';
  /** The enemies' Damage results against the crew, before Evades. */
  readonly enemyDamage: number;
  attack: DieFace[];
  evasion: DieFace[];
  /** Where it stands: Omens to convert, then Trauma on the enemies, then Trauma on the crew. */
  stage: 'omens' | 'enemies' | 'crew';
}

/** Boarding under way (advanced rule): which ship boards which enemy ship, and who activates next. */
export interface BoardingState {
  readonly seat: Seat;
  /** Which Enemy ship board (index into shipBoard.enemyShipBoards). */
  readonly board: number;
  /** The enemy ship being boarded. */
  readonly enemy: string;
  next: 'crew' | 'enemies';
}

/** A volley of Artillery under way, waiting for the player to convert Omens. */
export interface VolleyState {
  readonly seat: Seat;
  readonly target: Hex;
  attack: DieFace[];
}

/** An enemy ship's attack under way, waiting for the defender to convert Evasion Omens. */
export interface EnemyAttackState {
  readonly seat: Seat;
  readonly enemy: string;
  readonly damage: number;
  evasion: DieFace[];
}

/**
 * Work the engine still has to do, as data: the Enemy Phase and any combat run step by step through
 * this queue, so a decision the players must take in the middle (a Fray's Trauma, an Omen to convert)
 * simply pauses it. Nothing here is a callback.
 */
/** The two tokens racing up the Discovery Track. */
export type Racer = 'player' | 'enemy';

/** Why a ship sinks: its crew all lost (in a boarding, or otherwise), or every node destroyed. */
export type SinkCause = 'crewLost' | 'boardingLost' | 'nodesDestroyed';

export type QueuedStep =
  | { readonly kind: 'nextTurn' }
  | { readonly kind: 'elderOnePhase' }
  | { readonly kind: 'stormsMove' }
  | { readonly kind: 'stormMove'; readonly storm: number }
  | { readonly kind: 'onDeckEnemies'; readonly seat: Seat }
  | { readonly kind: 'enemyShips' }
  | { readonly kind: 'activate'; readonly enemy: string; readonly dice: number }
  | { readonly kind: 'onDeckResults'; readonly enemy: string; readonly moves: number; readonly damage: number }
  | { readonly kind: 'agenda' }
  | { readonly kind: 'endEnemyPhase' }
  /** The first token to reach an Act boundary ends the Act (act.ts). */
  | { readonly kind: 'endOfAct'; readonly boundary: number; readonly leader: Racer }
  /** The Elder One token met: the Elder One is placed and its When Arisen effect resolves (elder-one.ts). */
  | { readonly kind: 'elderOneRises' }
  /** A ship left without crew by something below the ship's rules (wages): it sinks (sink.ts), even while other decisions are open. */
  | { readonly kind: 'sinkShip'; readonly seat: Seat; readonly why: SinkCause };

/**
 * Work that carries its own data: a card being resolved (its frame), a combat's roll parked while the
 * players decide about its Omens or Trauma, a boarding under way. Cards and parked rolls stand at the
 * front of the queue (the innermost first); the steps a piece of work queues go after them.
 */
export type WorkEntry =
  | { readonly kind: 'effects'; readonly frame: EffectFrame }
  | { readonly kind: 'fray'; readonly fray: FrayState }
  | { readonly kind: 'volley'; readonly volley: VolleyState }
  | { readonly kind: 'enemyAttack'; readonly enemyAttack: EnemyAttackState }
  /** Run in place each alternation until the boarding is won or lost (rulebook, Boarding ships). */
  | { readonly kind: 'boarding'; readonly boarding: BoardingState }
  /** Open while their decision is (`expedition`, `shipyard`, `market`): the player's answers go on with them. */
  | { readonly kind: 'expedition'; readonly expedition: ExpeditionState }
  | { readonly kind: 'shipyard'; readonly shipyard: ShipyardState }
  | { readonly kind: 'market'; readonly market: MarketState };

/** An Exhaustive Expedition under way: the face-down tokens by node, those revealed, where each crew member stands. */
export interface ExpeditionState {
  readonly seat: Seat;
  /** Which Island board (index into board.islandBoards). */
  readonly board: number;
  readonly tokens: Record<string, ExpeditionTokenKind>;
  revealed: number[];
  crew: { readonly crew: string; node: number }[];
  /** A crew member has just entered a node with a face-down token: reveal it (1 Strain) or end. */
  revealing: { readonly crew: string; readonly node: number } | null;
}

/** The Shipwright's upgrades on offer. */
export interface ShipyardState { readonly seat: Seat; offered: { readonly card: string; readonly kind: 'improvement' | 'artillery' }[] }

/** The Marketplace being traded at. */
export interface MarketState { readonly seat: Seat; readonly port: string; offered: string[] }

/** One entry of the engine's queue: a step, or paused work with its data. */
export type QueueEntry = QueuedStep | WorkEntry;

export type CrewPosition =
  | { readonly area: 'deck'; readonly zone: number }
  /** Below Deck in a slot; `space`: on the slot's Improvement crew space (circular), to benefit from it. */
  | { readonly area: 'below'; readonly slot: number; readonly space?: true };

export interface CrewMember {
  /** Instance id, unique in the game ("crew-1"…). */
  readonly id: string;
  /** The Crew token's content id. */
  readonly token: string;
  positiveTrait: string | null;
  negativeTrait: string | null;
  trauma: number;
  strain: number;
  fatigued: boolean;
  position: CrewPosition;
}

/** Replaced whole, never changed in place (`withOrders`): shared from state to state. */
export interface OrderPool {
  readonly crew: number;
  readonly navigation: number;
  readonly artillery: number;
}

export interface Orders {
  fresh: OrderPool;
  issued: OrderPool;
  /** Fleeting Orders are always Fresh: issuing one discards it. */
  fleeting: number;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly ship: string;
  coin: number;
  clues: number;
  crew: CrewMember[];
  orders: Orders;
  /** Null while sunk, until the respawn at the start of the player's next turn. */
  /** Replaced whole, never changed in place: shared from state to state. */
  position: { readonly hex: Hex; readonly facing: Facing } | null;
  /** Where the ship sank, while it waits to respawn. */
  sunkAt: Hex | null;
  destroyedNodes: readonly number[];
  /** Below Deck: an Improvement card id per slot, or null for the printed Improvement or nothing. */
  improvements: readonly (string | null)[];
  artillery: Readonly<Partial<Record<ArtillerySlot, string>>>;
  hold: readonly string[];
  /** Schematics held: each pays for one upgrade of its kind at a Shipwright. */
  schematics: readonly ('artillery' | 'improvement')[];
  /** Passenger (Denizen) cards aboard. */
  passengers: readonly string[];
  /** Creatures held in Improvements' enemy spaces. */
  captives: readonly { readonly slot: number; readonly card: string }[];
}

export interface ShipwreckToken {
  readonly hex: Hex;
  readonly seat: Seat;
  clues: number;
  treasures: string[];
}

/** Both lists are shared from state to state, never changed in place: a rule that changes one puts a new list in its place (core/lists.ts). */
export interface MapState {
  /** The tile placed in each slot (indexes of board.tileSlots), or null while the slot is empty. */
  placed: readonly (string | null)[];
  /** Face-down tiles, top first: Act I tiles, then II, then III, each Act shuffled. */
  stack: readonly string[];
}

export interface Tokens {
  explored: Hex[];
  shipwrecks: ShipwreckToken[];
  storms: Hex[][];
  enemyDestinations: Hex[];
}

export interface Tracks {
  playerDiscovery: number;
  enemyDiscovery: number;
  elderOne: number;
  agenda: number;
  /** The last space of the Discovery Track (the Elder One token's starting space). */
  readonly end: number;
  /** Act boundaries already reached (each triggers one end of Act). */
  boundariesReached: number[];
}

export type PendingDecision =
  | { readonly kind: 'placeShip'; readonly seat: Seat }
  | { readonly kind: 'chooseFirstPlayer'; readonly seat: Seat }
  | { readonly kind: 'recoverOrders'; readonly seat: Seat }
  | { readonly kind: 'actReward'; readonly seat: Seat }
  | { readonly kind: 'payWages'; readonly seat: Seat }
  | { readonly kind: 'respawn'; readonly seat: Seat }
  /** The players choose which enemy activates next (enemies of one ship before those of another). */
  | { readonly kind: 'chooseEnemy'; readonly seat: Seat; readonly enemies: readonly string[] }
  /** Spend Fresh Orders to turn Omens: on Attack dice to Damage, on Evasion dice to Evade. */
  | { readonly kind: 'convertOmens'; readonly seat: Seat; readonly attackOmens: number; readonly evasionOmens: number }
  /** Spread Trauma over several targets. */
  | { readonly kind: 'assignTrauma'; readonly seat: Seat; readonly amount: number; readonly targets: readonly TraumaTarget[]; readonly side: 'crew' | 'enemies' }
  /** A Storm whose Fate Die showed 5–9 moves in a direction the players choose. */
  | { readonly kind: 'moveStorm'; readonly seat: Seat; readonly storm: number }
  /** Boarding: the players activate one crew member. */
  | { readonly kind: 'boardingCrew'; readonly seat: Seat }
  /** A card offers a choice: the labels of the options (those the player can pay for are legal). */
  | { readonly kind: 'chooseOption'; readonly seat: Seat; readonly labels: readonly string[] }
  /** A card's effect falls on one crew member of the player's choice. */
  | { readonly kind: 'chooseCrew'; readonly seat: Seat; readonly crew: readonly string[] }
  /** Trading at the Marketplace (its queue entry holds what is offered). */
  | { readonly kind: 'market'; readonly seat: Seat }
  /** A crew member drawn at the Inn: hire them for their wage, or let them go. */
  | { readonly kind: 'hireCrew'; readonly seat: Seat; readonly crew: string }
  /** A Denizen met on a Port visit. */
  | { readonly kind: 'denizen'; readonly seat: Seat; readonly card: string }
  /** Buying upgrades at the Shipwright (its queue entry holds what was drawn). */
  | { readonly kind: 'shipyard'; readonly seat: Seat }
  /** A creature beaten with an enemy space free aboard: take it captive, or take its Loot. */
  | { readonly kind: 'capture'; readonly seat: Seat; readonly card: string; readonly loot: number }
  /** An Exhaustive Expedition: move a crew member, answer a token, or end it. */
  | { readonly kind: 'expedition'; readonly seat: Seat }
  /** A ship has sunk with different Treasures in its Hold: which one its Shipwreck keeps (the rest are discarded). */
  | { readonly kind: 'keepTreasure'; readonly seat: Seat; readonly treasures: readonly string[] };

/** One body Trauma can be put on, and how much it can take before it is destroyed or slain. */
export interface TraumaTarget {
  readonly id: string;
  readonly capacity: number;
}

export interface TurnState {
  readonly seat: Seat;
  navigationPoints: number;
  /** Port services engaged this turn: each crew member one per visit. */
  portServices: { readonly port: string; readonly crew: string }[];
  /** Ports sailed out of this turn: each Port can be visited once per turn. */
  portsDeparted: string[];
  /** Islands whose Expedition was drawn this turn (hex keys). */
  islandsVisited: string[];
}

export type Phase = 'setup' | 'playerPhase' | 'enemyPhase' | 'gameOver';

export interface Outcome {
  readonly result: 'won' | 'lost';
  readonly reason: string;
}

export interface Decks {
  deckhands: string[];
  adepts: string[];
  positiveTraits: string[];
  negativeTraits: string[];
  traitDiscard: string[];
  improvements: string[];
  artillery: string[];
  /** The Enemy deck, top first: Act I and Act-less cards, joined by each new Act's. */
  enemies: string[];
  enemyDiscard: string[];
  seaEvents: string[];
  seaEventDiscard: string[];
  treasures: string[];
  treasureDiscard: string[];
  expeditions: string[];
  expeditionDiscard: string[];
  denizens: string[];
  denizenDiscard: string[];
  /** Story cards resolved: they leave play. */
  storiesDone: string[];
  /** Numbered Story cards set aside by a "+N" outcome, shuffled into their decks at the next Act. */
  storiesAside: string[];
}

/** A card being resolved: the effects left to run (first next), whose card, and the crew it concerns. */
export interface EffectFrame {
  readonly seat: Seat;
  /** The card's name, for the log. */
  readonly source: string;
  readonly rule: string;
  /** The crew the card concerns (sent ashore, chosen once): 'involved' in the effects language. */
  crew: string[];
  /** The crew member picked for the effect now waiting on a chooseCrew decision. */
  chosen: string | null;
  effects: Effect[];
}

export interface GameState {
  /**
   * The state's shape: 2 since paused work moved into the queue, 3 since the Expedition, Shipwright and
   * Marketplace did too (queries/former-slots.ts reads the old slots).
   */
  readonly format: 3;
  readonly length: GameLength;
  readonly rules: RuleOptions;
  /** The content records this game uses, copied in at setup and never changed. */
  readonly catalog: ContentSet;
  rng: RngState;
  /** Scripted dice (scenarios only): each roll of a kind takes the first scripted face, if any. */
  scriptedRolls: Partial<Record<DieKind, number[]>>;
  phase: Phase;
  round: number;
  act: Act;
  firstPlayer: Seat;
  turn: TurnState | null;
  /** Seats still to take their turn this round, in order. */
  turnsLeft: Seat[];
  players: PlayerState[];
  map: MapState;
  tokens: Tokens;
  tracks: Tracks;
  elderOne: ElderOneState;
  enemies: EnemyInstance[];
  nextEnemyNumber: number;
  /** Each Story begun, and the seat it belongs to. */
  storyOwners: Record<string, Seat>;
  /** Story cards drawn by another player, set beside their owner's ship until the owner next draws from that deck. */
  storyHeld: { readonly seat: Seat; readonly deck: EventDeck; readonly card: string }[];
  /**
   * The engine's unfinished work, first next: cards being resolved, combats waiting on a decision, the
   * Expedition, Shipwright or Marketplace open, the Enemy Phase's steps. Empty whenever the players act
   * freely (queries in queue.ts read it).
   */
  queue: QueueEntry[];
  decks: Decks;
  /** Decisions the rules leave to players, first one open. */
  pending: PendingDecision[];
  nextCrewNumber: number;
  eventCount: number;
  outcome: Outcome | null;
}
