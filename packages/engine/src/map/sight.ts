import type { VisibleState } from '../core/visible';
import { hexTaken, hexTypeAt } from './board';
import { sameHex, type Hex } from '../core/hex';
import { lineOfSight } from './los';

export function stormCovers(state: VisibleState, hex: Hex): boolean {
  return state.tokens.storms.some((storm) => storm.some((h) => sameHex(h, hex)));
}

/** Ports are safe havens — no Artillery fired into or out of them — unless a Storm covers them. */
export function isSafeHaven(state: VisibleState, hex: Hex): boolean {
  return hexTypeAt(state, hex) === 'port' && !stormCovers(state, hex);
}

/** What obstructs Line of Sight: land (Islands, Altars, Ports), ships, Storms, the Elder One. */
export function blocksSight(state: VisibleState, hex: Hex): boolean {
  const type = hexTypeAt(state, hex);
  if (type === 'island' || type === 'altar' || type === 'port') return true;
  if (state.elderOne.hex && sameHex(state.elderOne.hex, hex)) return true;
  return hexTaken(state, hex) || stormCovers(state, hex);
}

export function sightClear(state: VisibleState, from: Hex, to: Hex): boolean {
  return lineOfSight(from, to, (h) => blocksSight(state, h));
}
