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

/** Every enemy ship at sea, in play order (a loop: `flatMap` is one of V8's slow builtins, and this is asked at most decisions). */
export function enemyShipsAtSea(state: VisibleState): EnemyShipAtSea[] {
  const out: EnemyShipAtSea[] = [];
  for (const e of enemyShips(state)) {
    if (e.position.area === 'sea') out.push({ id: e.id, hex: e.position.hex, engagementRange: enemyCard(state, e).engagementRange ?? 0, health: remainingHealth(state, e) });
  }
  return out;
}
