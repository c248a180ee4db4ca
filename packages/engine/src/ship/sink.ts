import { withOrders } from '../core/lists';
import { hexTaken, revealedHexes } from '../map/board';
import { emit, type Ctx } from '../core/context';
import { hexDistance, type Hex } from '../core/hex';
import { discardEnemiesOnDeck } from '../enemies/enemies';
import { returnToPool } from '../crew/recruit';
import { advanceElderOne } from '../tracks/tracks';
import { advanceGoal, elderOneCard } from '../tracks/elder-one-card';
import type { GameState, PlayerState, SinkCause } from '../core/state';

/**
 * Player Ship Sinking (reference manual): no elimination. The ship becomes a Shipwreck holding what is
 * left of its Clues and one Treasure — the player's choice when the Hold holds different ones (decision
 * keepTreasure; the wreck holds them all until then); Orders are refreshed; crew, Passengers, coin and
 * Schematics are lost; the Elder One token advances one step; the player respawns at the start of their
 * next turn. Improvements and Artillery are kept.
 */
export function sinkShip(ctx: Ctx, p: PlayerState, why: SinkCause): void {
  if (!p.position) return;
  const at = p.position.hex;
  for (const kind of ['crew', 'navigation', 'artillery'] as const) {
    p.orders.fresh = withOrders(p.orders.fresh, kind, p.orders.issued[kind]);
    p.orders.issued = withOrders(p.orders.issued, kind, -p.orders.issued[kind]);
  }
  discardEnemiesOnDeck(ctx, p);
  ctx.state.decks.enemyDiscard.push(...p.captives.map((c) => c.card));
  p.captives = [];
  for (const crew of p.crew) returnToPool(ctx, crew);
  p.crew = [];
  losePassengers(ctx, p);
  // Half the Clues are discarded; the wreck keeps the larger half (docs/rules-decisions.md).
  const wreckClues = Math.ceil(p.clues / 2);
  const choices = [...new Set(p.hold)];
  // Different Treasures: the wreck holds them all until the player picks the one it keeps.
  const wreckTreasures = choices.length > 1 ? [...p.hold] : p.hold.slice(0, 1);
  ctx.state.tokens.shipwrecks.push({ hex: at, seat: p.seat, clues: wreckClues, treasures: wreckTreasures });
  p.clues = 0;
  if (choices.length <= 1) ctx.state.decks.treasureDiscard.push(...p.hold.slice(1));
  p.hold = [];
  p.coin = 0;
  p.schematics = [];
  p.destroyedNodes = [];
  p.position = null;
  p.sunkAt = at;
  emit(ctx, 'shipSunk', 'Player Ship Sinking', {
    hex: { q: at.q, r: at.r }, clues: wreckClues, cause: why, treasure: wreckTreasures.length === 0 ? null : choices.length > 1 ? 'chosen' : 'kept',
  }, { seat: p.seat });
  if (choices.length > 1) ctx.state.pending.push({ kind: 'keepTreasure', seat: p.seat, treasures: choices });
  if (ctx.state.turn?.seat === p.seat) ctx.state.turn.navigationPoints = 0;
  advanceElderOne(ctx, 1, 'Advancing the Elder One');
  const eo = ctx.state.elderOne;
  if (eo.arisen) {
    const def = elderOneCard(ctx.state);
    if (def.goalRule.kind === 'sinkShips') advanceGoal(ctx, def, def.goalRule.count, { goal: 'sink' });
  }
}

/** Passengers go down with the ship (D22): their cards return to the Denizen discard, no reward. */
function losePassengers(ctx: Ctx, p: PlayerState): void {
  for (const card of p.passengers) {
    ctx.state.decks.denizenDiscard.push(card);
    emit(ctx, 'passengerLost', 'Player Ship Sinking', { card }, { seat: p.seat });
  }
  p.passengers = [];
}

/** The answer to keepTreasure: the newest Shipwreck of the seat keeps one copy of that Treasure, the rest are discarded. */
export function keepTreasure(ctx: Ctx, p: PlayerState, treasure: string): void {
  const wreck = ctx.state.tokens.shipwrecks.filter((w) => w.seat === p.seat).at(-1);
  if (!wreck) return;
  const rest = [...wreck.treasures];
  rest.splice(rest.indexOf(treasure), 1);
  wreck.treasures = [treasure];
  ctx.state.decks.treasureDiscard.push(...rest);
  emit(ctx, 'treasureKept', 'Player Ship Sinking', { treasure }, { seat: p.seat });
}

/**
 * Where a sunk ship may come back: the unoccupied Ports nearest to where it sank (all of them when
 * tied: the player chooses). With no free Port, the nearest unoccupied Calm Seas; with none of those,
 * any unoccupied revealed hex. With none at all, the ship waits for the next turn.
 */
export function respawnHexes(state: GameState, p: PlayerState): Hex[] {
  const from = p.sunkAt ?? { q: 0, r: 0 };
  const free = revealedHexes(state).filter((h) => !hexTaken(state, h.hex));
  const ports = free.filter((h) => h.type === 'port');
  const calm = free.filter((h) => h.type === 'calmSea');
  const candidates = ports.length > 0 ? ports : calm.length > 0 ? calm : free;
  if (candidates.length === 0) return [];
  const best = Math.min(...candidates.map((h) => hexDistance(h.hex, from)));
  return candidates.filter((h) => hexDistance(h.hex, from) === best).map((h) => h.hex);
}
