import { hexTaken, revealedHexes } from '../map/board';
import { enemyDef } from '../core/catalog';
import { deckZone } from './deck-graph';
import type { EnemyArena, EnemyDestinationKind } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { rollFate, rollFateAmong } from '../core/dice';
import { addEnemy, drawEnemyCard } from './enemies';
import { hexDistance, neighbour, type Facing, type Hex } from '../core/hex';
import { queueNext } from '../core/queue';
import { zoneHasRoom } from './deck-graph';
import type { EnemyInstance, GameState, PlayerState } from '../core/state';

/**
 * Spawning (rulebook, Spawning & activation): an Enemy card is drawn or searched for and its miniature
 * placed; it rolls 1 Enemy die at once and activates from the next Enemy Phase. Where it goes is ours
 * (docs/rules-decisions.md): a creature On Deck in the Zone the Fate Die names (the next Zone up with
 * room if that one is full); a ship At Sea on the free sea hex nearest to the point `enemyShipSpawnDistance`
 * hexes from the player's ship in the direction the Fate Die names (faces 0–5; 6–9 are rolled again).
 */
export function spawnEnemy(ctx: Ctx, p: PlayerState, arena: EnemyArena, rule: string): void {
  const card = drawEnemyCard(ctx, { arena });
  if (card === undefined) {
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'noMiniature', arena }, { seat: p.seat });
    return;
  }
  if (arena === 'onDeck') placeOnDeck(ctx, p, card, boardingZone(ctx, p, rule), rule);
  else placeAtSea(ctx, p, card, rule);
}

/** Spawns a drawn creature card On Deck of a ship, in the Zone the Fate Die names. */
export function spawnOnDeckCard(ctx: Ctx, p: PlayerState, card: string, rule: string): void {
  placeOnDeck(ctx, p, card, boardingZone(ctx, p, rule), rule);
}

/** Searches the deck for a named enemy ship and spawns it At Sea near a player's ship. */
export function spawnNamedAtSea(ctx: Ctx, p: PlayerState, cardId: string, rule: string): void {
  const card = drawEnemyCard(ctx, { card: cardId });
  if (card === undefined) {
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'noneLeft', card: cardId }, { seat: p.seat });
    return;
  }
  placeAtSea(ctx, p, card, rule);
}

/** Spawns a drawn ship card At Sea near a player's ship. */
export function spawnAtSeaCard(ctx: Ctx, p: PlayerState, card: string, rule: string): void {
  placeAtSea(ctx, p, card, rule);
}

/** Searches the deck for a named creature and spawns it On Deck of a ship, in the Zone the Fate Die names. */
export function spawnNamedOnDeck(ctx: Ctx, p: PlayerState, cardId: string, rule: string): void {
  const card = drawEnemyCard(ctx, { card: cardId });
  if (card === undefined) {
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'noneLeft', card: cardId }, { seat: p.seat });
    return;
  }
  placeOnDeck(ctx, p, card, boardingZone(ctx, p, rule), rule);
}

/** The Zone the Fate Die names, or the next one up (wrapping) with room. */
function boardingZone(ctx: Ctx, p: PlayerState, rule: string): number | undefined {
  const roll = rollFate(ctx, rule, { for: 'boardingZone' });
  const count = ctx.state.catalog.shipBoard.zones.length;
  return Array.from({ length: count }, (_, i) => (roll + i) % count).find((z) => zoneHasRoom(ctx.state, p, z));
}

/** Searches the deck for a named creature and spawns it in `zone`, or the nearest zone with room. */
export function spawnOnDeckNear(ctx: Ctx, p: PlayerState, cardId: string, zone: number, rule: string): EnemyInstance | undefined {
  const card = drawEnemyCard(ctx, { card: cardId });
  if (card === undefined) {
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'noneLeft', card: cardId }, { seat: p.seat });
    return undefined;
  }
  return placeOnDeck(ctx, p, card, nearestZoneWithRoom(ctx.state, p, zone), rule);
}

function nearestZoneWithRoom(state: GameState, p: PlayerState, from: number): number | undefined {
  const seen = new Set([from]);
  let frontier = [from];
  while (frontier.length > 0) {
    const found = frontier.filter((z) => zoneHasRoom(state, p, z)).sort((a, b) => a - b)[0];
    if (found !== undefined) return found;
    frontier = frontier.flatMap((z) => deckZone(state, p.seat, z).adjacent).filter((z) => !seen.has(z));
    frontier.forEach((z) => seen.add(z));
  }
  return undefined;
}

function placeOnDeck(ctx: Ctx, p: PlayerState, card: string, zone: number | undefined, rule: string): EnemyInstance | undefined {
  const { state } = ctx;
  if (zone === undefined) {
    state.decks.enemyDiscard.push(card);
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'shipFull', card }, { seat: p.seat });
    return undefined;
  }
  const e = addEnemy(ctx, card, { area: 'deck', seat: p.seat, zone }, null);
  emit(ctx, 'enemySpawned', rule, { enemy: e.id, card, zone, zoneName: deckZone(state, p.seat, zone).name, boarding: false }, { seat: p.seat, reveals: true });
  queueNext(ctx, { kind: 'activate', enemy: e.id, dice: 1 });
  return e;
}

function placeAtSea(ctx: Ctx, p: PlayerState, card: string, rule: string): void {
  const { state } = ctx;
  const def = enemyDef(state.catalog, card);
  const origin = p.position?.hex ?? { q: 0, r: 0 };
  const direction = rollFateAmong(ctx, 6, rule, { for: 'spawnDirection' }) as Facing;
  let aim = origin;
  for (let i = 0; i < state.catalog.board.enemyShipSpawnDistance; i++) aim = neighbour(aim, direction);
  const hex = nearest(freeSeaHexes(state), aim);
  if (!hex) {
    state.decks.enemyDiscard.push(card);
    emit(ctx, 'enemyNotSpawned', rule, { reason: 'noSea', card }, { seat: p.seat });
    return;
  }
  const destination = def.destination ? destinationFor(state, def.destination, hex) : null;
  const e = addEnemy(ctx, card, { area: 'sea', hex }, destination);
  if (destination) state.tokens.enemyDestinations.push(destination);
  emit(ctx, 'enemySpawned', rule, { enemy: e.id, card, hex: { ...hex }, destination: destination ? { ...destination } : null }, { seat: p.seat, reveals: true });
  queueNext(ctx, { kind: 'activate', enemy: e.id, dice: 1 });
}

/** Revealed Calm and Rough Seas with no ship on them. */
export function freeSeaHexes(state: GameState): Hex[] {
  return revealedHexes(state)
    .filter((h) => (h.type === 'calmSea' || h.type === 'roughSea') && !seaOccupied(state, h.hex))
    .map((h) => h.hex);
}

/** A hex holding a player ship or an enemy ship. */
export function seaOccupied(state: GameState, hex: Hex): boolean {
  return hexTaken(state, hex);
}

/** The nearest of some hexes to a point; ties go to the lowest r, then q (reading order). */
export function nearest(hexes: readonly Hex[], to: Hex): Hex | undefined {
  return hexes.slice().sort((a, b) => hexDistance(a, to) - hexDistance(b, to) || a.r - b.r || a.q - b.q)[0];
}

/** An enemy ship's Destination: the nearest revealed hex of its kind, or null while none is revealed. */
export function destinationFor(state: GameState, kind: EnemyDestinationKind, from: Hex): Hex | null {
  const hexes = revealedHexes(state).filter((h) => h.type === kind).map((h) => h.hex);
  return nearest(hexes, from) ?? null;
}
