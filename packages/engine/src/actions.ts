import type { Facing, Hex } from './hex';
import type { CrewPosition, OrderKind, Seat } from './state';

/** Port services: the University now; the rest of the Port board comes with the world's content. */
export type PortService = 'university';

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
  | { readonly type: 'engageService'; readonly seat: Seat; readonly crew: string; readonly service: PortService; readonly steps: number }
  | { readonly type: 'endTurn'; readonly seat: Seat };

export type ActionType = Action['type'];
export const ACTION_TYPES: readonly ActionType[] = [
  'placeShip',
  'chooseFirstPlayer',
  'recoverOrders',
  'chooseActReward',
  'payWages',
  'respawn',
  'issueCrewOrder',
  'issueNavigationOrder',
  'sail',
  'engageService',
  'endTurn',
];
