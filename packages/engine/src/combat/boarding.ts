import type { VisibleState } from '../core/visible';
import { emit, type Ctx } from '../core/context';
import { deckZone, deckZones, enemyBoardInPlay } from '../enemies/deck-graph';
import { addEnemy, drawEnemyCard, enemiesOnShip, enemyCard, enemyShips, findEnemy, removeEnemy } from '../enemies/enemies';
import { hexDistance } from '../core/hex';
import { rollSpoils } from '../ship/loot';
import { activeBoarding, endWork, queueNext } from '../core/queue';
import { player, zoneHasRoom } from '../ship/ship';
import { isSafeHaven } from '../map/sight';
import { sinkShip } from '../ship/sink';
import type { CrewPosition, EnemyInstance, GameState, PlayerState } from '../core/state';

/**
 * Boarding (rulebook, Optional advanced mechanics; rules.boarding): a ship beside an enemy ship may board
 * it. An Enemy ship board is laid beside the ship's On Deck area, joined by gangways; as many creatures
 * as the current Act spawn on its numbered nodes, from node 1. Crew and enemies then alternate
 * activations — no Orders — until every enemy of the boarding is destroyed, wherever it stands (a defender
 * may cross the gangways onto the player's deck; the enemy ship is then taken: a Spoils roll per current
 * Act) or every crew member is (the ship sinks).
 */
export function boardingTargets(state: VisibleState, p: PlayerState): EnemyInstance[] {
  const at = p.position?.hex;
  if (!state.rules.boarding || !at || p.crew.length === 0) return [];
  // No enemy ship alongside (the common case, asked at every decision of a turn): found without making a list.
  let alongside = false;
  for (const e of state.enemies) if (e.position.area === 'sea' && hexDistance(e.position.hex, at) === 1) { alongside = true; break; }
  if (!alongside || activeBoarding(state) || isSafeHaven(state, at)) return [];
  return enemyShips(state).filter((e) => e.position.area === 'sea' && hexDistance(e.position.hex, at) === 1);
}

export function startBoarding(ctx: Ctx, p: PlayerState, enemyId: string): void {
  const { state } = ctx;
  const ship = findEnemy(state, enemyId);
  if (!ship) return;
  const board = ctx.random.int(0, state.catalog.shipBoard.enemyShipBoards.length - 1);
  // The boarding's entry runs in place, one alternation each time the queue reaches it, until it is over.
  queueNext(ctx, { kind: 'boarding', boarding: { seat: p.seat, enemy: enemyId, board, next: 'crew' } });
  emit(ctx, 'boardingStarted', 'Boarding ships', { enemy: enemyId, card: ship.card, board: enemyBoardInPlay(state)?.name ?? null, defenders: state.act }, { seat: p.seat });
  const nodes = (enemyBoardInPlay(state)?.zones ?? []).map((z) => z.zone);
  for (let i = 0; i < state.act; i++) {
    const card = drawEnemyCard(ctx, { arena: 'onDeck' });
    const zone = nodes.find((z, j) => j >= i % nodes.length && zoneHasRoom(state, p, z)) ?? nodes.find((z) => zoneHasRoom(state, p, z));
    if (card !== undefined && zone === undefined) state.decks.enemyDiscard.push(card);
    if (card === undefined || zone === undefined) break;
    const e = addEnemy(ctx, card, { area: 'deck', seat: p.seat, zone }, null);
    e.ready = true;
    e.defends = enemyId;
    emit(ctx, 'enemySpawned', 'Boarding ships', { enemy: e.id, card, zone, zoneName: deckZone(state, p.seat, zone).name, boarding: true }, { seat: p.seat, reveals: true });
  }
}

/**
 * The enemies of this boarding, wherever they stand: the defenders it spawned (and what they called up),
 * on the Enemy ship board or across the gangways on the player's own deck. Enemies that were aboard the
 * player's ship before the boarding began are not part of it.
 */
function defenders(state: GameState, p: PlayerState): EnemyInstance[] {
  const b = activeBoarding(state);
  return b ? enemiesOnShip(state, p.seat).filter((e) => e.defends === b.enemy) : [];
}

/** One alternation: the end of the encounter, or the next activation (crew, then enemies, in turn). */
export function boardingRound(ctx: Ctx): void {
  const { state } = ctx;
  const b = activeBoarding(state);
  if (!b) return;
  const p = player(state, b.seat);
  if (!p.position || p.crew.length === 0) {
    endWork(state, 'boarding');
    emit(ctx, 'boardingLost', 'Enemy victory', {}, { seat: p.seat });
    if (p.position) sinkShip(ctx, p, 'boardingLost');
    return;
  }
  const foes = defenders(state, p);
  if (foes.length === 0) {
    winBoarding(ctx, p);
    return;
  }
  if (b.next === 'crew') {
    state.pending.push({ kind: 'boardingCrew', seat: p.seat });
  } else if (foes.length === 1) {
    const foe = foes[0] as EnemyInstance;
    queueNext(ctx, { kind: 'activate', enemy: foe.id, dice: enemyCard(state, foe).dice });
  } else {
    state.pending.push({ kind: 'chooseEnemy', seat: p.seat, enemies: foes.map((e) => e.id) });
  }
  if (b.next === 'enemies') b.next = 'crew';
}

function winBoarding(ctx: Ctx, p: PlayerState): void {
  const { state } = ctx;
  const b = activeBoarding(state);
  if (!b) return;
  const gangways = enemyBoardInPlay(state)?.gangways ?? [];
  endWork(state, 'boarding');
  for (const c of p.crew) {
    if (c.position.area !== 'deck' || c.position.zone < 10) continue;
    const zone = c.position.zone;
    const gangway = gangways.find((g) => g.enemy === zone && zoneHasRoom(state, p, g.deck));
    c.position = gangway ? { area: 'deck', zone: gangway.deck } : { area: 'below', slot: 0 };
  }
  const ship = findEnemy(state, b.enemy);
  if (ship) {
    removeEnemy(ctx, ship);
    emit(ctx, 'boardingWon', 'Player victory', { enemy: ship.id, card: ship.card }, { seat: p.seat });
  }
  rollSpoils(ctx, p, state.act, 'Player victory');
}

/** Where a crew member may go when the players activate them while boarding, every zone of either deck with room. */
export function boardingMoves(state: GameState, p: PlayerState): { crew: string; to: CrewPosition | null }[] {
  const out: { crew: string; to: CrewPosition | null }[] = [];
  for (const c of p.crew) {
    const here = c.position.area === 'deck' ? c.position.zone : undefined;
    if (here !== undefined && enemiesOnShip(state, p.seat).some((e) => e.position.area === 'deck' && e.position.zone === here)) {
      out.push({ crew: c.id, to: null });
    }
    for (const z of deckZones(state, p.seat)) {
      if (z.zone !== here && zoneHasRoom(state, p, z.zone)) out.push({ crew: c.id, to: { area: 'deck', zone: z.zone } });
    }
  }
  return out;
}
