import type { VisibleState } from '../core/visible';
import { enemyDef } from '../core/catalog';
import type { EnemyArena, EnemyDefinition } from '../core/content';
import { emit, type Ctx } from '../core/context';
import { figureFree, figuresInBox, figuresInPlay } from './figures';
import type { EnemyInstance, GameState, PlayerState, Seat } from '../core/state';

/** Enemies in play: lookups, Trauma, and leaving play (destroyed, Banished or discarded). */

export function enemyCard(state: VisibleState, e: EnemyInstance): EnemyDefinition {
  return enemyDef(state.catalog, e.card);
}

export function enemyName(state: GameState, e: EnemyInstance): string {
  return enemyCard(state, e).name;
}

export function findEnemy(state: GameState, id: string): EnemyInstance | undefined {
  return state.enemies.find((e) => e.id === id);
}

/** Enemies On Deck of a player's ship. */
export function enemiesOnShip(state: VisibleState, seat: Seat): EnemyInstance[] {
  return state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === seat);
}

export function enemiesInZone(state: GameState, seat: Seat, zone: number): EnemyInstance[] {
  return state.enemies.filter((e) => e.position.area === 'deck' && e.position.seat === seat && e.position.zone === zone);
}

/** How many enemies stand in a zone of this seat's ship (enemiesInZone's length, with no array made). */
export function enemyCountInZone(state: VisibleState, seat: Seat, zone: number): number {
  let n = 0;
  for (const e of state.enemies) if (e.position.area === 'deck' && e.position.seat === seat && e.position.zone === zone) n += 1;
  return n;
}

export function enemyShips(state: VisibleState): EnemyInstance[] {
  return state.enemies.filter((e) => e.position.area === 'sea');
}

export function remainingHealth(state: VisibleState, e: EnemyInstance): number {
  return Math.max(0, enemyCard(state, e).health - e.trauma);
}

/** Places an enemy in play. It rolls one Enemy die at once (queued first) and activates from the next Enemy Phase. */
export function addEnemy(ctx: Ctx, card: string, position: EnemyInstance['position'], destination: EnemyInstance['destination']): EnemyInstance {
  const { state } = ctx;
  const e: EnemyInstance = { id: `enemy-${state.nextEnemyNumber++}`, card, trauma: 0, position, ready: false, activated: false, destination };
  state.enemies.push(e);
  return e;
}

/**
 * Draws the first card of an arena from the Enemy deck (searching from the top), or a named card.
 * An exhausted deck is reshuffled from the discard pile (gap facts: discarded enemies stay discarded
 * until the deck runs out). A card whose miniature is all in play cannot be spawned: it is discarded
 * and the search goes on (component limits, D63). Returns undefined — discarding nothing — when no such
 * card with a free miniature is left anywhere.
 */
export function drawEnemyCard(ctx: Ctx, wanted: { readonly arena?: EnemyArena; readonly card?: string }): string | undefined {
  const { state } = ctx;
  const matches = (id: string) => (wanted.card === undefined || id === wanted.card) && (wanted.arena === undefined || enemyDef(state.catalog, id).arena === wanted.arena);
  const usable = (id: string) => matches(id) && figureFree(state, id);
  if (!state.decks.enemies.some(usable) && !state.decks.enemyDiscard.some(usable)) {
    const blocked = [...state.decks.enemies, ...state.decks.enemyDiscard].find(matches);
    if (blocked !== undefined) {
      const figure = enemyDef(state.catalog, blocked).figure;
      emit(ctx, 'enemyFiguresExhausted', 'Spawning & activation', { card: blocked, figure, inPlay: figuresInPlay(state, figure), inBox: figuresInBox(state, figure), drawn: false });
    }
    return undefined;
  }
  for (let guard = state.decks.enemies.length + state.decks.enemyDiscard.length + 1; guard >= 0; guard--) {
    const index = state.decks.enemies.findIndex(matches);
    if (index < 0) {
      state.decks.enemies.push(...ctx.random.shuffle(state.decks.enemyDiscard));
      state.decks.enemyDiscard = [];
      emit(ctx, 'enemyDeckReshuffled', 'Spawning & activation', {}, { reveals: true });
      continue;
    }
    const [card] = state.decks.enemies.splice(index, 1) as [string];
    if (figureFree(state, card)) return card;
    state.decks.enemyDiscard.push(card);
    const figure = enemyDef(state.catalog, card).figure;
    emit(ctx, 'enemyFiguresExhausted', 'Spawning & activation', { card, figure, inPlay: figuresInBox(state, figure), inBox: figuresInBox(state, figure), drawn: true }, { reveals: true });
  }
  return undefined;
}

/**
 * Trauma on an enemy. At Trauma ≥ health it is destroyed; returns true then. The caller collects the
 * Loot (it knows who destroyed it and where).
 */
export function traumaToEnemy(ctx: Ctx, e: EnemyInstance, amount: number, rule: string): boolean {
  const { state } = ctx;
  if (amount <= 0) return false;
  const def = enemyCard(state, e);
  e.trauma += amount;
  emit(ctx, 'enemyTraumaSuffered', rule, { enemy: e.id, card: e.card, amount, trauma: Math.min(e.trauma, def.health) });
  if (e.trauma < def.health) return false;
  removeEnemy(ctx, e);
  emit(ctx, 'enemyDestroyed', 'Destroying enemies, Rewards & looting', { enemy: e.id, card: e.card, by: null });
  return true;
}

/** Takes an enemy out of play; its card goes to the Enemy discard pile. */
export function removeEnemy(ctx: Ctx, e: EnemyInstance): void {
  const { state } = ctx;
  state.enemies = state.enemies.filter((x) => x.id !== e.id);
  state.decks.enemyDiscard.push(e.card);
  if (e.destination && !state.enemies.some((x) => x.destination && x.destination.q === e.destination?.q && x.destination.r === e.destination?.r)) {
    state.tokens.enemyDestinations = state.tokens.enemyDestinations.filter((h) => !(h.q === e.destination?.q && h.r === e.destination?.r));
  }
}

/**
 * Banishing: the enemy leaves play and the Enemy Agenda advances by its remaining health. The Agenda
 * itself is moved by the caller, once for everything banished together.
 */
export function banishEnemy(ctx: Ctx, e: EnemyInstance, reason: 'destination' | 'port'): number {
  const remaining = remainingHealth(ctx.state, e);
  removeEnemy(ctx, e);
  emit(ctx, 'enemyBanished', 'Banishing enemies & not engaging enemy ships', { enemy: e.id, card: e.card, remaining, reason });
  return remaining;
}

/** Player Ship Sinking: enemies On Deck are discarded, not Banished. */
export function discardEnemiesOnDeck(ctx: Ctx, p: PlayerState): void {
  for (const e of enemiesOnShip(ctx.state, p.seat)) {
    removeEnemy(ctx, e);
    emit(ctx, 'enemyDiscarded', 'Player Ship Sinking', { enemy: e.id, card: e.card });
  }
}
