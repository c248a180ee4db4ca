import type { Facing, Hex } from './hex';
import type { ArtillerySlot } from './content';
import type { OrderPayment } from './omens';
import type { CrewPosition, OrderKind, Seat } from './state';

/** What a crew member sent to a Port service asks of it. */
export type PortServiceRequest =
  /** Clues per step, paid with Clues and with the Clue value of the Treasures handed in (if any). */
  | { readonly service: 'university'; readonly steps: number; readonly treasures?: readonly string[] }
  | { readonly service: 'apothecary'; readonly trauma: number }
  /** Repairs, and how many of the upgrades drawn are Improvements (the rest Artillery). */
  | { readonly service: 'shipwright'; readonly repairs: number; readonly improvements: number }
  | { readonly service: 'marketplace' }
  | { readonly service: 'inn'; readonly option: string }
  | { readonly service: 'hire'; readonly pool: 'deckhands' | 'adepts' };
export type PortService = PortServiceRequest['service'];

export type SailStep = 'ahead' | 'turnStarboard' | 'turnPort' | 'reveal';
export const SAIL_STEPS: readonly SailStep[] = ['ahead', 'turnStarboard', 'turnPort', 'reveal'];

/** Every move a player can make. Each names the seat making it. */
export type Action =
  | { readonly type: 'placeShip'; readonly seat: Seat; readonly hex: Hex; readonly facing: Facing }
  | { readonly type: 'chooseFirstPlayer'; readonly seat: Seat; readonly firstPlayer: Seat }
  | { readonly type: 'recoverOrders'; readonly seat: Seat; readonly crew: number; readonly navigation: number; readonly artillery: number }
  | { readonly type: 'chooseActReward'; readonly seat: Seat; readonly order: OrderKind | 'fleeting' }
  | { readonly type: 'payWages'; readonly seat: Seat; readonly pay: readonly string[] }
  | { readonly type: 'respawn'; readonly seat: Seat; readonly hex: Hex; readonly facing: Facing }
  | { readonly type: 'issueCrewOrder'; readonly seat: Seat; readonly crew: string; readonly to: CrewPosition; readonly fleeting: boolean }
  | { readonly type: 'issueNavigationOrder'; readonly seat: Seat; readonly fleeting: boolean }
  | { readonly type: 'sail'; readonly seat: Seat; readonly step: SailStep }
  /** In a Port: turn the ship to this facing, without cost (Departing from Port): one choice, not a turn at a time. */
  | { readonly type: 'face'; readonly seat: Seat; readonly facing: Facing }
  | ({ readonly type: 'engageService'; readonly seat: Seat; readonly crew: string } & PortServiceRequest)
  | { readonly type: 'fireArtillery'; readonly seat: Seat; readonly slot: ArtillerySlot; readonly astern: boolean; readonly target: Hex; readonly fleeting: boolean }
  | { readonly type: 'endTurn'; readonly seat: Seat }
  | { readonly type: 'activateEnemy'; readonly seat: Seat; readonly enemy: string }
  | { readonly type: 'convertOmens'; readonly seat: Seat; readonly attack: number; readonly evasion: number; readonly pay: OrderPayment }
  | { readonly type: 'assignTrauma'; readonly seat: Seat; readonly allocation: readonly number[] }
  | { readonly type: 'moveStorm'; readonly seat: Seat; readonly direction: Facing }
  | { readonly type: 'board'; readonly seat: Seat; readonly enemy: string; readonly fleeting: boolean }
  /** Boarding: one crew member moves (`to`), or stands and fights where they are (`to` null). */
  | { readonly type: 'activateCrew'; readonly seat: Seat; readonly crew: string; readonly to: CrewPosition | null }
  | { readonly type: 'chooseOption'; readonly seat: Seat; readonly option: number }
  | { readonly type: 'chooseCrew'; readonly seat: Seat; readonly crew: string }
  | { readonly type: 'visitAltar'; readonly seat: Seat }
  | { readonly type: 'plunderShipwreck'; readonly seat: Seat }
  | { readonly type: 'lootWreck'; readonly seat: Seat }
  | { readonly type: 'sendAshore'; readonly seat: Seat; readonly crew: readonly string[] }
  /** At the Marketplace: buy one offered Treasure, sell one from the Hold, or (both null) be done. */
  | { readonly type: 'trade'; readonly seat: Seat; readonly buy: string | null; readonly sell: string | null }
  | { readonly type: 'hireCrew'; readonly seat: Seat; readonly hire: boolean }
  /** A Denizen: leave them be, deal with them through a crew member, or take a Passenger aboard. */
  | { readonly type: 'answerDenizen'; readonly seat: Seat; readonly accept: boolean; readonly crew: string | null }
  /** At the Shipwright: buy an upgrade drawn (an Improvement into a Below Deck slot; Artillery into its slot), or (null) be done. */
  | { readonly type: 'buyUpgrade'; readonly seat: Seat; readonly card: string | null; readonly slot: number | null }
  /** Trading (rulebook): ships in adjacent hexes freely pass Clues, coin, Treasures and Crew, on either one's turn. */
  | { readonly type: 'transfer'; readonly seat: Seat; readonly from: Seat; readonly to: Seat; readonly item: TransferItem }
  | { readonly type: 'capture'; readonly seat: Seat; readonly take: boolean }
  | { readonly type: 'exhaustiveExpedition'; readonly seat: Seat; readonly crew: readonly string[] }
  /** Move `crew` to `node`; or, both null, end the expedition (reveal false) or answer a face-down token (reveal true/false). */
  | { readonly type: 'expeditionStep'; readonly seat: Seat; readonly crew: string | null; readonly node: number | null; readonly reveal: boolean }
  /** A sunk ship's Shipwreck keeps this Treasure; the others from the Hold are discarded. */
  | { readonly type: 'keepTreasure'; readonly seat: Seat; readonly treasure: string };

export type TransferItem =
  | { readonly kind: 'clue' }
  | { readonly kind: 'coin'; readonly amount: number }
  | { readonly kind: 'treasure'; readonly treasure: string }
  | { readonly kind: 'crew'; readonly crew: string };

export type ActionType = Action['type'];
// The list of action types is the registry of their rules (flow/registry.ts: ACTION_RULES, ACTION_TYPES).
