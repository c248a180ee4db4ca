import type { VisibleState } from '../core/visible';
import { zoneDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import { sufferGems } from '../crew/crew';
import { rollFate } from '../core/dice';
import { enemiesInZone } from '../enemies/enemies';
import { hurtEnemy } from './loot';
import { isNodeDestroyed } from './ship';
import { sinkShip } from './sink';
import type { GameState, PlayerState } from '../core/state';

export const DESTROYED_NODE_TRAUMA = 1;

/** Colour order (rulebook, Enemies At Sea): black nodes, then blue (Navigation), then red (Artillery). */
const COLOUR_RANK = { black: 0, blue: 1, red: 2 } as const;

export function nodeColour(state: VisibleState, zone: number): keyof typeof COLOUR_RANK {
  const symbols = zoneDef(state.catalog, zone).symbols;
  if (symbols.includes('navigation')) return 'blue';
  if (symbols.includes('artillery')) return 'red';
  return 'black';
}

/**
 * Ship damage, one point at a time. By default (reference manual, Damage) the Fate Die picks the
 * Zone; a Zone whose node is already destroyed passes the damage to the nearest lower Zone with an
 * intact node, or failing that the nearest higher one. With rules.shipDamage 'colourOrder' the nodes
 * go black, blue, red, lowest Zone first within a colour. Every node destroyed sinks the ship.
 */
export function damageShip(ctx: Ctx, p: PlayerState, amount: number, rule: string): void {
  for (let i = 0; i < amount; i++) {
    if (!p.position) return;
    const zone = ctx.state.rules.shipDamage === 'colourOrder' ? colourOrderZone(ctx.state, p) : fateDieZone(ctx, p, rule);
    if (zone === undefined) return;
    destroyNode(ctx, p, zone, rule);
  }
}

function intactZones(state: GameState, p: PlayerState): number[] {
  return state.catalog.shipBoard.zones.map((z) => z.zone).filter((zone) => !isNodeDestroyed(p, zone));
}

export function allNodesDestroyed(state: GameState, p: PlayerState): boolean {
  return intactZones(state, p).length === 0;
}

/** The reference manual's fallback: the rolled Zone, else the nearest lower intact one, else the nearest higher. */
export function fallbackZone(rolled: number, intact: readonly number[]): number | undefined {
  if (intact.includes(rolled)) return rolled;
  const lower = intact.filter((z) => z < rolled);
  if (lower.length > 0) return Math.max(...lower);
  const higher = intact.filter((z) => z > rolled);
  return higher.length > 0 ? Math.min(...higher) : undefined;
}

function fateDieZone(ctx: Ctx, p: PlayerState, rule: string): number | undefined {
  const roll = rollFate(ctx, rule, { for: 'damageZone' });
  const zone = fallbackZone(roll, intactZones(ctx.state, p));
  if (zone !== undefined && zone !== roll) {
    emit(ctx, 'damageFellBack', 'Damage', { rolled: roll, zone }, { seat: p.seat });
  }
  return zone;
}

function colourOrderZone(state: GameState, p: PlayerState): number | undefined {
  const intact = intactZones(state, p);
  intact.sort((a, b) => COLOUR_RANK[nodeColour(state, a)] - COLOUR_RANK[nodeColour(state, b)] || a - b);
  return intact[0];
}

/**
 * A destroyed node: 1 Trauma to every crew member and enemy in its zone (but `spare`, the enemy destroying
 * it by its own ability). The last node destroyed, or the last crew member lost, sinks the ship.
 */
export function destroyNode(ctx: Ctx, p: PlayerState, zone: number, rule: string, spare?: string): void {
  const { state } = ctx;
  if (isNodeDestroyed(p, zone)) return;
  p.destroyedNodes = [...p.destroyedNodes, zone];
  emit(ctx, 'nodeDestroyed', rule, { zone }, { seat: p.seat });
  for (const crew of p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === zone)) {
    emit(ctx, 'nodeTrauma', 'Damage', { crew: crew.id, token: crew.token }, { seat: p.seat });
    sufferGems(ctx, p, crew, 'trauma', DESTROYED_NODE_TRAUMA, 'Damage');
  }
  for (const e of enemiesInZone(state, p.seat, zone)) if (e.id !== spare) hurtEnemy(ctx, e, DESTROYED_NODE_TRAUMA, 'Damage', p);
  if (allNodesDestroyed(state, p)) sinkShip(ctx, p, 'nodesDestroyed');
  else if (p.crew.length === 0) sinkShip(ctx, p, 'crewLost');
}

/** Repairs destroyed nodes, lowest Zone first (a card's repair, and the Shipwright's: the player pays for how many). */
export function repairShip(ctx: Ctx, p: PlayerState, amount: number, rule: string): void {
  const fixed = p.destroyedNodes.slice().sort((a, b) => a - b).slice(0, amount);
  if (fixed.length === 0) return;
  p.destroyedNodes = p.destroyedNodes.filter((z) => !fixed.includes(z));
  emit(ctx, 'nodesRepaired', rule, { zones: fixed }, { seat: p.seat });
}
