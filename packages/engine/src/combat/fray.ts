import { emit, type Ctx } from '../core/context';
import { crewStats, sufferGems, trackRoom } from '../crew/crew';
import { rollDice } from '../core/dice';
import { announceConversion, announceIgnored, tallyEnemyDice } from '../enemies/enemy-dice';
import { enemiesInZone, enemyCard, findEnemy, remainingHealth } from '../enemies/enemies';
import { hurtEnemy } from '../ship/loot';
import { countFaces } from '../core/omens';
import { askAboutOmens, parkRoll, unpark } from './parked-roll';
import { activeFray } from '../core/queue';
import { player } from '../ship/ship';
import { sinkShip } from '../ship/sink';
import { distributeTrauma } from '../crew/trauma-distribution';
import type { CrewMember, FrayState, GameState, PlayerState, TraumaTarget } from '../core/state';

/**
 * A Fray: combat On Deck between the crew and the enemies of one zone (docs/rules-decisions.md, "The
 * Fray"). The crew in the zone pool their Attack and Evasion dice. In a crew-triggered Fray every enemy
 * in the zone rolls its Enemy dice; in an enemy-triggered one the activating enemy's Damage results are
 * the attack. Omens may be converted with Fresh Orders; Attack hits are Trauma the players spread over
 * the enemies; enemy Damage not cancelled by an Evade is Trauma they spread over the crew.
 */
export function startFray(ctx: Ctx, p: PlayerState, zone: number, trigger: FrayState['trigger'], enemyDamage = 0): void {
  const { state } = ctx;
  const crew = crewInZone(p, zone);
  const enemies = enemiesInZone(state, p.seat, zone);
  if (crew.length === 0 || enemies.length === 0) return;
  emit(ctx, 'frayStarted', 'Combat On Deck', { zone, trigger, crew: crew.map((c) => c.token), enemies: enemies.map((e) => e.card) }, { seat: p.seat });
  let damage = enemyDamage;
  if (trigger === 'crew') {
    const dice = enemies.reduce((sum, e) => sum + enemyCard(state, e).dice, 0);
    const results = tallyEnemyDice(rollDice(ctx, 'enemy', dice, 'Combat On Deck'));
    // In a Fray the enemies are already with their target: Move results have no use.
    damage = results.damage;
    let moves = results.moves;
    while (moves >= 2) {
      announceConversion(ctx, { fray: true }, 'move');
      moves -= 2;
      damage += 1;
    }
    announceIgnored(ctx, { fray: true }, moves, 0, results.omens);
  }
  const attack = rollDice(ctx, 'attack', crew.reduce((sum, c) => sum + crewStats(state, c).attackDice, 0), 'Combat On Deck', p.seat);
  const evasion = rollDice(ctx, 'evasion', crew.reduce((sum, c) => sum + crewStats(state, c).evasionDice, 0), 'Combat On Deck', p.seat);
  parkRoll(ctx, { kind: 'fray', fray: { seat: p.seat, zone, trigger, enemyDamage: damage, attack, evasion, stage: 'omens' } });
  advanceFray(ctx);
}

/** Moves the Fray on until it needs a decision or is over. */
export function advanceFray(ctx: Ctx): void {
  const { state } = ctx;
  const f = activeFray(state);
  if (!f) return;
  const p = player(state, f.seat);
  if (f.stage === 'omens') {
    if (askAboutOmens(ctx)) return;
    f.stage = 'enemies';
  }
  if (f.stage === 'enemies') {
    const hits = countFaces(f.attack, ['damage', 'wild']);
    const targets = enemyTargets(state, p, f.zone);
    emit(ctx, 'frayHits', 'Combat On Deck', { hits }, { seat: p.seat });
    f.stage = 'crew';
    if (hits > 0 && targets.length > 0) {
      const allocation = distributeTrauma(ctx, p.seat, hits, targets, 'enemies');
      if (!allocation) return;
      applyTraumaToEnemies(ctx, p, targets, allocation);
    }
  }
  const evades = countFaces(f.evasion, ['evade', 'wild']);
  const trauma = Math.max(0, f.enemyDamage - evades);
  emit(ctx, 'frayEvades', 'Combat On Deck', { damage: f.enemyDamage, evades, trauma, evaded: Math.min(evades, f.enemyDamage) }, { seat: p.seat });
  const targets = crewTargets(state, p, f.zone);
  if (trauma > 0 && targets.length > 0) {
    const allocation = distributeTrauma(ctx, p.seat, trauma, targets, 'crew');
    if (!allocation) return;
    applyTraumaToCrew(ctx, p, targets, allocation);
  }
  endFray(ctx);
}

/** The answer to an assignTrauma decision taken in a Fray. */
export function assignFrayTrauma(ctx: Ctx, side: 'crew' | 'enemies', targets: readonly TraumaTarget[], allocation: readonly number[]): void {
  const f = activeFray(ctx.state);
  if (!f) return;
  const p = player(ctx.state, f.seat);
  if (side === 'enemies') {
    applyTraumaToEnemies(ctx, p, targets, allocation);
    advanceFray(ctx);
    return;
  }
  applyTraumaToCrew(ctx, p, targets, allocation);
  endFray(ctx);
}

function endFray(ctx: Ctx): void {
  const f = activeFray(ctx.state);
  if (!f) return;
  unpark(ctx.state, 'fray');
  const p = player(ctx.state, f.seat);
  emit(ctx, 'frayEnded', 'Combat On Deck', { zone: f.zone }, { seat: p.seat });
  if (p.position && p.crew.length === 0) sinkShip(ctx, p, 'crewLost');
}

export function crewInZone(p: PlayerState, zone: number): CrewMember[] {
  return p.crew.filter((c) => c.position.area === 'deck' && c.position.zone === zone);
}

/** A crew member can take the gems left on their track, and the next one slays them. */
export function crewCapacity(state: GameState, c: CrewMember): number {
  return trackRoom(state, c) + 1;
}

export function crewTargets(state: GameState, p: PlayerState, zone: number): TraumaTarget[] {
  return crewInZone(p, zone).map((c) => ({ id: c.id, capacity: crewCapacity(state, c) }));
}

export function enemyTargets(state: GameState, p: PlayerState, zone: number): TraumaTarget[] {
  return enemiesInZone(state, p.seat, zone).map((e) => ({ id: e.id, capacity: remainingHealth(state, e) }));
}

export function applyTraumaToEnemies(ctx: Ctx, looter: PlayerState, targets: readonly TraumaTarget[], allocation: readonly number[]): void {
  targets.forEach((t, i) => {
    const e = findEnemy(ctx.state, t.id);
    if (e) hurtEnemy(ctx, e, allocation[i] ?? 0, 'Combat On Deck', looter);
  });
}

export function applyTraumaToCrew(ctx: Ctx, p: PlayerState, targets: readonly TraumaTarget[], allocation: readonly number[]): void {
  targets.forEach((t, i) => {
    const c = p.crew.find((x) => x.id === t.id);
    if (c) sufferGems(ctx, p, c, 'trauma', allocation[i] ?? 0, 'Combat On Deck');
  });
}
