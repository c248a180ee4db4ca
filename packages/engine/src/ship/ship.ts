import type { VisibleState } from '../core/visible';
import { zoneDef } from '../core/catalog';
import type { ArtillerySlot, NodeSymbol } from '../core/content';
import { crewStats } from '../crew/crew';
import { enemyCountInZone } from '../enemies/enemies';
import { crewInZone, miniaturesInZone, zoneHasRoom } from '../enemies/deck-graph';

export { crewInZone, miniaturesInZone, zoneHasRoom };
import { passiveTotal } from './improvements';
import type { CrewMember, GameState, PlayerState } from '../core/state';

export function player(state: VisibleState, seat: number): PlayerState {
  const found = state.players[seat];
  if (!found) throw new Error(`No player in seat ${seat}`);
  return found;
}

export function isNodeDestroyed(p: PlayerState, zone: number): boolean {
  return p.destroyedNodes.includes(zone);
}

/** An enemy on a node disrupts it: it cannot be used until the enemy leaves. */
export function isNodeDisrupted(state: VisibleState, p: PlayerState, zone: number): boolean {
  return enemyCountInZone(state, p.seat, zone) > 0;
}

/** Manned by crew, intact and not disrupted: the node's function is available. */
export function isNodeWorking(state: VisibleState, p: PlayerState, zone: number): boolean {
  zoneDef(state.catalog, zone);
  return crewInZone(p, zone) > 0 && !isNodeDestroyed(p, zone) && !isNodeDisrupted(state, p, zone);
}

/** The nodes bearing each symbol, by ship board: worked out once per board, not at each of a bot's many asks. */
const nodesBySymbol = new WeakMap<VisibleState['catalog']['shipBoard'], Map<NodeSymbol, readonly number[]>>();

/**
 * The ship board's nodes that bear a symbol (Navigation, Artillery, the Crow's Nest…), manned or not. Shared,
 * readonly by its type but not frozen: V8's array builtins (`filter`, `some`, `includes`) take their slow path
 * on a frozen array, and the bots ask at most decisions.
 */
export function nodesWith(state: VisibleState, symbol: NodeSymbol): readonly number[] {
  const board = state.catalog.shipBoard;
  let bySymbol = nodesBySymbol.get(board);
  if (bySymbol === undefined) nodesBySymbol.set(board, (bySymbol = new Map()));
  let nodes = bySymbol.get(symbol);
  if (nodes === undefined) bySymbol.set(symbol, (nodes = board.zones.filter((z) => z.symbols.includes(symbol)).map((z) => z.zone)));
  return nodes;
}

/** The nodes bearing a symbol that work now (`isNodeWorking`), in the board's order. */
export function workingNodesWith(state: VisibleState, p: PlayerState, symbol: NodeSymbol): number[] {
  const out: number[] = [];
  for (const zone of nodesWith(state, symbol)) if (isNodeWorking(state, p, zone)) out.push(zone);
  return out;
}

/**
 * Navigation Order: 1 point, plus, for each working Navigation node, its bonus once (rulebook: "This bonus
 * is limited to 1 per node, having multiple Crew on the same node does not multiply the bonus or effect"):
 * the node's 1, and the own bonus (a Trait's) of one crew member manning it, the best one.
 */
export function navigationOrderValue(state: VisibleState, p: PlayerState): number {
  const bonus = (c: CrewMember): number => crewStats(state, c).navigationBonus;
  let points = 1;
  for (const zone of workingNodesWith(state, p, 'navigation')) points += 1 + bestOnNode(state, p, zone, bonus);
  return points + passiveTotal(state, p, 'navigationPoints');
}

/** The best value one crew member manning a node brings to it: crew on the same node never add up (0 if none). */
export function bestOnNode(state: VisibleState, p: PlayerState, zone: number, value: (c: CrewMember) => number): number {
  let best = 0;
  for (const c of p.crew) if (c.position.area === 'deck' && c.position.zone === zone) best = Math.max(best, value(c));
  return best;
}

/**
 * Artillery Orders: a slot can fire when it holds an Artillery card and a crew member mans a working
 * Artillery node of that slot (the Bow or the Stern for Bow/Stern). Firing arrives with the combat rules.
 */
export function canFireArtillery(state: GameState, p: PlayerState, slot: ArtillerySlot): boolean {
  if (!p.artillery[slot]) return false;
  return workingNodesWith(state, p, 'artillery').some((zone) => zoneDef(state.catalog, zone).artillerySlot === slot);
}

export function canRevealTiles(state: VisibleState, p: PlayerState): boolean {
  return workingNodesWith(state, p, 'crowsNest').length > 0;
}
