import type { Act, ArtillerySlot, ContentSet } from './content';
import type { Facing, Hex } from './hex';
import type { RngState } from './rng';

export type Seat = number;
export type GameLength = 'short' | 'medium' | 'long';
export type OrderKind = 'crew' | 'navigation' | 'artillery';
export const ORDER_KINDS: readonly OrderKind[] = ['crew', 'navigation', 'artillery'];
export type DieKind = 'fate' | 'attack' | 'evasion' | 'enemy';

/** Rules a group may want the other way: each is a named option (docs/rules-decisions.md). */
export interface RuleOptions {
  /** 'clockwise': the First Player token passes clockwise each round (gap facts). 'choose': the players pick each round (rulebook). */
  readonly firstPlayer: 'clockwise' | 'choose';
}

export const DEFAULT_RULES: RuleOptions = { firstPlayer: 'clockwise' };

export type CrewPosition =
  | { readonly area: 'deck'; readonly zone: number }
  | { readonly area: 'below'; readonly slot: number };

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

export interface OrderPool {
  crew: number;
  navigation: number;
  artillery: number;
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
  position: { hex: Hex; facing: Facing } | null;
  /** Where the ship sank, while it waits to respawn. */
  sunkAt: Hex | null;
  destroyedNodes: number[];
  /** Below Deck: an Improvement card id per slot, or null for the printed Improvement or nothing. */
  improvements: (string | null)[];
  artillery: Partial<Record<ArtillerySlot, string>>;
  hold: string[];
  schematics: string[];
}

export interface ShipwreckToken {
  readonly hex: Hex;
  readonly seat: Seat;
  clues: number;
  treasures: string[];
}

export interface MapState {
  /** The tile placed in each slot (indexes of board.tileSlots), or null while the slot is empty. */
  placed: (string | null)[];
  /** Face-down tiles, top first: Act I tiles, then II, then III, each Act shuffled. */
  stack: string[];
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
  | { readonly kind: 'respawn'; readonly seat: Seat };

export interface TurnState {
  readonly seat: Seat;
  navigationPoints: number;
  /** Port services engaged this turn: each crew member one per visit. */
  portServices: { readonly port: string; readonly crew: string }[];
  /** Ports sailed out of this turn: each Port can be visited once per turn. */
  portsDeparted: string[];
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
}

export interface GameState {
  /** Save-format version: loading refuses any other. */
  readonly format: 1;
  readonly seed: string;
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
  elderOne: { card: string; arisen: boolean };
  decks: Decks;
  /** Decisions the rules leave to players, first one open. */
  pending: PendingDecision[];
  nextCrewNumber: number;
  eventCount: number;
  outcome: Outcome | null;
}
