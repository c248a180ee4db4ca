import type { Actor } from '../core/events';
import { deckGraph, deckZone, type DeckZone } from '../enemies/deck-graph';
import { emit, type Ctx } from '../core/context';
import type { EnemyAbility } from '../core/content';
import { announceConversion, announceIgnored } from '../enemies/enemy-dice';
import { resolveNow } from '../cards/effect-interpreter';
import { enemyCard, findEnemy } from '../enemies/enemies';
import { startFray } from '../combat/fray';
import { queueNext } from '../core/queue';
import { destroyNode } from '../ship/ship-damage';
import { isNodeDestroyed, player, zoneHasRoom } from '../ship/ship';
import { sinkShip } from '../ship/sink';
import type { EnemyInstance, GameState, PlayerState } from '../core/state';

/**
 * Enemies On Deck (rulebook): they move toward the closest crew along adjacent zones, one zone per
 * Move, and attack them with Damage (a Fray); when they cannot reach crew with the results rolled they
 * destroy the nodes they stand on along the way. Results with no use follow the contextual rule.
 */
export function resolveOnDeckResults(ctx: Ctx, enemyId: string, moves: number, damage: number): void {
  const { state } = ctx;
  let m = moves;
  let d = damage;
  for (;;) {
    const e = findEnemy(state, enemyId);
    if (!e || e.position.area !== 'deck' || (m === 0 && d === 0)) return;
    const p = player(state, e.position.seat);
    if (!p.position) return;
    const who: Actor = { enemy: e.card };
    const here = e.position.zone;
    const distances = crewDistances(state, p, here);
    const distance = distances.get(here) ?? Infinity;
    if (distance === Infinity) {
      // No crew it can reach (all Below Deck, or walled off by full zones): it goes for the nodes (D28 step 5).
      const step = wreckNodes(ctx, p, e, m, d);
      if (!step) return;
      [m, d] = step;
      continue;
    }
    if (distance === 0) {
      // Already with the crew: Moves have no use now, but a lone one is kept in case the Fray frees the zone.
      if (m >= 2) {
        announceConversion(ctx, who, 'move');
        m -= 2;
        d += 1;
        continue;
      }
      if (d > 0) {
        queueNext(ctx, { kind: 'onDeckResults', enemy: e.id, moves: m, damage: 0 });
        startFray(ctx, p, here, 'enemy', d);
        return;
      }
      announceIgnored(ctx, who, m, 0);
      return;
    }
    if (distance <= m) {
      stepToward(ctx, p, e, distances);
      m -= 1;
      continue;
    }
    // Short of Moves, but Damage to spare: two Damage become a Move if a Damage is still left to attack with.
    const short = distance - m;
    if (d - 2 * short >= 1) {
      announceConversion(ctx, who, 'damage');
      d -= 2;
      m += 1;
      continue;
    }
    // The crew are out of reach this activation: nodes on the way take the Damage.
    const ownNode = deckZone(state, p.seat, here).own && !isNodeDestroyed(p, here);
    if (d > 0 && ownNode) {
      emit(ctx, 'enemyAttacksNode', 'Movement, attacking & objectives', { enemy: e.id, zone: here, card: e.card, zoneName: deckZone(state, p.seat, here).name }, { seat: p.seat });
      d -= 1;
      destroyNode(ctx, p, here, 'Enemies On Deck');
      continue;
    }
    if (m > 0) {
      stepToward(ctx, p, e, distances);
      m -= 1;
      continue;
    }
    if (d >= 2) {
      announceConversion(ctx, who, 'damage');
      d -= 2;
      m += 1;
      continue;
    }
    announceIgnored(ctx, who, m, d);
    return;
  }
}

/**
 * One useful thing done with the results by a creature that can reach no crew (D28 step 5): hiding must
 * cost the ship, so it makes for the nearest intact node and wrecks it — Damage wrecks the node it stands
 * on, a Move takes it one zone closer to one (ties: the lower zone number), two Damage become a Move when a
 * Damage would still be left to wreck with, and two Moves on an intact node become a Damage. Returns the
 * results left, or undefined when nothing useful is left (what remains is logged as ignored).
 */
function wreckNodes(ctx: Ctx, p: PlayerState, e: EnemyInstance, moves: number, damage: number): [number, number] | undefined {
  const { state } = ctx;
  if (e.position.area !== 'deck') return undefined;
  const who: Actor = { enemy: e.card };
  const here = e.position.zone;
  const distances = nodeDistances(state, p, here);
  const distance = distances.get(here) ?? Infinity;
  if (distance === 0 && damage > 0) {
    emit(ctx, 'enemyAttacksNode', 'Movement, attacking & objectives', { enemy: e.id, zone: here, card: e.card, zoneName: deckZone(state, p.seat, here).name }, { seat: p.seat });
    destroyNode(ctx, p, here, 'Enemies On Deck');
    return [moves, damage - 1];
  }
  if (distance === 0 && moves >= 2) {
    announceConversion(ctx, who, 'move');
    return [moves - 2, damage + 1];
  }
  if (distance !== Infinity && distance > 0 && moves > 0) {
    stepToward(ctx, p, e, distances);
    return [moves - 1, damage];
  }
  if (distance !== Infinity && distance > 0 && damage - 2 * distance >= 1) {
    announceConversion(ctx, who, 'damage');
    return [moves + 1, damage - 2];
  }
  announceIgnored(ctx, who, moves, damage);
  return undefined;
}

/** Distance, in zone steps through zones with room, from every zone to the nearest intact node of the ship's own deck. */
function nodeDistances(state: GameState, p: PlayerState, enemyZone: number): Map<number, number> {
  return zoneDistances(state, p, enemyZone, (z) => z.own && !isNodeDestroyed(p, z.zone));
}

/**
 * Distance, in zone steps, from every zone to the nearest crew member the enemy could reach: the
 * enemy can only enter zones with room (at most 3 miniatures), and stands in its own zone already.
 */
export function crewDistances(state: GameState, p: PlayerState, enemyZone: number): Map<number, number> {
  return zoneDistances(state, p, enemyZone, (_z, crewHere) => crewHere > 0);
}

/**
 * A breadth-first walk out from the goal zones through zones with room. The miniatures in each zone are
 * counted in one pass over the crew and the enemies, where asking each zone walked them both again.
 */
function zoneDistances(state: GameState, p: PlayerState, enemyZone: number, goal: (zone: DeckZone, crewHere: number) => boolean): Map<number, number> {
  const { zones, byZone } = deckGraph(state, p.seat);
  const crew: number[] = [];
  const figures: number[] = [];
  for (const c of p.crew) {
    if (c.position.area !== 'deck') continue;
    const z = c.position.zone;
    crew[z] = (crew[z] ?? 0) + 1;
    figures[z] = (figures[z] ?? 0) + 1;
  }
  for (const e of state.enemies) {
    if (e.position.area !== 'deck' || e.position.seat !== p.seat) continue;
    const z = e.position.zone;
    figures[z] = (figures[z] ?? 0) + 1;
  }
  const full = state.catalog.shipBoard.maxMiniaturesPerZone;
  const passable = (zone: number) => zone === enemyZone || (figures[zone] ?? 0) < full;
  const dist = new Map<number, number>();
  const queue: number[] = [];
  for (const z of zones) {
    if (goal(z, crew[z.zone] ?? 0) && passable(z.zone)) {
      dist.set(z.zone, 0);
      queue.push(z.zone);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const zone = queue[head] as number;
    const next = (dist.get(zone) as number) + 1;
    const adjacent = byZone.get(zone)?.adjacent;
    if (adjacent === undefined) continue;
    for (const n of adjacent) {
      if (dist.has(n) || !passable(n)) continue;
      dist.set(n, next);
      queue.push(n);
    }
  }
  return dist;
}

/** One zone nearer along `dist` (worked out for the enemy where it stands), to the lowest-numbered such zone with room. */
function stepToward(ctx: Ctx, p: PlayerState, e: EnemyInstance, dist: Map<number, number>): void {
  const { state } = ctx;
  if (e.position.area !== 'deck') return;
  const from = e.position.zone;
  const here = dist.get(from) ?? Infinity;
  let to: number | undefined;
  for (const n of deckZone(state, p.seat, from).adjacent) {
    if ((dist.get(n) ?? Infinity) === here - 1 && (to === undefined || n < to) && zoneHasRoom(state, p, n)) to = n;
  }
  if (to === undefined) return;
  e.position = { area: 'deck', seat: p.seat, zone: to };
  emit(ctx, 'enemyMoved', 'Enemies On Deck', { enemy: e.id, zone: to, from, card: e.card, zoneName: deckZone(state, p.seat, to).name }, { seat: p.seat });
}

/** Special abilities resolve first: the first ability the Omens rolled can pay for. Returns the Omens spent. */
export function resolveOnDeckAbility(ctx: Ctx, e: EnemyInstance, omens: number): number {
  const ability = enemyCard(ctx.state, e).abilities.find((a) => a.omens <= omens);
  if (!ability || e.position.area !== 'deck') return 0;
  const p = player(ctx.state, e.position.seat);
  emit(ctx, 'enemyAbility', 'Activating special abilities', { enemy: e.id, ability: ability.name, card: e.card }, { seat: p.seat });
  runOnDeckEffects(ctx, p, e, ability);
  return ability.omens;
}

function runOnDeckEffects(ctx: Ctx, p: PlayerState, e: EnemyInstance, ability: EnemyAbility): void {
  resolveNow(ctx, { source: ability.name, rule: ability.name, ship: p, enemy: e }, ability.effects);
  if (p.position && p.crew.length === 0) sinkShip(ctx, p, 'crewLost');
}
