import type { Actor } from '../core/events';
import { hexTypeAt } from '../map/board';
import { emit, type Ctx } from '../core/context';
import { rollDice, rollFateAmong } from '../core/dice';
import { announceConversion, announceIgnored } from '../enemies/enemy-dice';
import { banishEnemy, enemyCard, findEnemy } from '../enemies/enemies';
import { advanceAgenda } from '../tracks/agenda';
import { hexDistance, hexKey, neighbours, sameHex, type Hex } from '../core/hex';
import { passiveTotal } from '../ship/improvements';
import { countFaces } from '../core/omens';
import { askAboutOmens, parkRoll, unpark } from '../combat/parked-roll';
import { activeEnemyAttack } from '../core/queue';
import { damageShip } from '../ship/ship-damage';
import { crewInZone, player, workingNodesWith } from '../ship/ship';
import { isSafeHaven, sightClear } from '../map/sight';
import { destinationFor, seaOccupied } from '../enemies/spawn';
import { resolveNow } from '../cards/effect-interpreter';
import type { EnemyAbility } from '../core/content';
import type { EnemyInstance, GameState, PlayerState } from '../core/state';

/**
 * Enemies At Sea (rulebook; reference manual, Engagement Range): an enemy ship attacks the nearest
 * player ship within its Engagement Range that is not in a safe Port (the Fate Die breaks ties), using
 * Move results to reach a hex from which it can fire; otherwise it sails toward its Destination by the
 * shortest route and is Banished on arrival. Useless results follow the contextual rule.
 */
export function resolveAtSea(ctx: Ctx, e: EnemyInstance, moves: number, damage: number, omens: number): void {
  const { state } = ctx;
  const def = enemyCard(state, e);
  const mover = enemyMover(ctx, e);
  const target = chooseTarget(ctx, e);
  if (target) {
    const d = closeToFire(ctx, mover, target, def.attackRange ?? 1, moves, damage);
    if (!findEnemy(state, e.id)) return;
    // In position, any ability is possible; out of it, only one that needs no target.
    const total = (d ?? 0) + resolveAtSeaAbility(ctx, e, d === null ? undefined : target, omens);
    if (d !== null && total > 0) startShipAttack(ctx, mover.who, e.id, target, total);
    return;
  }
  // No target: an ability that needs none (a heal while damaged) resolves first, before it sails.
  resolveAtSeaAbility(ctx, e, undefined, omens);
  if (e.position.area === 'sea' && !e.destination && def.destination) {
    e.destination = destinationFor(state, def.destination, e.position.hex);
    if (e.destination) state.tokens.enemyDestinations.push(e.destination);
  }
  const goal = e.destination;
  const arrived = goal ? sailForGoal(ctx, mover, goal, moves, damage, 0) : (announceIgnored(ctx, mover.who, moves, damage), false);
  if (arrived) {
    const remaining = banishEnemy(ctx, e, 'destination');
    advanceAgenda(ctx, remaining, 'Banishing enemies & not engaging enemy ships');
  }
}

/** Something that sails the map on Enemy dice: an enemy ship or the Elder One. */
export interface Mover {
  readonly who: Actor;
  where(): Hex;
  moveTo(hex: Hex): void;
}

function enemyMover(ctx: Ctx, e: EnemyInstance): Mover {
  return {
    who: { enemy: e.card },
    where: () => (e.position.area === 'sea' ? e.position.hex : { q: 0, r: 0 }),
    moveTo: (to) => sailTo(ctx, e, to),
  };
}

/**
 * Sails by the shortest route toward the nearest hex where `arrived` holds, one hex per Move; Damage has
 * no use on the way, so two become one Move. Stops on arrival or when nothing useful is left, and hands
 * back what remains of the roll.
 */
function sailUntil(ctx: Ctx, mover: Mover, arrived: (hex: Hex) => boolean, goal: Hex | undefined, moves: number, damage: number): { arrived: boolean; moves: number; damage: number } {
  let m = moves;
  let d = damage;
  for (;;) {
    if (arrived(mover.where())) return { arrived: true, moves: m, damage: d };
    const path = pathTo(ctx.state, mover.where(), arrived, goal);
    if (m > 0 && path) {
      mover.moveTo(path[0] as Hex);
      m -= 1;
    } else if (d >= 2 && path) {
      announceConversion(ctx, mover.who, 'damage');
      d -= 2;
      m += 1;
    } else {
      return { arrived: false, moves: m, damage: d };
    }
  }
}

/**
 * Uses Move results to reach a hex from which the mover can fire on its target; Moves left once there
 * become Damage two for one. Returns the Damage to fire, or null when the mover ends out of position.
 */
export function closeToFire(ctx: Ctx, mover: Mover, target: PlayerState, range: number, moves: number, damage: number): number | null {
  const sailed = sailUntil(ctx, mover, (h) => canFireFrom(ctx.state, h, target.position?.hex, range), undefined, moves, damage);
  if (!sailed.arrived) {
    announceIgnored(ctx, mover.who, sailed.moves, sailed.damage);
    return null;
  }
  let m = sailed.moves;
  let d = sailed.damage;
  while (m >= 2) {
    announceConversion(ctx, mover.who, 'move');
    m -= 2;
    d += 1;
  }
  announceIgnored(ctx, mover.who, m, 0);
  return d;
}

/** Sails toward a goal hex by the shortest route (it may enter the goal itself). Returns true on arrival. */
export function sailForGoal(ctx: Ctx, mover: Mover, goal: Hex, moves: number, damage: number, omens: number): boolean {
  const sailed = sailUntil(ctx, mover, (h) => sameHex(h, goal), goal, moves, damage);
  if (!sailed.arrived) announceIgnored(ctx, mover.who, sailed.moves, sailed.damage, omens);
  return sailed.arrived;
}

/**
 * Specials "should always be resolved first if possible" (rulebook): the first ability the Omens pay for
 * that is possible resolves — with a target (a ship it can fire upon from where it now is) or without
 * one. Other Omens are discarded. Returns extra ship damage (D32).
 */
function resolveAtSeaAbility(ctx: Ctx, e: EnemyInstance, target: PlayerState | undefined, omens: number): number {
  const ability = enemyCard(ctx.state, e).abilities.find((a) => a.omens <= omens && atSeaAbilityPossible(e, a, target !== undefined));
  if (!ability) {
    announceIgnored(ctx, { enemy: e.card }, 0, 0, omens);
    return 0;
  }
  announceIgnored(ctx, { enemy: e.card }, 0, 0, omens - ability.omens);
  emit(ctx, 'enemyAbility', 'Activating special abilities', { enemy: e.id, ability: ability.name, card: e.card });
  const volley = { damage: 0 };
  resolveNow(ctx, { source: ability.name, rule: ability.name, ship: target, enemy: e, volley }, ability.effects);
  return volley.damage;
}

/**
 * An ability is possible At Sea when every effect that strikes a target (ship damage, a spawn On Deck of
 * the target) has one in its attack range, and one of its effects would change something (a heal needs
 * Trauma to remove).
 */
export function atSeaAbilityPossible(e: EnemyInstance, ability: EnemyAbility, hasTarget: boolean): boolean {
  const needsTarget = (k: EnemyAbility['effects'][number]['kind']) => k === 'shipDamage' || k === 'spawn';
  if (ability.effects.some((x) => needsTarget(x.kind)) && !hasTarget) return false;
  return ability.effects.some((x) => (x.kind === 'heal' ? e.trauma > 0 : needsTarget(x.kind)));
}

function chooseTarget(ctx: Ctx, e: EnemyInstance): PlayerState | undefined {
  if (e.position.area !== 'sea') return undefined;
  return nearestShip(ctx, { enemy: e.card }, e.position.hex, enemyCard(ctx.state, e).engagementRange ?? 0);
}

/** The nearest player ship within `range` that is not in a safe Port; the Fate Die picks among equals. */
export function nearestShip(ctx: Ctx, who: Actor, here: Hex, range: number): PlayerState | undefined {
  const { state } = ctx;
  const inRange = state.players.filter((p) => p.position && !isSafeHaven(state, p.position.hex) && hexDistance(p.position.hex, here) <= range);
  if (inRange.length === 0) return undefined;
  const best = Math.min(...inRange.map((p) => hexDistance((p.position as { hex: Hex }).hex, here)));
  const nearestShips = inRange.filter((p) => hexDistance((p.position as { hex: Hex }).hex, here) === best);
  if (nearestShips.length === 1) return nearestShips[0];
  const pick = rollFateAmong(ctx, nearestShips.length, 'Engagement Range', { for: 'nearestShip', ships: nearestShips.length });
  const chosen = nearestShips[pick] as PlayerState;
  emit(ctx, 'enemyTargetChosen', 'Engagement Range', { who }, { seat: chosen.seat });
  return chosen;
}

/** An enemy ship can fire from `from` at a ship within its attack range, with Line of Sight, neither in a safe Port. */
export function canFireFrom(state: GameState, from: Hex, target: Hex | undefined, range: number): boolean {
  if (!target) return false;
  if (hexDistance(from, target) > range || isSafeHaven(state, target) || isSafeHaven(state, from)) return false;
  return sightClear(state, from, target);
}

/** Enemy ships sail on Calm and Rough Seas and Shipwrecks, never through another ship; they may enter their goal hex. */
function passable(state: GameState, hex: Hex, goal?: Hex): boolean {
  if (goal && sameHex(hex, goal)) return true;
  const type = hexTypeAt(state, hex);
  return (type === 'calmSea' || type === 'roughSea' || type === 'shipwreck') && !seaOccupied(state, hex);
}

/** The shortest route (first step first) to a hex meeting `done`, or undefined. Ties: the first direction clockwise from East. */
export function pathTo(state: GameState, from: Hex, done: (hex: Hex) => boolean, goal?: Hex): Hex[] | undefined {
  const previous = new Map<string, Hex | null>([[hexKey(from), null]]);
  const queue: Hex[] = [from];
  while (queue.length > 0) {
    const hex = queue.shift() as Hex;
    if (!sameHex(hex, from) && done(hex)) {
      const path: Hex[] = [];
      for (let h: Hex | null = hex; h && !sameHex(h, from); h = previous.get(hexKey(h)) ?? null) path.unshift(h);
      return path;
    }
    for (const n of neighbours(hex)) {
      if (previous.has(hexKey(n)) || !passable(state, n, goal)) continue;
      previous.set(hexKey(n), hex);
      queue.push(n);
    }
  }
  return undefined;
}

function sailTo(ctx: Ctx, e: EnemyInstance, to: Hex): void {
  // `from` (issue #15): where it sailed from, so a client can draw the move; additive, `hex` is unchanged.
  const from = e.position.area === 'sea' ? { q: e.position.hex.q, r: e.position.hex.r } : null;
  e.position = { area: 'sea', hex: { q: to.q, r: to.r } };
  emit(ctx, 'enemyMoved', 'Enemies At Sea', { enemy: e.id, hex: { q: to.q, r: to.r }, from, card: e.card });
}

/**
 * An enemy ship fires (reference manual, Combat): its Damage against one Evasion die per crew member
 * manning a working Navigation node; Omens on those dice may become Evades for Fresh Orders; each
 * Damage not cancelled damages the ship.
 */
export function startShipAttack(ctx: Ctx, who: Actor, attacker: string, target: PlayerState, damage: number): void {
  const { state } = ctx;
  const navigators = workingNodesWith(state, target, 'navigation').reduce((sum, zone) => sum + crewInZone(target, zone), 0)
    + passiveTotal(state, target, 'evasionDice');
  emit(ctx, 'enemyAttack', 'Combat At Sea', { enemy: attacker, damage, evasionDice: navigators, who }, { seat: target.seat });
  const evasion = rollDice(ctx, 'evasion', navigators, 'Combat At Sea', target.seat);
  parkRoll(ctx, { kind: 'enemyAttack', enemyAttack: { seat: target.seat, enemy: attacker, damage, evasion } });
  advanceEnemyAttack(ctx, true);
}

export function advanceEnemyAttack(ctx: Ctx, askOmens: boolean): void {
  const { state } = ctx;
  const attack = activeEnemyAttack(state);
  if (!attack) return;
  const p = player(state, attack.seat);
  if (askOmens && askAboutOmens(ctx)) return;
  unpark(state, 'enemyAttack');
  const evades = countFaces(attack.evasion, ['evade', 'wild']);
  const hits = Math.max(0, attack.damage - evades);
  emit(ctx, 'enemyAttackResolved', 'Combat At Sea', { evades, hits, evaded: Math.min(evades, attack.damage) }, { seat: p.seat });
  damageShip(ctx, p, hits, 'Combat At Sea');
}
