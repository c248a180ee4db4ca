import type { VisibleState } from '../core/visible';
import type { Hex } from '../core/hex';
import { enemyCard, enemyShips, remainingHealth } from '../enemies/enemies';

/** An enemy ship on the map as a captain weighs it: where it lies, the range it engages from, the health it has left. */
export interface EnemyShipAtSea {
  readonly id: string;
  readonly hex: Hex;
  /** It fires on a ship within this many hexes at the Enemy Phase (Enemies At Sea). */
  readonly engagementRange: number;
  readonly health: number;
}

/** Every enemy ship at sea, in play order. */
export function enemyShipsAtSea(state: VisibleState): EnemyShipAtSea[] {
  return enemyShips(state).flatMap((e) => (e.position.area === 'sea'
    ? [{ id: e.id, hex: e.position.hex, engagementRange: enemyCard(state, e).engagementRange ?? 0, health: remainingHealth(state, e) }]
    : []));
}
