/**
 * The shape of the game's content as the engine consumes it. The content package validates its
 * files against schemas typed by these interfaces; a game copies the records it uses into its state
 * (the catalog), so a save replays the same way whatever content ships later.
 */

import type { Effect, ElderOneArisenEffect, EnemyArena, EnemyEffect, SpoilsReward, TraitPolarity, TreasureKind } from './effect-language';
import type { DenizenDefinition, ExpeditionDefinition, PortServicesDefinition, SeaEventDefinition, StoryCardDefinition } from './content-cards';

export type * from './effect-language';
export type * from './content-cards';

export type Act = 1 | 2 | 3 | 4;
export type TileAct = 1 | 2 | 3;

export type HexType = 'calmSea' | 'roughSea' | 'port' | 'island' | 'altar' | 'shipwreck';
export const HEX_TYPES: readonly HexType[] = ['calmSea', 'roughSea', 'port', 'island', 'altar', 'shipwreck'];

export interface MapHexDefinition {
  readonly type: HexType;
  /** Ports, Islands and Altars are named places. */
  readonly name?: string;
}

/** Six hexes: the top row left to right, then the bottom row left to right (see docs/board.md). */
export interface MapTileDefinition {
  readonly id: string;
  readonly name: string;
  readonly act: TileAct;
  readonly clues: number;
  readonly hexes: readonly MapHexDefinition[];
}

export type NodeSymbol = 'navigation' | 'artillery' | 'crowsNest';
export type ArtillerySlot = 'port' | 'bowStern' | 'starboard';
export const ARTILLERY_SLOTS: readonly ArtillerySlot[] = ['port', 'bowStern', 'starboard'];

export interface DeckZoneDefinition {
  /** 0–9: the Fate Die face that places ship damage here. */
  readonly zone: number;
  readonly name: string;
  /** Empty for a blank (black) node. The Bow carries both Navigation and Artillery. */
  readonly symbols: readonly NodeSymbol[];
  /** For an Artillery node: the Artillery slot it fires. */
  readonly artillerySlot?: ArtillerySlot;
  /** For a Bow/Stern Artillery node: whether it fires the card's pattern ahead (the Bow) or turned astern (the Stern). */
  readonly fires?: 'ahead' | 'astern';
  readonly adjacent: readonly number[];
}

/**
 * The Enemy ship board of the Boarding rule (advanced): numbered nodes laid beside the player's On Deck
 * area, joined to it by gangways. Its zones are numbered from 10 so they never clash with the ship's.
 */
export interface EnemyShipBoardLayout {
  readonly name: string;
  readonly zones: readonly { readonly zone: number; readonly name: string; readonly adjacent: readonly number[] }[];
  readonly gangways: readonly { readonly deck: number; readonly enemy: number }[];
}

export interface ShipBoardLayout {
  /** The Enemy ship boards of the Boarding rule: one is drawn at random for each boarding. */
  readonly enemyShipBoards: readonly EnemyShipBoardLayout[];
  readonly zones: readonly DeckZoneDefinition[];
  readonly belowDeckSlots: number;
  readonly maxMiniaturesPerZone: number;
  readonly holdCapacity: number;
  readonly crewSlots: number;
}

export interface ShipDefinition {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
  readonly artillery: Partial<Record<ArtillerySlot, string>>;
  /** The two Improvements printed on the ship board, with the Below Deck slot each is printed in. */
  readonly printedImprovements: readonly { readonly slot: number; readonly improvement: string }[];
}

/** A hex an Artillery card can fire at, in the ship's frame: the ship at 0,0 facing East (the Bow toward +q). */
export interface ArtilleryTarget {
  readonly q: number;
  readonly r: number;
  /** Attack dice rolled against this hex: a sweet spot has more. */
  readonly dice: number;
}

export interface ArtilleryDefinition {
  readonly id: string;
  readonly name: string;
  readonly slot: ArtillerySlot;
  readonly text: string;
  /**
   * The hexes it reaches. A Bow/Stern card lists the hexes ahead, fired from the Bow node; the Stern
   * node fires the same pattern turned to astern.
   */
  readonly targets: readonly ArtilleryTarget[];
  /** Printed on a ship board as starting Artillery: never in the Artillery deck. */
  readonly starting?: boolean;
  /** Its price at a Shipwright (0 for starting Artillery). */
  readonly cost: number;
}

/** What an Improvement does without anyone on it (square spaces and no space at all). */
export type ImprovementPassive =
  /** Navigation costs are not doubled in a Rough Sea (the Sturdy Ballast). */
  | { readonly kind: 'noRoughSeaPenalty' }
  /** The Hold carries more Treasures (the Greater Hold). */
  | { readonly kind: 'holdCapacity'; readonly amount: number }
  /** More Spoils rolls when plundering a Shipwreck (the Diving Bell). */
  | { readonly kind: 'shipwreckRolls'; readonly amount: number }
  /** More points from each Navigation Order. */
  | { readonly kind: 'navigationPoints'; readonly amount: number }
  /** More Attack dice on every Artillery volley. */
  | { readonly kind: 'artilleryDice'; readonly amount: number }
  /** More Evasion dice when an enemy ship fires on this one. */
  | { readonly kind: 'evasionDice'; readonly amount: number }
  /** Room for Passengers (a Cabin's spaces can hold them). */
  | { readonly kind: 'passengers'; readonly amount: number };

export interface ImprovementDefinition {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  /** Printed on a ship board: never in the Improvement deck. */
  readonly printed?: boolean;
  /** Its price at a Shipwright (0 for printed ones). */
  readonly cost: number;
  /** Copies in the Improvement deck. */
  readonly copies: number;
  /** Circular spaces: a crew member placed on one gets `crewEffects` and becomes Fatigued. */
  readonly crewSpaces: number;
  readonly crewEffects: readonly Effect[];
  /** Rectangular spaces: an enemy can be held captive here; each captive gives `captiveEffects` every round. */
  readonly enemySpaces: number;
  readonly captiveEffects: readonly Effect[];
  readonly passives: readonly ImprovementPassive[];
  /** The potential effect space: active while an identical Improvement lies in an adjacent slot (once per pair). */
  readonly potential?: { readonly crewSpaces?: number; readonly passives?: readonly ImprovementPassive[] };
}

export type CrewKind = 'deckhand' | 'adept';
export type AdeptRole = 'masterAtArms' | 'navigator' | 'surgeon';

export interface CrewDefinition {
  readonly id: string;
  readonly name: string;
  readonly kind: CrewKind;
  readonly role?: AdeptRole;
  /** Deckhands share three portraits. */
  readonly portrait: string;
  readonly attackDice: number;
  readonly evasionDice: number;
  readonly islandSkill: number;
  readonly portSkill: number;
  /** Gems the Trauma/Strain track holds; one more slays. */
  readonly trackLength: number;
  /** Recruitment cost, also the wage paid at each end of Act. */
  readonly wage: number;
  /** Adept Crew: their fixed Positive Trait. */
  readonly fixedTrait?: string;
}

export type TraitLocation = 'sea' | 'expedition' | 'port' | 'general';

/** What a Trait changes, as data. Each field adds to the crew member's value. */
export interface TraitModifiers {
  readonly attackDice?: number;
  readonly evasionDice?: number;
  readonly islandSkill?: number;
  readonly portSkill?: number;
  readonly trackLength?: number;
  /** Added to the Strain suffered On Deck when a turn ends at sea (never below 0). */
  readonly seaStrain?: number;
  /** Extra Navigation points per Navigation Order while this crew member mans a working Navigation node. */
  readonly navigationBonus?: number;
  /**
   * Trauma this crew member tends at the start of each of their ship's turns while Below Deck: each gem
   * comes off whoever Below Deck has the least room left on their track (a Surgeon's Steady Hands, D73).
   */
  readonly healing?: number;
}

export interface TraitDefinition {
  readonly id: string;
  readonly name: string;
  readonly polarity: TraitPolarity;
  readonly location: TraitLocation;
  readonly text: string;
  readonly modifiers: TraitModifiers;
  /** Traits this one contradicts: dealt together, the Negative one is redrawn. */
  readonly contradicts?: readonly string[];
  /** Adept Crew's own Traits never enter the Trait deck. */
  readonly adeptOnly?: boolean;
}

export type EnemyDestinationKind = 'port' | 'island' | 'altar' | 'shipwreck';

export interface EnemyAbility {
  readonly name: string;
  /** Omen results needed to trigger it. */
  readonly omens: number;
  readonly text: string;
  readonly effects: readonly EnemyEffect[];
}

export interface EnemyDefinition {
  readonly id: string;
  readonly name: string;
  /** The Act whose deck it joins; null: in the deck from the start. */
  readonly act: TileAct | null;
  readonly arena: EnemyArena;
  readonly health: number;
  /** Enemy dice rolled when it activates. */
  readonly dice: number;
  /** Rolls on the Spoils (loot) table when the players destroy it. Enemy ships roll once per current Act instead (D30). */
  readonly loot: number;
  /** Copies of the card in the Enemy deck. */
  readonly copies: number;
  /** The miniature it is played with: a key of `board.enemyFigures`, whose count caps how many are in play (D63). */
  readonly figure: string;
  /** At Sea: how far (in hexes) it detects player ships. */
  readonly engagementRange?: number;
  /** At Sea: how far (in hexes, with Line of Sight) it can fire. */
  readonly attackRange?: number;
  /** At Sea: where it sails when no player ship is in range. */
  readonly destination?: EnemyDestinationKind;
  readonly abilities: readonly EnemyAbility[];
  readonly text: string;
}

/** A Treasure card: its kind, its Clue value (0 for most) and its prices, tied to named Ports. */
export interface TreasureDefinition {
  readonly id: string;
  readonly name: string;
  readonly kind: TreasureKind;
  readonly clues: number;
  readonly copies: number;
  /** The price anywhere not named below. */
  readonly standard: number;
  /** Ports that pay more for it, and how much. */
  readonly desired: { readonly ports: readonly string[]; readonly price: number };
  /** Ports that pay less (0: they will not have it at all), and how much. */
  readonly undesired: { readonly ports: readonly string[]; readonly price: number };
  readonly text: string;
}

/** One row of the Spoils table: the Fate Die faces it covers and its reward. */
export interface SpoilsRow {
  readonly from: number;
  readonly to: number;
  readonly reward: SpoilsReward;
}

/** Where the Elder One's figure rises. */
export type ElderOneRising = 'centre' | 'altarNearestFirstPlayer' | 'shipwreckFarthestFromShips' | 'shipwreckNearestFirstPlayer';

/** What it pursues: complete it and the players lose. */
export type ElderOneGoal =
  | { readonly kind: 'reachPorts'; readonly count: number }
  | { readonly kind: 'sinkShips'; readonly count: number }
  | { readonly kind: 'holdCentre'; readonly phases: number };

/** How the players win once it has Arisen. */
export type ElderOneVictory =
  | { readonly kind: 'destructionTokens'; readonly count: number }
  | { readonly kind: 'agendaWraps'; readonly count: number }
  | { readonly kind: 'discoveryWhileWounded' }
  /**
   * The Player Discovery token reaches the end of the track once it has been hurt: it bears a Destruction token
   * or at least `trauma` Trauma (default 1) (D157).
   */
  | { readonly kind: 'discoveryWhileHurt'; readonly trauma?: number }
  /** A Player Phase ends with it bearing at least `trauma` Trauma: it is driven off (D160). */
  | { readonly kind: 'driveOff'; readonly trauma: number };

export interface ElderOneDefinition {
  readonly id: string;
  readonly name: string;
  readonly health: number;
  readonly dice: number;
  readonly rises: ElderOneRising;
  readonly whenArisen: string;
  readonly arisenEffects: readonly ElderOneArisenEffect[];
  readonly goal: string;
  readonly goalRule: ElderOneGoal;
  readonly victory: string;
  readonly victoryRule: ElderOneVictory;
  /** A second way its card is won, if any (D158): either wins. */
  readonly orVictoryRule?: ElderOneVictory;
  /**
   * The card as it plays at a player count, where it differs (D159): these fields replace the printed ones in
   * a game of that many players. Read the card through the engine's `elderOneCard` (a game) or `elderOneAt`
   * (a card and a player count), never these directly.
   */
  readonly byPlayers?: Partial<Record<ElderOnePlayerCount, ElderOneOverride>>;
  /**
   * The card as it plays in a game of that length, where it differs (D166): applied before `byPlayers`, so a
   * player count's fields win over a length's. Read through `elderOneCard` or `elderOneAt` like `byPlayers`.
   */
  readonly byLength?: Partial<Record<GameLength, ElderOneLengthOverride>>;
}

export type ElderOnePlayerCount = '1' | '2' | '3' | '4';

/** A game's length (the track's end: 8, 12 or 16); content may scale by it. */
export type GameLength = 'short' | 'medium' | 'long';

/** A content value that differs by the game's length and player count, where it does (read with `forGame`). */
export type ByLengthAndCount<T> = Partial<Record<GameLength, Partial<Record<ElderOnePlayerCount, T>>>>;

/** What a player count may change on an Elder One card (D159): a rule always comes with its words. */
export type ElderOneOverride = Partial<Pick<ElderOneDefinition, 'health' | 'dice' | 'rises' | 'whenArisen' | 'goal' | 'goalRule' | 'victory' | 'victoryRule' | 'orVictoryRule'>>;

/** What a game length may change on an Elder One card (D166), and at that length, a player count (D168). */
export type ElderOneLengthOverride = ElderOneOverride & { readonly byPlayers?: Partial<Record<ElderOnePlayerCount, ElderOneOverride>> };

export interface BoardDefinition {
  /** Spaces on the Enemy Agenda track; passing its end wraps and advances the Enemy Discovery token. */
  readonly agendaTrackLength: number;
  /** The Agenda track's length where a game's length and player count want another (D169, D171); read through `agendaLength`. */
  readonly agendaTrackLengthFor?: ByLengthAndCount<number>;
  /** Discovery spaces where Acts II, III and IV begin. */
  readonly actBoundaries: readonly number[];
  /** The Elder One token's starting space (the track's end) per game length. */
  readonly trackEnd: { readonly short: number; readonly medium: number; readonly long: number };
  /** Spaces below the track's end (which stays) where the Elder One token starts, by length and player count (D167); absent: 0. */
  readonly elderOneHeadStart?: ByLengthAndCount<number>;
  /**
   * The least lead, by game length and player count, with which the enemy reaching an End of Act first advances
   * the Elder One token (D170): a smaller lead leaves it where it is; a lead that reaches it advances the token
   * its whole count, as published. Absent: 1 (every lead). Read through the engine's `elderOneAdvanceForLead`.
   */
  readonly elderOneAdvancesFromLead?: ByLengthAndCount<number>;
  /** Tile slots as axial coordinates in the slot lattice, centre first (see docs/board.md). */
  readonly tileSlots: readonly { readonly q: number; readonly r: number }[];
  /** Storm tokens by size (2, 3, 4 hexes): offsets from the hex they are placed on. Their orientation never changes. */
  readonly stormShapes: { readonly [size in '2' | '3' | '4']: readonly { readonly q: number; readonly r: number }[] };
  /** Hexes from the player's ship at which an enemy ship drawn At Sea appears. */
  readonly enemyShipSpawnDistance: number;
  /** Enemy miniatures in the box by figure (rulebook, Components): never more of one in play than this (D63). */
  readonly enemyFigures: { readonly [figure: string]: number };
  /** The Island boards of the Exhaustive Expeditions advanced rule: one is drawn at random for each expedition. */
  readonly islandBoards: readonly IslandBoardDefinition[];
}

export type ExpeditionTokenKind = 'clue' | 'treasure' | 'expedition' | 'enemy' | 'rest';

/**
 * The Island board (rulebook, Exhaustive Expeditions): nodes joined by paths; crew come ashore onto the
 * shore nodes; the far node draws an Expedition card against every crew member on the board. Every other
 * node is dealt one face-down token.
 */
export interface IslandBoardDefinition {
  readonly name: string;
  readonly nodes: readonly { readonly node: number; readonly adjacent: readonly number[]; readonly shore?: boolean; readonly expedition?: boolean }[];
  readonly tokens: { readonly [kind in ExpeditionTokenKind]: number };
}

/** What a six-sided die can show. The rulebook's "Special" symbol is the reference manual's Omen. */
export type DieFace = 'damage' | 'wild' | 'omen' | 'blank' | 'evade' | 'move';

/** The six faces of each six-sided die, in any order; the Fate Die is 0–9. */
export interface DiceDefinition {
  readonly attack: readonly DieFace[];
  readonly evasion: readonly DieFace[];
  readonly enemy: readonly DieFace[];
}

export interface StartingSupplies {
  readonly coin: number;
  readonly orders: { readonly crew: number; readonly navigation: number; readonly artillery: number };
  readonly deckhands: number;
}

export interface ContentSet {
  readonly version: string;
  readonly board: BoardDefinition;
  readonly shipBoard: ShipBoardLayout;
  readonly starting: StartingSupplies;
  readonly dice: DiceDefinition;
  readonly ships: readonly ShipDefinition[];
  readonly tiles: readonly MapTileDefinition[];
  readonly crew: readonly CrewDefinition[];
  readonly traits: readonly TraitDefinition[];
  readonly artillery: readonly ArtilleryDefinition[];
  readonly improvements: readonly ImprovementDefinition[];
  readonly elderOnes: readonly ElderOneDefinition[];
  readonly enemies: readonly EnemyDefinition[];
  readonly spoils: readonly SpoilsRow[];
  readonly seaEvents: readonly SeaEventDefinition[];
  readonly treasures: readonly TreasureDefinition[];
  readonly expeditions: readonly ExpeditionDefinition[];
  readonly services: PortServicesDefinition;
  readonly denizens: readonly DenizenDefinition[];
  readonly stories: readonly StoryCardDefinition[];
}
