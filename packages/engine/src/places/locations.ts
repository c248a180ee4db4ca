import { withItem } from '../core/lists';
import type { Action } from '../core/actions';
import { hexTypeAt, isExplored, mapHexAt } from '../map/board';
import { enemyDef } from '../core/catalog';
import { emit, type Ctx } from '../core/context';
import { rollFate } from '../core/dice';
import { drawEventCard, resolveEventCard } from '../cards/event-decks';
import { canStartExhaustive } from './exhaustive-expedition';
import { drawEnemyCard } from '../enemies/enemies';
import { gainClues } from '../core/gains';
import { hexKey, sameHex, type Hex } from '../core/hex';
import { rollSpoils } from '../ship/loot';
import { holdCapacity, passiveTotal } from '../ship/improvements';
import { spawnAtSeaCard, spawnOnDeckCard } from '../enemies/spawn';
import type { GameState, PlayerState } from '../core/state';

/**
 * The places of the map (rulebook, Exploring the Map): Altars, Shipwrecks, a sunk ship's wreck, and
 * Islands with their Expeditions. Visiting any of them costs no Order (gap facts: looting costs none;
 * sending crew ashore, like sending them to Port, costs nothing).
 */

function explore(ctx: Ctx, hex: Hex, rule: string): void {
  ctx.state.tokens.explored.push({ q: hex.q, r: hex.r });
  emit(ctx, 'exploredTokenPlaced', rule, { hex: { q: hex.q, r: hex.r } });
}

/** What the player's ship can visit where it lies, now. */
export function legalVisits(state: GameState, p: PlayerState): Action[] {
  const at = p.position?.hex;
  const turn = state.turn;
  if (!at || !turn) return [];
  const seat = p.seat;
  const type = hexTypeAt(state, at);
  const out: Action[] = [];
  if (type === 'altar' && !isExplored(state, at)) out.push({ type: 'visitAltar', seat });
  if (type === 'shipwreck' && !isExplored(state, at)) out.push({ type: 'plunderShipwreck', seat });
  if (state.tokens.shipwrecks.some((w) => sameHex(w.hex, at))) out.push({ type: 'lootWreck', seat });
  if (type === 'island' && !isExplored(state, at) && !turn.islandsVisited.includes(hexKey(at)) && p.crew.length > 0) {
    for (let mask = 1; mask < 1 << p.crew.length; mask++) {
      const crew = p.crew.filter((_, i) => (mask >> i) & 1).map((c) => c.id);
      out.push({ type: 'sendAshore', seat, crew });
      if (canStartExhaustive(state, p)) out.push({ type: 'exhaustiveExpedition', seat, crew });
    }
  }
  return out;
}

/** Altars: the Fate Die says how many enemies are drawn out (0–3: 1, 4–6: 2, 7–9: 3); then an Explored token. */
export function visitAltar(ctx: Ctx, p: PlayerState): void {
  const at = p.position?.hex;
  if (!at) return;
  const name = mapHexAt(ctx.state, at)?.name ?? 'the Altar';
  const roll = rollFate(ctx, 'Altars', { for: 'altar', place: name });
  const count = roll <= 3 ? 1 : roll <= 6 ? 2 : 3;
  emit(ctx, 'altarVisited', 'Altars', { roll, count, altar: name }, { seat: p.seat });
  explore(ctx, at, 'Altars');
  for (let i = 0; i < count && p.position; i++) {
    const card = drawEnemyCard(ctx, {});
    if (card === undefined) break;
    if (enemyDef(ctx.state.catalog, card).arena === 'onDeck') spawnOnDeckCard(ctx, p, card, 'Altars');
    else spawnAtSeaCard(ctx, p, card, 'Altars');
  }
}

/** A Shipwreck on the map: one roll on the Spoils (loot) table, then an Explored token. */
export function plunderShipwreck(ctx: Ctx, p: PlayerState): void {
  const at = p.position?.hex;
  if (!at) return;
  emit(ctx, 'shipwreckPlundered', 'Shipwrecks', { hex: { q: at.q, r: at.r } }, { seat: p.seat });
  rollSpoils(ctx, p, 1 + passiveTotal(ctx.state, p, 'shipwreckRolls'), 'Shipwrecks');
  explore(ctx, at, 'Shipwrecks');
}

/** A sunk ship's Shipwreck token: its Clues and Treasures are loot for whoever comes (reference manual). */
export function lootWreck(ctx: Ctx, p: PlayerState): void {
  const at = p.position?.hex;
  const { state } = ctx;
  const wreck = at ? state.tokens.shipwrecks.find((w) => sameHex(w.hex, at)) : undefined;
  if (!wreck) return;
  state.tokens.shipwrecks = state.tokens.shipwrecks.filter((w) => w !== wreck);
  emit(ctx, 'wreckLooted', 'Player Ship Sinking', { owner: wreck.seat }, { seat: p.seat });
  gainClues(ctx, p, wreck.clues, 'Player Ship Sinking');
  const capacity = holdCapacity(state, p);
  for (const t of wreck.treasures) {
    if (p.hold.length < capacity) p.hold = withItem(p.hold, t);
    else state.decks.treasureDiscard.push(t);
  }
}

/**
 * Islands & Expeditions: crew sent ashore are tested against an Expedition card (they are its
 * 'involved' crew), then return Below Deck. The Expedition leaves an Explored token on the Island, as a
 * visit does on an Altar or a Shipwreck: an Explored Island offers no more Expeditions (D42).
 */
export function sendAshore(ctx: Ctx, p: PlayerState, crewIds: readonly string[]): void {
  const { state } = ctx;
  const at = p.position?.hex;
  const turn = state.turn;
  if (!at || !turn) return;
  turn.islandsVisited.push(hexKey(at));
  const crew = p.crew.filter((c) => crewIds.includes(c.id));
  for (const c of crew) c.position = { area: 'below', slot: 0 };
  const name = mapHexAt(state, at)?.name ?? 'the Island';
  emit(ctx, 'crewSentAshore', 'Islands & Expeditions', { crew: [...crewIds], tokens: crew.map((c) => c.token), island: name }, { seat: p.seat });
  explore(ctx, at, 'Islands & Expeditions');
  const id = drawEventCard(ctx, p, 'expeditions');
  if (id !== undefined) resolveEventCard(ctx, p, 'expeditions', id, crewIds);
}
